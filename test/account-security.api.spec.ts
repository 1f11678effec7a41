import { dataOf, errorsOf, GEORGIAN } from './support/envelope.js';
import { bearer, signIn, signInStaff, signUpCompany, signUpTalent, type SignedUp } from './support/accounts.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { viewAsSessionOf } from './support/admin-callers.js';

let t: TestApp;
beforeAll(async () => {
  // Google is configured, LinkedIn is not (nothing here talks to a provider).
  t = await startTestApp({ GOOGLE_CLIENT_ID: 'google-client', GOOGLE_CLIENT_SECRET: 'secret' });
});
afterAll(() => t.close());

let subjects = 0;
async function accountIdOf(who: SignedUp): Promise<number> {
  const [{ id }] = await t.db.query('SELECT id FROM account WHERE email = $1', [who.email]);
  return id;
}
/** What a Google or LinkedIn sign-in leaves behind: the provider's subject linked to the account. */
async function connect(who: SignedUp, provider: 'google' | 'linkedIn') {
  await t.db.query('INSERT INTO social_identity (provider, subject, account_id) VALUES ($1, $2, $3)', [
    provider,
    `subject-${++subjects}`,
    await accountIdOf(who),
  ]);
}
async function withoutPassword(who: SignedUp) {
  await t.db.query('UPDATE account SET password_hash = NULL WHERE id = $1', [await accountIdOf(who)]);
}
async function viewAsSession(targetEmail: string) {
  const staff = await signInStaff(t);
  const account = dataOf(await t.http.get('/api/Admin/FindAccount').set(bearer(staff)).query({ email: targetEmail }));
  return viewAsSessionOf(t, staff, account.id);
}

const methodsOf = async (who: { token: string }) =>
  dataOf(await t.http.get('/api/Account/GetSignInMethods').set(bearer(who)));
const disconnect = (who: { token: string }, body: object, language = 'en') =>
  t.http.post('/api/Account/DisconnectSignInMethod').set(bearer(who)).set('Accept-Language', language).send(body);
const refresh = (who: SignedUp) =>
  t.http.post('/api/Account/RefreshToken').set('Cookie', who.refreshCookie).send({ Token: who.token });

describe('sign-in methods', () => {
  it('GetSignInMethods says whether there is a password and which providers are connected and configured', async () => {
    const talent = await signUpTalent(t);
    expect(await methodsOf(talent)).toEqual({
      hasPassword: true,
      providers: [
        { provider: 'google', connected: false, available: true },
        { provider: 'linkedin', connected: false, available: false },
      ],
    });
    await connect(talent, 'linkedIn');
    await withoutPassword(talent);
    expect(await methodsOf(talent)).toEqual({
      hasPassword: false,
      providers: [
        { provider: 'google', connected: false, available: true },
        { provider: 'linkedin', connected: true, available: false },
      ],
    });
    const company = await signUpCompany(t);
    expect((await methodsOf(company)).hasPassword).toBe(true);
  });

  it('DisconnectSignInMethod unlinks a provider when a password is left', async () => {
    const talent = await signUpTalent(t);
    await connect(talent, 'google');
    await connect(talent, 'linkedIn');
    expect(dataOf(await disconnect(talent, { provider: 'google' }))).toBe('Google sign-in disconnected');
    expect(dataOf(await disconnect(talent, { Provider: 'LinkedIn' }))).toBe('LinkedIn sign-in disconnected');
    expect((await methodsOf(talent)).providers.map((p: { connected: boolean }) => p.connected)).toEqual([false, false]);
    expect(
      await t.db.query('SELECT 1 FROM social_identity WHERE account_id = $1', [await accountIdOf(talent)]),
    ).toHaveLength(0);
    expect(errorsOf(await disconnect(talent, { provider: 'google' }), 404)._).toEqual([
      'This sign-in method is not connected to your account',
    ]);
  });

  it('refuses to remove the last way in (409): no password and no other provider that can sign in', async () => {
    const talent = await signUpTalent(t);
    await connect(talent, 'google');
    await connect(talent, 'linkedIn');
    await withoutPassword(talent);
    // LinkedIn is not configured here, so only Google can still sign this account in.
    const last = 'Set a password first: it is your only way to sign in';
    expect(errorsOf(await disconnect(talent, { provider: 'google' }), 409)._).toEqual([last]);
    expect(errorsOf(await disconnect(talent, { provider: 'google' }, 'ka'), 409)._[0]).toMatch(GEORGIAN);
    expect(dataOf(await disconnect(talent, { provider: 'linkedin' }))).toBe('LinkedIn sign-in disconnected');
    expect(errorsOf(await disconnect(talent, { provider: 'google' }), 409)._).toEqual([last]);
    expect((await methodsOf(talent)).providers[0]).toEqual({ provider: 'google', connected: true, available: true });
  });

  it('validates the provider', async () => {
    const talent = await signUpTalent(t);
    expect(errorsOf(await disconnect(talent, { provider: 'facebook' }), 400).provider).toEqual([
      'Choose Google or LinkedIn',
    ]);
    expect(errorsOf(await disconnect(talent, {}), 400).provider).toEqual(['Choose Google or LinkedIn']);
    expect(errorsOf(await disconnect(talent, { provider: 42 }), 400).provider).toEqual(['Choose Google or LinkedIn']);
    expect(errorsOf(await disconnect(talent, { provider: 'x' }, 'ka'), 400).provider[0]).toMatch(GEORGIAN);
  });
});

