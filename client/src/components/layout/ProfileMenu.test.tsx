import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminInfo, companyInfo, signedInAs, talentInfo } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const linksOf = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem')
    .map((item) => [item.textContent, item.getAttribute('href')]);

describe('header profile dropdown (spec point 2)', () => {
  it('replaces sign in and sign up for a talent: My profile, Change password, My subscriptions, Log out', async () => {
    await renderApp('/', { routes: signedInAs(talentInfo) });
    const banner = screen.getByRole('banner');
    expect(within(banner).queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    const target = await within(banner).findByRole('button', { name: 'Account menu: Nino Beridze' });
    expect(target).toHaveTextContent('Nino Beridze');
    await userEvent.click(target);
    const menu = await screen.findByRole('menu');
    expect(linksOf(menu)).toEqual([
      ['My profile', '/userPanel/generalInformation'],
      ['Change password', '/userPanel/settings/passwordChange'],
      ['My subscriptions', '/userPanel/user-subscriptions'],
      ['Log out', null],
    ]);
  });

  it('gives a company My company, Vacancies and Change password, with its logo', async () => {
    await renderApp('/', { routes: signedInAs(companyInfo) });
    const target = await screen.findByRole('button', { name: 'Account menu: Kartuli Code' });
    expect(target.querySelector('img')).toHaveAttribute('src', '/files/kartuli-small.webp');
    await userEvent.click(target);
    expect(linksOf(await screen.findByRole('menu'))).toEqual([
      ['My company', '/companyPanel/generalInformation'],
      ['Vacancies', '/companyPanel/vacancies/active'],
      ['Change password', '/companyPanel/settings/passwordChange'],
      ['Log out', null],
    ]);
  });

  it('gives staff the back office', async () => {
    await renderApp('/', { routes: signedInAs(adminInfo) });
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu: Staff Member' }));
    expect(linksOf(await screen.findByRole('menu'))).toEqual([
      ['Back office', '/admin'],
      ['Log out', null],
    ]);
  });

  it('works from the keyboard and logs out to the home page', async () => {
    const { api, location, store } = await renderApp('/faq', { routes: signedInAs(talentInfo) });
    const target = await screen.findByRole('button', { name: 'Account menu: Nino Beridze' });
    target.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await userEvent.keyboard('{ArrowDown}');
    expect(within(menu).getAllByRole('menuitem')).toContain(document.activeElement);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await userEvent.click(target);
    await userEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Log out' }));
    expect(api.callsTo('POST /api/Account/SignOut')).toHaveLength(1);
    expect(store.auth.isLoggedIn).toBe(false);
    expect(localStorage.getItem('token')).toBeNull();
    expect(location().pathname).toBe('/');
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('the mobile menu has the account links and logout too', async () => {
    await renderApp('/', { routes: signedInAs(companyInfo) });
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    const account = within(drawer).getByRole('navigation', { name: 'Account navigation' });
    expect(within(account).getByRole('link', { name: 'My company' })).toHaveAttribute(
      'href',
      '/companyPanel/generalInformation',
    );
    expect(within(drawer).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(within(drawer).queryByRole('link', { name: 'Sign up' })).not.toBeInTheDocument();
  });
});
