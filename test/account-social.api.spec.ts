import { OAuth2Server } from 'oauth2-mock-server';
import { dataOf, errorsOf, GEORGIAN } from './support/envelope.js';
import { bearer, PASSWORD, signIn, signUpCompany, signUpTalent, uniqueEmail } from './support/accounts.js';
import { type SmtpListener, startSmtpListener } from './support/smtp-listener.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let smtp: SmtpListener;
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
  smtp = await startSmtpListener();
  t = await startTestApp({
    PUBLIC_URL: 'http://techboard.test',
    SMTP_URL: smtp.url,
    MAIL_POLL_MS: '100',
    ...urls('GOOGLE'),
    ...urls('LINKEDIN'),
  });
});
afterAll(async () => {
  await t.close();
  await provider.stop();
  await smtp.close();
});

const cookiesOf = (setCookie: string[] | string | undefined) =>
  [setCookie ?? []]
    .flat()
    .map((c) => c.split(';')[0])
    .join('; ');

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
  const finish = await t.http
    .get(`${callback.pathname}${callback.search}`)
    .set('Cookie', cookiesOf(start.headers['set-cookie']));
  expect(finish.status).toBe(302);
  const handover = [finish.headers['set-cookie'] ?? []]
    .flat()
    .find((value: string) => value.startsWith('signInHandover='));
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
    userInfo = {
      sub: 'google-123',
      email: 'Tamar.Social@example.com',
      email_verified: true,
      name: 'Tamar Kvaratskhelia',
    };
    const georgianJourney = await socialSignInJourney('GoogleSignIn', '?lang=ka');
    // The hand-over page opens in the language the visitor was reading.
    expect(georgianJourney.location).toMatch(/^\/ka\/signIn\/continue\?tokenId=/);
    const first = await exchange(georgianJourney);
    expect(first).toMatchObject({ goToProfile: true, viewAs: false });
    const info = dataOf(await t.http.get('/api/Account/GetUserInfo').set(bearer(first)));
    expect(info).toMatchObject({
      email: 'Tamar.Social@example.com',
      fullName: 'Tamar Kvaratskhelia',
      userType: 1,
      isEmailVerified: true,
      hasPassword: false,
      language: 'ka',
    });

    userInfo = { sub: 'google-123', email: 'changed@example.com', email_verified: true, name: 'Tamar K' };
    const second = await exchange(await socialSignInJourney('GoogleSignIn'));
    expect(second.goToProfile).toBe(false);
    expect(dataOf(await t.http.get('/api/Account/GetUserInfo').set(bearer(second))).id).toBe(info.id);
  });

  it("asks an account made by social sign-in for its consent once, and keeps it with the documents' versions (issue 22)", async () => {
    userInfo = { sub: 'google-consent-1', email: uniqueEmail('consent'), email_verified: true, name: 'Levan Consent' };
    const session = await exchange(await socialSignInJourney('GoogleSignIn'));
    const info = () => t.http.get('/api/Account/GetUserInfo').set(bearer(session));
    expect(dataOf(await info()).needsConsent).toBe(true);
    const accept = (body: object, language = 'en') =>
      t.http.post('/api/Account/AcceptTerms').set(bearer(session)).set('Accept-Language', language).send(body);
    expect(errorsOf(await accept({}), 400)).toEqual({
      acceptTerms: ['Accept the terms of use and the privacy policy to continue'],
    });
    expect(errorsOf(await accept({ acceptTerms: false }, 'ka'), 400).acceptTerms[0]).toMatch(GEORGIAN);
    expect(dataOf(await info()).needsConsent).toBe(true);

    expect(dataOf(await accept({ acceptTerms: true }))).toBe(true);
    expect(dataOf(await info()).needsConsent).toBe(false);
    const [stored] = await t.db.query(
      `SELECT a.terms_accepted_at, a.terms_of_use_version, a.privacy_policy_version,
              (SELECT updated_at FROM static_page WHERE type = 2) AS terms_page, (SELECT updated_at FROM static_page WHERE type = 1) AS privacy_page
         FROM account a WHERE a.id = $1`,
      [dataOf(await info()).id],
    );
    expect(Date.now() - new Date(stored.terms_accepted_at).getTime()).toBeLessThan(60_000);
    expect(stored.terms_of_use_version).toEqual(stored.terms_page);
    expect(stored.privacy_policy_version).toEqual(stored.privacy_page);

    const withPassword = await signUpTalent(t);
    expect(dataOf(await t.http.get('/api/Account/GetUserInfo').set(bearer(withPassword))).needsConsent).toBe(false);
    errorsOf(await t.http.post('/api/Account/AcceptTerms').send({ acceptTerms: true }), 401);
  });

  it('links LinkedIn to an existing account by its verified e-mail', async () => {
    const talent = await signUpTalent(t);
    await t.db.query('UPDATE account SET is_email_verified = true WHERE email = $1', [talent.email]);
    userInfo = {
      sub: 'li-777',
      email: talent.email.toUpperCase(),
      email_verified: true,
      given_name: 'Nino',
      family_name: 'Beridze',
    };
    const signedIn = await exchange(await socialSignInJourney('LinkedInSignIn'));
    const info = dataOf(await t.http.get('/api/Account/GetUserInfo').set(bearer(signedIn)));
    expect(info).toMatchObject({ email: talent.email, isEmailVerified: true, hasPassword: true });
    expect(
      await t.db.query(`SELECT 1 FROM social_identity WHERE provider = 'linkedIn' AND subject = 'li-777'`),
    ).toHaveLength(1);
  });

  it("takes over an account pre-registered with the victim's address: the attacker's password and sessions stop, audited, the owner told", async () => {
    // The attacker signs up with the victim's address, never verifies it, and stays signed in.
    const victim = uniqueEmail('victim');
    const attacker = await signUpTalent(t, { Email: victim, Name: 'Mallory Attacker' });
    const attackerSession = await signIn(t, victim);
    const [{ id }] = await t.db.query('SELECT id FROM account WHERE email = $1', [victim]);

    // The real owner arrives through Google, which has verified the address.
    userInfo = { sub: 'google-victim', email: victim, email_verified: true, name: 'Real Owner' };
    const owner = await exchange(await socialSignInJourney('GoogleSignIn'));
    expect(owner).toMatchObject({ goToProfile: true, viewAs: false });
    const info = dataOf(await t.http.get('/api/Account/GetUserInfo').set(bearer(owner)));
    expect(info).toMatchObject({ id, email: victim, isEmailVerified: true, hasPassword: false });

    // The attacker's password, access tokens and refresh cookies all stop.
    expect(
      errorsOf(await t.http.post('/api/Account/SignIn').send({ email: victim, password: PASSWORD }), 401)._,
    ).toEqual(['The e-mail or password is incorrect']);
    for (const session of [attacker, attackerSession]) {
      errorsOf(await t.http.get('/api/Account/GetUserInfo').set(bearer(session)), 401);
      errorsOf(
        await t.http
          .post('/api/Account/RefreshToken')
          .set('Cookie', session.refreshCookie)
          .send({ Token: session.token }),
        401,
      );
    }
    // The attacker cannot get back in by the mailed links either: the verification link is void.
    expect(
      await t.db.query('SELECT 1 FROM one_time_token WHERE account_id = $1 AND used_at IS NULL AND purpose <> $2', [
        id,
        'socialSignIn',
      ]),
    ).toEqual([]);

    const [audit] = await t.db.query(
      `SELECT actor_account_id, before, after FROM audit_log WHERE action = 'account.socialTakeover' AND target_id = $1`,
      [id],
    );
    expect(audit).toMatchObject({
      actor_account_id: id,
      before: { isEmailVerified: false, hasPassword: true },
      after: { isEmailVerified: true, hasPassword: false, signInMethods: ['google'], sessionsEnded: true },
    });
    const mail = await smtp.waitFor(
      (received) => received.to.includes(victim.toLowerCase()) && /yours alone/.test(received.subject),
    );
    expect(mail.text).toContain('we removed its password and signed out every device');
    expect(mail.text).toContain('http://techboard.test/userPanel/settings/account');
  });

  it('takes over a never-verified company account through LinkedIn the same way, telling its owner in Georgian', async () => {
    const company = await signUpCompany(t, 'Squatted Co');
    await t.db.query(`UPDATE account SET language = 'ka' WHERE email = $1`, [company.email]);
    userInfo = {
      sub: 'li-owner',
      email: company.email,
      email_verified: true,
      given_name: 'Real',
      family_name: 'Owner',
    };
    const owner = await exchange(await socialSignInJourney('LinkedInSignIn'));
    expect(dataOf(await t.http.get('/api/Account/GetUserInfo').set(bearer(owner)))).toMatchObject({
      userType: 2,
      hasPassword: false,
    });
    errorsOf(await t.http.get('/api/Account/GetUserInfo').set(bearer(company)), 401);
    errorsOf(await t.http.post('/api/Account/SignIn').send({ email: company.email, password: PASSWORD }), 401);
    const mail = await smtp.waitFor(
      (received) => received.to.includes(company.email.toLowerCase()) && GEORGIAN.test(received.subject),
    );
    expect(mail.text).toContain('LinkedIn');
    expect(mail.text).toContain('/companyPanel/settings');
  });

  it('links a verified account without touching its password or sessions', async () => {
    const talent = await signUpTalent(t);
    await t.db.query('UPDATE account SET is_email_verified = true WHERE email = $1', [talent.email]);
    userInfo = { sub: 'google-verified', email: talent.email, email_verified: true, name: 'Nino Beridze' };
    await exchange(await socialSignInJourney('GoogleSignIn'));
    dataOf(await t.http.get('/api/Account/GetUserInfo').set(bearer(talent)));
    dataOf(await t.http.post('/api/Account/SignIn').send({ email: talent.email, password: PASSWORD }));
    expect(
      await t.db.query(
        `SELECT 1 FROM audit_log WHERE action = 'account.socialTakeover' AND target_id = (SELECT id FROM account WHERE email = $1)`,
        [talent.email],
      ),
    ).toEqual([]);
  });

  it('refuses an unverified e-mail, a forged state and a provider error, back to the sign-in page', async () => {
    userInfo = { sub: 'google-unverified', email: 'someone@example.com', email_verified: false, name: 'Some One' };
    expect(await socialSignIn('GoogleSignIn')).toBe('/signIn?oauthError=1');
    expect(await t.db.query(`SELECT 1 FROM account WHERE email = 'someone@example.com'`)).toHaveLength(0);

    const forged = await t.http
      .get('/api/Account/GoogleResponse?code=abc&state=forged')
      .set('Cookie', 'oauthState=other.en');
    expect(forged.headers.location).toBe('/signIn?oauthError=1');
    const noState = await t.http.get('/api/Account/LinkedInResponse?error=access_denied');
    expect(noState.headers.location).toBe('/signIn?oauthError=1');
  });

  it('the social hand-over tokenId works once', async () => {
    userInfo = { sub: 'google-once', email: 'once@example.com', email_verified: true, name: 'Once Only' };
    const journey = await socialSignInJourney('GoogleSignIn');
    await exchange(journey);
    const again = t.http
      .get('/api/Account/ViewAs')
      .set('Cookie', journey.cookie)
      .query({ tokenId: tokenIdOf(journey.location) });
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
