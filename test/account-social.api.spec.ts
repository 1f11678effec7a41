import { OAuth2Server } from 'oauth2-mock-server';
import { dataOf, errorsOf } from './support/envelope.js';
import { bearer, signUpTalent } from './support/accounts.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let provider: OAuth2Server;
let userInfo: Record<string, unknown>;

beforeAll(async () => {
  provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  provider.service.on('beforeUserinfo', (response) => {
    response.body = userInfo;
    response.statusCode = 200;
  });
  const issuer = provider.issuer.url!;
  const urls = (prefix: string) => ({
    [`${prefix}_CLIENT_ID`]: `${prefix.toLowerCase()}-client`,
    [`${prefix}_CLIENT_SECRET`]: 'secret',
    [`${prefix}_AUTHORIZATION_URL`]: `${issuer}/authorize`,
    [`${prefix}_TOKEN_URL`]: `${issuer}/token`,
    [`${prefix}_USERINFO_URL`]: `${issuer}/userinfo`,
  });
  t = await startTestApp({ PUBLIC_URL: 'http://techboard.test', ...urls('GOOGLE'), ...urls('LINKEDIN') });
});
afterAll(async () => {
  await t.close();
  await provider.stop();
});

const cookiesOf = (setCookie: string[] | string | undefined) => [setCookie ?? []].flat().map((c) => c.split(';')[0]).join('; ');

/** The whole browser journey: our redirect, the provider's consent (answered at once by the mock),
 *  our callback. Answers where the callback sent the browser and the hand-over cookie it set. */
async function socialSignInJourney(path: 'GoogleSignIn' | 'LinkedInSignIn', query = '') {
  const start = await t.http.get(`/api/Account/${path}${query}`);
  expect(start.status).toBe(302);
  const authorize = new URL(start.headers.location);
  expect(authorize.searchParams.get('scope')).toMatch(/email/);
  const consent = await fetch(authorize, { redirect: 'manual' });
  const callback = new URL(consent.headers.get('location')!);
  expect(callback.origin).toBe('http://techboard.test');
  const finish = await t.http.get(`${callback.pathname}${callback.search}`).set('Cookie', cookiesOf(start.headers['set-cookie']));
  expect(finish.status).toBe(302);
  const handover = [finish.headers['set-cookie'] ?? []].flat().find((value: string) => value.startsWith('signInHandover='));
  return { location: finish.headers.location as string, cookie: handover?.split(';')[0] ?? '' };
}

async function socialSignIn(path: 'GoogleSignIn' | 'LinkedInSignIn', query = '') {
  return (await socialSignInJourney(path, query)).location;
}

const tokenIdOf = (location: string) => new URL(location, 'http://techboard.test').searchParams.get('tokenId');

/** Exchanges the hand-over in the browser that signed in (its cookie). */
async function exchange(journey: { location: string; cookie: string }) {
  const tokenId = tokenIdOf(journey.location);
  expect(tokenId).toBeTruthy();
  return dataOf(await t.http.get('/api/Account/ViewAs').set('Cookie', journey.cookie).query({ tokenId }));
}

