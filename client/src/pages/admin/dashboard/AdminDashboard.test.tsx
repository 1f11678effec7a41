import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminDashboard, AuditRow } from '../../../api/admin-dashboard';
import type { RecordedRequest } from '../../../../test/fake-api';
import { adminInfo, signedInAs } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render-app';

const blocked: AuditRow = {
  id: 5,
  createdAt: '2026-03-05T10:00:00Z',
  actor: { id: 1, name: 'Staff Member', email: 'staff@techboard.ge' },
  action: 'accounts.blocked',
  targetType: 'account',
  targetId: 11,
  before: { isBlocked: false },
  after: { isBlocked: true, reason: 'Spam' },
};
const unknown: AuditRow = {
  ...blocked,
  id: 4,
  action: 'someArea.somethingNew',
  actor: null,
  before: null,
  after: null,
  targetType: null,
  targetId: null,
};
const figures: AdminDashboard = {
  pendingVacancies: 3,
  pendingReviews: 0,
  pendingClaims: 2,
  unverifiedCompanies: 7,
  newAccountsThisWeek: 12,
  outbox: { waiting: 1, failed: 4 },
  openReports: 0,
  openTickets: 5,
  recentAudit: [blocked, unknown],
};

describe('back office: dashboard and audit log', () => {
  it('shows what waits, each figure linking to its tab, and the recent audit rows', async () => {
    const { api, location } = await renderApp('/admin', {
      routes: { ...signedInAs(adminInfo), 'GET /api/Admin/GetDashboard': { data: figures } },
    });
    const section = await screen.findByRole('region', { name: 'What waits for staff' });
    const cards = await within(section).findAllByRole('listitem');
    expect(cards[0]).toHaveTextContent('3Vacancies waiting for review');
    expect(within(section).getByText('Mails that failed').previousSibling).toHaveTextContent('4');
    expect(within(section).getByRole('link', { name: 'Company claims waiting' })).toHaveAttribute(
      'href',
      '/admin?tab=companies',
    );

    const recent = within(section).getByRole('region', { name: 'Recent activity' });
    const rows = within(recent).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Account blocked');
    expect(rows[0]).toHaveTextContent('By Staff Member (staff@techboard.ge)');
    expect(rows[0]).toHaveTextContent('Account #11');
    expect(rows[0]).not.toHaveTextContent('accounts.blocked');
    await userEvent.click(within(rows[0]!).getByText('Show the change'));
    expect(rows[0]).toHaveTextContent('"reason": "Spam"');
    // An action the texts do not know yet reads as words, never as its code.
    expect(rows[1]).toHaveTextContent('Other action: Some area · something new');
    expect(rows[1]).not.toHaveTextContent('someArea.somethingNew');
    expect(rows[1]).toHaveTextContent('By an account that no longer exists');

    const loads = api.callsTo('GET /api/Admin/GetDashboard').length;
    await userEvent.click(within(section).getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(api.callsTo('GET /api/Admin/GetDashboard')).toHaveLength(loads + 1));
    await userEvent.click(within(section).getByRole('link', { name: 'Company claims waiting' }));
    expect(location().search).toBe('?tab=companies');
  });

  it('pages through the whole audit log, filtered by action or area', async () => {
    const { api } = await renderApp('/admin?tab=audit', {
      routes: {
        ...signedInAs(adminInfo),
        'GET /api/Admin/GetAuditLog': (request: RecordedRequest) =>
          request.query.get('action') === 'accounts'
            ? { data: { items: [blocked], totalCount: 1, page: 1, pageSize: 20 } }
            : {
                data: {
                  items: [blocked, unknown],
                  totalCount: 41,
                  page: Number(request.query.get('page')),
                  pageSize: 20,
                },
              },
      },
    });
    const section = await screen.findByRole('region', { name: 'Audit log' });
    expect(await within(section).findAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(within(section).getByRole('button', { name: /page 3/i }));
    await waitFor(() => expect(api.callsTo('GET /api/Admin/GetAuditLog').at(-1)!.query.get('page')).toBe('3'));

    await userEvent.type(within(section).getByLabelText(/^Action or area/), 'bad filter!');
    expect(within(section).getByText('Use letters, digits and dots only')).toBeInTheDocument();
    await userEvent.clear(within(section).getByLabelText(/^Action or area/));
    await userEvent.type(within(section).getByLabelText(/^Action or area/), 'accounts');
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(1));
    const last = api.callsTo('GET /api/Admin/GetAuditLog').at(-1)!;
    expect(last.query.get('action')).toBe('accounts');
    expect(last.query.get('page')).toBe('1');
    expect(api.callsTo('GET /api/Admin/GetAuditLog').some((call) => call.query.get('action')?.includes('!'))).toBe(
      false,
    );
  });

  it('speaks Georgian', async () => {
    localStorage.setItem('lang', 'ka-GE');
    await renderApp('/admin', {
      routes: { ...signedInAs(adminInfo), 'GET /api/Admin/GetDashboard': { data: figures } },
    });
    const section = await screen.findByRole('region', { name: 'რა ელოდება გუნდს' });
    expect(await within(section).findByText('ვერ გაგზავნილი წერილები')).toBeInTheDocument();
    expect(within(section).getByText('ანგარიში დაიბლოკა')).toBeInTheDocument();
  });
});
