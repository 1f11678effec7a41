import type { EntityManager } from 'typeorm';
import { SAVED_SEARCH_ID_FIELDS, savedSearchItemUsageSql } from '../../../users/subscriptions/saved-search.sql.js';

/**
 * How many rows refer to each dictionary item: every foreign key to dictionary_item (vacancies,
 * company and talent choices, subscriptions, sub-items ... read from the catalogue, so a new table
 * counts without a change here) plus the saved vacancy searches, whose filters keep ids in JSON.
 * An item in use is never deleted: the foreign keys would silently take rows with it.
 */
export async function dictionaryUsage(manager: EntityManager, ids: number[]): Promise<Map<number, number>> {
  const usage = new Map<number, number>();
  if (ids.length === 0) return usage;
  const references: { source: string; column: string }[] = await manager.query(
    `SELECT quote_ident(n.nspname) || '.' || quote_ident(t.relname) AS source, quote_ident(a.attname) AS column
       FROM pg_constraint c
       JOIN pg_class t ON t.oid = c.conrelid
       JOIN pg_namespace n ON n.oid = t.relnamespace
       JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
      WHERE c.contype = 'f' AND c.confrelid = 'dictionary_item'::regclass AND cardinality(c.conkey) = 1
      ORDER BY 1, 2`,
  );
  const counts = references.map(
    ({ source, column }) =>
      `SELECT ${column} AS id, count(*) AS n FROM ${source} WHERE ${column} = ANY ($1::int[]) GROUP BY 1`,
  );
  counts.push(savedSearchItemUsageSql('$1', '$2'));
  const rows: { id: number; n: number }[] = await manager.query(
    `SELECT id, sum(n)::int AS n FROM (${counts.join(' UNION ALL ')}) used GROUP BY id`,
    [ids, SAVED_SEARCH_ID_FIELDS],
  );
  for (const row of rows) usage.set(Number(row.id), Number(row.n));
  return usage;
}
