import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { migrations } from '../../migrations/index.js';

/**
 * A committed migration is history: databases ran it as it was, and never run it again. Each file's
 * SHA-256 (line endings aside) is recorded in migrations/checksums.json when it is added; a file
 * that no longer matches its record was edited after the fact and fails here. A change to the schema
 * is a new migration.
 */
const FOLDER = 'migrations';
const recorded = JSON.parse(readFileSync(join(FOLDER, 'checksums.json'), 'utf8')) as Record<string, string>;
const files = readdirSync(FOLDER)
  .filter((name) => name.endsWith('.ts') && name !== 'index.ts')
  .sort();
const checksumOf = (name: string) =>
  createHash('sha256')
    .update(readFileSync(join(FOLDER, name), 'utf8').replace(/\r\n/g, '\n'))
    .digest('hex');

describe('committed migrations', () => {
  it('are unchanged since their checksum was recorded', () => {
    const edited = files.filter((name) => recorded[name] !== undefined && recorded[name] !== checksumOf(name));
    expect(edited).toEqual([]);
  });

  it('each have a recorded checksum (a new one: add the line this prints to migrations/checksums.json)', () => {
    const missing = files
      .filter((name) => recorded[name] === undefined)
      .map((name) => `"${name}": "${checksumOf(name)}"`);
    expect(missing).toEqual([]);
    expect(Object.keys(recorded).filter((name) => !files.includes(name))).toEqual([]);
  });

  it('are all run, in the order of their timestamps', () => {
    const timestamps = files.map((name) => name.split('-')[0]);
    expect(migrations.map((migration) => /\d{13}$/.exec(migration.name)![0])).toEqual(timestamps);
  });
});
