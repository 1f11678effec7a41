// A test file for test/file-groups.spec.ts: its hooks must reach its own tests only.
const seen = ((globalThis as { fileGroupHooks?: string[] }).fileGroupHooks ??= []);

beforeAll(() => seen.push('first: beforeAll'));
beforeEach(() => seen.push('first: beforeEach'));
afterAll(() => seen.push('first: afterAll'));

it('runs with its own hooks', () => {
  expect(seen).toEqual(['first: beforeAll', 'first: beforeEach']);
});
