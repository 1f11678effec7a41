/**
 * The read-cache keys (see ReadCache.remember) whose answers count or list the open vacancies: the
 * landing page's latest vacancies and figures, the vacancy feeds, the dictionaries' vacancy counts,
 * the smart search's counts and the partner carousel's order. A staff decision that shows or hides
 * a vacancy forgets them (ReadCache.forget, which also drops the finished public answers).
 */
export const OPEN_VACANCY_CACHE_PREFIXES = [
  'latestVacancies:',
  'rss:',
  'indexPageCount',
  'dictionary:',
  'openVacancyCounts:',
  'partnerCompanies:',
];
