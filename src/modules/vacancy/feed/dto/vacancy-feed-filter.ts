import { VACANCY_ID_FILTERS, type VacancyIdFilter } from '../../../../../shared/list-settings.js';
import type { VacancyFeedQuery } from './vacancy-feed.dto.js';

/** The order a feed's title names the chosen items in. */
export const FEED_SUMMARY_ORDER: readonly VacancyIdFilter[] = [
  'technologies',
  'cities',
  'jobFunctions',
  'experiences',
  'employmentTypes',
  'workLocations',
];

/** A feed's filter as its addresses and texts read it: the text trimmed, ids sorted and unique, the
 *  spec's `employmentTypies` joined to `employmentTypes`. */
export interface VacancyFeedFilter {
  searchTerm: string;
  ids: Record<VacancyIdFilter, number[]>;
  salaryShown: boolean;
  companyId: number | null;
}

const sortedUnique = (ids: number[] | undefined) => [...new Set(ids ?? [])].sort((a, b) => a - b);

export function feedFilterOf(query: VacancyFeedQuery): VacancyFeedFilter {
  const ids = Object.fromEntries(VACANCY_ID_FILTERS.map((key) => [key, sortedUnique(query[key])])) as Record<
    VacancyIdFilter,
    number[]
  >;
  ids.employmentTypes = sortedUnique([...ids.employmentTypes, ...(query.employmentTypies ?? [])]);
  return {
    searchTerm: query.searchTerm?.trim() ?? '',
    ids,
    salaryShown: query.salaryShown === true,
    companyId: query.companyId ?? null,
  };
}

/** The filter as a query string, keys in a fixed order and only non-empty values, so one filter
 *  always gives one address. `feed` adds what only the feed's own address carries. */
export function filterQueryString(filter: VacancyFeedFilter, feed?: { lang: string }): string {
  const params = new URLSearchParams();
  if (filter.searchTerm) params.set('searchTerm', filter.searchTerm);
  for (const key of VACANCY_ID_FILTERS) for (const id of filter.ids[key]) params.append(key, String(id));
  if (filter.salaryShown) params.set('salaryShown', 'true');
  if (feed) {
    if (filter.companyId !== null) params.set('companyId', String(filter.companyId));
    params.set('lang', feed.lang);
  }
  return params.toString();
}
