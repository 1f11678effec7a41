import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { QueryRunner } from 'typeorm';
import { migrations } from '../../migrations/index.js';
import { allowed, tableOwners } from '../../scripts/eslint/table-owners.js';

/** scripts/eslint/table-owners.js against what it describes: the migrations' tables and the entities. */

const ROOT = join(import.meta.dirname, '..', '..');

/** The tables the migrations leave, from the SQL their `up` sends (the query answers nothing). */
async function migratedTables(): Promise<Set<string>> {
  const tables = new Set<string>();
  const recorder = {
    query: async (sql: string) => {
      for (const [, name] of sql.matchAll(/CREATE TABLE (?:IF NOT EXISTS )?"?(\w+)"?/gi)) tables.add(name);
      for (const [, name] of sql.matchAll(/DROP TABLE (?:IF EXISTS )?"?(\w+)"?/gi)) tables.delete(name);
      for (const [, from, to] of sql.matchAll(/ALTER TABLE "?(\w+)"? RENAME TO "?(\w+)"?/gi)) {
        tables.delete(from);
        tables.add(to);
      }
      return [];
    },
  } as unknown as QueryRunner;
  for (const Migration of migrations) await new Migration().up(recorder);
  return tables;
}

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' }).map((file) => join(folder, file));
}

/** table → the module folder (or `core`) of the file that declares its entity. */
function entityTables(): Map<string, string> {
  const owners = new Map<string, string>();
  for (const file of filesUnder(join(ROOT, 'src')).filter((path) => path.endsWith('.entity.ts'))) {
    const [, area, module] = relative(ROOT, file).split('/');
    for (const [, table] of readFileSync(file, 'utf8').matchAll(/@Entity\('(\w+)'\)/g))
      owners.set(table, area === 'modules' ? module : area);
  }
  return owners;
}

describe('table owners', () => {
  it('names an owner for every table of the migrations, and no other table', async () => {
    const tables = [...(await migratedTables())].sort();
    expect(tables.length).toBeGreaterThan(40);
    expect(Object.keys(tableOwners).sort()).toEqual(tables);
  });

  it("gives an entity's table to the entity's module", () => {
    const entities = entityTables();
    expect(entities.size).toBeGreaterThan(10);
    for (const [table, module] of entities)
      expect({ table, owner: tableOwners[table] }).toEqual({ table, owner: module });
  });

  it('owners are folders of src/modules (or core)', () => {
    const modules = new Set(readdirSync(join(ROOT, 'src/modules')));
    for (const owner of new Set(Object.values(tableOwners))) expect(owner === 'core' || modules.has(owner)).toBe(true);
  });

  it('every allowed use names known tables of other modules, existing paths and a reason', () => {
    const files = new Set(filesUnder(join(ROOT, 'src')).map((path) => relative(ROOT, path)));
    for (const entry of allowed) {
      expect(entry.why.length).toBeGreaterThan(20);
      for (const table of entry.tables) expect(Object.keys(tableOwners)).toContain(table);
      for (const path of entry.paths)
        expect({ path, exists: path.endsWith('/') ? files.has(path.slice(0, -1)) : files.has(path) }).toEqual({
          path,
          exists: true,
        });
    }
  });
});
