import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { clientFiles } from '../client/test/groups/client-files.js';
import { describeFile, filesOfGroup, testFiles } from './support/file-group.js';
import { serverFiles } from './groups/server-files.js';

const repository = join(dirname(fileURLToPath(import.meta.url)), '..');

describe.each([
  ['server', 'test/groups', serverFiles],
  ['client', 'client/test/groups', clientFiles],
] as const)('the %s test files in groups', (name, folder, options) => {
  const groups = readdirSync(join(repository, folder))
    .filter((file) => file.startsWith(`${name}-`) && /\.group\.ts$/.test(file))
    .map((file) => filesOfGroup(join(repository, folder, file), options));

  it('runs every test file once: in exactly one group, or on its own when it is isolated', () => {
    const grouped = groups.flat();
    const isolated = testFiles(options).filter((file) => file.includes('.isolated.'));
    expect(groups.length).toBeGreaterThan(1);
    expect(new Set(grouped).size).toBe(grouped.length);
    expect([...grouped, ...isolated].sort()).toEqual(testFiles(options).sort());
  });

  it('gives every group a share', () => {
    for (const files of groups) expect(files.length).toBeGreaterThan(0);
  });
});

// Two files in one group, as a group file runs them: each file's hooks stay with its own tests.
for (const file of ['first', 'second']) {
  await describeFile(join(repository, 'test', 'support', 'file-group-fixtures', `${file}.ts`));
}
