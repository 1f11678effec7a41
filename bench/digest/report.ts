import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/** Writes `section` (which starts with its `## Title` line) into the results file, replacing an
 *  earlier section of the same title and keeping the others. */
export function writeResultsSection(path: string, section: string): void {
  const title = section.split('\n', 1)[0];
  const current = existsSync(path)
    ? readFileSync(path, 'utf8')
    : '# Benchmarks\n\nMeasured by the scripts in bench/ (`npm run bench:<name>`); newest run of each.\n';
  const start = current.indexOf(`\n${title}\n`);
  let next = start === -1 ? -1 : current.indexOf('\n## ', start + 1);
  if (next === -1) next = current.length;
  const updated =
    start === -1
      ? `${current.trimEnd()}\n\n${section.trimEnd()}\n`
      : `${current.slice(0, start + 1)}${section.trimEnd()}\n${current.slice(next)}`;
  writeFileSync(path, updated);
}
