import type { DataSource, EntityManager } from 'typeorm';
import { AccountKind } from '../../../shared/enums.js';
import type { Language } from '../../core/i18n/language.js';
import { returnedRows } from '../../database/returned-rows.js';
import { type ColumnSelection, selectColumns, type SelectedRow } from '../../core/sql/column-selection.js';
import { companyColumn } from '../company/company.sql.js';

type Queryable = Pick<DataSource | EntityManager, 'query'>;

/** What another module may read of an account to write to its owner. */
export interface AccountContact {
  email: string;
  fullName: string | null;
  language: Language;
  isEmailVerified: boolean;
}

interface AccountContactRow {
  email: string;
  full_name: string | null;
  language: string;
  is_email_verified: boolean;
}

const languageOf = (value: string): Language => (value === 'ka' ? 'ka' : 'en');

/** The account's contact facts; null when there is no such account. */
export async function accountContact(db: Queryable, accountId: number): Promise<AccountContact | null> {
  const [row]: AccountContactRow[] = await db.query(
    'SELECT email, full_name, language, is_email_verified FROM account WHERE id = $1',
    [accountId],
  );
  return row
    ? {
        email: row.email,
        fullName: row.full_name,
        language: languageOf(row.language),
        isEmailVerified: row.is_email_verified,
      }
    : null;
}

/** The account's language; null when there is no such account. */
export async function accountLanguage(db: Queryable, accountId: number): Promise<Language | null> {
  const [row]: { language: string }[] = await db.query('SELECT language FROM account WHERE id = $1', [accountId]);
  return row ? languageOf(row.language) : null;
}

/** Holds the account's row until the transaction ends, so two changes to one account's settings run
 *  one after the other. */
export async function lockAccount(manager: EntityManager, accountId: number): Promise<boolean> {
  const rows: unknown[] = await manager.query('SELECT 1 FROM account WHERE id = $1 FOR UPDATE', [accountId]);
  return rows.length > 0;
}

/** Turns the account's digests off; answers its language (null when there is no such account). */
export async function hideNotifications(db: Queryable, accountId: number): Promise<Language | null> {
  const [row] = returnedRows<{ language: string }>(
    await db.query('UPDATE account SET hide_notifications = true WHERE id = $1 RETURNING language', [accountId]),
  );
  return row ? languageOf(row.language) : null;
}

/** Turns the account's digests back on where they were off (no write otherwise). */
export async function showNotifications(db: Queryable, accountId: number): Promise<void> {
  await db.query('UPDATE account SET hide_notifications = false WHERE id = $1 AND hide_notifications', [accountId]);
}

// ---- Columns, counts and writes other modules read and write through (issue 23, item 2) ----

/** The account's columns other modules select or name in their joins, conditions and orders, as the
 *  driver answers them. */
export interface AccountColumns {
  id: number;
  email: string;
  full_name: string | null;
  language: Language;
  account_kind: number;
  is_email_verified: boolean;
  is_staff: boolean;
  is_blocked: boolean;
  created_at: Date | string;
  /** The talent's field and experience (dictionary item ids, null when not chosen). */
  field_id: number | null;
  experience_id: number | null;
  /** The photo (a company account's logo), and its small copy for lists. */
  profile_image_url: string | null;
  small_profile_image_url: string | null;
}

/** One column of the account joined as `alias`, for a condition, an order or an expression. */
export const accountColumn = (alias: string, column: keyof AccountColumns): string => `${alias}.${column}`;

/** The selected columns of the account joined as `alias`; the rows carry {@link AccountColumnsRow}. */
export const selectAccountColumns = (alias: string, selection: ColumnSelection<AccountColumns>): string =>
  selectColumns(alias, selection);

export type AccountColumnsRow<S extends ColumnSelection<AccountColumns>> = SelectedRow<AccountColumns, S>;

/** SQL: the name the account joined as `alias` goes by (text, null when it has none): its company page's
 *  name for a company account, else the person's full name; its page is joined as `companyAlias`
 *  (`companyOfAccountJoin` of company.sql.ts). */
