import { returnedRows } from '../../database/returned-rows.js';
import type { DataSource, EntityManager } from 'typeorm';
import { type DictionaryType } from '../../../shared/enums.js';
import { ALL, type SalarySource } from './salary-rules.js';

type Queryable = Pick<DataSource | EntityManager, 'query'>;

/**
 * Claims today's run (`runDate`, Tbilisi): the INSERT waits for a run of the same day that is under
 * way in another transaction, then finds its row and claims nothing. `again` (staff) takes the day's
 * row over instead, after any run under way. True when this transaction holds the claim.
 */
export async function claimSalaryInsightRun(
  manager: EntityManager,
  runDate: string,
  startedBy: number | null,
  again: boolean,
): Promise<boolean> {
  const rows = returnedRows(
    await manager.query(
      `INSERT INTO salary_insight_run (run_date, started_by) VALUES ($1, $2)
     ON CONFLICT (run_date) DO ${again ? 'UPDATE SET started_at = now(), started_by = EXCLUDED.started_by, finished_at = NULL' : 'NOTHING'}
     RETURNING run_date`,
      [runDate, startedBy],
    ),
  );
  return rows.length > 0;
}

export async function clearSalaryInsights(manager: EntityManager): Promise<void> {
  await manager.query('DELETE FROM salary_insight');
}

/** Marks the claimed run done; answers when. */
export async function finishSalaryInsightRun(manager: EntityManager, runDate: string): Promise<Date> {
  const [row] = returnedRows<{ finished_at: Date }>(
    await manager.query(
      'UPDATE salary_insight_run SET finished_at = clock_timestamp() WHERE run_date = $1 RETURNING finished_at',
      [runDate],
    ),
  );
  return new Date(row!.finished_at);
}

/** Whether a run of this day exists (done, or under way and committed). */
export async function salaryInsightRunExists(db: Queryable, runDate: string): Promise<boolean> {
  const rows: unknown[] = await db.query('SELECT 1 FROM salary_insight_run WHERE run_date = $1', [runDate]);
  return rows.length > 0;
}

/** When the last finished run finished; null before the first. */
export async function lastSalaryInsightRun(db: Queryable): Promise<Date | null> {
  const [row]: { finished_at: Date | null }[] = await db.query(
    'SELECT max(finished_at) AS finished_at FROM salary_insight_run',
  );
  return row?.finished_at ? new Date(row.finished_at) : null;
}

export interface SalaryInsightRow {
  source: SalarySource;
  /** The item of the dimension the rows vary in (ALL for the exact group). */
  item_id: number;
  name: string | null;
  name_ge: string | null;
  median: number;
  p25: number;
  p75: number;
  sample_count: number;
  source_count: number;
  quarters: { quarter: string; median: number | null; sampleCount: number }[] | string;
}

export type SalaryDimension = 'technology_id' | 'experience_id' | 'city_id';

export interface SalaryGroup {
  technology_id: number;
  experience_id: number;
  city_id: number;
}

const FIGURE_COLUMNS = 's.source, s.median, s.p25, s.p75, s.sample_count, s.source_count, s.quarters';

/** Both sources' figures of exactly this group (0, 1 or 2 rows). */
export async function salaryInsightsOfGroup(db: Queryable, group: SalaryGroup): Promise<SalaryInsightRow[]> {
  return db.query(
    `SELECT ${FIGURE_COLUMNS}, ${ALL} AS item_id, NULL AS name, NULL AS name_ge FROM salary_insight s
      WHERE s.technology_id = $1 AND s.experience_id = $2 AND s.city_id = $3`,
    [group.technology_id, group.experience_id, group.city_id],
  );
}

/** The figures of the groups that are this group but for one item of `dimension` each (an index
 *  range: each dimension has an index that ends in it), with the item's names and list order. */
export async function salaryInsightsBy(
  db: Queryable,
  group: SalaryGroup,
  dimension: SalaryDimension,
): Promise<(SalaryInsightRow & { order_index: number })[]> {
  const fixed = (['technology_id', 'experience_id', 'city_id'] as const).filter((column) => column !== dimension);
  return db.query(
    `SELECT ${FIGURE_COLUMNS}, s.${dimension} AS item_id, d.name, d.name_ge, d.order_index
       FROM salary_insight s JOIN dictionary_item d ON d.id = s.${dimension}
      WHERE s.${fixed[0]} = $1 AND s.${fixed[1]} = $2 AND s.${dimension} <> ${ALL}`,
    [group[fixed[0]!], group[fixed[1]!]],
  );
}

export interface NamedItemRow {
  id: number;
  type: DictionaryType;
  name: string;
  name_ge: string;
}

/** The dictionary items of these ids, with their list. */
export async function dictionaryItemsOf(db: Queryable, ids: number[]): Promise<NamedItemRow[]> {
  if (ids.length === 0) return [];
  return db.query('SELECT id, type, name, name_ge FROM dictionary_item WHERE id = ANY($1::int[])', [ids]);
}
