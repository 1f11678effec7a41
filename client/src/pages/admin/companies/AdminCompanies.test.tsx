import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminClaimItem, AdminCompanyItem } from '../../../api/admin-companies';
import type { RecordedRequest } from '../../../../test/fake-api';
import { adminInfo, signedInAs } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render-app';
import { LANGUAGE_KEY } from '../../../stores/LanguageStore';

const owner = { id: 21, email: 'hr@kartuli.dev', fullName: 'Kartuli Code', isBlocked: false };
const kartuli: AdminCompanyItem = {
  id: 3,
  name: 'Kartuli Code',
  transformedName: 'kartuli-code',
  smallProfileImageUrl: null,
  isVerified: false,
  verifiedDate: null,
  isClaimingNecessary: false,
  createdAt: '2026-03-01T10:00:00Z',
  website: 'https://kartuli.dev',
  account: owner,
  pendingClaims: 0,
};
const unclaimed: AdminCompanyItem = {
  ...kartuli,
  id: 4,
  name: 'Ushba AI',
  transformedName: 'ushba-ai',
  isClaimingNecessary: true,
  account: null,
  website: null,
  pendingClaims: 1,
};
const claim: AdminClaimItem = {
  id: 31,
  status: 1,
  message: 'I am the founder of Ushba AI.',
  createdAt: '2026-03-02T10:00:00Z',
  decidedAt: null,
  company: { id: 4, name: 'Ushba AI', transformedName: 'ushba-ai', isVerified: false, isClaimingNecessary: true },
  claimant: {
    id: 22,
    email: 'ceo@ushba.ai',
    fullName: 'Ushba Team',
    isBlocked: false,
    companyId: 5,
    companyName: 'Ushba',
  },
};
const page = <T,>(items: T[]) => ({ data: { items, totalCount: items.length, page: 1, pageSize: 20 } });

const openCompaniesTab = (routes = {}) =>
  renderApp('/admin?tab=companies', {
    routes: {
      ...signedInAs(adminInfo),
      'GET /api/Admin/SearchCompanies': (request: RecordedRequest) =>
        request.query.get('claimable') === 'true' ? page([unclaimed]) : page([kartuli, unclaimed]),
      'GET /api/Admin/GetClaims': (request: RecordedRequest) =>
        request.query.get('status') === '1' ? page([claim]) : page([]),
      ...routes,
    },
  });

