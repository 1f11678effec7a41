import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminInfo, fakeToken, signedInAs, talentInfo } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const found = {
  id: 9,
  email: 'hr@kartuli.dev',
  fullName: 'Tamar Kapanadze',
  userType: 2,
  companyName: 'Kartuli Code',
  isEmailVerified: true,
  createdAt: '2026-03-01T10:00:00Z',
};

describe('back office (/admin)', () => {
  it('asks a signed-out visitor to sign in, there on the page', async () => {
    const { api, location } = await renderApp('/admin', {
      routes: { 'POST /api/Account/SignIn': { data: { token: fakeToken({ id: 1 }) } }, 'GET /api/Account/GetUserInfo': { data: adminInfo } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Back office' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^E-mail/), 'staff@techboard.ge');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Passw0rd!');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(api.callsTo('POST /api/Account/SignIn')).toHaveLength(1);
    expect(await screen.findByRole('form', { name: 'Find an account' })).toBeInTheDocument();
    expect(location().pathname).toBe('/admin');
  });

  it('tells a signed-in account without the admin role that it is for staff only', async () => {
    await renderApp('/admin', { routes: signedInAs(talentInfo) });
    expect(await screen.findByRole('alert')).toHaveTextContent('This area is for TechBoard.ge staff only.');
    expect(screen.queryByRole('form', { name: 'Find an account' })).not.toBeInTheDocument();
  });

  it('finds an account by e-mail and views the site as it through a one-time link', async () => {
    const { api, assignLocation } = await renderApp('/admin', {
      routes: {
        ...signedInAs(adminInfo),
        'GET /api/Admin/FindAccount': (request) =>
          request.query.get('email') === 'hr@kartuli.dev' ? { data: found } : { status: 404, errors: { _: ['Not found'] } },
        'POST /api/Admin/CreateViewAsLink': { data: { tokenId: 'one-time', url: '/?tokenId=one-time' } },
      },
    });
    const form = await screen.findByRole('form', { name: 'Find an account' });
    await userEvent.type(within(form).getByLabelText(/^Account e-mail/), 'nobody@example.ge');
    await userEvent.click(within(form).getByRole('button', { name: 'Find' }));
    expect(await screen.findByText('No account has this e-mail.')).toBeInTheDocument();

    await userEvent.clear(within(form).getByLabelText(/^Account e-mail/));
    await userEvent.type(within(form).getByLabelText(/^Account e-mail/), 'hr@kartuli.dev');
    await userEvent.click(within(form).getByRole('button', { name: 'Find' }));
    const account = await screen.findByRole('region', { name: 'Account found' });
    expect(account).toHaveTextContent('Kartuli Code');
    expect(account).toHaveTextContent('hr@kartuli.dev');
    expect(account).toHaveTextContent('Company');
    expect(account).toHaveTextContent('E-mail verified');

    await userEvent.click(within(account).getByRole('button', { name: 'View as this account' }));
    expect(api.callsTo('POST /api/Admin/CreateViewAsLink')[0].query.get('accountId')).toBe('9');
    expect(assignLocation).toHaveBeenCalledWith('/?tokenId=one-time');
  });
});
