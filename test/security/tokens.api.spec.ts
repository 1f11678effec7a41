import { createHmac } from 'node:crypto';
import { en } from '../../src/core/i18n/messages.en.js';
import { ka } from '../../src/core/i18n/messages.ka.js';
import {
  bearer,
  PASSWORD,
  refreshCookieOf,
  signIn,
  signInStaff,
  signUpTalent,
  type SignedUp,
} from '../support/accounts.js';
import { accountIdOf, viewAsSessionOf } from '../support/admin-callers.js';
import { dataOf, errorsOf } from '../support/envelope.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Access and refresh tokens under attack (OWASP ASVS V3/V9). Already proven elsewhere, not repeated
 * here: none, garbage, `alg: none`, a wrong key, a wrong audience, an expired token and a changed
 * account id (test/account-session.api.spec.ts "access tokens"); deleted and blocked accounts'
 * access tokens; refresh reuse revoking the family (same file); a password change or recovery
 * ending other sessions (test/account-password.api.spec.ts); sign out everywhere
 * (test/account-security.api.spec.ts).
 */

const SECRET = 'tokens-spec-secret-0123456789abcdefghijklmnop';

let t: TestApp;
let talent: SignedUp;
let staff: SignedUp;
beforeAll(async () => {
  t = await startTestApp({ JWT_SECRET: SECRET });
  [talent, staff] = [await signUpTalent(t), await signInStaff(t)];
});
afterAll(() => t.close());

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const partsOf = (token: string) => {
  const [, payload, signature] = token.split('.');
  return { payload: JSON.parse(Buffer.from(payload!, 'base64url').toString()), signature: signature! };
};
/** A token signed as the server signs (HMAC over header.payload), with any header and claims. */
function forge(
  payload: Record<string, unknown>,
  { secret = SECRET, header = { alg: 'HS256', typ: 'JWT' }, hash = 'sha256' } = {},
) {
  const unsigned = `${base64url(header)}.${base64url(payload)}`;
  return `${unsigned}.${createHmac(hash, secret).update(unsigned).digest('base64url')}`;
}
/** The token's own signature kept over a changed payload. */
const tampered = (token: string, change: Record<string, unknown>) => {
  const { payload, signature } = partsOf(token);
  return `${token.split('.')[0]}.${base64url({ ...payload, ...change })}.${signature}`;
};

const userInfo = (token: string, language = 'en') =>
  t.http.get('/api/Account/GetUserInfo').set('Accept-Language', language).set('Authorization', `Bearer ${token}`);
const refresh = (cookie: string, token: string) =>
  t.http.post('/api/Account/RefreshToken').set('Cookie', cookie).send({ Token: token });

async function expectSignedOut(token: string) {
  expect(errorsOf(await userInfo(token), 401)).toEqual({ _: [en.errors.unauthorized] });
}

