import type { DataSource, EntityManager } from 'typeorm';

/** A talent's technologies and job functions (account_technology, account_job_function), for the
 *  talent's profile in the users module. */

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

/** A dictionary item the account links to: a technology or a job function. */
export interface AccountLinkedItemRow {
  kind: 'technology' | 'jobFunction';
  id: number;
  name: string;
  name_ge: string;
}

/** The account's technologies and job functions in one query, by name then id. */
export async function accountLinkedItems(
  db: Pick<DataSource | EntityManager, 'query'>,
  accountId: number,
): Promise<AccountLinkedItemRow[]> {
  return db.query(
    `SELECT 'technology' AS kind, d.id, d.name, d.name_ge
       FROM account_technology l JOIN dictionary_item d ON d.id = l.technology_id WHERE l.account_id = $1
     UNION ALL
     SELECT 'jobFunction' AS kind, d.id, d.name, d.name_ge
       FROM account_job_function l JOIN dictionary_item d ON d.id = l.job_function_id WHERE l.account_id = $1
     ORDER BY name, id`,
    [accountId],
  );
}

/** A technology of one of the accounts asked for, from {@link technologiesOfAccounts}. */
export interface AccountTechnologyRow {
  account_id: number;
  id: number;
  name: string;
  name_ge: string;
}

/** The technologies of each of the accounts, in one query (in no particular order). */
export async function technologiesOfAccounts(
  db: Pick<DataSource | EntityManager, 'query'>,
  accountIds: number[],
): Promise<AccountTechnologyRow[]> {
  return db.query(
    `SELECT at.account_id, d.id, d.name, d.name_ge
       FROM account_technology at JOIN dictionary_item d ON d.id = at.technology_id
      WHERE at.account_id = ANY($1::int[])`,
    [accountIds],
  );
}
