import type { EntityManager } from 'typeorm';

/** A talent's many-to-many choices: the link table and its dictionary column. */
const LINK_TABLES = {
  technologies: { table: 'account_technology', column: 'technology_id' },
  jobFunctions: { table: 'account_job_function', column: 'job_function_id' },
} as const;

export type AccountLinkKind = keyof typeof LINK_TABLES;

/** Replaces the account's set of links with `ids`. Call it inside a transaction that has locked the
 *  account row, so that two concurrent replacements run one after the other. */
export async function replaceAccountLinks(
  manager: EntityManager,
  kind: AccountLinkKind,
  accountId: number,
  ids: number[],
): Promise<void> {
  const { table, column } = LINK_TABLES[kind];
  await manager.query(`DELETE FROM ${table} WHERE account_id = $1`, [accountId]);
  if (ids.length === 0) return;
  await manager.query(
    `INSERT INTO ${table} (account_id, ${column}) SELECT $1, id FROM unnest($2::int[]) AS id ON CONFLICT DO NOTHING`,
    [accountId, ids],
  );
}
