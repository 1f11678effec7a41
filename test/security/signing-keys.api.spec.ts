import { createHmac } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { bearer, signInStaff, signUpTalent } from '../support/accounts.js';
import { dataOf, errorsOf } from '../support/envelope.js';
import { createScratchDatabase, startTestApp, type TestApp } from '../support/test-app.js';

/** The key `npm start` signed every token with until it was generated per instance (issue 19). */
const KEY_ONCE_IN_THE_SOURCE = 'development-only-secret-do-not-use-in-production-0123456789';

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const payloadOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
function signWith(key: string, payload: Record<string, unknown>): string {
  const unsigned = `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(payload)}`;
  return `${unsigned}.${createHmac('sha256', key).update(unsigned).digest('base64url')}`;
}

describe('signing keys without configuration', () => {
  it('a staff token minted with the key once written in the source is refused', async () => {
    const t = await startTestApp({ JWT_SECRET: '' });
    try {
      const staff = await signInStaff(t);
      const minted = signWith(KEY_ONCE_IN_THE_SOURCE, payloadOf(staff.token));
      expect(errorsOf(await t.http.get('/api/Account/GetUserInfo').set(bearer({ token: minted })), 401)._).toEqual([
        'Please sign in to continue',
      ]);
      expect(dataOf(await t.http.get('/api/Account/GetUserInfo').set(bearer(staff))).isAdmin).toBe(true);
    } finally {
      await t.close();
    }
  });

  it('are made on first start, kept beside the database with mode 0600, survive a restart, and never reach the log', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'techboard-keys-'));
    const server = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL) : null;
    // On PGlite the default place (beside PGLITE_DATA_DIR); on PostgreSQL in development, SECRETS_FILE.
    const env: Record<string, string> = server
      ? {
          NODE_ENV: 'development',
          JWT_SECRET: '',
          DATABASE_URL: server.url,
          SECRETS_FILE: join(folder, 'secrets.json'),
        }
      : { NODE_ENV: 'development', JWT_SECRET: '', PGLITE_DATA_DIR: join(folder, 'db') };
    const logLines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void logLines.push(line) });
    let t: TestApp | null = await startTestApp(env, { logger });
    try {
      const talent = await signUpTalent(t);
      await t.close();
      t = null;
      const path = join(folder, 'secrets.json');
      expect(statSync(path).mode & 0o777).toBe(0o600);
      const kept = JSON.parse(readFileSync(path, 'utf8')) as { jwtSecret: string; altchaHmacKey: string };

      t = await startTestApp(env, { logger });
      expect(dataOf(await t.http.get('/api/Account/GetUserInfo').set(bearer(talent))).email).toBe(talent.email);
      const log = logLines.join('');
      expect(log).toContain(`new random ones were made and kept in ${path}`);
      expect(log).toContain(`read from ${path}`);
      expect(log).not.toContain(kept.jwtSecret);
      expect(log).not.toContain(kept.altchaHmacKey);
    } finally {
      await t?.close();
      await server?.drop();
    }
  });
});
