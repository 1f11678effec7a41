import { readFileSync } from 'node:fs';
import type { INestApplication } from '@nestjs/common';
import { GUARDS_METADATA } from '@nestjs/common/constants.js';
import { Environment } from '../../src/config/environment.js';
import { IS_PUBLIC, VISITORS_ONLY } from '../../src/core/auth/public.decorator.js';
import { en } from '../../src/core/i18n/messages.en.js';
import { ka } from '../../src/core/i18n/messages.ka.js';
import { RateLimitGuard } from '../../src/core/rate-limit/rate-limit.guard.js';
import { bearer, PASSWORD, signUpTalent, type SignedUp } from '../support/accounts.js';
import { errorsOf } from '../support/envelope.js';
import { routeHandlers } from '../support/route-table.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Rate limits as docs/operations.md "Rate limits" documents them: every limited route, its limit and
 * its key, checked against the server's own routes and then route by route, on two app instances
 * sharing their counts through Redis (the in-memory counter: src/core/rate-limit/rate-limiter.spec.ts,
 * test/account-abuse.api.spec.ts).
 */

const LIMIT = 3;
/** A Redis database index of this file's own; keys carry a client address unique to this run. */
const REDIS_URL = 'redis://127.0.0.1:6379/7';

interface DocumentedLimit {
  route: string;
  perMinute: number;
  key: 'IP' | 'account';
  setting: string;
}