describe('sign out everywhere', () => {
  it('ends every session: access tokens fail at once, refresh tokens are revoked, the caller included', async () => {
    const here = await signUpTalent(t);
    const elsewhere = await signIn(t, here.email);
    dataOf(await t.http.get('/api/Account/GetUserInfo').set(bearer(elsewhere)));

    const response = await t.http.post('/api/Account/SignOutEverywhere').set(bearer(here));
    expect(dataOf(response)).toBe('You were signed out on every device');
    expect([response.headers['set-cookie']].flat().join()).toMatch(/refreshToken=;/);

    for (const session of [here, elsewhere]) {
      errorsOf(await t.http.get('/api/Account/GetUserInfo').set(bearer(session)), 401);
      errorsOf(await refresh(session), 401);
    }
    const again = await signIn(t, here.email);
    dataOf(await t.http.get('/api/Account/GetUserInfo').set(bearer(again)));
    dataOf(await refresh(again));
  });

  it('answers in Georgian, and companies may use it too', async () => {
    const company = await signUpCompany(t);
    expect(
      dataOf(await t.http.post('/api/Account/SignOutEverywhere').set(bearer(company)).set('Accept-Language', 'ka')),
    ).toMatch(GEORGIAN);
    errorsOf(await t.http.get('/api/Account/GetUserInfo').set(bearer(company)), 401);
  });
});

describe('who may call sign-in and security', () => {
  it('visitors get 401; a view-as session may read the methods but not change them or sign everyone out', async () => {
    errorsOf(await t.http.get('/api/Account/GetSignInMethods'), 401);
    errorsOf(await t.http.post('/api/Account/DisconnectSignInMethod').send({ provider: 'google' }), 401);
    errorsOf(await t.http.post('/api/Account/SignOutEverywhere'), 401);

    const talent = await signUpTalent(t);
    await connect(talent, 'google');
    const viewAs = await viewAsSession(talent.email);
    expect((await methodsOf(viewAs)).providers[0].connected).toBe(true);
    const readOnly = ['This is a read-only view-as session'];
    expect(errorsOf(await disconnect(viewAs, { provider: 'google' }), 403)._).toEqual(readOnly);
    expect(errorsOf(await t.http.post('/api/Account/SignOutEverywhere').set(bearer(viewAs)), 403)._).toEqual(readOnly);
    dataOf(await t.http.get('/api/Account/GetUserInfo').set(bearer(talent)));
    expect((await methodsOf(talent)).providers[0].connected).toBe(true);
  });
});