describe('Google and LinkedIn sign-in', () => {
  it('says which providers are configured', async () => {
    expect(dataOf(await t.http.get('/api/Account/OAuthProviders'))).toEqual({ google: true, linkedIn: true });
  });

  it('creates a verified talent account on the first Google sign-in and signs in to it the next time', async () => {
    userInfo = { sub: 'google-123', email: 'Tamar.Social@example.com', email_verified: true, name: 'Tamar Kvaratskhelia' };
    const first = await exchange(await socialSignInJourney('GoogleSignIn', '?lang=ka'));
    expect(first).toMatchObject({ goToProfile: true, viewAs: false });
    const info = dataOf(await t.http.get('/api/Account/GetUserInfo').set(bearer(first)));
    expect(info).toMatchObject({ email: 'Tamar.Social@example.com', fullName: 'Tamar Kvaratskhelia', userType: 1, isEmailVerified: true, hasPassword: false, language: 'ka' });

    userInfo = { sub: 'google-123', email: 'changed@example.com', email_verified: true, name: 'Tamar K' };
    const second = await exchange(await socialSignInJourney('GoogleSignIn'));
    expect(second.goToProfile).toBe(false);
    expect(dataOf(await t.http.get('/api/Account/GetUserInfo').set(bearer(second))).id).toBe(info.id);
  });

  it('links LinkedIn to an existing account by its verified e-mail', async () => {
    const talent = await signUpTalent(t);
    userInfo = { sub: 'li-777', email: talent.email.toUpperCase(), email_verified: true, given_name: 'Nino', family_name: 'Beridze' };
    const signedIn = await exchange(await socialSignInJourney('LinkedInSignIn'));
    const info = dataOf(await t.http.get('/api/Account/GetUserInfo').set(bearer(signedIn)));
    expect(info).toMatchObject({ email: talent.email, isEmailVerified: true, hasPassword: true });
    expect(await t.db.query(`SELECT 1 FROM social_identity WHERE provider = 'linkedIn' AND subject = 'li-777'`)).toHaveLength(1);
  });

  it('refuses an unverified e-mail, a forged state and a provider error, back to the sign-in page', async () => {
    userInfo = { sub: 'google-unverified', email: 'someone@example.com', email_verified: false, name: 'Some One' };
    expect(await socialSignIn('GoogleSignIn')).toBe('/signIn?oauthError=1');
    expect(await t.db.query(`SELECT 1 FROM account WHERE email = 'someone@example.com'`)).toHaveLength(0);

    const forged = await t.http.get('/api/Account/GoogleResponse?code=abc&state=forged').set('Cookie', 'oauthState=other.en');
    expect(forged.headers.location).toBe('/signIn?oauthError=1');
    const noState = await t.http.get('/api/Account/LinkedInResponse?error=access_denied');
    expect(noState.headers.location).toBe('/signIn?oauthError=1');
  });

  it('the social hand-over tokenId works once', async () => {
    userInfo = { sub: 'google-once', email: 'once@example.com', email_verified: true, name: 'Once Only' };
    const journey = await socialSignInJourney('GoogleSignIn');
    await exchange(journey);
    const again = t.http.get('/api/Account/ViewAs').set('Cookie', journey.cookie).query({ tokenId: tokenIdOf(journey.location) });
    expect(errorsOf(await again, 400)._).toEqual(['Incorrect Link']);
  });

  it('lands on the page that expects a hand-over, which only the browser that signed in can exchange (login CSRF)', async () => {
    userInfo = { sub: 'google-attacker', email: 'attacker@example.com', email_verified: true, name: 'Attacker Person' };
    const journey = await socialSignInJourney('GoogleSignIn');
    expect(journey.location).toMatch(/^\/signIn\/continue\?tokenId=[A-Za-z0-9_-]{43}$/);
    expect(journey.cookie).toMatch(/^signInHandover=/);
    // The victim's browser opens the attacker's link: no hand-over cookie, or its own from another sign-in.
    const other = await socialSignInJourney('LinkedInSignIn');
    for (const cookie of [undefined, other.cookie]) {
      const request = t.http.get('/api/Account/ViewAs').query({ tokenId: tokenIdOf(journey.location) });
      if (cookie) request.set('Cookie', cookie);
      expect(errorsOf(await request, 400)._).toEqual(['Incorrect Link']);
    }
    // The attacker's own browser still can: the refused tries did not use it up.
    expect((await exchange(journey)).viewAs).toBe(false);
  });
});

describe('without configuration', () => {
  it('reports no providers and sends the browser back to the sign-in page', async () => {
    await t.close();
    t = await startTestApp();
    expect(dataOf(await t.http.get('/api/Account/OAuthProviders'))).toEqual({ google: false, linkedIn: false });
    expect((await t.http.get('/api/Account/GoogleSignIn')).headers.location).toBe('/signIn?oauthError=1');
  });
});