describe('forged access tokens', () => {
  it('refuses every algorithm but HS256 with the configured key, and any other issuer or audience', async () => {
    const claims = partsOf(talent.token).payload;
    const now = Math.floor(Date.now() / 1000);
    const forged = [
      // "none" in other spellings, with and without a signature part.
      `${base64url({ alg: 'None', typ: 'JWT' })}.${base64url(claims)}.`,
      `${base64url({ alg: 'NONE' })}.${base64url(claims)}`,
      // The right key under another HMAC algorithm, and an asymmetric algorithm's name over an HMAC signature (key confusion).
      forge(claims, { header: { alg: 'HS512', typ: 'JWT' }, hash: 'sha512' }),
      forge(claims, { header: { alg: 'RS256', typ: 'JWT' } }),
      // The development key, which a production-like deployment does not use.
      forge(claims, { secret: 'development-only-secret-do-not-use-in-production-0123456789' }),
      forge({ ...claims, iss: 'evil.example' }),
      forge({ id: claims.id, ViewAs: false, sv: claims.sv, exp: now + 600 }),
      forge({ ...claims, nbf: now + 3600 }),
      `${talent.token.split('.').slice(0, 2).join('.')}.`,
    ];
    for (const token of forged) await expectSignedOut(token);
    expect(errorsOf(await userInfo(forged[0]!, 'ka'), 401)).toEqual({ _: [ka.errors.unauthorized] });
    dataOf(await userInfo(talent.token));
  });

  it('refuses a token whose claims were changed under its signature: account id, session version, view-as flag, added role', async () => {
    const { payload } = partsOf(talent.token);
    for (const change of [
      { id: payload.id - 1 },
      { sv: payload.sv + 1 },
      { ViewAs: true },
      { role: 'Admin', isStaff: true },
      { exp: payload.exp + 86400 },
    ]) {
      await expectSignedOut(tampered(talent.token, change));
    }
    // A view-as session cannot shed its read-only flag either.
    const viewAs = await viewAsSessionOf(t, staff, await accountIdOf(t, talent.email));
    dataOf(await userInfo(viewAs.token));
    await expectSignedOut(tampered(viewAs.token, { ViewAs: false }));
  });

  it('takes roles from the account, never from the token: a correctly signed token claiming staff rights is still a talent', async () => {
    const claims = partsOf(talent.token).payload;
    const claimsStaff = forge({ ...claims, role: 'Admin', roles: ['Admin'], isStaff: true, is_staff: true, kind: 3 });
    expect(dataOf(await userInfo(claimsStaff)).email).toBe(talent.email);
    errorsOf(await t.http.get('/api/Admin/GetDashboard').set(bearer({ token: claimsStaff })), 403);
  });

  it('reads the token from the Authorization header only, as a Bearer token', async () => {
    const requests = [
      t.http.get('/api/Account/GetUserInfo').query({ access_token: talent.token }),
      t.http.get('/api/Account/GetUserInfo').set('Cookie', `token=${talent.token}; access_token=${talent.token}`),
      t.http.get('/api/Account/GetUserInfo').set('Authorization', talent.token),
      t.http.get('/api/Account/GetUserInfo').set('Authorization', `Basic ${talent.token}`),
      t.http.get('/api/Account/GetUserInfo').set('Authorization', `Bearer ${talent.token}x`),
    ];
    for (const request of requests) expect(errorsOf(await request, 401)).toEqual({ _: [en.errors.unauthorized] });
  });
});

describe('refresh tokens', () => {
  it('will not refresh with a forged expired access token, and a failed attempt leaves the cookie usable', async () => {
    const owner = await signUpTalent(t);
    const claims = partsOf(owner.token).payload;
    for (const token of [
      `${base64url({ alg: 'none' })}.${base64url(claims)}.`,
      forge(claims, { secret: 'another-secret-another-secret-another-secret' }),
      tampered(owner.token, { id: partsOf(talent.token).payload.id }),
    ]) {
      errorsOf(await refresh(owner.refreshCookie, token), 401);
    }
    dataOf(await refresh(owner.refreshCookie, owner.token));
  });

  it('revokes only the reused family: the same account signed in on another device keeps its session', async () => {
    const laptop = await signUpTalent(t);
    const phone = await signIn(t, laptop.email);
    const rotated = refreshCookieOf((await refresh(laptop.refreshCookie, laptop.token)).headers['set-cookie']);
    errorsOf(await refresh(laptop.refreshCookie, laptop.token), 401);
    errorsOf(await refresh(rotated, laptop.token), 401);
    const renewed = dataOf(await refresh(phone.refreshCookie, phone.token));
    dataOf(await userInfo(renewed.token));
  });

  it('keeps a view-as session read-only across refreshes', async () => {
    const opened = await viewAsSessionOf(t, staff, await accountIdOf(t, talent.email));
    const renewed = dataOf(await refresh(opened.refreshCookie, opened.token));
    expect(partsOf(renewed.token).payload.ViewAs).toBe(true);
    expect(errorsOf(await t.http.post('/api/Account/SignOutEverywhere').set(bearer(renewed)), 403)._).toEqual([
      en.errors.viewAsReadOnly,
    ]);
  });

  it('ends at once for an account blocked by staff or deleted: access and refresh', async () => {
    const blocked = await signUpTalent(t);
    dataOf(
      await t.http
        .post('/api/Admin/BlockAccount')
        .set(bearer(staff))
        .query({ accountId: await accountIdOf(t, blocked.email) })
        .send({ reason: 'Spam' }),
    );
    await expectSignedOut(blocked.token);
    errorsOf(await refresh(blocked.refreshCookie, blocked.token), 401);

    const deleted = await signUpTalent(t);
    const [{ id }] = await t.db.query('SELECT id FROM account WHERE email = $1', [deleted.email]);
    dataOf(await t.http.post('/api/Account/DeleteCompanyOrTalent').set(bearer(deleted)).send({ password: PASSWORD }));
    errorsOf(await refresh(deleted.refreshCookie, deleted.token), 401);
    expect(await t.db.query('SELECT id FROM refresh_token WHERE account_id = $1', [id])).toEqual([]);
  });
});