export const accountDisplayName = (alias: string, companyAlias: string): string =>
  `coalesce(${companyColumn(companyAlias, 'name')}, ${accountColumn(alias, 'full_name')})`;

/** Blocks the account or lifts its block. */
export async function setAccountBlocked(db: Queryable, accountId: number, blocked: boolean): Promise<void> {
  await db.query('UPDATE account SET is_blocked = $2 WHERE id = $1', [accountId, blocked]);
}

/** SQL query: how many accounts other than staff were created in the last seven days (one `count` column). */
export const NEW_ACCOUNTS_THIS_WEEK_COUNT = `SELECT count(*)::int FROM account WHERE NOT is_staff AND created_at > now() - interval '7 days'`;

/** SQL condition: some account shows the image whose id is the parameter `param` (e.g. `$1`) as its picture. */
export const accountShowsImage = (param: string): string =>
  `EXISTS (SELECT 1 FROM account WHERE strpos(concat_ws(' ', profile_image_url, small_profile_image_url), ${param}) > 0)`;

/** The address and language a mail to an account's owner needs, from the account joined as `alias`
 *  (LEFT JOIN: a page nobody has claimed has none); the rows carry {@link AccountRecipientRow}. */
export const accountRecipientColumns = (alias: string): string => `${alias}.email, ${alias}.language`;

export interface AccountRecipientRow {
  email: string | null;
  language: Language | null;
}

// ---------------------------------------------------------------------------------------------
// For the reads of other modules (common, users, core/auth): issue 23, item 2.

/** SQL of the number of accounts of the kind that the parameter `kindParam` (e.g. `$1`) holds. */
export const accountCountOfKindSql = (kindParam: string): string =>
  `SELECT count(*) FROM account WHERE account_kind = ${kindParam}`;

/** The talent's own account as their profile shows it, from the account `alias`; the rows carry
 *  {@link TalentAccountRow}. */
export const talentAccountColumns = (alias: string): string =>
  `${alias}.id, ${alias}.full_name, ${alias}.email, ${alias}.is_email_verified, ${alias}.profile_image_url, ${alias}.small_profile_image_url, ${alias}.hide_notifications`;

export interface TalentAccountRow {
  id: number;
  full_name: string | null;
  email: string;
  is_email_verified: boolean;
  profile_image_url: string | null;
  small_profile_image_url: string | null;
  hide_notifications: boolean;
}

/** Sets a talent's name, field and experience (the UPDATE locks the account's row until the transaction ends). */
export async function setTalentDetails(
  db: Queryable,
  accountId: number,
  details: { fullName: string | null; fieldId: number | null; experienceId: number | null },
): Promise<void> {
  await db.query('UPDATE account SET full_name = $2, field_id = $3, experience_id = $4 WHERE id = $1', [
    accountId,
    details.fullName,
    details.fieldId,
    details.experienceId,
  ]);
}

/** An account's id, address, name ('' when none) and language, for a mail to it, from the account
 *  `alias`; the rows carry {@link AccountMailRow}. */
export const accountMailColumns = (alias: string): string =>
  `${alias}.id, ${alias}.email, coalesce(${alias}.full_name, '') AS full_name, ${alias}.language`;

export interface AccountMailRow {
  id: number;
  email: string;
  full_name: string;
  language: Language;
}

/** SQL condition: the account `alias` has not turned its digests off. */
export const digestsOnCondition = (alias: string): string => `NOT ${alias}.hide_notifications`;

/** SQL condition: the account `alias` is a talent's that takes digests (not turned off, not blocked). */
export const talentTakesDigestsCondition = (alias: string): string =>
  `${alias}.account_kind = ${AccountKind.User} AND ${digestsOnCondition(alias)} AND NOT ${alias}.is_blocked`;

/** SQL: joins the account whose id is `idExpr` as `alias` (for another module's query that selects
 *  its columns through {@link selectAccountColumns}). */
export const accountJoin = (alias: string, idExpr: string): string =>
  `JOIN account ${alias} ON ${alias}.id = ${idExpr}`;
