import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { bearer } from '../support/accounts.js';
import { apiRoutes, type ApiRoute } from '../support/route-table.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { MISSING_ID, setUpMatrixFixtures, withMissingObjects, type MatrixFixtures } from './matrix-fixtures.js';
import {
  CALLERS,
  expectedCells,
  OBJECT_PROBES,
  ROUTE_ACCESS,
  type Caller,
  type MatrixRequest,
  type Outcome,
  type RouteAccess,
} from './route-access.js';

/**
 * Every /api route, tried by every caller, against what test/security/route-access.ts declares. The
 * whole matrix runs once (beforeAll); the tests below judge what it recorded.
 */

interface Answer {
  status: number;
  body: unknown;
}

interface Cell {
  key: string;
  caller: Caller;
  expected: Outcome;
  redirects: boolean;
  answer: Answer;
  /** The same request with every owned object swapped for an id that exists nowhere (404 cells only). */
  missing?: Answer;
}

/** Routes tried at once; each route's cells run one after another, the owners last. */
const CONCURRENT_ROUTES = 4;

let t: TestApp;
let fx: MatrixFixtures;
let routes: ApiRoute[];
/** The app listening once: cheaper than supertest's port per request over some 1,300 requests. */
let http: ReturnType<typeof request>;
const cells: Cell[] = [];
const probes: { key: string; caller: Caller; someoneElses: Answer; missing: Answer }[] = [];

beforeAll(async () => {
  t = await startTestApp();
  const server = await t.app.listen(0, '127.0.0.1');
  http = request(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  fx = await setUpMatrixFixtures(t);
  routes = apiRoutes(t.app);
  const declared = routes
    .filter((route) => ROUTE_ACCESS[route.key])
    .map((route) => ({ route, access: ROUTE_ACCESS[route.key] }));
  await inPool(
    declared.filter(({ access }) => !access.last && !access.endsSessions),
    CONCURRENT_ROUTES,
    ({ route, access }) => tryRoute(route, access),
  );
  // Before the routes that change things for others: the probes' objects are still there.
  await tryObjectProbes();
  for (const { route, access } of declared.filter(({ access }) => access.last)) await tryRoute(route, access);
  // A route open to visitors answers alike once the caller's session has ended, so those go last.
  const endingSessions = declared.filter(({ access }) => access.endsSessions);
  endingSessions.sort((a, b) => Number(a.access.cells.visitor === 'ok') - Number(b.access.cells.visitor === 'ok'));
  for (const { route, access } of endingSessions) await tryRoute(route, access);
}, 240_000);
afterAll(() => t?.close());

async function tryRoute(route: ApiRoute, access: RouteAccess): Promise<void> {
  const expected = expectedCells(route.key, access);
  await access.prepare?.(t, fx);
  const missingObjects = withMissingObjects(fx);
  for (const caller of CALLERS) {
    const answer = await send(route, access.request(fx, caller), caller);
    const cell: Cell = {
      key: route.key,
      caller,
      expected: expected[caller],
      redirects: access.redirects ?? false,
      answer,
    };
    if (cell.expected === 404) cell.missing = await send(route, access.request(missingObjects, caller), caller);
    cells.push(cell);
  }
}

async function tryObjectProbes(): Promise<void> {
  for (const probe of OBJECT_PROBES) {
    const route = routes.find((candidate) => candidate.key === probe.key)!;
    for (const caller of probe.callers) {
      probes.push({
        key: probe.key,
        caller,
        someoneElses: await send(route, probe.request(fx, probe.objectOf(fx)), caller),
        missing: await send(route, probe.request(fx, MISSING_ID), caller),
      });
    }
  }
}

async function send(route: ApiRoute, request: MatrixRequest, caller: Caller): Promise<Answer> {
  const path = route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(request.params?.[name])));
  const call = http[route.method](path).set('Accept-Language', 'en');
  if (caller !== 'visitor') call.set(bearer(fx.sessions[caller]));
  if (request.cookie) call.set('Cookie', request.cookie);
  if (request.query) call.query(request.query);
  if (request.fields || request.files) {
    for (const [name, value] of Object.entries(request.fields ?? {})) call.field(name, value);
    for (const [name, file] of Object.entries(request.files ?? {})) call.attach(name, file.bytes, file.name);
  } else if (request.body) {
    call.send(request.body);
  }
  const response = await call;
  return { status: response.status, body: response.body };
}

