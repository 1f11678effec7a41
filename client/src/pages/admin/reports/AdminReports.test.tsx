import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminReport } from '../../../api/admin-reports';
import { adminInfo, signedInAs } from '../../../../test/fixtures';
import type { FakeRoutes, RecordedRequest } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';

const owner = { id: 40, email: 'hr@fake.example', name: 'Fake Jobs LLC', isBlocked: false };
const vacancyReport: AdminReport = {
  id: 11,
  itemType: 1,
  itemId: 5,
  reason: 1,
  details: 'Asks for a fee before the interview',
  status: 1,
  createdAt: '2026-03-02T10:00:00Z',
  resolvedAt: null,
  reporter: { id: 7, email: 'nino@example.ge', name: 'Nino Beridze', isBlocked: false },
  resolvedBy: null,
  item: {
    type: 1,
    id: 5,
    title: 'Crypto Recruiter',
    titleGE: null,
    summary: null,
    link: '/vacancies/5?fromAdmin=true',
    company: { id: 3, name: 'Fake Jobs LLC', transformedName: 'fake-jobs-llc' },
    owner,
    isPublic: true,
  },
  openReportsOfItem: 2,
};
const reviewReport: AdminReport = {
  ...vacancyReport,
  id: 12,
  itemType: 3,
  itemId: 20,
  reason: 3,
  details: null,
  reporter: null,
  item: {
    type: 3,
    id: 20,
    title: 'Rude words',
    titleGE: null,
    summary: 'You are all idiots.',
    link: '/companies/acme/reviews',
    company: { id: 4, name: 'Acme', transformedName: 'acme' },
    owner: null,
    isPublic: true,
  },
  openReportsOfItem: 1,
};
const invitationReport: AdminReport = {
  ...vacancyReport,
  id: 13,
  itemType: 4,
  itemId: 30,
  reason: 2,
  details: 'Asks me to pay for the interview',
  item: {
    type: 4,
    id: 30,
    title: 'Go developer',
    titleGE: null,
    summary: 'Pay 100 GEL to book your interview slot.',
    link: '/vacancies/9?fromAdmin=true',
    company: { id: 3, name: 'Fake Jobs LLC', transformedName: 'fake-jobs-llc' },
    owner,
    isPublic: false,
  },
  openReportsOfItem: 1,
};
const page = (items: AdminReport[]) => ({ data: { items, totalCount: items.length, page: 1, pageSize: 10 } });

const openReports = (routes: FakeRoutes = {}) =>
  renderApp('/admin?tab=reports', {
    routes: { ...signedInAs(adminInfo), 'GET /api/Admin/GetReports': page([vacancyReport, reviewReport]), ...routes },
  });

