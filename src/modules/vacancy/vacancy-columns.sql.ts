import type { DataSource, EntityManager } from 'typeorm';
import { VacancyApproval, VacancyStatus } from '../../../shared/enums.js';
import { type ColumnSelection, selectColumns, type SelectedRow } from '../../core/sql/column-selection.js';

type Queryable = Pick<DataSource | EntityManager, 'query'>;

// ---- Columns, counts and lookups the back office reads through (issue 23, item 2) ----
// (vacancy.sql.ts holds the vacancy's other reads for other modules.)

/** The vacancy's columns other modules may select, as the driver answers them. */
export interface VacancyColumns {
  id: number;
  company_id: number;
  title: string;
  title_ge: string | null;
  status: number;
  approval: number;
  rejection_reason: string | null;
  published_at: Date | null;
  deadline: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** One column of the vacancy joined as `alias`, for a condition, an order or an expression. */
export const vacancyColumn = (alias: string, column: keyof VacancyColumns): string => `${alias}.${column}`;

/** The selected columns of the vacancy joined as `alias`; the rows carry {@link VacancyColumnsRow}. */
export const selectVacancyColumns = (alias: string, selection: ColumnSelection<VacancyColumns>): string =>
  selectColumns(alias, selection);

export type VacancyColumnsRow<S extends ColumnSelection<VacancyColumns>> = SelectedRow<VacancyColumns, S>;

/** SQL condition: the vacancy `alias` waits for staff (review mode: pending approval, and not a draft). */
export const vacancyAwaitsModeration = (alias: string): string =>
  `${alias}.approval = ${VacancyApproval.Pending} AND ${alias}.status <> ${VacancyStatus.Draft}`;

/** SQL query: how many vacancies wait for staff (one `count` column). */
export const VACANCIES_AWAITING_MODERATION_COUNT = `SELECT count(*)::int FROM vacancy v WHERE ${vacancyAwaitsModeration('v')}`;

export async function countVacanciesAwaitingModeration(db: Queryable): Promise<number> {
  const [{ count }]: { count: number }[] = await db.query(VACANCIES_AWAITING_MODERATION_COUNT);
  return Number(count);
}

/** The vacancy's approval, as `{ approval }`; undefined when there is no such vacancy. */
export async function vacancyApprovalState(
  db: Queryable,
  vacancyId: number,
): Promise<{ approval: number } | undefined> {
  const [row]: { approval: number }[] = await db.query('SELECT approval FROM vacancy WHERE id = $1', [vacancyId]);
  return row;
}
