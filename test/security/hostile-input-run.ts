import fc from 'fast-check';
import { bearer, signIn, signInStaff, signUpCompany, signUpTalent, type SignedUp } from '../support/accounts.js';
import { changedTables, databaseFingerprint, type DatabaseFingerprint } from '../support/db-fingerprint.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { allDtoFields, type Caller, type HostileTarget, hostileTargets } from './hostile-input-routes.js';
import { problemWith, readsInput, valuedFields } from './hostile-input-verdict.js';
import { fcSeed, fixedHostileRequests, type HostileRequest, hostileRequests } from './hostile-values.js';

/** Random calls per route and caller, after the fixed ones (fixedHostileRequests); a route that
 *  reads no input gets one. FC_RUNS raises it for a longer hunt. */
const RANDOM_RUNS = Number(process.env.FC_RUNS ?? 4);

/** HOSTILE_TRACE=1 prints, per route, the calls it answered although they gave its fields hostile
 *  values: what to read before adding fields to ACCEPTS_HOSTILE_TEXT. */
const TRACE = !!process.env.HOSTILE_TRACE;

/** HOSTILE_ROUTES=<regular expression> attacks only the routes whose key (`POST /api/Account/SignIn`) matches. */
const ONLY = process.env.HOSTILE_ROUTES ? new RegExp(process.env.HOSTILE_ROUTES) : null;

type Callers = Record<Caller, SignedUp | null>;

interface Outcome {
  input: HostileRequest;
  status: number;
}

const clip = (text: string, max = 200) => (text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text);

/** A hostile call in a few lines, for a failure message. */
function describeRequest(input: HostileRequest): string {
  const { body } = input;
  const sent = !body
    ? 'none'
    : body.type === 'multipart'
      ? `multipart ${clip(JSON.stringify(body.fields))}`
      : `${body.type} ${clip(JSON.stringify(body.text))}`;
  return `${input.label} [${input.language}]\n  query: ${clip(input.query)}\n  path: ${clip(input.pathValues.join(' | '))}\n  body: ${sent}`;
}

function send(t: TestApp, target: HostileTarget, who: SignedUp | null, input: HostileRequest) {
  let param = 0;
  const path = target.route.path.replace(/:\w+/g, () => input.pathValues[param++]);
  let request = t.http[target.route.method](input.query ? `${path}?${input.query}` : path).set(
    'Accept-Language',
    input.language,
  );
  if (who) request = request.set(bearer(who));
  const { body } = input;
  if (!body) return request;
  if (body.type === 'json') return request.set('Content-Type', 'application/json').send(body.text);
  if (body.type === 'form') return request.set('Content-Type', 'application/x-www-form-urlencoded').send(body.text);
  for (const [name, value] of body.fields) request = request.field(name, value);
  return request;
}

/** Every hostile call of one route as one caller; throws with the first wrong answer and its input. */
async function attack(
  t: TestApp,
  target: HostileTarget,
  who: SignedUp | null,
  seed: number,
  allFields: string[],
): Promise<Outcome[]> {
  const shape = { method: target.route.method, ...target };
  const fixed = fixedHostileRequests(shape);
  const outcomes: Outcome[] = [];
  const details = await fc.check(
    fc.asyncProperty(hostileRequests(shape, allFields), async (input) => {
      const response = await send(t, target, who, input);
      outcomes.push({ input, status: response.status });
      const problem = problemWith(target, input, response);
      if (problem) throw new Error(`${problem}: ${clip(JSON.stringify(response.body ?? response.text), 400)}`);
    }),
    {
      seed,
      numRuns: fixed.length + (readsInput(target) ? RANDOM_RUNS : 1),
      examples: fixed.map((input) => [input]),
      endOnFailure: true,
    },
  );
  if (details.failed) {
    const [input] = details.counterexample ?? [];
    const cause =
      details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
    throw new Error(
      `${target.route.key}: ${cause}\n${input ? describeRequest(input) : ''}\n(seed ${details.seed}; FC_SEED=${fcSeed()})`,
    );
  }
  return outcomes;
}

/** A route that accepted some calls may have changed data through them: its refused calls are sent
 *  again on their own, between two fingerprints. Returns the fingerprint after them. */
