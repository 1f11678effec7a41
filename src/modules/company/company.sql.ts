import type { DataSource, EntityManager } from 'typeorm';
import { type ColumnSelection, selectColumns, type SelectedRow } from '../../core/sql/column-selection.js';

type Queryable = Pick<DataSource | EntityManager, 'query'>;

/** A company's name and the slug of its address (`transformed_name`). */
export interface CompanyName {
  name: string;
  slug: string;
}

/** Which of these ids are stored companies (hidden ones included). */
export async function existingCompanyIds(db: Queryable, ids: number[]): Promise<number[]> {
  const rows: { id: number | string }[] = await db.query('SELECT id FROM company WHERE id = ANY($1::int[])', [ids]);
  return rows.map((row) => Number(row.id));
}

/** The company's name and slug; null when there is no such company. */
export async function companyName(db: Queryable, companyId: number): Promise<CompanyName | null> {
  const [row]: { name: string; transformed_name: string }[] = await db.query(
    'SELECT name, transformed_name FROM company WHERE id = $1',
    [companyId],
  );
  return row ? { name: row.name, slug: row.transformed_name } : null;
}

/** Whether the company mails rejected applicants (its panel's setting). */
export async function sendsRejectionMail(db: Queryable, companyId: number): Promise<boolean> {
  const [row]: { send_rejection_mail: boolean }[] = await db.query(
    'SELECT send_rejection_mail FROM company WHERE id = $1',
    [companyId],
  );
  return row?.send_rejection_mail ?? false;
}

export async function setSendsRejectionMail(db: Queryable, companyId: number, send: boolean): Promise<void> {
  await db.query('UPDATE company SET send_rejection_mail = $2 WHERE id = $1', [companyId, send]);
}

/** Whether a company already has this name, compared without case. */
export async function companyNameTaken(db: Queryable, name: string): Promise<boolean> {
  const rows: unknown[] = await db.query('SELECT 1 FROM company WHERE lower(name) = lower($1)', [name]);
  return rows.length > 0;
}

/** A company's verification: whether it is verified and since when. */
export interface CompanyVerification {
  isVerified: boolean;
  verifiedDate: Date | null;
}

/** Locks the company's row and reads its verification; null when there is no such company. */
export async function lockCompanyVerification(
  manager: EntityManager,
  companyId: number,
): Promise<CompanyVerification | null> {
  const [row]: { is_verified: boolean; verified_date: Date | string | null }[] = await manager.query(
    'SELECT is_verified, verified_date FROM company WHERE id = $1 FOR UPDATE',
    [companyId],
  );
  if (!row) return null;
  return { isVerified: row.is_verified, verifiedDate: row.verified_date === null ? null : new Date(row.verified_date) };
}

/** Verifies the company (dated now) or revokes it (the date is cleared). */
export async function setCompanyVerified(db: Queryable, companyId: number, verified: boolean): Promise<void> {
  await db.query(
    'UPDATE company SET is_verified = $2, verified_date = CASE WHEN $2 THEN now() ELSE NULL END WHERE id = $1',
    [companyId, verified],
  );
}

// ---- Columns, counts and writes other modules read and write through (issue 23, item 2) ----

/** The company's columns other modules select or name in their joins, conditions, orders and
 *  positional selections (a UNION's branch, a search's ranking), as the driver answers them. */
export interface CompanyColumns {
  id: number;
  name: string;
  /** The slug of the company's address. */
  transformed_name: string;
  tagline: string | null;
  search_vector: string;
  small_profile_image_url: string | null;
  profile_image_url: string | null;
  is_verified: boolean;
  verified_date: Date | string | null;
  is_claiming_necessary: boolean;
  created_at: Date | string;
  /** The account that owns the page; none for a page nobody has claimed. */
  account_id: number | null;
  hidden_at: Date | string | null;
}

/** One column of the company joined as `alias`, for a condition, an order or an expression. */
export const companyColumn = (alias: string, column: keyof CompanyColumns): string => `${alias}.${column}`;

/** The selected columns of the company joined as `alias`; the rows carry {@link CompanyColumnsRow}. */
export const selectCompanyColumns = (alias: string, selection: ColumnSelection<CompanyColumns>): string =>
  selectColumns(alias, selection);

export type CompanyColumnsRow<S extends ColumnSelection<CompanyColumns>> = SelectedRow<CompanyColumns, S>;

/** SQL: `LEFT JOIN` of the company page of the account whose id is `accountId` (a column or parameter), as `alias`. */
export const companyOfAccountJoin = (alias: string, accountId: string): string =>
  `LEFT JOIN company ${alias} ON ${alias}.account_id = ${accountId}`;

/** Marks the page as waiting to be claimed (an unclaimed page staff created). */
export async function markCompanyClaimable(db: Queryable, companyId: number): Promise<void> {
  await db.query('UPDATE company SET is_claiming_necessary = true WHERE id = $1', [companyId]);
}

