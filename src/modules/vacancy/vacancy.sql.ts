import type { DataSource, EntityManager } from 'typeorm';
import { publicVacancyCondition } from '../visibility/vacancy-access.sql.js';
import { openVacancyCondition } from '../visibility/vacancy-visibility.sql.js';
import { FILTER_COLUMNS, type FilterColumn } from './search/vacancy-filter.sql.js';

type Queryable = Pick<DataSource | EntityManager, 'query'>;

/**
 * The vacancy table for other modules (docs/architecture.md, "Another module reads or writes an
 * owner's table"): lookups, and selections of `FROM vacancy v` under the caller's condition over
 * `v` (as selectVacancyCards in vacancy-list-item.sql.ts), so no other module names its columns.
 */

/** Whether the vacancy's page is one the public may see (published and approved). */
export async function isPublicVacancy(db: Queryable, vacancyId: number): Promise<boolean> {
  const rows: unknown[] = await db.query(`SELECT 1 FROM vacancy v WHERE v.id = $1 AND ${publicVacancyCondition('v')}`, [
    vacancyId,
  ]);
  return rows.length > 0;
}

/** Which of the vacancies are open now (the one rule of "open"). */
export async function openVacancyIds(db: Queryable, vacancyIds: number[]): Promise<Set<number>> {
  if (vacancyIds.length === 0) return new Set();
  const rows: { id: number }[] = await db.query(
    `SELECT v.id FROM vacancy v WHERE v.id = ANY($1::int[]) AND ${openVacancyCondition('v')}`,
    [vacancyIds],
  );
  return new Set(rows.map((row) => Number(row.id)));
}

/** The ids of the vacancies `v` that meet the SQL condition `where` (`$n` index `params`), in the
 *  order of the SQL ORDER BY list `orderBy` over `v`. */
export async function selectVacancyIds(
  db: Queryable,
  where: string,
  params: unknown[],
  orderBy: string,
): Promise<number[]> {
  const rows: { id: number }[] = await db.query(
    `SELECT v.id FROM vacancy v WHERE ${where} ORDER BY ${orderBy}`,
    params,
  );
  return rows.map((row) => Number(row.id));
}

/** How many vacancies `v` meet the SQL condition `where` (`$n` index `params`). */
export async function countVacancies(db: Queryable, where: string, params: unknown[]): Promise<number> {
  const [{ count }]: { count: number }[] = await db.query(
    `SELECT count(*)::int AS count FROM vacancy v WHERE ${where}`,
    params,
  );
  return Number(count);
}

/** SQL of the open vacancies, as rows of their `id` and of the dictionary columns asked for (see
 *  FILTER_COLUMNS in search/vacancy-filter.sql.ts), of the company whose id is the int parameter
 *  `companyParam` (all companies when it is NULL). */
export const openVacancyItemColumnsSql = (columns: FilterColumn[], companyParam: string): string =>
  `SELECT ${['v.id', ...columns.map((column) => `v.${column}`)].join(', ')}
           FROM vacancy v WHERE ${openVacancyCondition('v')} AND (${companyParam}::int IS NULL OR v.company_id = ${companyParam})`;

/** SQL of the links of the vacancies of `relation` (rows with the vacancy's `id`: the vacancy table
 *  or a CTE over it) to their technologies: rows of `item_id` (the technology) and `vacancy_id`. */
export const vacancyTechnologyLinksSql = (relation: string): string =>
  `SELECT vt.technology_id AS item_id, vt.vacancy_id FROM vacancy_technology vt JOIN ${relation} v ON v.id = vt.vacancy_id`;

const VACANCY_ITEM_COLUMNS: FilterColumn[] = [
  FILTER_COLUMNS.cities,
  FILTER_COLUMNS.employmentTypes,
  FILTER_COLUMNS.workLocations,
  FILTER_COLUMNS.experiences,
  FILTER_COLUMNS.jobFunctions,
];

/** SQL of the dictionary items of the open vacancies other than technologies, by company: rows of
 *  `item_id` (NULL where a vacancy has none of a kind) and `company_id`. */
export const openVacancyCompanyItemsSql = (): string => `SELECT x.item_id, v.company_id FROM vacancy v
           CROSS JOIN LATERAL (VALUES ${VACANCY_ITEM_COLUMNS.map((column) => `(v.${column})`).join(', ')}) AS x(item_id)
           WHERE ${openVacancyCondition('v')}`;

