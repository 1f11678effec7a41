import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/render-app';

describe('Header and footer', () => {
  it('link the main sections, sign in and sign up', async () => {
    await renderApp('/');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Companies' })).toHaveAttribute('href', '/companies');
    expect(within(nav).getByRole('link', { name: 'Vacancies' })).toHaveAttribute('href', '/vacancies');
    expect(within(nav).getByRole('link', { name: 'Salaries' })).toHaveAttribute('href', '/salaries');
    expect(within(nav).getByRole('link', { name: 'News' })).toHaveAttribute('href', '/news');
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signIn');
    expect(within(banner).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signUp');
  });

  it('open a mobile menu from the burger that adds About us and Compare', async () => {
    await renderApp('/');
    const burger = screen.getByRole('button', { name: 'Open menu' });
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(burger);

    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu).getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/about');
    expect(within(menu).getByRole('link', { name: 'Compare companies' })).toHaveAttribute('href', '/compare');
    expect(within(menu).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signUp');

    await userEvent.keyboard('{Escape}');
    expect(burger).toHaveAttribute('aria-expanded', 'false');
  });

  it('footer has the four columns, the contacts, the copyright and the language switcher', async () => {
    await renderApp('/');
    const footer = screen.getByRole('contentinfo');
    for (const column of ['Products', 'About us', 'Resources', 'Contact']) {
      expect(within(footer).getByRole('heading', { level: 2, name: column })).toBeInTheDocument();
    }
    expect(within(footer).getByRole('link', { name: 'Tech news' })).toHaveAttribute('href', '/news');
    expect(within(footer).getByRole('link', { name: 'Salaries' })).toHaveAttribute('href', '/salaries');
    expect(within(footer).getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
    expect(within(footer).getByRole('link', { name: 'Terms of use' })).toHaveAttribute('href', '/terms-of-use');
    expect(within(footer).getByRole('link', { name: /\+995 32 2 00 00 00/ })).toHaveAttribute(
      'href',
      'tel:+995322000000',
    );
    expect(within(footer).getByRole('link', { name: 'support@techboard.ge' })).toHaveAttribute(
      'href',
      'mailto:support@techboard.ge',
    );
    expect(within(footer).getByRole('link', { name: 'TechBoard.ge on Facebook' })).toHaveAttribute(
      'href',
      expect.stringContaining('facebook.com'),
    );
    expect(within(footer).getByRole('link', { name: 'TechBoard.ge on LinkedIn' })).toHaveAttribute(
      'href',
      expect.stringContaining('linkedin.com'),
    );
    expect(footer).toHaveTextContent('© 2026 TechBoard.ge');
    const switcher = within(footer).getByRole('group', { name: 'Language' });
    expect(within(switcher).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(switcher).getByRole('button', { name: 'ქართული' })).toHaveTextContent('ქართ');
  });
});
