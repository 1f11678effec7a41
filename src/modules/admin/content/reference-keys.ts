import slugify from 'slugify';
import type { EntityManager } from 'typeorm';

const MAX_KEY = 100;

/**
 * A stable key (kebab-case ASCII, like the shipped reference data's) for a new row: from its English
 * name, with -2, -3 ... when `taken` already has it. `taken` lists the keys starting with the base
 * (the owner's `*.sql.ts` answers them, e.g. `dictionaryItemKeysStartingWith`).
 */
export async function newReferenceKey(name: string, taken: (prefix: string) => Promise<string[]>): Promise<string> {
  const base = (slugify(name, { lower: true, strict: true }) || 'item').slice(0, MAX_KEY - 8).replace(/-+$/, '');
  const used = new Set(await taken(base));
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** Remembers that staff removed shipped reference data, so the start-up seed leaves it out
 *  (reference_removal; kinds: 'dictionary:<type>', 'keyFact', 'keyFactOption:<key fact key>', 'faq'). */
export async function recordRemoval(manager: EntityManager, kind: string, key: string): Promise<void> {
  await manager.query(`INSERT INTO reference_removal (kind, key) VALUES ($1, $2) ON CONFLICT (kind, key) DO NOTHING`, [
    kind,
    key,
  ]);
}