async function expectRefusalsStoreNothing(
  t: TestApp,
  target: HostileTarget,
  who: SignedUp | null,
  outcomes: Outcome[],
): Promise<DatabaseFingerprint> {
  const before = await databaseFingerprint(t.db);
  const acceptedNow: string[] = [];
  for (const { input } of outcomes.filter(({ status }) => status >= 400)) {
    const { status } = await send(t, target, who, input);
    if (status < 400) acceptedNow.push(`${input.label} (${status})`);
  }
  const after = await databaseFingerprint(t.db);
  if (acceptedNow.length)
    throw new Error(`${target.route.key}: refused calls accepted when sent again: ${acceptedNow.join(', ')}`);
  expectUnchanged(target, before, after);
  return after;
}

function expectUnchanged(target: HostileTarget, before: DatabaseFingerprint, after: DatabaseFingerprint): void {
  const changed = changedTables(before, after);
  if (Object.keys(changed).length)
    throw new Error(`${target.route.key}: refused calls changed ${JSON.stringify(changed)}`);
}

function traceAccepted(target: HostileTarget, caller: Caller, outcomes: Outcome[]): void {
  const accepted = outcomes.filter(({ input, status }) => status < 400 && valuedFields(target, input).length > 0);
  if (accepted.length) {
    const lines = accepted.map(({ input, status }) => `  ${status} ${describeRequest(input).replace(/\n\s*/g, ' | ')}`);
    process.stdout.write(`${target.route.key} as ${caller} accepted:\n${lines.join('\n')}\n`);
  }
}

/**
 * Defines the hostile-input test of the routes `pick` selects: each route, as each caller that
 * reaches its validation, never answers 5xx, refuses with the error envelope, accepts only where the
 * input is acceptable, and leaves the stored data as it was when it refused.
 */
export function describeHostileInput(title: string, pick: (target: HostileTarget) => boolean): void {
  describe(title, () => {
    let t: TestApp;
    let callers: Callers;
    let targets: { target: HostileTarget; index: number }[];
    const allFields = allDtoFields();

    beforeAll(async () => {
      t = await startTestApp();
      targets = hostileTargets(t.app)
        .map((target, index) => ({ target, index }))
        .filter(({ target }) => pick(target) && (!ONLY || ONLY.test(target.route.key)));
      const needed = new Set(targets.flatMap(({ target }) => target.callers));
      callers = {
        visitor: null,
        talent: needed.has('talent') ? await signUpTalent(t) : null,
        company: needed.has('company') ? await signUpCompany(t) : null,
        staff: needed.has('staff') ? await signInStaff(t) : null,
      };
    }, 60_000);
    afterAll(() => t?.close());

    test('the fingerprint sees a changed row, and the same rows again once it is changed back', async () => {
      const before = await databaseFingerprint(t.db);
      const firstFaq = 'WHERE id = (SELECT min(id) FROM faq_item)';
      await t.db.query(`UPDATE faq_item SET question_en = question_en || '!' ${firstFaq}`);
      expect(Object.keys(changedTables(before, await databaseFingerprint(t.db)))).toEqual(['faq_item']);
      await t.db.query(`UPDATE faq_item SET question_en = left(question_en, -1) ${firstFaq}`);
      expect(changedTables(before, await databaseFingerprint(t.db))).toEqual({});
    });

    // One test for all routes (they are known only once the app runs); about 30 s on an idle
    // machine, the timeout leaves room for a busy one.
    test('every route refuses hostile query, body and path values with a 4xx envelope and stores nothing', async () => {
      expect(targets.length).toBeGreaterThan(0);
      // Every route is attacked even after one fails, so that one run lists every finding.
      const findings: string[] = [];
      // Nothing else writes between two routes, so one route's "after" is the next one's "before".
      let last: DatabaseFingerprint | null = null;
      for (const { target, index } of targets) {
        for (const caller of target.callers) {
          const who = callers[caller];
          try {
            const before = last ?? (await databaseFingerprint(t.db));
            last = null;
            const outcomes = await attack(t, target, who, fcSeed() + index, allFields);
            if (TRACE) traceAccepted(target, caller, outcomes);
            if (outcomes.every(({ status }) => status >= 400)) {
              last = await databaseFingerprint(t.db);
              expectUnchanged(target, before, last);
            } else {
              last = await expectRefusalsStoreNothing(t, target, who, outcomes);
            }
            // A route that ends sessions (sign out everywhere) is followed by a fresh sign-in.
            if (who && outcomes.some(({ status }) => status === 401)) {
              callers[caller] = await signIn(t, who.email);
              last = null;
            }
          } catch (error) {
            findings.push(`as ${caller}: ${error instanceof Error ? error.message : String(error)}`);
          }
        }
      }
      expect(findings).toEqual([]);
    }, 400_000);
  });
}