describe('back office: companies (/admin?tab=companies)', () => {
  it('lists companies with their state, filters them, verifies and revokes', async () => {
    const { api, notify } = await openCompaniesTab({
      'POST /api/Admin/VerifyCompany': { data: { ...kartuli, isVerified: true, verifiedDate: '2026-03-05T10:00:00Z' } },
      'POST /api/Admin/RevokeCompanyVerification': { data: kartuli },
    });
    const section = await screen.findByRole('region', { name: 'Companies' });
    const items = await within(section).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Not verified');
    expect(items[0]).toHaveTextContent('Account: hr@kartuli.dev');
    expect(within(items[0]!).getByRole('link', { name: 'Kartuli Code' })).toHaveAttribute(
      'href',
      '/companies/kartuli-code',
    );
    expect(items[1]).toHaveTextContent('Waiting to be claimed');
    expect(items[1]).toHaveTextContent('1 claim waiting');
    expect(items[1]).toHaveTextContent('No account yet');
    expect(within(items[1]!).queryByRole('button', { name: /View the site/ })).not.toBeInTheDocument();

    await userEvent.click(within(items[0]!).getByRole('button', { name: 'Verify Kartuli Code' }));
    // Asked first (issue 22): nothing is sent until the question naming the company is answered.
    expect(api.callsTo('POST /api/Admin/VerifyCompany')).toHaveLength(0);
    const verifyDialog = await screen.findByRole('dialog', { name: 'Verify Kartuli Code?' });
    expect(verifyDialog).toHaveTextContent('Kartuli Code gets the verified mark');
    await userEvent.click(within(verifyDialog).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST /api/Admin/VerifyCompany')[0]!.query.get('companyId')).toBe('3');
    expect(notify).toHaveBeenCalledWith('success', 'Kartuli Code is verified');
    const verified = within(section).getByRole('listitem', { name: 'Kartuli Code' });
    expect(verified).toHaveTextContent(/Verified on/);
    await userEvent.click(within(verified).getByRole('button', { name: 'Revoke the verification of Kartuli Code' }));
    const revokeDialog = await screen.findByRole('dialog', { name: 'Revoke the verification of Kartuli Code?' });
    await userEvent.click(within(revokeDialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('POST /api/Admin/RevokeCompanyVerification')).toHaveLength(0);
    await userEvent.click(within(verified).getByRole('button', { name: 'Revoke the verification of Kartuli Code' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Revoke the verification of Kartuli Code?' })).getByRole(
        'button',
        { name: 'Revoke verification' },
      ),
    );
    await waitFor(() => expect(api.callsTo('POST /api/Admin/RevokeCompanyVerification')).toHaveLength(1));
    expect(api.callsTo('POST /api/Admin/RevokeCompanyVerification')[0]!.query.get('companyId')).toBe('3');

    await userEvent.selectOptions(within(section).getByLabelText('Claim'), 'Waiting to be claimed');
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(1));
  });

  it('keeps the server’s refusal of a verification in the question, in Georgian too', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'ka-GE');
    const { api } = await openCompaniesTab({
      'POST /api/Admin/VerifyCompany': { status: 409, errors: { companyId: ['კომპანია უკვე დადასტურებულია'] } },
    });
    const section = await screen.findByRole('region', { name: 'კომპანიები' });
    const [first] = await within(section).findAllByRole('listitem');
    await userEvent.click(within(first!).getByRole('button', { name: 'Kartuli Code-ის დადასტურება' }));
    const dialog = await screen.findByRole('dialog', { name: 'დავადასტუროთ Kartuli Code?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'დადასტურება' }));
    expect(await within(dialog).findByText('კომპანია უკვე დადასტურებულია')).toBeInTheDocument();
    expect(api.callsTo('POST /api/Admin/VerifyCompany')).toHaveLength(1);
  });

  it('creates an unclaimed page, checking the name first and showing the server’s refusal', async () => {
    let attempts = 0;
    const { api } = await openCompaniesTab({
      'POST /api/Admin/CreateCompanyPage': () =>
        ++attempts === 1
          ? { status: 409, errors: { name: ['A company with this name already exists'] } }
          : { data: { ...unclaimed, id: 9, name: 'Svaneti Robotics' } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'New company page' }));
    const form = await screen.findByRole('form', { name: 'New unclaimed company page' });
    await userEvent.type(within(form).getByLabelText(/^Company name/), 'სვანეთი');
    await userEvent.type(within(form).getByLabelText('Website'), 'not a url');
    await userEvent.click(within(form).getByRole('button', { name: 'Create the page' }));
    expect(await within(form).findByText('Enter the company name in English')).toBeInTheDocument();
    expect(within(form).getByText('Enter correct url!')).toBeInTheDocument();
    expect(api.callsTo('POST /api/Admin/CreateCompanyPage')).toHaveLength(0);

    await userEvent.clear(within(form).getByLabelText(/^Company name/));
    await userEvent.type(within(form).getByLabelText(/^Company name/), '  Svaneti   Robotics ');
    await userEvent.clear(within(form).getByLabelText('Website'));
    await userEvent.type(within(form).getByLabelText('Website'), 'svaneti.ge');
    await userEvent.click(within(form).getByRole('button', { name: 'Create the page' }));
    expect(await within(form).findByText('A company with this name already exists')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Create the page' }));
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: 'New unclaimed company page' })).not.toBeInTheDocument(),
    );
    expect(api.callsTo('POST /api/Admin/CreateCompanyPage')[1]!.body).toEqual({
      name: 'Svaneti Robotics',
      website: 'svaneti.ge',
    });
  });

  it('approves a claim after asking, and rejects one with a reason', async () => {
    const { api, notify } = await openCompaniesTab({
      'POST /api/Admin/ApproveClaim': { data: { ...claim, status: 2 } },
      'POST /api/Admin/RejectClaim': { data: { ...claim, status: 3 } },
    });
    const claims = await screen.findByRole('region', { name: 'Claims of company pages' });
    const item = await within(claims).findByRole('listitem', { name: 'Claim of Ushba AI' });
    expect(item).toHaveTextContent('Asked by Ushba Team (ceo@ushba.ai)');
    expect(item).toHaveTextContent('Their page now: Ushba');
    expect(item).toHaveTextContent('I am the founder of Ushba AI.');
    expect(api.callsTo('GET /api/Admin/GetClaims')[0]!.query.get('status')).toBe('1');

    await userEvent.click(within(item).getByRole('button', { name: 'Approve the claim of Ushba AI' }));
    const confirm = await screen.findByRole('dialog', { name: 'Approve this claim?' });
    expect(confirm).toHaveTextContent('The page of Ushba AI passes to Ushba Team');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Approve' }));
    expect(api.callsTo('POST /api/Admin/ApproveClaim')[0]!.query.get('claimId')).toBe('31');
    expect(notify).toHaveBeenCalledWith('success', 'The claim is approved');
    await waitFor(() => expect(api.callsTo('GET /api/Admin/SearchCompanies').length).toBeGreaterThan(1));

    await userEvent.click(await within(claims).findByRole('button', { name: 'Reject the claim of Ushba AI' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the claim of Ushba AI' });
    await userEvent.type(within(dialog).getByLabelText(/^Reason/), 'No proof of ownership');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(api.callsTo('POST /api/Admin/RejectClaim')).toHaveLength(1));
    expect(api.callsTo('POST /api/Admin/RejectClaim')[0]!.body).toEqual({ reason: 'No proof of ownership' });
    expect(notify).toHaveBeenCalledWith('success', 'The claim is rejected');
  });

  it('speaks Georgian', async () => {
    localStorage.setItem('lang', 'ka-GE');
    await openCompaniesTab();
    expect(await screen.findByRole('tab', { name: 'კომპანიები', selected: true })).toBeInTheDocument();
    const claims = await screen.findByRole('region', { name: 'კომპანიის გვერდების მოთხოვნები' });
    expect(
      await within(claims).findByRole('button', { name: 'Ushba AI-ის მოთხოვნის დადასტურება' }),
    ).toBeInTheDocument();
  });
});