/** The rows of the table in docs/operations.md, section "Rate limits". */
function documentedLimits(): DocumentedLimit[] {
  const docs = readFileSync('docs/operations.md', 'utf8');
  const section = docs.split(/^## /m).find((part) => part.startsWith('Rate limits\n'));
  if (!section) throw new Error('docs/operations.md has no "Rate limits" section');
  return [
    ...section.matchAll(/^\| `((?:GET|POST|PUT|PATCH|DELETE) \/api\/\S+)` \| (\d+) \| (IP|account) \| `(\w+)` \|$/gm),
  ].map((row) => ({
    route: row[1]!,
    perMinute: Number(row[2]),
    key: row[3] as DocumentedLimit['key'],
    setting: row[4]!,
  }));
}

/** The rows of the second table of that section: the calls that check a password. */
function documentedPasswordChecks(): DocumentedLimit[] {
  const docs = readFileSync('docs/operations.md', 'utf8');
  const section = docs.split(/^## /m).find((part) => part.startsWith('Rate limits\n'))!;
  return [...section.matchAll(/^\| `((?:GET|POST) \/api\/\S+)` \| (\d+) \| account and IP \| `(\w+)` \|$/gm)].map(
    (row) => ({
      route: row[1]!,
      perMinute: Number(row[2]),
      key: 'account',
      setting: row[3]!,
    }),
  );
}

/** Every call of the server that checks a password (PasswordAttempts), with a wrong and a right one. */
const PASSWORD_CHECKS: Record<
  string,
  (who: SignedUp, password: string) => { path: string; body: Record<string, string>; signedIn: boolean }
> = {
  'POST /api/Account/SignIn': (who, password) => ({
    path: '/api/Account/SignIn',
    body: { email: who.email, password },
    signedIn: false,
  }),
  'POST /api/Account/PasswordChange': (_, password) => ({
    path: '/api/Account/PasswordChange',
    body: { oldPassword: password, newPassword: 'Changed#123', confirmPassword: 'Changed#123' },
    signedIn: true,
  }),
  'POST /api/Account/DeleteCompanyOrTalent': (_, password) => ({
    path: '/api/Account/DeleteCompanyOrTalent',
    body: { password },
    signedIn: true,
  }),
};

/** Every route the app limits (@RateLimited on the handler or its controller), whether it is public,
 *  and whether it is for visitors only (@VisitorsOnly: a caller with a session is refused first). */
function limitedRoutes(app: INestApplication): { route: string; isPublic: boolean; visitorsOnly: boolean }[] {
  return routeHandlers(app)
    .filter(({ handler, controller }) =>
      [
        ...(Reflect.getMetadata(GUARDS_METADATA, controller) ?? []),
        ...(Reflect.getMetadata(GUARDS_METADATA, handler) ?? []),
      ].includes(RateLimitGuard),
    )
    .map(({ key, meta }) => ({
      route: key,
      isPublic: meta<boolean>(IS_PUBLIC) ?? false,
      visitorsOnly: meta<boolean>(VISITORS_ONLY) ?? false,
    }))
    .sort((a, b) => a.route.localeCompare(b.route));
}

/** Client addresses no other run shares (a documentation IPv6 prefix, this process, a random part). */
const runPrefix = `2001:db8:${(process.pid >>> 16).toString(16)}:${(process.pid & 0xffff).toString(16)}:${Math.floor(Math.random() * 0xffff).toString(16)}`;
let addresses = 0;
const newAddress = () => `${runPrefix}::${(++addresses).toString(16)}`;

/** The app as a client at an address of its own sees it (the helpers' sign-ups count against the limits too). */
const asNewClient = (t: TestApp): TestApp => {
  const from = newAddress();
  const http = {
    get: (path: string) => t.http.get(path).set('X-Forwarded-For', from),
    post: (path: string) => t.http.post(path).set('X-Forwarded-For', from),
  };
  return { ...t, http: http as unknown as TestApp['http'] };
};

function call(
  t: TestApp,
  route: string,
  { from, who, language = 'en' }: { from: string; who?: SignedUp; language?: string },
) {
  const [method, path] = route.split(' ') as [string, string];
  let request = method === 'GET' ? t.http.get(path) : t.http.post(path).send({});
  request = request.set('X-Forwarded-For', from).set('Accept-Language', language);
  return who ? request.set(bearer(who)) : request;
}

/** Calls the route up to the limit (none refused, none failing), then once more: a 429 envelope. */
async function exhaust(t: TestApp, route: string, client: { from: string; who?: SignedUp }) {
  for (let i = 0; i < LIMIT; i++) {
    await notLimited(route, call(t, route, client));
  }
  const refused = await call(t, route, client);
  expect(errorsOf(refused, 429)).toEqual({ _: [en.errors.rateLimited] });
  const wait = Number(refused.headers['retry-after']);
  expect(wait).toBeGreaterThanOrEqual(1);
  expect(wait).toBeLessThanOrEqual(60);
}

/** Answered, not refused by the limit (a 4xx of the route's own checks is fine). */
async function notLimited(route: string, response: PromiseLike<{ status: number }>) {
  const { status } = await response;
  expect({ route, answered: status >= 200 && status < 429 }).toEqual({ route, answered: true });
}

describe('rate limits shared through Redis', () => {
  /** Two instances of the app, as two processes behind a load balancer. */
  let one: TestApp;
  let two: TestApp;
  let talent: SignedUp;
  let otherTalent: SignedUp;
  const documented = documentedLimits();
  beforeAll(async () => {
    const env = { AUTH_RATE_LIMIT_PER_MINUTE: String(LIMIT), REDIS_URL };
    one = await startTestApp(env);
    two = await startTestApp({ ...env, ...one.sameDatabase });
    // Redis outlives the run while a fresh database numbers its accounts from 1 again: this run's
    // accounts start at an id of their own, so that their counts are theirs.
    await one.db.query(`SELECT setval(pg_get_serial_sequence('account', 'id'), $1)`, [
      1_000_000 + Math.floor(Math.random() * 2_000_000_000),
    ]);
    [talent, otherTalent] = [await signUpTalent(asNewClient(one)), await signUpTalent(asNewClient(one))];
  });
  afterAll(async () => {
    await two?.close();
    await one?.close();
  });

  it('are documented for every limited route of the server, with the default limit, the setting and the key the route uses', () => {
    const defaultLimit = new Environment().AUTH_RATE_LIMIT_PER_MINUTE;
    const byRoute = (a: { route: string }, b: { route: string }) => a.route.localeCompare(b.route);
    expect([...documented].sort(byRoute)).toEqual(
      limitedRoutes(one.app).map(({ route, isPublic }) => ({
        route,
        perMinute: defaultLimit,
        key: isPublic ? 'IP' : 'account',
        setting: 'AUTH_RATE_LIMIT_PER_MINUTE',
      })),
    );
  });

  it.each(documented.filter((row) => row.key === 'IP').map((row) => row.route))(
    '%s: 429 with Retry-After past the limit, counted per IP address, tokens or not',
    async (route) => {
      const from = newAddress();
      await exhaust(one, route, { from });
      expect(errorsOf(await call(one, route, { from, language: 'ka' }), 429)).toEqual({ _: [ka.errors.rateLimited] });
      // A token does not open a new count (a route for visitors only refuses it first); another
      // address has its own.
      const visitorsOnly = limitedRoutes(one.app).some((limited) => limited.route === route && limited.visitorsOnly);
      errorsOf(await call(one, route, { from, who: otherTalent }), visitorsOnly ? 403 : 429);
      await notLimited(route, call(one, route, { from: newAddress() }));
    },
  );

  it.each(documented.filter((row) => row.key === 'account').map((row) => row.route))(
    '%s: 429 with Retry-After past the limit, counted per account',
    async (route) => {
      const from = newAddress();
      await exhaust(one, route, { from, who: talent });
      // Another address does not help the same account; another account at the same address has its own count.
      errorsOf(await call(one, route, { from: newAddress(), who: talent }), 429);
      await notLimited(route, call(one, route, { from, who: otherTalent }));
    },
  );

  it('document every call that checks a password, with the same limit and setting', () => {
    expect(documentedPasswordChecks()).toEqual(
      Object.keys(PASSWORD_CHECKS).map((route) => ({
        route,
        perMinute: new Environment().AUTH_RATE_LIMIT_PER_MINUTE,
        key: 'account',
        setting: 'AUTH_RATE_LIMIT_PER_MINUTE',
      })),
    );
  });

  it.each(Object.keys(PASSWORD_CHECKS))(
    '%s: wrong passwords count per account and per IP on every instance; past the limit a 429 with Retry-After, even for the right password',
    async (route) => {
      const check = PASSWORD_CHECKS[route]!;
      const send = (instance: TestApp, who: SignedUp, password: string, from: string) => {
        const { path, body, signedIn } = check(who, password);
        const request = instance.http.post(path).set('X-Forwarded-For', from).send(body);
        return signedIn ? request.set(bearer(who)) : request;
      };
      const from = newAddress();
      const owner = await signUpTalent(asNewClient(one));
      const bystander = await signUpTalent(asNewClient(one));
      for (let i = 0; i < LIMIT; i++) {
        const wrong = await send(i % 2 ? two : one, owner, 'Wrong#1234', from);
        expect([400, 401]).toContain(wrong.status);
      }
      // The account is used up, wherever the next try comes from and whichever instance takes it.
      const refused = await send(two, owner, PASSWORD, newAddress());
      expect(errorsOf(refused, 429)).toEqual({ _: [en.errors.rateLimited] });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect(errorsOf(await send(one, owner, PASSWORD, newAddress()).set('Accept-Language', 'ka'), 429)).toEqual({
        _: [ka.errors.rateLimited],
      });
      // So is the client, for another account's password on another of these calls.
      const elsewhere = await one.http
        .post('/api/Account/PasswordChange')
        .set('X-Forwarded-For', from)
        .set(bearer(bystander))
        .send({ oldPassword: PASSWORD, newPassword: 'Changed#123', confirmPassword: 'Changed#123' });
      errorsOf(elsewhere, 429);
      // Another client with another account is not held up.
      expect((await send(two, bystander, 'Wrong#1234', newAddress())).status).not.toBe(429);
      expect(await one.db.query('SELECT 1 FROM account WHERE lower(email) = lower($1)', [owner.email])).toHaveLength(1);
    },
  );

  it('count wrong passwords of an address no account has like those of one that has it', async () => {
    const unknown = { email: `nobody.${process.pid}.${Date.now()}@example.com`, token: '', refreshCookie: '' };
    for (let i = 0; i < LIMIT; i++)
      errorsOf(
        await one.http
          .post('/api/Account/SignIn')
          .set('X-Forwarded-For', newAddress())
          .send({ email: unknown.email, password: 'Wrong#1234' }),
        401,
      );
    errorsOf(
      await two.http
        .post('/api/Account/SignIn')
        .set('X-Forwarded-For', newAddress())
        .send({ email: unknown.email, password: 'Wrong#1234' }),
      429,
    );
  });

  it('count calls to one instance on the other', async () => {
    const route = 'POST /api/Account/SignIn';
    const from = newAddress();
    await notLimited(route, call(one, route, { from }));
    await notLimited(route, call(two, route, { from }));
    await notLimited(route, call(one, route, { from }));
    expect(errorsOf(await call(two, route, { from }), 429)).toEqual({ _: [en.errors.rateLimited] });
    errorsOf(await call(one, route, { from }), 429);
    await notLimited(route, call(two, route, { from: newAddress() }));
  });
});