/** Takes the page off the public site; a hidden page keeps the date it was first hidden. */
export async function hideCompany(db: Queryable, companyId: number): Promise<void> {
  await db.query('UPDATE company SET hidden_at = coalesce(hidden_at, now()) WHERE id = $1', [companyId]);
}

/** Whether and since when the page is hidden, as `{ hiddenAt }`; undefined when there is no such company. */
export async function companyHiddenState(
  db: Queryable,
  companyId: number,
): Promise<{ hiddenAt: Date | string | null } | undefined> {
  const [row]: { hiddenAt: Date | string | null }[] = await db.query(
    'SELECT hidden_at AS "hiddenAt" FROM company WHERE id = $1',
    [companyId],
  );
  return row;
}

/** SQL query: how many visible companies are not verified (one `count` column). */
export const UNVERIFIED_COMPANIES_COUNT =
  'SELECT count(*)::int FROM company WHERE NOT is_verified AND hidden_at IS NULL';

/** SQL condition: some company shows the image whose id is the parameter `param` (e.g. `$1`) as a logo or cover. */
export const companyShowsImage = (param: string): string =>
  `EXISTS (SELECT 1 FROM company WHERE strpos(concat_ws(' ', profile_image_url, small_profile_image_url, cover_image_url), ${param}) > 0)`;

/** A company as another module's list names it (id, name, slug), selected from the company joined
 *  as `alias` by the caller; the rows carry {@link CompanyRefRow}. */
export const companyRefColumns = (alias: string): string => `${alias}.id AS company_id, ${companyNameColumns(alias)}`;

/** The company's name and slug only, as {@link CompanyNameRow}. */
export const companyNameColumns = (alias: string): string =>
  `${alias}.name AS company_name, ${alias}.transformed_name AS company_transformed_name`;

export interface CompanyNameRow {
  company_name: string;
  company_transformed_name: string;
}

export interface CompanyRefRow extends CompanyNameRow {
  company_id: number;
}

/** A company as a vacancy card shows it (reference, logos, verification), from the company joined
 *  as `alias`; the rows carry {@link CompanyCardRow}. */
export const companyCardColumns = (alias: string): string => `${companyRefColumns(alias)},
  ${alias}.small_profile_image_url AS company_small_image_url, ${alias}.profile_image_url AS company_image_url,
  ${alias}.is_verified AS company_is_verified, ${alias}.is_claiming_necessary AS company_is_claiming_necessary,
  ${alias}.verified_date AS company_verified_date`;

export interface CompanyCardRow extends CompanyRefRow {
  company_small_image_url: string | null;
  company_image_url: string | null;
  company_is_verified: boolean;
  company_is_claiming_necessary: boolean;
  company_verified_date: Date | string | null;
}

// ---------------------------------------------------------------------------------------------
// For the public reads of other modules (common, search, users, reports): issue 23, item 2.

/** SQL of the companies' links to dictionary items (technologies, benefits): rows of `item_id` and `company_id`. */
export const companyItemLinksSql = (): string => `SELECT technology_id AS item_id, company_id FROM company_technology
         UNION ALL SELECT benefit_id, company_id FROM company_benefit`;

/** The company's logo (small and full size), from the company joined as `alias`; the rows carry
 *  {@link CompanyLogoRow}. */
export const companyLogoColumns = (alias: string): string =>
  `${alias}.small_profile_image_url AS company_small_image_url, ${alias}.profile_image_url AS company_image_url`;

export interface CompanyLogoRow {
  company_small_image_url: string | null;
  company_image_url: string | null;
}

/** SQL ORDER BY list: companies by name without case, then id. */
export const companyNameOrder = (alias: string): string => `lower(${alias}.name), ${alias}.id`;

/** Saves the website of a company that has no contact details yet (a page staff create). */
export async function insertCompanyWebsite(db: Queryable, companyId: number, website: string): Promise<void> {
  await db.query('INSERT INTO company_contact (company_id, website) VALUES ($1, $2)', [companyId, website]);
}

/** Joins the contact details of the company `companyAlias` as `alias` (LEFT JOIN: not every page has them);
 *  they carry the `website` column. */
export const companyContactJoin = (alias: string, companyAlias: string): string =>
  `LEFT JOIN company_contact ${alias} ON ${alias}.company_id = ${companyAlias}.id`;

/** These companies' references and logos, in no particular order (hidden pages too). */
export async function companyRefsWithLogos(db: Queryable, ids: number[]): Promise<(CompanyRefRow & CompanyLogoRow)[]> {
  if (ids.length === 0) return [];
  return db.query(
    `SELECT ${companyRefColumns('c')}, ${companyLogoColumns('c')} FROM company c WHERE c.id = ANY($1::int[])`,
    [ids],
  );
}