/** How many open vacancies each of the technologies has (technologies without any are absent). */
export async function openVacancyCountsByTechnology(
  db: Queryable,
  technologyIds: number[],
): Promise<[number, number][]> {
  const rows: { id: number; count: number }[] = await db.query(
    `SELECT vt.technology_id AS id, count(*)::int AS count
         FROM vacancy_technology vt JOIN vacancy v ON v.id = vt.vacancy_id
        WHERE vt.technology_id = ANY($1::int[]) AND ${openVacancyCondition('v')}
        GROUP BY vt.technology_id`,
    [technologyIds],
  );
  return rows.map((row) => [Number(row.id), Number(row.count)]);
}

/** SQL condition: the vacancy's title, English or Georgian, in lower case is the text parameter
 *  `phraseParam` (NULL where the Georgian title is missing and the English one differs). */
export const vacancyTitleIs = (phraseParam: string): string =>
  `(lower(v.title) = ${phraseParam} OR lower(v.title_ge) = ${phraseParam})`;

/** SQL condition: the vacancy's title, English or Georgian, in lower case is LIKE the parameter `patternParam`. */
export const vacancyTitleLike = (patternParam: string): string =>
  `(lower(v.title) LIKE ${patternParam} OR lower(v.title_ge) LIKE ${patternParam})`;

/** SQL ORDER BY list: the vacancies published last first. */
export const NEWEST_VACANCIES_FIRST = 'v.published_at DESC NULLS LAST, v.id DESC';

/**
 * The vacancy `alias` as a digest matches it: its id, company, publication, titles, salary, the
 * dictionary columns of FILTER_COLUMNS and its search vector. The rows keep the vacancy's column
 * names, so the filter conditions of search/vacancy-filter.sql.ts (over `v`) apply to a CTE of them.
 */
export const vacancyMatchColumns = (alias: string): string =>
  [
    'id',
    'company_id',
    'published_at',
    'title',
    'title_ge',
    'show_salary',
    'salary_min',
    'salary_max',
    FILTER_COLUMNS.jobFunctions,
    FILTER_COLUMNS.cities,
    FILTER_COLUMNS.experiences,
    FILTER_COLUMNS.employmentTypes,
    FILTER_COLUMNS.workLocations,
    'search_vector',
  ]
    .map((column) => `${alias}.${column}`)
    .join(', ');

/** SQL of the rows of `relation` (vacancies by `id`, e.g. a CTE of vacancyMatchColumns), each once per
 *  technology of the vacancy, with the technology's id as `key`. */
export const withTechnologyKeysSql = (relation: string): string => `SELECT v.*, vt.technology_id AS key
    FROM vacancy_technology vt JOIN ${relation} v ON v.id = vt.vacancy_id
   WHERE vt.vacancy_id = ANY(ARRAY(SELECT id FROM ${relation}))`;

/** SQL: the ids of the technologies of the vacancy `alias` (an int[]), in the order its card lists them
 *  (the digests' match of a vacancy, issue 25). */
export const vacancyTechnologyIdsSql = (alias: string): string =>
  `ARRAY(SELECT vt.technology_id FROM vacancy_technology vt JOIN dictionary_item d ON d.id = vt.technology_id
          WHERE vt.vacancy_id = ${alias}.id ORDER BY d.order_index, d.name, d.id)`;

/** A vacancy's titles, as another module's list names it. */
export interface VacancyTitleRow {
  id: number;
  title: string;
  title_ge: string | null;
}

/** The titles of these vacancies (in no particular order), whatever their state. */
export async function vacancyTitles(db: Queryable, vacancyIds: number[]): Promise<Map<number, VacancyTitleRow>> {
  if (vacancyIds.length === 0) return new Map();
  const rows: VacancyTitleRow[] = await db.query(
    'SELECT v.id, v.title, v.title_ge FROM vacancy v WHERE v.id = ANY($1::int[])',
    [vacancyIds],
  );
  return new Map(rows.map((row) => [Number(row.id), { ...row, id: Number(row.id) }]));
}

/** Whether the vacancy is one of the company's open vacancies (published, approved, not expired). */
export async function isOpenVacancyOfCompany(db: Queryable, vacancyId: number, companyId: number): Promise<boolean> {
  const rows: unknown[] = await db.query(
    `SELECT 1 FROM vacancy v WHERE v.id = $1 AND v.company_id = $2 AND ${openVacancyCondition('v')}`,
    [vacancyId, companyId],
  );
  return rows.length > 0;
}
