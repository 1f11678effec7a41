import { SHOWS_SALARY } from '../vacancy-list-item.js';

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

/** The title (English or Georgian) or the company name contains the text; `pattern` is a LIKE
 *  pattern with the text's wildcards escaped. */
export const textCondition = (pattern: string) => `(v.title ILIKE ${pattern} OR v.title_ge ILIKE ${pattern} OR c.name ILIKE ${pattern})`;

/** The vacancy uses one of the technologies (`ids` already with their children, see withChildItems). */
export const technologyCondition = (ids: string) =>
  `EXISTS (SELECT 1 FROM vacancy_technology vt WHERE vt.vacancy_id = v.id AND vt.technology_id = ANY(${ids}))`;

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

/** The vacancy shows its salary. */
export const salaryShownCondition = SHOWS_SALARY;
