import type { DataSource, EntityManager } from 'typeorm';
import { accountJoin, type AccountColumnsRow, selectAccountColumns } from '../../account/account.sql.js';
import {
  selectTalentProfileColumns,
  talentProfileLeftJoin,
  type TalentProfileColumnsRow,
} from '../../users/profile/talent-profile.sql.js';
import { withChildItems } from '../../vacancy/search/vacancy-filter.sql.js';

type Queryable = Pick<DataSource | EntityManager, 'query'>;

/** A talent's directory settings (talent_directory). */
export interface DirectorySettings {
  publicId: string;
  visible: boolean;
  showSalary: boolean;
  experienceYears: number | null;
}

/** The talent's settings; a talent who never opened them gets a row (hidden) with a public id. */
export async function directorySettings(db: Queryable, accountId: number): Promise<DirectorySettings> {
  await db.query('INSERT INTO talent_directory (account_id) VALUES ($1) ON CONFLICT (account_id) DO NOTHING', [
    accountId,
  ]);
  const [row]: { public_id: string; visible: boolean; show_salary: boolean; experience_years: number | null }[] =
    await db.query(
      'SELECT public_id, visible, show_salary, experience_years FROM talent_directory WHERE account_id = $1',
      [accountId],
    );
  return {
    publicId: row.public_id,
    visible: row.visible,
    showSalary: row.show_salary,
    experienceYears: row.experience_years === null ? null : Number(row.experience_years),
  };
}

export async function saveDirectorySettings(
  db: Queryable,
  accountId: number,
  settings: Omit<DirectorySettings, 'publicId'>,
): Promise<void> {
  await db.query(
    `INSERT INTO talent_directory AS d (account_id, visible, show_salary, experience_years) VALUES ($1, $2, $3, $4)
     ON CONFLICT (account_id) DO UPDATE SET visible = EXCLUDED.visible, show_salary = EXCLUDED.show_salary,
       experience_years = EXCLUDED.experience_years, active_at = now(), updated_at = now()`,
    [accountId, settings.visible, settings.showSalary, settings.experienceYears],
  );
}

/** The companies the talent hid the profile from, in the order they were added. */
export async function hiddenCompanyIds(db: Queryable, accountId: number): Promise<number[]> {
  const rows: { company_id: number }[] = await db.query(
    'SELECT company_id FROM talent_hidden_company WHERE account_id = $1 ORDER BY created_at, company_id',
    [accountId],
  );
  return rows.map((row) => Number(row.company_id));
}

export async function hideFromCompany(db: Queryable, accountId: number, companyId: number): Promise<void> {
  await db.query('INSERT INTO talent_hidden_company (account_id, company_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
    accountId,
    companyId,
  ]);
}

export async function unhideFromCompany(db: Queryable, accountId: number, companyId: number): Promise<void> {
  await db.query('DELETE FROM talent_hidden_company WHERE account_id = $1 AND company_id = $2', [accountId, companyId]);
}

/** SQL condition over the directory entry `d`: the company whose id is `companyParam` may see it
 *  (the talent opted in and did not hide the profile from that company). */
export const shownToCompanyCondition = (d: string, companyParam: string): string =>
  `${d}.visible AND NOT EXISTS (SELECT 1 FROM talent_hidden_company h WHERE h.account_id = ${d}.account_id AND h.company_id = ${companyParam})`;

/** The account behind a public id, when the company may see that profile; else null (a guessed
 *  id, a talent who did not opt in or hid the company: all alike). */
export async function shownTalentAccount(db: Queryable, publicId: string, companyId: number): Promise<number | null> {
  const [row]: { account_id: number }[] = await db.query(
    `SELECT d.account_id FROM talent_directory d WHERE d.public_id = $1::uuid AND ${shownToCompanyCondition('d', '$2')}`,
    [publicId, companyId],
  );
  return row ? Number(row.account_id) : null;
}

/** What a company searches for: each group of dictionary items matches any of its items, the groups all. */
export interface DirectorySearch {
  /** Technologies, or categories that stand for their technologies. */
  technologies: number[];
  itemGroups: number[][];
  minYears?: number;
  maxYears?: number;
  salaryUpTo?: { amount: number; currency: number };
}

