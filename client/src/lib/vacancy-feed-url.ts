import type { VacancySearchFilter } from '../api/subscriptions';

/** The vacancy RSS feed (GET /api/Vacancy/Rss). */
export const VACANCY_FEED_PATH = '/api/Vacancy/Rss';

/** What a feed watches: SearchVacancies' filters, optionally one company's vacancies. */
export interface VacancyFeedFilter extends VacancySearchFilter {
  companyId?: number;
}

/** The id filters in the order the feed's address lists them. */
const ID_KEYS = ['technologies', 'employmentTypes', 'workLocations', 'jobFunctions', 'cities', 'experiences'] as const;

/**
 * The feed address of a vacancy filter, in the interface's language. Feed readers and caches key
 * on the address, so one filter always gives one address: the keys in a fixed order, ids sorted
 * and without repeats, empty values left out.
 */
export function vacancyFeedUrl(filter: VacancyFeedFilter, lang: 'en' | 'ka'): string {
  const params = new URLSearchParams();
  const text = filter.searchTerm?.trim();
  if (text) params.set('searchTerm', text);
  for (const key of ID_KEYS) {
    const ids = [...new Set(filter[key] ?? [])].sort((a, b) => a - b);
    for (const id of ids) params.append(key, String(id));
  }
  if (filter.salaryShown) params.set('salaryShown', 'true');
  if (filter.companyId !== undefined) params.set('companyId', String(filter.companyId));
  params.set('lang', lang);
  return `${VACANCY_FEED_PATH}?${params.toString()}`;
}
