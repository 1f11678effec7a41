import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminInfo, signedInAs } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const dashboard = {
  pendingVacancies: 0,
  pendingReviews: 0,
  pendingClaims: 0,
  unverifiedCompanies: 0,
  newAccountsThisWeek: 0,
  outbox: { waiting: 0, failed: 0 },
  openReports: 0,
  openTickets: 0,
  recentAudit: [],
};
const staffRoutes = () => ({ ...signedInAs(adminInfo), 'GET /api/Admin/GetDashboard': { data: dashboard } });

describe('the back office shell (issue 22)', () => {
  it('has its own header and no footer, cookie banner or support chat', async () => {
    await renderApp('/admin', { routes: staffRoutes() });
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Back office home' })).toHaveAttribute('href', '/admin');
    expect(header).toHaveTextContent('Signed in as Staff Member');
    expect(within(header).getByRole('link', { name: /Back to the site/ })).toHaveAttribute('href', '/');
    expect(within(header).getByRole('group', { name: 'Language' })).toBeInTheDocument();
    expect(within(header).queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Chat with support' })).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it('keeps the public shell on the site (the comparison the test above relies on)', async () => {
    await renderApp('/faq');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Cookie consent' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Chat with support' })).toBeInTheDocument();
  });

  it('signs out back to the back office sign-in, and switches the language in place', async () => {
    const { api, location } = await renderApp('/admin', { routes: staffRoutes() });
    const header = screen.getByRole('banner');
    await userEvent.click(within(header).getByRole('button', { name: 'ქართული' }));
    await waitFor(() => expect(screen.getByRole('banner')).toHaveTextContent('შესული ხართ როგორც Staff Member'));
    await userEvent.click(within(header).getByRole('button', { name: 'გასვლა' }));
    expect(api.callsTo('POST /api/Account/SignOut')).toHaveLength(1);
    await waitFor(() => expect(location().pathname).toBe('/admin'));
    expect(screen.queryByText(/Staff Member/)).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });
});
