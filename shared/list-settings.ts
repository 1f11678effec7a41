/**
 * Page sizes and sort orders of the lists: the server's defaults and limits, and what the client
 * asks for. Plain data only: the client imports this file too.
 */

/** The vacancy search's page size (spec point 9). */
export const VACANCY_SEARCH_PAGE_SIZE = 36;

/** The vacancy search's orders (spec point 4: sort-by defaults to 1). */
export enum VacancySort {
  Newest = 1,
  DeadlineSoonest = 2,
  SalaryHighest = 3,
}

/** The vacancy search's id filters by their query (and API) names, in the order addresses list them:
 *  the search page, saved searches, digests' links and feeds all read this one list. */
export const VACANCY_ID_FILTERS = [
  'technologies',
  'employmentTypes',
  'workLocations',
  'jobFunctions',
  'cities',
  'experiences',
] as const;
export type VacancyIdFilter = (typeof VACANCY_ID_FILTERS)[number];

/** The company directory's page size. */
export const COMPANY_SEARCH_PAGE_SIZE = 36;

/** The blog's (news) page size. */
export const BLOG_PAGE_SIZE = 9;

/** A company's own vacancy lists (its panel), a page. */
export const COMPANY_VACANCIES_PAGE_SIZE = 20;

/** The order of a vacancy's applicants: by the time they applied. */
export enum ApplicantsSort {
  Newest = 'newest',
  Oldest = 'oldest',
}

/** The most reviews one page of GetMyReviews (or a company's reviews) answers. */
export const REVIEWS_MAX_PAGE_SIZE = 100;
