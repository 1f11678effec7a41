import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminSupportTicket } from '../../../api/admin-support';
import { adminInfo, signedInAs } from '../../../../test/fixtures';
import type { FakeRoutes, RecordedRequest } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';

const ticket: AdminSupportTicket = {
  id: 31,
  name: 'Nino Beridze',
  email: 'nino@example.ge',
  message: 'My CV does not upload.\nIt is a PDF.',
  language: 'ka',
  status: 1,
  createdAt: '2026-03-02T10:00:00Z',
  replyCount: 0,
  lastReplyAt: null,
  account: { id: 7, email: 'nino@example.ge', name: 'Nino Beridze' },
  replies: [],
};
const visitor = {
  ...ticket,
  id: 32,
  name: 'Giorgi',
  email: 'giorgi@example.com',
  message: 'Hello',
  language: 'en' as const,
  account: null,
};
const listItem = ({ replies: _replies, ...item }: AdminSupportTicket) => item;
const page = (items: AdminSupportTicket[]) => ({
  data: { items: items.map(listItem), totalCount: items.length, page: 1, pageSize: 10 },
});
const answer = {
  id: 90,
  message: 'Please try a smaller file.',
  createdAt: '2026-03-02T11:00:00Z',
  author: { id: 1, email: 'staff@techboard.ge', name: 'Staff Member' },
};

const openSupport = (routes: FakeRoutes = {}) =>
  renderApp('/admin?tab=support', {
    routes: {
      ...signedInAs(adminInfo),
      'GET /api/Admin/GetSupportTickets': page([ticket, visitor]),
      'GET /api/Admin/GetSupportTicket': (request: RecordedRequest) => ({
        data: request.query.get('id') === '31' ? ticket : visitor,
      }),
      ...routes,
    },
  });

describe('back office: support tickets (/admin?tab=support)', () => {
  it('lists the open tickets and filters them by status', async () => {
    const { api } = await openSupport();
    expect(await screen.findByRole('tab', { name: 'Support', selected: true })).toBeInTheDocument();
    const section = await screen.findByRole('region', { name: 'Support tickets' });
    const [first, second] = await within(section).findAllByRole('listitem');
    expect(first).toHaveTextContent('#31 from Nino Beridze');
    expect(first).toHaveTextContent('Georgian');
    expect(first).toHaveTextContent('Signed in');
    expect(first).toHaveTextContent('My CV does not upload.');
    expect(second).toHaveTextContent('English');
    expect(within(section).getByRole('status')).toHaveTextContent('2 tickets');
    expect(api.callsTo('GET /api/Admin/GetSupportTickets')[0]!.query.get('status')).toBe('1');

    await userEvent.selectOptions(within(section).getByLabelText('Status'), 'closed');
    await waitFor(() => expect(api.callsTo('GET /api/Admin/GetSupportTickets').at(-1)!.query.get('status')).toBe('3'));
  });

  it('opens a ticket and mails an answer, checked before it is sent', async () => {
    const { api, notify } = await openSupport({
      'POST /api/Admin/ReplyToSupportTicket': { data: { ...ticket, status: 2, replyCount: 1, replies: [answer] } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Open ticket #31' }));
    const view = await screen.findByRole('region', { name: '#31 from Nino Beridze' });
    expect(within(view).getByRole('article', { name: "The visitor's message" })).toHaveTextContent('It is a PDF.');
    expect(view).toHaveTextContent('Account: Nino Beridze (nino@example.ge)');
    const form = within(view).getByRole('form', { name: 'Answer the ticket' });
    expect(form).toHaveTextContent('Mailed to the visitor in Georgian');

    await userEvent.click(within(form).getByRole('button', { name: 'Send the answer' }));
    expect(await within(form).findByText('Write the answer')).toBeInTheDocument();
    expect(api.callsTo('POST /api/Admin/ReplyToSupportTicket')).toHaveLength(0);

    await userEvent.type(within(form).getByRole('textbox', { name: /Your answer/ }), '  Please try a smaller file.  ');
    await userEvent.click(within(form).getByRole('button', { name: 'Send the answer' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'The answer was mailed to nino@example.ge'));
    const call = api.callsTo('POST /api/Admin/ReplyToSupportTicket')[0]!;
    expect(call.query.get('id')).toBe('31');
    expect(call.body).toEqual({ message: 'Please try a smaller file.' });
    const answers = within(view).getByRole('list', { name: 'Answers' });
    expect(answers).toHaveTextContent('Answered by Staff Member');
    expect(answers).toHaveTextContent('Please try a smaller file.');
    expect(within(form).getByRole('textbox', { name: /Your answer/ })).toHaveValue('');

    await userEvent.click(within(view).getByRole('button', { name: 'Back to the tickets' }));
    expect(await screen.findByRole('region', { name: 'Support tickets' })).toBeInTheDocument();
  });

  it('shows the server’s refusal under the answer, and closes a ticket', async () => {
    const { api, notify } = await openSupport({
      'POST /api/Admin/ReplyToSupportTicket': {
        status: 400,
        errors: { message: ['The answer must be at most 5000 characters long'] },
      },
      'POST /api/Admin/CloseSupportTicket': { data: { ...visitor, status: 3 } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Open ticket #32' }));
    const view = await screen.findByRole('region', { name: '#32 from Giorgi' });
    await userEvent.type(within(view).getByRole('textbox', { name: /Your answer/ }), 'Hi');
    await userEvent.click(within(view).getByRole('button', { name: 'Send the answer' }));
    expect(await within(view).findByText('The answer must be at most 5000 characters long')).toBeInTheDocument();

    await userEvent.click(within(view).getByRole('button', { name: 'Close the ticket' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'The ticket is closed'));
    expect(api.callsTo('POST /api/Admin/CloseSupportTicket')[0]!.query.get('id')).toBe('32');
    expect(await within(view).findByText('This ticket is closed.')).toBeInTheDocument();
    expect(within(view).queryByRole('form')).toBeNull();
  });

  it('speaks Georgian', async () => {
    localStorage.setItem('lang', 'ka-GE');
    await openSupport();
    const section = await screen.findByRole('region', { name: 'მხარდაჭერის მოთხოვნები' });
    const [first] = await within(section).findAllByRole('listitem');
    expect(first).toHaveTextContent('ქართული');
    expect(within(first!).getByRole('button', { name: 'მოთხოვნა #31-ის გახსნა' })).toBeInTheDocument();
  });
});