describe('back office: reports (/admin?tab=reports)', () => {
  it('lists the open reports with their content, reason, reporter and owner; filters by status and kind', async () => {
    const { api } = await openReports();
    expect(await screen.findByRole('tab', { name: 'Reports', selected: true })).toBeInTheDocument();
    const section = await screen.findByRole('region', { name: 'Reports' });
    const [first, second] = await within(section).findAllByRole('listitem');
    expect(within(first!).getByRole('link', { name: 'Crypto Recruiter' })).toHaveAttribute(
      'href',
      '/vacancies/5?fromAdmin=true',
    );
    expect(first).toHaveTextContent('Vacancy');
    expect(first).toHaveTextContent('It is fake');
    expect(first).toHaveTextContent('Asks for a fee before the interview');
    expect(first).toHaveTextContent('Reported by Nino Beridze (nino@example.ge)');
    expect(first).toHaveTextContent('Account behind it: Fake Jobs LLC (hr@fake.example)');
    expect(first).toHaveTextContent('2 open reports of this content');
    expect(second).toHaveTextContent('You are all idiots.');
    expect(second).toHaveTextContent('an account that was deleted since');
    expect(second).toHaveTextContent('No account behind it');
    expect(within(second!).queryByRole('button', { name: /^Block/ })).toBeNull();
    expect(api.callsTo('GET /api/Admin/GetReports')[0]!.query.get('status')).toBe('1');

    await userEvent.selectOptions(within(section).getByLabelText('Status'), 'all');
    await userEvent.selectOptions(within(section).getByLabelText('Reported content'), 'reviews');
    await waitFor(() => expect(api.callsTo('GET /api/Admin/GetReports').at(-1)!.query.get('itemType')).toBe('3'));
    expect(api.callsTo('GET /api/Admin/GetReports').at(-1)!.query.get('status')).toBeNull();
  });

  it('hides the reported content after asking, and dismisses a report', async () => {
    const { api, notify } = await openReports({
      'POST /api/Admin/HideReportedItem': { data: { ...vacancyReport, status: 3 } },
      'POST /api/Admin/DismissReport': { data: { ...reviewReport, status: 2 } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Hide “Crypto Recruiter”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide this content?' });
    expect(dialog).toHaveTextContent('The vacancy “Crypto Recruiter” will be rejected and leave the site.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hide' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('success', 'The content is hidden and its reports are resolved'),
    );
    expect(api.callsTo('POST /api/Admin/HideReportedItem')[0]!.query.get('reportId')).toBe('11');

    await userEvent.click(screen.getByRole('button', { name: 'Dismiss the report of “Rude words”' }));
    const dismissDialog = await screen.findByRole('dialog', { name: 'Dismiss the reports of “Rude words”?' });
    expect(api.callsTo('POST /api/Admin/DismissReport')).toHaveLength(0);
    await userEvent.click(within(dismissDialog).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'The reports of this content are dismissed'));
    expect(api.callsTo('POST /api/Admin/DismissReport')[0]!.query.get('reportId')).toBe('12');
    expect(api.callsTo('GET /api/Admin/GetReports').length).toBeGreaterThanOrEqual(3);
  });

  it('shows a refusal to hide in the dialog', async () => {
    await openReports({
      'POST /api/Admin/HideReportedItem': { status: 409, errors: { _: ['This report has already been resolved'] } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Hide “Crypto Recruiter”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide this content?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hide' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This report has already been resolved');
  });

  it('blocks the account behind the content with a reason', async () => {
    const { api, notify } = await openReports({
      'POST /api/Admin/BlockReportedAccount': (request: RecordedRequest) => ({
        data: {
          ...vacancyReport,
          status: 3,
          item: { ...vacancyReport.item!, owner: { ...owner, isBlocked: true } },
          echo: request.body,
        },
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Block the account behind “Crypto Recruiter”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block Fake Jobs LLC (hr@fake.example)' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Fake company collecting fees');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block the account' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('success', 'The account is blocked and the reports are resolved'),
    );
    const call = api.callsTo('POST /api/Admin/BlockReportedAccount')[0]!;
    expect(call.query.get('reportId')).toBe('11');
    expect(call.body).toEqual({ reason: 'Fake company collecting fees' });
  });

  it('speaks Georgian', async () => {
    localStorage.setItem('lang', 'ka-GE');
    await openReports();
    const section = await screen.findByRole('region', { name: 'საჩივრები' });
    const [first] = await within(section).findAllByRole('listitem');
    expect(first).toHaveTextContent('ვაკანსია');
    expect(first).toHaveTextContent('ყალბია');
    expect(within(first!).getByRole('button', { name: '„Crypto Recruiter“-ის დამალვა' })).toBeInTheDocument();
  });

  it('shows an invitation’s report with its company and message; suspends the company’s invitations with a reason', async () => {
    const { api, notify } = await openReports({
      'GET /api/Admin/GetReports': page([invitationReport]),
      'POST /api/Admin/SuspendReportedInvitations': { data: { ...invitationReport, status: 3 } },
    });
    const section = await screen.findByRole('region', { name: 'Reports' });
    const [card] = await within(section).findAllByRole('listitem');
    expect(card).toHaveTextContent('Invitation');
    expect(within(card!).getByRole('link', { name: 'Go developer' })).toHaveAttribute(
      'href',
      '/vacancies/9?fromAdmin=true',
    );
    expect(card).toHaveTextContent('Company: Fake Jobs LLC');
    expect(card).toHaveTextContent('Pay 100 GEL to book your interview slot.');
    expect(within(card!).queryByRole('button', { name: /^Hide/ })).toBeNull();
    expect(within(card!).queryByRole('button', { name: /^Block/ })).toBeNull();
    expect(within(card!).getByRole('button', { name: 'Dismiss the report of “Go developer”' })).toBeInTheDocument();

    await userEvent.click(
      within(card!).getByRole('button', { name: 'Suspend the invitations of the company behind “Go developer”' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Suspend the invitations of Fake Jobs LLC' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Asks talents for money');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend its invitations' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        'success',
        'The company’s invitations are suspended and the reports are resolved',
      ),
    );
    const call = api.callsTo('POST /api/Admin/SuspendReportedInvitations')[0]!;
    expect(call.query.get('reportId')).toBe('13');
    expect(call.body).toEqual({ reason: 'Asks talents for money' });
  });

  it('filters invitations and names them in Georgian', async () => {
    localStorage.setItem('lang', 'ka-GE');
    const { api } = await openReports({ 'GET /api/Admin/GetReports': page([invitationReport]) });
    const section = await screen.findByRole('region', { name: 'საჩივრები' });
    const [card] = await within(section).findAllByRole('listitem');
    expect(card).toHaveTextContent('მოწვევა');
    expect(
      within(card!).getByRole('button', { name: '„Go developer“-ის უკან მდგომი კომპანიის მოწვევების შეჩერება' }),
    ).toBeInTheDocument();
    await userEvent.selectOptions(within(section).getByLabelText('გასაჩივრებული კონტენტი'), 'invitations');
    await waitFor(() => expect(api.callsTo('GET /api/Admin/GetReports').at(-1)!.query.get('itemType')).toBe('4'));
  });
});
