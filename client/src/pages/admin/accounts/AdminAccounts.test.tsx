import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminAccountItem } from '../../../api/admin-accounts';
import type { RecordedRequest } from '../../../../test/fake-api';
import { adminInfo, signedInAs } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render-app';

const talent: AdminAccountItem = {
  id: 11,
  email: 'nino@example.ge',
  fullName: 'Nino Beridze',
  userType: 1,
  companyId: null,
  companyName: null,
  isEmailVerified: true,
  isStaff: false,
  isBlocked: false,
  createdAt: '2026-03-01T10:00:00Z',
};
const company: AdminAccountItem = {
  ...talent,
  id: 12,
  email: 'hr@kartuli.dev',
  fullName: 'Kartuli Code',
  userType: 2,
  companyId: 3,
  companyName: 'Kartuli Code',
  isEmailVerified: false,
};
const staff: AdminAccountItem = {
  ...talent,
  id: 13,
  email: 'staff@techboard.ge',
  fullName: 'Staff Member',
  userType: 0,
  isStaff: true,
};
const page = (items: AdminAccountItem[]) => ({ data: { items, totalCount: items.length, page: 1, pageSize: 20 } });

const openAccountsTab = (routes = {}) =>
  renderApp('/admin?tab=accounts', {
    routes: {
      ...signedInAs(adminInfo),
      'GET /api/Admin/SearchAccounts': (request: RecordedRequest) =>
        request.query.get('type') === '2'
          ? page([company])
          : request.query.get('search') === 'nino'
            ? page([talent])
            : page([company, talent, staff]),
      ...routes,
    },
  });

describe('back office: accounts (/admin?tab=accounts)', () => {
  it('lists accounts and filters them by text and kind', async () => {
    const { api } = await openAccountsTab();
    const section = await screen.findByRole('region', { name: 'Accounts' });
    const items = await within(section).findAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Kartuli Code');
    expect(items[0]).toHaveTextContent('Company');
    expect(items[0]).toHaveTextContent('E-mail not verified');
    expect(items[1]).toHaveTextContent('Talent');
    // Staff are listed but can be neither blocked nor viewed as.
    expect(within(items[2]!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(section).getByText('3 accounts')).toBeInTheDocument();

    await userEvent.type(within(section).getByLabelText('Search accounts'), 'nino');
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(1));
    expect(api.callsTo('GET /api/Admin/SearchAccounts').at(-1)!.query.get('search')).toBe('nino');

    await userEvent.selectOptions(within(section).getByLabelText('Kind'), 'Companies');
    await waitFor(() => expect(within(section).getAllByRole('listitem')[0]).toHaveTextContent('Kartuli Code'));
    const last = api.callsTo('GET /api/Admin/SearchAccounts').at(-1)!;
    expect(last.query.get('type')).toBe('2');
    expect(last.query.get('page')).toBe('1');
    await userEvent.selectOptions(within(section).getByLabelText('Block'), 'Blocked only');
    await waitFor(() => expect(api.callsTo('GET /api/Admin/SearchAccounts').at(-1)!.query.get('blocked')).toBe('true'));
  });

  it('blocks an account with a reason (asked first), shows the refusal in the dialog, and unblocks it', async () => {
    let attempts = 0;
    const { api, notify } = await openAccountsTab({
      'POST /api/Admin/BlockAccount': () =>
        ++attempts === 1
          ? { status: 400, errors: { reason: ['The reason must be at most 500 characters long'] } }
          : { data: { ...talent, isBlocked: true } },
      'POST /api/Admin/UnblockAccount': { data: { ...talent, isBlocked: false } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Block Nino Beridze' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block Nino Beridze' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await within(dialog).findByText('Enter the reason')).toBeInTheDocument();
    expect(api.callsTo('POST /api/Admin/BlockAccount')).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText(/^Reason/), 'Fake profile');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await within(dialog).findByText('The reason must be at most 500 characters long')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const call = api.callsTo('POST /api/Admin/BlockAccount')[1]!;
    expect(call.query.get('accountId')).toBe('11');
    expect(call.body).toEqual({ reason: 'Fake profile' });
    expect(notify).toHaveBeenCalledWith('success', 'Nino Beridze is blocked');

    const row = screen.getByRole('listitem', { name: 'Nino Beridze' });
    expect(row).toHaveTextContent('Blocked');
    expect(within(row).getByRole('button', { name: 'View the site as Nino Beridze' })).toBeDisabled();
    await userEvent.click(within(row).getByRole('button', { name: 'Unblock Nino Beridze' }));
    const unblockDialog = await screen.findByRole('dialog', { name: 'Unblock Nino Beridze?' });
    expect(unblockDialog).toHaveTextContent('Nino Beridze can sign in again at once.');
    expect(api.callsTo('POST /api/Admin/UnblockAccount')).toHaveLength(0);
    await userEvent.click(within(unblockDialog).getByRole('button', { name: 'Unblock' }));
    await waitFor(() => expect(api.callsTo('POST /api/Admin/UnblockAccount')).toHaveLength(1));
    expect(api.callsTo('POST /api/Admin/UnblockAccount')[0]!.query.get('accountId')).toBe('11');
    expect(await within(row).findByRole('button', { name: 'Block Nino Beridze' })).toBeInTheDocument();
  });

  it('views the site as an account through a one-time link', async () => {
    const { api, assignLocation } = await openAccountsTab({
      'POST /api/Admin/CreateViewAsLink': { data: { tokenId: 'one-time', url: '/?tokenId=one-time' } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'View the site as Kartuli Code' }));
    expect(api.callsTo('POST /api/Admin/CreateViewAsLink')[0]!.query.get('accountId')).toBe('12');
    expect(assignLocation).toHaveBeenCalledWith('/?tokenId=one-time');
  });

  it('opens the view-as link in the language the staff member reads (issue 22)', async () => {
    localStorage.setItem('lang', 'ka-GE');
    const { assignLocation } = await openAccountsTab({
      'POST /api/Admin/CreateViewAsLink': { data: { tokenId: 'one-time', url: '/signIn/continue?tokenId=one-time' } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'საიტის ნახვა როგორც Kartuli Code' }));
    expect(assignLocation).toHaveBeenCalledWith('/ka/signIn/continue?tokenId=one-time');
  });

  it('speaks Georgian', async () => {
    localStorage.setItem('lang', 'ka-GE');
    await openAccountsTab();
    const section = await screen.findByRole('region', { name: 'ანგარიშები' });
    expect(await within(section).findByRole('button', { name: 'Nino Beridze-ის დაბლოკვა' })).toBeInTheDocument();
    expect(within(section).getByLabelText('ანგარიშების ძებნა')).toBeInTheDocument();
  });
});