async function inPool<T>(items: T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: size }, async () => {
      for (let item = queue.shift(); item; item = queue.shift()) await work(item);
    }),
  );
}

const isErrorEnvelope = (body: unknown): boolean => {
  const { succeeded, data, errors } = (body ?? {}) as { succeeded?: unknown; data?: unknown; errors?: unknown };
  if (succeeded !== false || data !== null || typeof errors !== 'object' || errors === null) return false;
  const lists = Object.values(errors);
  return (
    lists.length > 0 &&
    lists.every((messages) => Array.isArray(messages) && messages.every((message) => typeof message === 'string'))
  );
};

/** 'ok': past the guard and the object checks, a 2xx (3xx for a redirect) or a refusal of the input. */
function answersAsDeclared({ expected, answer, redirects }: Cell): boolean {
  if (expected !== 'ok') return answer.status === expected && isErrorEnvelope(answer.body);
  if (redirects) return answer.status >= 300 && answer.status < 400;
  if (answer.status >= 200 && answer.status < 300) return true;
  return (answer.status === 400 || answer.status === 409) && isErrorEnvelope(answer.body);
}

function described(answer: Answer): string {
  const errors = (answer.body as { errors?: Record<string, string[]> } | null)?.errors;
  const first = errors && typeof errors === 'object' ? Object.values(errors).flat()[0] : undefined;
  return first === undefined ? String(answer.status) : `${answer.status} "${first}"`;
}

describe('the authorization matrix', () => {
  it('declares every /api route the app answers, and no route it no longer has', () => {
    const keys = new Set(routes.map((route) => route.key));
    expect({
      undeclared: [...keys].filter((key) => !ROUTE_ACCESS[key]),
      gone: Object.keys(ROUTE_ACCESS).filter((key) => !keys.has(key)),
    }).toEqual({ undeclared: [], gone: [] });
  });

  it('answers every caller of every route as declared', () => {
    expect(cells).toHaveLength(routes.filter((route) => ROUTE_ACCESS[route.key]).length * CALLERS.length);
    const mismatches = cells
      .filter((cell) => !answersAsDeclared(cell))
      .map(
        (cell) =>
          `${cell.key} as ${cell.caller} (${ROUTE_ACCESS[cell.key].shape}): expected ${cell.expected}, got ${described(cell.answer)}`,
      );
    if (mismatches.length)
      throw new Error(
        `${mismatches.length} of ${cells.length} cells differ from route-access.ts:\n${mismatches.join('\n')}`,
      );
  });

  it("answers someone else's object exactly as an object that does not exist", () => {
    const pairs = [
      ...cells
        .filter((cell) => cell.missing)
        .map((cell) => ({ key: cell.key, caller: cell.caller, someoneElses: cell.answer, missing: cell.missing! })),
      ...probes,
    ];
    expect(pairs.length).toBeGreaterThanOrEqual(20);
    const differences = pairs
      .filter(
        ({ someoneElses, missing }) =>
          someoneElses.status !== 404 || JSON.stringify(someoneElses) !== JSON.stringify(missing),
      )
      .map(
        ({ key, caller, someoneElses, missing }) =>
          `${key} as ${caller}: someone else's ${described(someoneElses)}, no such id ${described(missing)}`,
      );
    if (differences.length)
      throw new Error(`${differences.length} object checks tell existing objects apart:\n${differences.join('\n')}`);
  });
});
