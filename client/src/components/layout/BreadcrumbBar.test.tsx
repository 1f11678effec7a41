import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/render-app';
import { buildCrumbs } from '../../lib/breadcrumbs';
import { hasBreadcrumbs } from '../../lib/page-route';

describe('breadcrumbs', () => {
  it('are built from the path, ending with the page itself', () => {
    expect(buildCrumbs('/information/terms-of-use')).toEqual([
      { path: '/', labelKey: 'home' },
      { path: '/information', labelKey: 'information' },
      { path: '/information/terms-of-use', labelKey: 'termsOfUse' },
    ]);
    expect(buildCrumbs('/salaries')).toEqual([
      { path: '/', labelKey: 'home' },
      { path: '/salaries', labelKey: 'salaries' },
    ]);
    expect(buildCrumbs('/no/such/page')).toEqual([
      { path: '/', labelKey: 'home' },
      { path: '/no/such/page', labelKey: 'notFound' },
    ]);
  });

  it('are left out where the route table says so, and on /partners', () => {
    expect(hasBreadcrumbs('/')).toBe(false);
    expect(hasBreadcrumbs('/Partners')).toBe(false);
    expect(hasBreadcrumbs('/about')).toBe(true);
    expect(hasBreadcrumbs('/nowhere')).toBe(true);
  });

  it('show translated labels and a back button that goes one level up on a first visit', async () => {
    localStorage.setItem('lang', 'ka-GE');
    await renderApp('/information/support');
    const trail = screen.getByRole('navigation', { name: 'ნავიგაციის ბილიკი' });
    expect(within(trail).getByRole('link', { name: 'მთავარი' })).toHaveAttribute('href', '/');
    expect(within(trail).getByRole('link', { name: 'ინფორმაცია' })).toHaveAttribute('href', '/information');
    expect(within(trail).getByText('მხარდაჭერა')).toHaveAttribute('aria-current', 'page');

    await userEvent.click(screen.getByRole('button', { name: 'უკან' }));
    // /information shows the privacy policy.
    expect(await screen.findByRole('heading', { level: 1, name: 'კონფიდენციალურობის პოლიტიკა' })).toBeInTheDocument();
  });

  it('are not shown on the landing page', async () => {
    await renderApp('/');
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).not.toBeInTheDocument();
  });
});
