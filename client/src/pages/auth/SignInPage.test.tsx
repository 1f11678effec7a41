import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeToken, talentInfo } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const wrong = { status: 401, errors: { _: ['The e-mail or password is incorrect'] } };

async function signIn(email: string, password: string) {
  const user = userEvent.setup();
  const emailField = screen.getByLabelText(/^E-mail/);
  await user.clear(emailField);
  await user.type(emailField, email);
  const passwordField = screen.getByLabelText(/^Password/);
  await user.clear(passwordField);
  await user.type(passwordField, password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('sign-in page', () => {
  it("shows the server's message when the e-mail or password is wrong", async () => {
    const { api, store } = await renderApp('/signIn', { routes: { 'POST /api/Account/SignIn': wrong } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    await signIn('nino@example.ge', 'nope');
    expect(await screen.findByRole('alert')).toHaveTextContent('The e-mail or password is incorrect');
    expect(api.callsTo('POST /api/Account/SignIn')[0].body).toEqual({ email: 'nino@example.ge', password: 'nope' });
    expect(store.auth.authorizationFailed).toBe(true);
    expect(store.auth.isLoggedIn).toBe(false);
  });

  it('checks the fields before asking the server', async () => {
    const { api } = await renderApp('/signIn');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText(/^E-mail/)).toHaveAccessibleDescription('The Email field is required');
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription('Enter the password');
    expect(api.callsTo('POST /api/Account/SignIn')).toHaveLength(0);
  });

  it('after three failures shows the bot check and sends its payload', async () => {
    const { api, container } = await renderApp('/signIn', {
      routes: { 'POST /api/Account/SignIn': wrong, 'GET /api/Account/BotCheckKind': { data: 'altcha' } },
    });
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    for (let attempt = 0; attempt < 3; attempt++) {
      expect(container.querySelector('altcha-widget')).toBeNull();
      await signIn('nino@example.ge', `wrong-${attempt}`);
    }
    const widget = await screen.findByText((_, element) => element?.tagName === 'ALTCHA-WIDGET');
    act(() => {
      widget.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload: 'proof' } }));
    });
    await signIn('nino@example.ge', 'again');
    expect(api.callsTo('POST /api/Account/SignIn')[3].body).toEqual({
      email: 'nino@example.ge',
      password: 'again',
      botToken: 'proof',
    });
  });

  it('signs in, remembers the e-mail and goes back to the page that asked', async () => {
    const token = fakeToken({ id: 7 });
    const { location } = await renderApp('/userPanel/settings/passwordChange', {
      routes: { 'POST /api/Account/SignIn': { data: { token } }, 'GET /api/Account/GetUserInfo': { data: talentInfo } },
    });
    expect(location().pathname).toBe('/signIn');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    await signIn('nino@example.ge', 'Passw0rd!');
    expect(await screen.findByRole('heading', { level: 1, name: 'Change password' })).toBeInTheDocument();
    expect(location().pathname).toBe('/userPanel/settings/passwordChange');
    expect(localStorage.getItem('token')).toBe(token);
    expect(localStorage.getItem('Email')).toBe('nino@example.ge');
  });

  it('fills in the remembered e-mail', async () => {
    localStorage.setItem('Email', 'nino@example.ge');
    await renderApp('/signIn');
    expect(await screen.findByLabelText(/^E-mail/)).toHaveValue('nino@example.ge');
  });

  it('offers Google and LinkedIn only when the server does, as full-page links', async () => {
    await renderApp('/signIn', {
      routes: { 'GET /api/Account/OAuthProviders': { data: { google: true, linkedIn: false } } },
    });
    expect(await screen.findByRole('link', { name: 'Continue with Google' })).toHaveAttribute(
      'href',
      '/api/Account/GoogleSignIn?lang=en',
    );
    expect(screen.queryByRole('link', { name: 'Continue with LinkedIn' })).not.toBeInTheDocument();
  });

  it('asks the provider for a Georgian account when the visitor reads in Georgian', async () => {
    localStorage.setItem('lang', 'ka-GE');
    await renderApp('/signIn', {
      routes: { 'GET /api/Account/OAuthProviders': { data: { google: true, linkedIn: true } } },
    });
    expect(await within(screen.getByRole('main')).findByRole('link', { name: /Google/ })).toHaveAttribute(
      'href',
      '/api/Account/GoogleSignIn?lang=ka',
    );
    expect(within(screen.getByRole('main')).getByRole('link', { name: /LinkedIn/ })).toHaveAttribute(
      'href',
      '/api/Account/LinkedInSignIn?lang=ka',
    );
    localStorage.clear();
  });

  it('says so when a Google or LinkedIn sign-in came back with ?oauthError', async () => {
    await renderApp('/signIn?oauthError=1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Signing in with Google or LinkedIn did not work');
  });

  it('links to password recovery and sign-up', async () => {
    await renderApp('/signIn');
    expect(await screen.findByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/passwordRecovery',
    );
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signUp');
  });
});
