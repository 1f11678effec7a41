import { dataOf, errorsOf } from './support/envelope.js';
import { bearer, PASSWORD, signUpTalent } from './support/accounts.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// Each block starts its own app with a different configuration (one app at a time per file: the
// embedded database driver keeps one in-memory instance per test file).

const BOT_CHECK_FAILED = 'The reCaptcha was not validated. Please try again.';

describe('anti-bot check after three failed sign-ins', () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await startTestApp({ BOT_CHECK: 'altcha' });
  });
  afterAll(() => strict.close());

  it('requires the bot check from the fourth attempt, even with the right password', async () => {
    const { email } = await signUpTalentWithoutBotCheck(strict);
    for (let i = 0; i < 3; i++)
      errorsOf(await strict.http.post('/api/Account/SignIn').send({ email, password: 'Wrong#1234' }), 401);
    const errors = errorsOf(await strict.http.post('/api/Account/SignIn').send({ email, password: PASSWORD }), 400);
    expect(errors.botToken).toEqual([BOT_CHECK_FAILED]);
    const { solveChallenge } = await import('altcha-lib');
    const { deriveKey } = await import('altcha-lib/algorithms/pbkdf2');
    const challenge = (await strict.http.get('/api/Account/BotChallenge')).body;
    const solution = await solveChallenge({ challenge, deriveKey });
    const botToken = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    dataOf(await strict.http.post('/api/Account/SignIn').send({ email, password: PASSWORD, botToken }));
    // The same solution is not accepted twice.
    for (let i = 0; i < 3; i++) await strict.http.post('/api/Account/SignIn').send({ email, password: 'Wrong#1234' });
    expect(
      errorsOf(await strict.http.post('/api/Account/SignIn').send({ email, password: PASSWORD, botToken }), 400)
        .botToken,
    ).toBeDefined();
  });

  it('asks an address no account has for it after three failures too, with the same answers: nothing tells the two apart', async () => {
    const { email: known } = await signUpTalentWithoutBotCheck(strict);
    const unknown = `nobody-${Date.now()}@example.com`;
    const answers = async (email: string) => {
      const seen = [];
      for (let i = 0; i < 4; i++) {
        const response = await strict.http.post('/api/Account/SignIn').send({ email, password: 'Wrong#1234' });
        seen.push({ status: response.status, errors: response.body.errors });
      }
      return seen;
    };
    const forUnknown = await answers(unknown);
    expect(forUnknown.at(-1)).toEqual({ status: 400, errors: { botToken: [BOT_CHECK_FAILED] } });
    expect(forUnknown).toEqual(await answers(known));
  });
});

/** Sign-up needs the bot check when it is on; the account is made straight in the database instead. */
async function signUpTalentWithoutBotCheck(app: TestApp) {
  const { createOrPromoteStaff } = await import('../src/modules/account/staff/staff-accounts.js');
  const email = `bot-check-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  await app.db.transaction((manager) => createOrPromoteStaff(manager, email, PASSWORD));
  await app.db.query('UPDATE account SET is_staff = false, account_kind = 1 WHERE email = $1', [email]);
  return { email };
}

describe('with a limit of three a minute (counted in the process, without Redis)', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await startTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(() => limited.close());

  it('answers 429 with Retry-After once a client goes over the per-minute limit', async () => {
    for (let i = 0; i < 3; i++)
      await limited.http.get('/api/Account/CheckUserExist').query({ Email: `x${i}@example.com` });
    const response = await limited.http.get('/api/Account/CheckUserExist').query({ Email: 'y@example.com' });
    expect(errorsOf(response, 429)._).toEqual(['Too many requests. Please wait a minute and try again.']);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    // Other routes keep their own count.
    errorsOf(
      await limited.http
        .post('/api/Account/SignIn')
        .set('X-Forwarded-For', '192.0.2.1')
        .send({ email: 'a@b.ge', password: 'x' }),
      401,
    );
  });

  it('PasswordChange and DeleteCompanyOrTalent count wrong passwords together: past the limit a 429 with Retry-After, even for the right one', async () => {
    const talent = await signUpTalent(limited);
    const from = '192.0.2.2';
    const change = (oldPassword: string) =>
      limited.http
        .post('/api/Account/PasswordChange')
        .set('X-Forwarded-For', from)
        .set(bearer(talent))
        .send({ oldPassword, newPassword: 'Changed#123', confirmPassword: 'Changed#123' });
    const remove = (password: string) =>
      limited.http
        .post('/api/Account/DeleteCompanyOrTalent')
        .set('X-Forwarded-For', from)
        .set(bearer(talent))
        .send({ password });
    expect(errorsOf(await change('Wrong#1234'), 400).oldPassword).toEqual(['The current password is incorrect']);
    expect(errorsOf(await remove('Wrong#1234'), 400).password).toEqual(['The password is incorrect']);
    errorsOf(await change('Wrong#1234'), 400);
    for (const response of [await change(PASSWORD), await remove(PASSWORD)]) {
      expect(errorsOf(response, 429)._).toEqual(['Too many requests. Please wait a minute and try again.']);
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Nothing changed: the account is there with its password.
    const [row] = await limited.db.query('SELECT password_hash FROM account WHERE email = $1', [talent.email]);
    const { passwordHasher } = await import('../src/modules/account/password-hasher.js');
    expect(await passwordHasher.verify(row.password_hash, PASSWORD)).toBe(true);
  });
});
