import { DictionaryType } from '../../../../shared/enums.js';
import type { DataSource, EntityManager } from 'typeorm';
import type { SqlParams } from '../../../core/sql/sql-params.js';
import { SHOWS_SALARY } from '../vacancy-list-item.sql.js';

/**
 * The SQL of the vacancy filters (spec point 3) over a vacancy `v` and its company `c`, shared by
 * SearchVacancies and the digests' saved searches so both match the same vacancies. Each builder
 * takes SQL expressions of the wanted values: the search passes parameters, a digest the columns of
 * the saved searches it matches.
 */

/** The ids, and the ids of their children: a technology category stands for its technologies, a
 *  parent job function for its children. `ids` is an int[] expression; the answer is one too. */
export const withChildItems = (ids: string) =>
  `ARRAY(SELECT d.id FROM dictionary_item d WHERE d.id = ANY(${ids}) OR d.parent_id = ANY(${ids}))`;

/** The vacancy's search vector (titles, company, city, technologies) matches a tsquery: a prepared
 *  one (`$n::tsquery`, see search-query.ts), or `search_tsquery(<text>)` for text in the database. */
export const textCondition = (tsquery: string) => `v.search_vector @@ ${tsquery}`;

/** The filters that ask for one of some dictionary items in a column of the vacancy. */
export const FILTER_COLUMNS = {
  jobFunctions: 'job_function_id',
  employmentTypes: 'employment_type_id',
  workLocations: 'work_location_id',
  cities: 'city_id',
  experiences: 'experience_id',
} as const;
export type FilterColumn = (typeof FILTER_COLUMNS)[keyof typeof FILTER_COLUMNS];

export const columnCondition = (column: FilterColumn, ids: string) => `v.${column} = ANY(${ids})`;

/**
 * The vacancy has one of these dictionary items among its filter items (`v.filter_items`: its
 * technologies, city, work location, employment type, experience and job function, kept by
 * triggers; migration 1764849600000). The same as columnCondition for ids of that kind (and as
 * having one of the technologies), as the items share one id sequence, but answered by the GIN
 * index of the open vacancies, where a search's filters meet. A digest's rows come from a CTE
 * without the array, so it uses the column forms.
 */
export const filterItemsCondition = (ids: string) => `v.filter_items && ${ids}`;

/** The vacancy shows its salary. */
export const salaryShownCondition = SHOWS_SALARY;

/** The filters of a vacancy search other than its text (spec point 3). */
export interface VacancyFilter {
  technologies?: number[];
  jobFunctions?: number[];
  employmentTypes?: number[];
  /** The spec's spelling of employmentTypes. */
  employmentTypies?: number[];
  workLocations?: number[];
  cities?: number[];
  experiences?: number[];
  salaryShown?: boolean;
  companyId?: number;
}

const unique = (ids: number[] | undefined) => [...new Set(ids ?? [])];

/** A filter whose technology categories and parent job functions are replaced by their items. */
export type ExpandedVacancyFilter = VacancyFilter & { readonly expanded: true };

/** No dictionary item has this id: a filter that asked only for items of another kind matches nothing. */
const NO_ITEM = 0;

/**
 * Replaces technology categories and parent job functions by the items under them, in one small
 * query, so the search's SQL carries the ids themselves: the planner then knows how many vacancies
 * a technology has and starts from the rarest condition (an ARRAY(SELECT …) hides that from it).
 * Technologies keep only technologies and their categories: filter items of every kind share one
 * array, and another kind's id must not match (a job function or a column filter is checked
 * against its own column as well, see vacancyFilterConditions).
 */
export async function expandVacancyFilter(
  db: DataSource | EntityManager,
  filter: VacancyFilter,
): Promise<ExpandedVacancyFilter> {
  const technologies = unique(filter.technologies);
  const jobFunctions = unique(filter.jobFunctions);
  if (!technologies.length && !jobFunctions.length) return { ...filter, expanded: true };
  const childrenOf = async (ids: number[]) => {
    if (!ids.length) return [];
    const rows: { id: number }[] = await db.query(`SELECT unnest(${withChildItems('$1::int[]')}) AS id`, [ids]);
    // An unknown id stays, matching nothing, rather than widening the search to no filter at all.
    return unique([...ids, ...rows.map((row) => Number(row.id))]);
  };
  const technologiesOnly = async (ids: number[]) => {
    if (!ids.length) return [];
    const rows: { id: number }[] = await db.query(
      `SELECT d.id FROM dictionary_item d WHERE d.id = ANY(${withChildItems('$1::int[]')}) AND d.type = ANY($2::int[])`,
      [ids, [DictionaryType.Technology, DictionaryType.TechnologyCategory]],
    );
    return rows.length ? unique(rows.map((row) => Number(row.id))) : [NO_ITEM];
  };
  return {
    ...filter,
    technologies: await technologiesOnly(technologies),
    jobFunctions: await childrenOf(jobFunctions),
    expanded: true,
  };
}

/** The conditions of a filter over `v`; values of one filter are alternatives, filters combine. */
export function vacancyFilterConditions(filter: ExpandedVacancyFilter, params: SqlParams): string[] {
  const where: string[] = [];
  const technologies = unique(filter.technologies);
  if (technologies.length) where.push(filterItemsCondition(`${params.add(technologies)}::int[]`));
  // The index narrows; the column, read from the rows the index found, keeps each filter to its kind.
  const oneOf = (column: FilterColumn, ids: number[]) => {
    if (!ids.length) return;
    const list = `${params.add(ids)}::int[]`;
    where.push(`(${filterItemsCondition(list)} AND ${columnCondition(column, list)})`);
  };
  oneOf(FILTER_COLUMNS.jobFunctions, unique(filter.jobFunctions));
  oneOf(
    FILTER_COLUMNS.employmentTypes,
    unique([...(filter.employmentTypes ?? []), ...(filter.employmentTypies ?? [])]),
  );
  oneOf(FILTER_COLUMNS.workLocations, unique(filter.workLocations));
  oneOf(FILTER_COLUMNS.cities, unique(filter.cities));
  oneOf(FILTER_COLUMNS.experiences, unique(filter.experiences));
  if (filter.salaryShown) where.push(salaryShownCondition);
  if (filter.companyId !== undefined) where.push(`v.company_id = ${params.add(filter.companyId)}`);
  return where;
}
