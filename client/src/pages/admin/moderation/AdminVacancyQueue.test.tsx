import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PendingVacancy } from '../../../api/admin-moderation';
import { adminInfo, signedInAs } from '../../../../test/fixtures';
import type { FakeRoutes, RecordedRequest } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';

const vacancy = (id: number, title: string, titleGE: string | null = null): PendingVacancy => ({
  id,
  title,
  titleGE,
  company: { id: 3, name: 'Acme Software', transformedName: 'acme-software' },
  createdAt: '2026-03-01T10:00:00Z',
  updatedAt: '2026-03-02T10:00:00Z',
});
const go = vacancy(5, 'Go Developer', 'Go დეველოპერი');
const qa = vacancy(6, 'QA Engineer');
const page = (items: PendingVacancy[]) => ({ data: { items, totalCount: items.length, page: 1, pageSize: 10 } });

const openQueue = (routes: FakeRoutes = {}) =>
  renderApp('/admin?tab=vacancies', {
    routes: { ...signedInAs(adminInfo), 'GET /api/Admin/GetPendingVacancies': page([go, qa]), ...routes },
  });

describe('back office: the vacancy review queue (/admin?tab=vacancies)', () => {
  it('lists the waiting vacancies with their company and a preview link', async () => {
    const { api } = await openQueue();
    expect(await screen.findByRole('tab', { name: 'Vacancies', selected: true })).toBeInTheDocument();
    const section = await screen.findByRole('region', { name: 'Vacancies waiting for review' });
    const items = await within(section).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(section).getByRole('status')).toHaveTextContent('2 waiting');
    expect(items[0]).toHaveTextContent('Go Developer');
    expect(items[0]).toHaveTextContent('Go დეველოპერი');
    expect(within(items[0]!).getByRole('link', { name: 'Acme Software' })).toHaveAttribute(
      'href',
      '/companies/acme-software',
    );
    expect(within(items[0]!).getByRole('link', { name: 'Open “Go Developer” as it will be shown' })).toHaveAttribute(
      'href',
      '/vacancies/5?fromAdmin=true',
    );
    expect(api.callsTo('GET /api/Admin/GetPendingVacancies')[0]!.query.get('pageSize')).toBe('10');
  });

  it('approves a vacancy, which leaves the queue', async () => {
    const { api, notify } = await openQueue({
      'POST /api/Admin/ApproveVacancy': { data: 'The vacancy is approved and shown on the site' },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Approve “Go Developer”' }));
    const approveDialog = await screen.findByRole('dialog', { name: 'Approve “Go Developer”?' });
    expect(approveDialog).toHaveTextContent('The vacancy “Go Developer” is published on the site at once.');
    expect(api.callsTo('POST /api/Admin/ApproveVacancy')).toHaveLength(0);
    await userEvent.click(within(approveDialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('success', 'The vacancy is approved and shown on the site'),
    );
    expect(api.callsTo('POST /api/Admin/ApproveVacancy')[0]!.query.get('vacancyId')).toBe('5');
    const section = screen.getByRole('region', { name: 'Vacancies waiting for review' });
    expect(within(section).getAllByRole('listitem')).toHaveLength(1);
    expect(within(section).getByRole('status')).toHaveTextContent('1 waiting');
  });

  it('rejects a vacancy with a reason, checked before it is sent and by the server', async () => {
    let attempts = 0;
    const { api, notify } = await openQueue({
      'POST /api/Admin/RejectVacancy': () =>
        ++attempts === 1
          ? { status: 400, errors: { reason: ['The reason must be at most 500 characters long'] } }
          : { data: 'The vacancy is rejected: its company was told the reason' },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Reject “QA Engineer”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject “QA Engineer”' });
    expect(dialog).toHaveTextContent('The company gets this reason by e-mail');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Enter the reason')).toBeInTheDocument();
    expect(api.callsTo('POST /api/Admin/RejectVacancy')).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText(/^Reason/), '  The salary is missing.  ');
    expect(within(dialog).getByText('474 characters left')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('The reason must be at most 500 characters long')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(notify).toHaveBeenCalledWith('success', 'The vacancy is rejected: its company was told the reason');
    const sent = api.callsTo('POST /api/Admin/RejectVacancy')[1]!;
    expect(sent.query.get('vacancyId')).toBe('6');
    expect(sent.body).toEqual({ reason: 'The salary is missing.' });
    const section = screen.getByRole('region', { name: 'Vacancies waiting for review' });
    expect(within(section).getAllByRole('listitem')).toHaveLength(1);
  });

  it('reads the queue again when somebody else has decided meanwhile', async () => {
    let reads = 0;
    const { api, notify } = await openQueue({
      'GET /api/Admin/GetPendingVacancies': () => (++reads === 1 ? page([go, qa]) : page([qa])),
      'POST /api/Admin/ApproveVacancy': {
        status: 409,
        errors: { _: ['This vacancy is not waiting for review: it has already been decided'] },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Approve “Go Developer”' }));
    const approveDialog = await screen.findByRole('dialog', { name: 'Approve “Go Developer”?' });
    expect(approveDialog).toHaveTextContent('The vacancy “Go Developer” is published on the site at once.');
    await userEvent.click(within(approveDialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        'error',
        'This vacancy is not waiting for review: it has already been decided',
      ),
    );
    await waitFor(() => expect(api.callsTo('GET /api/Admin/GetPendingVacancies')).toHaveLength(2));
    const section = screen.getByRole('region', { name: 'Vacancies waiting for review' });
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(1));
  });

  it('says when nothing waits', async () => {
    await openQueue({ 'GET /api/Admin/GetPendingVacancies': page([]) });
    expect(await screen.findByText('No vacancy is waiting for review.')).toBeInTheDocument();
  });

  it('offers to try again after a failed read', async () => {
    let reads = 0;
    await openQueue({
      'GET /api/Admin/GetPendingVacancies': (_request: RecordedRequest) =>
        ++reads === 1 ? { status: 500, errors: { _: ['x'] } } : page([go]),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    const section = screen.getByRole('region', { name: 'Vacancies waiting for review' });
    expect(await within(section).findAllByRole('listitem')).toHaveLength(1);
  });

  it('speaks Georgian', async () => {
    localStorage.setItem('lang', 'ka-GE');
    await openQueue();
    expect(await screen.findByRole('tab', { name: 'ვაკანსიები', selected: true })).toBeInTheDocument();
    const section = await screen.findByRole('region', { name: 'განსახილველი ვაკანსიები' });
    expect(await within(section).findByRole('button', { name: '„Go Developer“ — დამტკიცება' })).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: '„QA Engineer“ — უარყოფა' }));
    const dialog = await screen.findByRole('dialog', { name: '„QA Engineer“ — უარყოფა' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'უარყოფა' }));
    expect(await within(dialog).findByText('მიუთითეთ მიზეზი')).toBeInTheDocument();
  });
});
