// A test file for test/file-groups.spec.ts: the first file's hooks are done before it starts.
const seen = ((globalThis as { fileGroupHooks?: string[] }).fileGroupHooks ??= []);

it('runs after the first file has finished, without its hooks', () => {
  expect(seen).toEqual(['first: beforeAll', 'first: beforeEach', 'first: afterAll']);
});
