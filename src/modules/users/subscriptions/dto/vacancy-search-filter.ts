import { VACANCY_ID_FILTERS, type VacancyIdFilter } from '../../../../../shared/list-settings.js';
import { DictionaryType } from '../../../../../shared/enums.js';

/**
 * A saved vacancy search: the filters of SearchVacancies (src/modules/vacancy/search/dto), with the
 * same names and meaning. Values of one filter are alternatives; filters combine. Stored as JSON in
 * `search_subscription.search`, always normalised (see normalizeSearchFilter).
 */
export interface VacancySearchFilter {
  /** Text the title (English or Georgian) or the company name contains, in any case. */
  searchTerm?: string;
  /** Technology or technology category ids; a category matches its technologies. */
  technologies?: number[];
  employmentTypes?: number[];
  workLocations?: number[];
  /** Job function ids; a parent function matches its children. */
  jobFunctions?: number[];
  cities?: number[];
  experiences?: number[];
  /** true: only vacancies that show their salary (false filters nothing, so it is left out). */
  salaryShown?: boolean;
}

/** The id filters and the dictionary each one's ids come from, in the order a summary names them. */
export const SEARCH_FILTER_ID_FIELDS: Readonly<Record<VacancyIdFilter, DictionaryType>> = {
  technologies: DictionaryType.Technology,
  cities: DictionaryType.City,
  jobFunctions: DictionaryType.JobFunction,
  experiences: DictionaryType.Experience,
  employmentTypes: DictionaryType.EmploymentType,
  workLocations: DictionaryType.WorkLocation,
};

/** Dictionaries a field accepts besides its own: technologies also take technology categories. */
const ALSO_ACCEPTED: Partial<Record<VacancyIdFilter, DictionaryType[]>> = {
  technologies: [DictionaryType.TechnologyCategory],
};

/** The dictionary types whose ids `field` accepts. */
export function acceptedTypes(field: VacancyIdFilter): DictionaryType[] {
  return [SEARCH_FILTER_ID_FIELDS[field], ...(ALSO_ACCEPTED[field] ?? [])];
}

/** What normalizeSearchFilter reads: a filter as sent, stored or found in a URL (SearchVacancies also
 *  takes the spec's spelling `employmentTypies`). */
export type SearchFilterInput = {
  [K in keyof VacancySearchFilter]?: VacancySearchFilter[K] | null;
} & { employmentTypies?: number[] | null };

const sortedUnique = (ids: readonly unknown[] | null | undefined): number[] =>
  [...new Set((ids ?? []).map(Number).filter((id) => Number.isInteger(id) && id > 0))].sort((a, b) => a - b);

/** The filter with sorted unique ids, a trimmed term and empty fields dropped, so equal searches
 *  compare equal as JSON. */
export function normalizeSearchFilter(input: SearchFilterInput | null | undefined): VacancySearchFilter {
  const filter: VacancySearchFilter = {};
  const term = typeof input?.searchTerm === 'string' ? input.searchTerm.trim() : '';
  if (term) filter.searchTerm = term;
  for (const field of VACANCY_ID_FILTERS) {
    const given =
      field === 'employmentTypes'
        ? [...(input?.employmentTypes ?? []), ...(input?.employmentTypies ?? [])]
        : input?.[field];
    const ids = sortedUnique(given);
    if (ids.length) filter[field] = ids;
  }
  if (input?.salaryShown === true) filter.salaryShown = true;
  return filter;
}

/** true when the filter narrows nothing (every vacancy would match). */
export function isEmptySearchFilter(filter: VacancySearchFilter): boolean {
  return Object.keys(filter).length === 0;
}

/** Something that runs SQL: a DataSource or a transaction's EntityManager. */
interface Queryable {
  query(sql: string, params?: unknown[]): Promise<unknown>;
}

/** The id fields of a normalised filter holding an id that is not in the field's dictionary (in
 *  field order; empty when every id is right). */
export async function invalidSearchFilterFields(
  db: Queryable,
  filter: VacancySearchFilter,
): Promise<VacancyIdFilter[]> {
  const fields = VACANCY_ID_FILTERS.filter((field) => filter[field]?.length);
  if (!fields.length) return [];
  const ids = [...new Set(fields.flatMap((field) => filter[field] ?? []))];
  const rows = (await db.query('SELECT id, type FROM dictionary_item WHERE id = ANY($1::int[])', [ids])) as {
    id: number;
    type: number;
  }[];
  const typeOf = new Map(rows.map((row) => [Number(row.id), Number(row.type)]));
  return fields.filter((field) => {
    const accepted = acceptedTypes(field);
    return (filter[field] ?? []).some((id) => !accepted.includes(typeOf.get(id) as DictionaryType));
  });
}
