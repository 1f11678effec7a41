import { pino } from 'pino';
import { signInStaff, signUpTalent } from '../support/accounts.js';
import { accountIdOf, exchangeLink, viewAsLinkOf } from '../support/admin-callers.js';
import { errorsOf } from '../support/envelope.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// One app: the request log at info level, no proxy trusted, two calls a minute per route and client.
let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
  t = await startTestApp({ LOG_LEVEL: 'info', TRUST_PROXY: '0', AUTH_RATE_LIMIT_PER_MINUTE: '2' }, { logger });
});
afterAll(() => t.close());

describe('the request log', () => {
  it('never keeps the value of a one-time token from a URL', async () => {
    const staff = await signInStaff(t);
    const talent = await signUpTalent(t);
    const link = await viewAsLinkOf(t, staff, await accountIdOf(t, talent.email));
    await exchangeLink(t, link);
    await t.http.get(`/signIn/continue?tokenId=${link.tokenId}`);
    await t.http.get('/verifyEmail?verificationId=verification-secret&email=a%40b.ge');
    await t.http.get('/passwordRecovery/newPassword?email=a%40b.ge&token=recovery-secret');
    await t.http.get('/api/Digests/Unsubscribe?token=1.unsubscribe-secret');
    await t.http.get('/api/Account/GoogleResponse?code=oauth-code&state=oauth-state');

    const urls = lines
      .map((line) => JSON.parse(line) as { req?: { url: string } })
      .flatMap((entry) => (entry.req ? [entry.req.url] : []));
    expect(urls).toContain('/api/Account/ViewAs?tokenId=[redacted]');
    expect(urls).toContain('/verifyEmail?verificationId=[redacted]&email=a%40b.ge');
    const log = lines.join('');
    for (const secret of [
      link.tokenId,
      'verification-secret',
      'recovery-secret',
      'unsubscribe-secret',
      'oauth-code',
      'oauth-state',
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});

describe('TRUST_PROXY', () => {
  // The default (loopback) takes X-Forwarded-For from a proxy on this machine: the rate-limit tests
  // (test/security/rate-limits.api.spec.ts) are each a client of their own that way.
  it('0 trusts no proxy: a forged X-Forwarded-For buys no new limit', async () => {
    const checkEmail = (from: string) =>
      t.http
        .get('/api/Account/CheckUserExist')
        .set('X-Forwarded-For', from)
        .query({ Email: `free.${Date.now()}.${Math.random()}@example.com` });
    expect((await checkEmail('198.51.100.1')).status).toBe(200);
    expect((await checkEmail('198.51.100.2')).status).toBe(200);
    errorsOf(await checkEmail('198.51.100.3'), 429);
  });
});
