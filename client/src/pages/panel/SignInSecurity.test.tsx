import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeRoutes } from '../../../test/fake-api';
import { companyInfo, signedInAs, talentInfo } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const METHODS = 'GET /api/Account/GetSignInMethods';
const DISCONNECT = 'POST /api/Account/DisconnectSignInMethod';
const SIGN_OUT_EVERYWHERE = 'POST /api/Account/SignOutEverywhere';

const methods = (google: boolean, { hasPassword = true, linkedInAvailable = true } = {}) => ({
  data: {
    hasPassword,
    providers: [
      { provider: 'google', connected: google, available: true },
      { provider: 'linkedin', connected: false, available: linkedInAvailable },
    ],
  },
});

const rows = (section: HTMLElement) =>
  within(within(section).getByRole('list', { name: 'Sign-in methods' }))
    .getAllByRole('listitem')
    .map((row) => row.textContent);

async function open(path: string, routes: FakeRoutes) {
  const app = await renderApp(path, { routes });
  const section = await screen.findByRole('region', { name: 'Sign-in and security' });
  await within(section).findByRole('list', { name: 'Sign-in methods' });
  return { ...app, section };
}

describe('sign-in and security', () => {
  it('lists the sign-in methods and disconnects Google', async () => {
    let connected = true;
    const { api, notify, section } = await open('/userPanel/settings/account', {
      ...signedInAs(talentInfo),
      [METHODS]: () => methods(connected),
      [DISCONNECT]: () => {
        connected = false;
        return { data: 'Google sign-in disconnected' };
      },
    });
    expect(rows(section)).toEqual(['PasswordSet', 'GoogleConnectedDisconnect', 'LinkedInNot connected']);
    expect(within(section).queryByRole('button', { name: 'Disconnect LinkedIn' })).not.toBeInTheDocument();

    await userEvent.click(within(section).getByRole('button', { name: 'Disconnect Google' }));
    expect(api.callsTo(DISCONNECT)[0].body).toEqual({ provider: 'google' });
    expect(notify).toHaveBeenCalledWith('success', 'Google sign-in disconnected');
    await waitFor(() => expect(rows(section)).toEqual(['PasswordSet', 'GoogleNot connected', 'LinkedInNot connected']));
  });

  it("shows the server's refusal to disconnect the last way in, and leaves out a provider that is not offered", async () => {
    const { notify, section } = await open('/companyPanel/settings', {
      ...signedInAs({ ...companyInfo, hasPassword: false }),
      [METHODS]: methods(true, { hasPassword: false, linkedInAvailable: false }),
      [DISCONNECT]: { status: 409, errors: { provider: ['Set a password first: it is your only way to sign in'] } },
    });
    expect(rows(section)).toEqual(['PasswordNot set', 'GoogleConnectedDisconnect']);
    await userEvent.click(within(section).getByRole('button', { name: 'Disconnect Google' }));
    expect(notify).toHaveBeenCalledWith('error', 'Set a password first: it is your only way to sign in');
    expect(rows(section)).toEqual(['PasswordNot set', 'GoogleConnectedDisconnect']);
  });

  it('signs out everywhere after the question, then here too, and opens the sign-in page', async () => {
    const { api, notify, section, location } = await open('/userPanel/settings/account', {
      ...signedInAs(talentInfo),
      [METHODS]: methods(false),
      [SIGN_OUT_EVERYWHERE]: { data: 'You were signed out on every device' },
    });
    await userEvent.click(within(section).getByRole('button', { name: 'Sign out everywhere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out on every device?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo(SIGN_OUT_EVERYWHERE)).toHaveLength(0);

    await userEvent.click(within(section).getByRole('button', { name: 'Sign out everywhere' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Sign out on every device?' })).getByRole('button', {
        name: 'Sign out everywhere',
      }),
    );
    expect(api.callsTo(SIGN_OUT_EVERYWHERE)).toHaveLength(1);
    expect(notify).toHaveBeenCalledWith('success', 'You were signed out on every device');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(location().pathname).toBe('/signIn');
    expect(api.callsTo('POST /api/Account/SignOut')).toHaveLength(1);
    expect(localStorage.getItem('token')).toBeNull();
  });
});