/** One page of the profiles the company may see that match, most recently active first. */
export async function searchDirectory(
  db: Queryable,
  companyId: number,
  search: DirectorySearch,
  page: { limit: number; offset: number },
): Promise<{ accountIds: number[]; totalCount: number }> {
  const params: unknown[] = [companyId];
  const param = (value: unknown) => `$${params.push(value)}`;
  const conditions = [shownToCompanyCondition('d', '$1')];
  if (search.technologies.length > 0)
    conditions.push(`d.filter_items && ${withChildItems(`${param(search.technologies)}::int[]`)}`);
  for (const ids of search.itemGroups) {
    if (ids.length > 0) conditions.push(`d.filter_items && ${param(ids)}::int[]`);
  }
  if (search.minYears !== undefined) conditions.push(`d.experience_years >= ${param(search.minYears)}`);
  if (search.maxYears !== undefined) conditions.push(`d.experience_years <= ${param(search.maxYears)}`);
  if (search.salaryUpTo) {
    // Only a talent who shows the salary can be found by it: a filter over a hidden figure would tell it.
    conditions.push(
      `d.show_salary AND p.desired_salary_currency = ${param(search.salaryUpTo.currency)}
       AND coalesce(p.desired_salary_min, p.desired_salary_max) <= ${param(search.salaryUpTo.amount)}`,
    );
  }
  const from = `FROM talent_directory d ${talentProfileLeftJoin('p', 'd.account_id')} WHERE ${conditions.join(' AND ')}`;
  const [{ count }]: { count: number }[] = await db.query(`SELECT count(*)::int AS count ${from}`, params);
  const rows: { account_id: number }[] = await db.query(
    `SELECT d.account_id ${from} ORDER BY d.active_at DESC, d.account_id LIMIT ${param(page.limit)} OFFSET ${param(page.offset)}`,
    params,
  );
  return { accountIds: rows.map((row) => Number(row.account_id)), totalCount: count };
}

const PROFILE_COLUMNS = {
  headline: 'headline',
  headline_ge: 'headline_ge',
  summary: 'summary',
  summary_ge: 'summary_ge',
  salary_min: 'desired_salary_min',
  salary_max: 'desired_salary_max',
  salary_currency: 'desired_salary_currency',
  work_location_ids: 'work_location_ids',
  city_ids: 'city_ids',
} as const;
const ACCOUNT_COLUMNS = { field_id: 'field_id', experience_id: 'experience_id' } as const;

/** What an anonymous profile is made of: nothing that names the talent. */
export type AnonymousTalentRow = {
  account_id: number;
  public_id: string;
  experience_years: number | null;
  show_salary: boolean;
  active_at: Date | string;
} & TalentProfileColumnsRow<typeof PROFILE_COLUMNS> &
  AccountColumnsRow<typeof ACCOUNT_COLUMNS>;

/** The anonymous profiles of these talents (in no particular order). */
export async function anonymousTalentRows(db: Queryable, accountIds: number[]): Promise<AnonymousTalentRow[]> {
  if (accountIds.length === 0) return [];
  return db.query(
    `SELECT d.account_id, d.public_id, d.experience_years, d.show_salary, d.active_at,
            ${selectTalentProfileColumns('p', PROFILE_COLUMNS)}, ${selectAccountColumns('a', ACCOUNT_COLUMNS)}
       FROM talent_directory d ${accountJoin('a', 'd.account_id')} ${talentProfileLeftJoin('p', 'd.account_id')}
      WHERE d.account_id = ANY($1::int[])`,
    [accountIds],
  );
}

export interface DictionaryName {
  id: number;
  name: string;
  name_ge: string;
}

/** The names of these dictionary items (fields, levels, work formats, cities). */
export async function dictionaryNames(db: Queryable, ids: number[]): Promise<Map<number, DictionaryName>> {
  if (ids.length === 0) return new Map();
  const rows: DictionaryName[] = await db.query(
    'SELECT id, name, name_ge FROM dictionary_item WHERE id = ANY($1::int[])',
    [ids],
  );
  return new Map(rows.map((row) => [Number(row.id), { ...row, id: Number(row.id) }]));
}

const REVEALED_ACCOUNT = { full_name: 'full_name', email: 'email', photo_url: 'profile_image_url' } as const;
const REVEALED_PROFILE = {
  phone: 'phone',
  linkedin_url: 'linkedin_url',
  github_url: 'github_url',
  portfolio_url: 'portfolio_url',
} as const;

/** Who the talent is: for a company whose invitation the talent accepted, never before. */
export type RevealedTalentRow = AccountColumnsRow<typeof REVEALED_ACCOUNT> &
  TalentProfileColumnsRow<typeof REVEALED_PROFILE>;

export async function revealedTalentRow(db: Queryable, accountId: number): Promise<RevealedTalentRow | null> {
  const [row]: RevealedTalentRow[] = await db.query(
    `SELECT ${selectAccountColumns('a', REVEALED_ACCOUNT)}, ${selectTalentProfileColumns('p', REVEALED_PROFILE)}
       FROM talent_directory d ${accountJoin('a', 'd.account_id')} ${talentProfileLeftJoin('p', 'd.account_id')}
      WHERE d.account_id = $1`,
    [accountId],
  );
  return row ?? null;
}

/** The account behind a public id whatever its settings (a company that was accepted keeps seeing it). */
export async function accountOfPublicId(db: Queryable, publicId: string): Promise<number | null> {
  const [row]: { account_id: number }[] = await db.query(
    'SELECT account_id FROM talent_directory WHERE public_id = $1::uuid',
    [publicId],
  );
  return row ? Number(row.account_id) : null;
}
