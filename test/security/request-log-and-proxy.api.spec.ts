import { pino } from 'pino';
import { signInStaff, signUpTalent } from '../support/accounts.js';
import { accountIdOf, exchangeLink, viewAsLinkOf } from '../support/admin-callers.js';
import { errorsOf } from '../support/envelope.js';
import { startTestApp } from '../support/test-app.js';

describe('the request log', () => {
  it('never keeps the value of a one-time token from a URL', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    const t = await startTestApp({ LOG_LEVEL: 'info' }, { logger });
    try {
      const staff = await signInStaff(t);
      const talent = await signUpTalent(t);
      const link = await viewAsLinkOf(t, staff, await accountIdOf(t, talent.email));
      await exchangeLink(t, link);
      await t.http.get(`/signIn/continue?tokenId=${link.tokenId}`);
      await t.http.get('/verifyEmail?verificationId=verification-secret&email=a%40b.ge');
      await t.http.get('/passwordRecovery/newPassword?email=a%40b.ge&token=recovery-secret');
      await t.http.get('/api/Digests/Unsubscribe?token=1.unsubscribe-secret');
      await t.http.get('/api/Account/GoogleResponse?code=oauth-code&state=oauth-state');

      const urls = lines.map((line) => JSON.parse(line) as { req?: { url: string } }).flatMap((entry) => (entry.req ? [entry.req.url] : []));
      expect(urls).toContain('/api/Account/ViewAs?tokenId=[redacted]');
      expect(urls).toContain('/verifyEmail?verificationId=[redacted]&email=a%40b.ge');
      const log = lines.join('');
      for (const secret of [link.tokenId, 'verification-secret', 'recovery-secret', 'unsubscribe-secret', 'oauth-code', 'oauth-state']) {
        expect(log).not.toContain(secret);
      }
    } finally {
      await t.close();
    }
  });
});

describe('TRUST_PROXY', () => {
  const checkEmail = (t: Awaited<ReturnType<typeof startTestApp>>, from: string) =>
    t.http.get('/api/Account/CheckUserExist').set('X-Forwarded-For', from).query({ Email: `free.${Date.now()}.${Math.random()}@example.com` });

  it('by default (loopback) takes the client address from a proxy on this machine: each forwarded client has its own limit', async () => {
    const t = await startTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '2' });
    try {
      for (const from of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) expect((await checkEmail(t, from)).status).toBe(200);
      await checkEmail(t, '198.51.100.1');
      errorsOf(await checkEmail(t, '198.51.100.1'), 429);
    } finally {
      await t.close();
    }
  });

  it('0 trusts no proxy: a forged X-Forwarded-For buys no new limit', async () => {
    const t = await startTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '2', TRUST_PROXY: '0' });
    try {
      expect((await checkEmail(t, '198.51.100.1')).status).toBe(200);
      expect((await checkEmail(t, '198.51.100.2')).status).toBe(200);
      errorsOf(await checkEmail(t, '198.51.100.3'), 429);
    } finally {
      await t.close();
    }
  });

  it('a list that does not name the proxy makes it the client', async () => {
    const t = await startTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1', TRUST_PROXY: '10.0.0.0/8, 192.168.1.1' });
    try {
      expect((await checkEmail(t, '198.51.100.1')).status).toBe(200);
      errorsOf(await checkEmail(t, '198.51.100.2'), 429);
    } finally {
      await t.close();
    }
  });
});
