import { dataOf, errorsOf } from './support/envelope.js';
import { PASSWORD } from './support/accounts.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// Each test starts its own app with a different configuration (one app at a time per file:
// the embedded database driver keeps one in-memory instance per test file).

describe('anti-bot check after three failed sign-ins', () => {
  it('requires the bot check from the fourth attempt, even with the right password', async () => {
    const strict = await startTestApp({ BOT_CHECK: 'altcha' });
    try {
      const { email } = await signUpTalentWithoutBotCheck(strict);
      for (let i = 0; i < 3; i++) errorsOf(await strict.http.post('/api/Account/SignIn').send({ email, password: 'Wrong#1234' }), 401);
      const errors = errorsOf(await strict.http.post('/api/Account/SignIn').send({ email, password: PASSWORD }), 400);
      expect(errors.botToken).toEqual(['The reCaptcha was not validated. Please try again.']);
      const { solveChallenge } = await import('altcha-lib');
      const { deriveKey } = await import('altcha-lib/algorithms/pbkdf2');
      const challenge = (await strict.http.get('/api/Account/BotChallenge')).body;
      const solution = await solveChallenge({ challenge, deriveKey });
      const botToken = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
      dataOf(await strict.http.post('/api/Account/SignIn').send({ email, password: PASSWORD, botToken }));
      // The same solution is not accepted twice.
      for (let i = 0; i < 3; i++) await strict.http.post('/api/Account/SignIn').send({ email, password: 'Wrong#1234' });
      expect(errorsOf(await strict.http.post('/api/Account/SignIn').send({ email, password: PASSWORD, botToken }), 400).botToken).toBeDefined();
    } finally {
      await strict.close();
    }
  });
});

/** Sign-up needs the bot check when it is on; the account is made straight in the database instead. */
async function signUpTalentWithoutBotCheck(app: TestApp) {
  const { createOrPromoteStaff } = await import('../src/modules/account/staff/staff-accounts.js');
  const email = `bot-check-${Date.now()}@example.com`;
  await app.db.transaction((manager) => createOrPromoteStaff(manager, email, PASSWORD));
  await app.db.query('UPDATE account SET is_staff = false, account_kind = 1 WHERE email = $1', [email]);
  return { email };
}

describe('rate limits', () => {
  it('answers 429 with Retry-After once a client goes over the per-minute limit', async () => {
    const limited = await startTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      for (let i = 0; i < 3; i++) await limited.http.get('/api/Account/CheckUserExist').query({ Email: `x${i}@example.com` });
      const response = await limited.http.get('/api/Account/CheckUserExist').query({ Email: 'y@example.com' });
      expect(errorsOf(response, 429)._).toEqual(['Too many requests. Please wait a minute and try again.']);
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      // Other routes keep their own count.
      errorsOf(await limited.http.post('/api/Account/SignIn').send({ email: 'a@b.ge', password: 'x' }), 401);
    } finally {
      await limited.close();
    }
  });
});

