import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminInfo, fakeToken, signedInAs, talentInfo } from '../../../test/fixtures';
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

describe('back office (/admin)', () => {
  it('asks a signed-out visitor to sign in, there on the page, then opens on the dashboard', async () => {
    const { api, location } = await renderApp('/admin', {
      routes: {
        'POST /api/Account/SignIn': { data: { token: fakeToken({ id: 1 }) } },
        'GET /api/Account/GetUserInfo': { data: adminInfo },
        'GET /api/Admin/GetDashboard': { data: dashboard },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Back office' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^E-mail/), 'staff@techboard.ge');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Passw0rd!');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(api.callsTo('POST /api/Account/SignIn')).toHaveLength(1);
    expect(await screen.findByRole('tab', { name: 'Dashboard', selected: true })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'What waits for staff' })).toBeInTheDocument();
    expect(location().pathname).toBe('/admin');
  });

  it('tells a signed-in account without the admin role that it is for staff only', async () => {
    const { api } = await renderApp('/admin', { routes: signedInAs(talentInfo) });
    expect(await screen.findByRole('alert')).toHaveTextContent('This area is for TechBoard.ge staff only.');
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/Admin/GetDashboard')).toHaveLength(0);
  });

  it('keeps the tab in the address and falls back to the dashboard for an unknown one', async () => {
    const { location } = await renderApp('/admin?tab=nonsense', {
      routes: { ...signedInAs(adminInfo), 'GET /api/Admin/GetDashboard': { data: dashboard } },
    });
    expect(await screen.findByRole('tab', { name: 'Dashboard', selected: true })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Audit log' }));
    expect(location().search).toBe('?tab=audit');
    await userEvent.click(screen.getByRole('tab', { name: 'Dashboard' }));
    expect(location().search).toBe('');
  });
});
