// Writes how long each test file's tests took, from a jest JSON report of a full run
// (`npm test -- --json --outputFile=report.json`), to test/groups/file-seconds.json, which the
// file groups use to share the files out evenly (test/support/file-group.ts).
// Usage: node scripts/test-file-seconds.mjs report.json
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const report = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const seconds = {};
for (const result of report.testResults) {
  for (const test of result.assertionResults) {
    // In a group, a test's first ancestor is its file; a file run on its own is the result itself.
    const file = test.ancestorTitles[0]?.includes('/') ? test.ancestorTitles[0] : null;
    if (!file) continue;
    seconds[file] = (seconds[file] ?? 0) + (test.duration ?? 0) / 1000;
  }
}
const rounded = Object.fromEntries(
  Object.entries(seconds)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([file, value]) => [file, Math.round(value * 10) / 10]),
);
writeFileSync(
  join(import.meta.dirname, '..', 'test', 'groups', 'file-seconds.json'),
  `${JSON.stringify(rounded, null, 2)}\n`,
);
console.log(`${Object.keys(rounded).length} files`);
