import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getPGliteInstance } from 'typeorm-pglite';

/** What decides the content of a freshly migrated and seeded database. */
const SOURCES = [
  'migrations',
  'src/database/seed/reference',
  'src/database/seed/reference-data.seeder.ts',
  'src/modules/search/text',
];

function filesUnder(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => filesUnder(join(path, name)));
}

/**
 * Where the test files' template database lives: a dump of an in-memory PGlite database right after
 * its migrations and reference seed. Named by the content of everything that shapes it (and the
 * day), so a changed migration or seed makes a new one. Booting from it skips the migrations and
 * most of the seeding, which are most of an API test file's start-up on PGlite.
 */
export function pgliteTemplatePath(): string {
  return join(tmpdir(), `techboard-pglite-${templateName()}.tar.gz`);
}

/** The day and a hash of everything that shapes a freshly migrated and seeded database: the name of
 *  its template on PGlite (a file) and on PostgreSQL (a database, see postgres-template.ts). */
export function templateName(): string {
  const hash = createHash('sha256');
  for (const file of SOURCES.flatMap(filesUnder)) hash.update(file).update(readFileSync(file));
  const day = new Date().toISOString().slice(0, 10);
  return `${day}-${hash.digest('hex').slice(0, 16)}`;
}

export const templateExists = (path: string) => existsSync(path);

/** Dumps the process's PGlite database as the template (written whole, then renamed into place, so a
 *  worker never reads half a file another one is writing). */
export async function saveTemplate(path: string): Promise<void> {
  const dump = await (await getPGliteInstance()).dumpDataDir('gzip');
  const partial = `${path}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, path);
}
