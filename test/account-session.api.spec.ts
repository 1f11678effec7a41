import { createHmac } from 'node:crypto';
import { dataOf, errorsOf, GEORGIAN } from './support/envelope.js';
import { bearer, PASSWORD, refreshCookieOf, signUpCompany, signUpTalent } from './support/accounts.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const payloadOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());

function signed(
  payload: Record<string, unknown>,
  secret: string,
  header: Record<string, unknown> = { alg: 'HS256', typ: 'JWT' },
) {
  const unsigned = `${base64url(header)}.${base64url(payload)}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

describe('POST /api/Account/SignIn', () => {
  it('signs in with the right password, whatever the e-mail letter case, and the token carries id, exp and ViewAs', async () => {
    const { email } = await signUpTalent(t);
    const response = await t.http.post('/api/Account/SignIn').send({ Email: email.toUpperCase(), Password: PASSWORD });
    const { token } = dataOf(response);
    const claims = payloadOf(token);
    expect(claims).toMatchObject({ ViewAs: false });
    expect(typeof claims.id).toBe('number');
    expect(claims.exp - claims.iat).toBe(15 * 60);
    expect(refreshCookieOf(response.headers['set-cookie'])).toMatch(/^refreshToken=/);
    expect(dataOf(await t.http.get('/api/Account/GetUserInfo').set(bearer({ token }))).email).toBe(email);
  });

  it('answers 401 with one message for a wrong password and for an unknown e-mail, in Georgian too', async () => {
    const { email } = await signUpTalent(t);
    const wrong = errorsOf(await t.http.post('/api/Account/SignIn').send({ email, password: 'Wrong#1234' }), 401);
    const unknown = errorsOf(
      await t.http.post('/api/Account/SignIn').send({ email: 'nobody@example.com', password: PASSWORD }),
      401,
    );
    expect(wrong).toEqual({ _: ['The e-mail or password is incorrect'] });
    expect(unknown).toEqual(wrong);
    const ka = errorsOf(
      await t.http.post('/api/Account/SignIn').set('Accept-Language', 'ka').send({ email, password: 'Wrong#1234' }),
      401,
    );
    expect(ka._[0]).toMatch(GEORGIAN);
  });

  it('stores passwords as argon2id at 19 MiB, 2 passes, 1 lane, and re-hashes an older, costlier hash at the next sign-in', async () => {
    const { email } = await signUpTalent(t);
    const hashOf = async () =>
      (await t.db.query('SELECT password_hash FROM account WHERE email = $1', [email]))[0].password_hash as string;
    expect(await hashOf()).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    const { default: argon2 } = await import('argon2');
    const older = await argon2.hash(PASSWORD, {
      type: argon2.argon2id,
      memoryCost: 65_536,
      timeCost: 3,
      parallelism: 4,
    });
    await t.db.query('UPDATE account SET password_hash = $2 WHERE email = $1', [email, older]);
    expect(
      errorsOf(await t.http.post('/api/Account/SignIn').send({ email, password: 'Wrong#1234' }), 401),
    ).toBeTruthy();
    expect(await hashOf()).toBe(older);
    dataOf(await t.http.post('/api/Account/SignIn').send({ email, password: PASSWORD }));
    expect(await hashOf()).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    dataOf(await t.http.post('/api/Account/SignIn').send({ email, password: PASSWORD }));
  });

  it('is refused to someone already signed in, in both languages; an expired or forged token counts as a visitor (issue 22)', async () => {
    const talent = await signUpTalent(t);
    const company = await signUpCompany(t);
    const signIn = () => t.http.post('/api/Account/SignIn').send({ email: company.email, password: PASSWORD });
    expect(errorsOf(await signIn().set(bearer(talent)), 403)._).toEqual([
      'You are already signed in. Sign out first to use another account',
    ]);
    expect(errorsOf(await signIn().set(bearer(talent)).set('Accept-Language', 'ka'), 403)._[0]).toMatch(GEORGIAN);
    expect((await signIn().set('Authorization', 'Bearer not-a-token')).status).toBe(200);
    expect((await signIn()).status).toBe(200);
  });

  it('validates the body', async () => {
    expect(errorsOf(await t.http.post('/api/Account/SignIn').send({ password: PASSWORD }), 400).email).toEqual([
      'The Email field is required',
    ]);
    expect(errorsOf(await t.http.post('/api/Account/SignIn').send({ email: 'a@b.ge' }), 400).password).toEqual([
      'The password is required',
    ]);
  });
});

describe('access tokens', () => {
  it('GetUserInfo needs a valid token: none, malformed, alg none, wrong key, wrong audience, expired and tampered are 401', async () => {
    const talent = await signUpTalent(t);
    const claims = payloadOf(talent.token);
    const devSecret = 'development-only-secret-do-not-use-in-production-0123456789';
    const now = Math.floor(Date.now() / 1000);
    const [header, , signature] = talent.token.split('.');
    const bad = [
      undefined,
      'garbage',
      `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`,
      signed(claims, 'another-secret-another-secret-another-secret'),
      signed({ ...claims, aud: 'someone-else' }, devSecret),
      signed({ ...claims, iat: now - 3600, exp: now - 1800 }, devSecret),
      `${header}.${base64url({ ...claims, id: claims.id + 1 })}.${signature}`,
    ];
    for (const token of bad) {
      const request = t.http.get('/api/Account/GetUserInfo');
      if (token !== undefined) request.set('Authorization', `Bearer ${token}`);
      expect(errorsOf(await request, 401)._).toEqual(['Please sign in to continue']);
    }
    dataOf(await t.http.get('/api/Account/GetUserInfo').set(bearer(talent)));
  });

  it('a token of a deleted or blocked account stops working at once', async () => {
    const deleted = await signUpTalent(t);
    dataOf(await t.http.post('/api/Account/DeleteCompanyOrTalent').set(bearer(deleted)).send({ password: PASSWORD }));
    errorsOf(await t.http.get('/api/Account/GetUserInfo').set(bearer(deleted)), 401);

    const blocked = await signUpTalent(t);
    await t.db.query('UPDATE account SET is_blocked = true WHERE lower(email) = lower($1)', [blocked.email]);
    errorsOf(await t.http.get('/api/Account/GetUserInfo').set(bearer(blocked)), 401);
    expect(
      errorsOf(await t.http.post('/api/Account/SignIn').send({ email: blocked.email, password: PASSWORD }), 401)._,
    ).toEqual(['This account is blocked. Please contact support.']);
  });
});

describe('POST /api/Account/RefreshToken', () => {
  it('rotates: the cookie answers a new token once; a reused cookie revokes the whole family', async () => {
    const talent = await signUpTalent(t);
    const first = await t.http
      .post('/api/Account/RefreshToken')
      .set('Cookie', talent.refreshCookie)
      .send({ Token: talent.token });
    const { token: second } = dataOf(first);
    expect(payloadOf(second).id).toBe(payloadOf(talent.token).id);
    const rotated = refreshCookieOf(first.headers['set-cookie']);
    expect(rotated).not.toBe(talent.refreshCookie);

    // The stolen first cookie is used again: refused, and the family (including the rotated one) is revoked.
    errorsOf(
      await t.http.post('/api/Account/RefreshToken').set('Cookie', talent.refreshCookie).send({ Token: talent.token }),
      401,
    );
    errorsOf(await t.http.post('/api/Account/RefreshToken').set('Cookie', rotated).send({ Token: second }), 401);
  });

  it("refuses a missing cookie, another account's token and a garbage token", async () => {
    const one = await signUpTalent(t);
    const other = await signUpCompany(t);
    errorsOf(await t.http.post('/api/Account/RefreshToken').send({ Token: one.token }), 401);
    errorsOf(
      await t.http.post('/api/Account/RefreshToken').set('Cookie', one.refreshCookie).send({ Token: other.token }),
      401,
    );
    errorsOf(
      await t.http.post('/api/Account/RefreshToken').set('Cookie', one.refreshCookie).send({ Token: 'garbage' }),
      401,
    );
    errorsOf(await t.http.post('/api/Account/RefreshToken').set('Cookie', one.refreshCookie).send({}), 400);
    // None of the failures above used the cookie up.
    dataOf(await t.http.post('/api/Account/RefreshToken').set('Cookie', one.refreshCookie).send({ Token: one.token }));
  });
});

describe('POST /api/Account/SignOut', () => {
  it('revokes the refresh cookie and clears it; works without any session too', async () => {
    const talent = await signUpTalent(t);
    const response = await t.http.post('/api/Account/SignOut').set('Cookie', talent.refreshCookie);
    expect(dataOf(response)).toBe(true);
    expect([response.headers['set-cookie']].flat().join()).toMatch(/refreshToken=;/);
    errorsOf(
      await t.http.post('/api/Account/RefreshToken').set('Cookie', talent.refreshCookie).send({ Token: talent.token }),
      401,
    );
    expect(dataOf(await t.http.post('/api/Account/SignOut'))).toBe(true);
  });

  it("ends the session's access token at once, with the cookie or with the token alone; the account's other sessions go on", async () => {
    const talent = await signUpTalent(t);
    const elsewhere = dataOf(
      await t.http.post('/api/Account/SignIn').send({ email: talent.email, password: PASSWORD }),
    );
    dataOf(await t.http.post('/api/Account/SignOut').set('Cookie', talent.refreshCookie));
    errorsOf(await t.http.get('/api/Account/GetUserInfo').set(bearer(talent)), 401);
    dataOf(await t.http.get('/api/Account/GetUserInfo').set(bearer(elsewhere)));

    dataOf(await t.http.post('/api/Account/SignOut').set(bearer(elsewhere)));
    errorsOf(await t.http.get('/api/Account/GetUserInfo').set(bearer(elsewhere)), 401);
  });
});

describe('old sessions and links', () => {
  it('are forgotten 30 days after they ended or lapsed; live ones stay', async () => {
    const { SessionService } = await import('../src/modules/account/sessions/session.service.js');
    const { OneTimeTokenService } = await import('../src/modules/account/sessions/one-time-token.service.js');
    const sidOf = (token: string) => payloadOf(token).sid as string;
    const [live, signedOut, lapsed] = [await signUpTalent(t), await signUpTalent(t), await signUpTalent(t)];
    dataOf(await t.http.post('/api/Account/SignOut').set(bearer(signedOut)));
    await t.db.query(`UPDATE account_session SET ended_at = now() - interval '31 days' WHERE id = $1`, [
      sidOf(signedOut.token),
    ]);
    await t.db.query(`UPDATE refresh_token SET expires_at = now() - interval '31 days' WHERE family_id = $1`, [
      sidOf(lapsed.token),
    ]);
    await t.db.query(
      `UPDATE one_time_token SET expires_at = now() - interval '31 days' WHERE account_id = (SELECT id FROM account WHERE email = $1)`,
      [lapsed.email],
    );

    expect(await t.app.get(SessionService).pruneOld()).toBeGreaterThanOrEqual(2);
    expect(await t.app.get(OneTimeTokenService).pruneOld()).toBeGreaterThanOrEqual(1);
    const sessions = async (token: string) => t.db.query('SELECT 1 FROM account_session WHERE id = $1', [sidOf(token)]);
    expect(await sessions(live.token)).toHaveLength(1);
    expect(await sessions(signedOut.token)).toHaveLength(0);
    expect(await sessions(lapsed.token)).toHaveLength(0);
    expect(await t.db.query('SELECT 1 FROM refresh_token WHERE family_id = $1', [sidOf(lapsed.token)])).toHaveLength(0);
    dataOf(await t.http.get('/api/Account/GetUserInfo').set(bearer(live)));
  });
});
