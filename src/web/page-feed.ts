import type { Language } from '../core/i18n/language.js';
import { translate } from '../core/i18n/translator.js';
import { VACANCY_ID_FILTERS, type VacancyIdFilter } from '../../shared/list-settings.js';
import { filterQueryString, type VacancyFeedFilter } from '../modules/vacancy/feed/dto/vacancy-feed-filter.js';
import type { PageRoute } from '../../shared/page-routes.js';
import type { SeoHead } from '../../shared/page-heads/seo-head.js';

/** The vacancy search page, whose feed is that of its search. */
export const VACANCY_SEARCH_PATH = '/vacancies';

const positiveId = (text: string): number | undefined =>
  /^\d{1,9}$/.test(text) && Number(text) >= 1 ? Number(text) : undefined;

/**
 * The search of a /vacancies address (`?searchTerm=go&technologies=11`), read as the page reads it
 * (client/src/stores/vacancies/VacancySearchStore.ts parseVacancyQuery): ids that are no positive
 * number are left out, the text trimmed to 100 characters; sort and page are no part of a feed.
 */
export function vacancySearchFeedFilter(search: string): VacancyFeedFilter {
  const params = new URLSearchParams(search);
  const idsOf = (name: VacancyIdFilter) =>
    [
      ...new Set(
        params
          .getAll(name)
          .map(positiveId)
          .filter((id): id is number => id !== undefined),
      ),
    ].sort((a, b) => a - b);
  const ids = Object.fromEntries(VACANCY_ID_FILTERS.map((name) => [name, idsOf(name)])) as Record<
    VacancyIdFilter,
    number[]
  >;
  return {
    searchTerm: (params.get('searchTerm') ?? '').trim().slice(0, 100).trim(),
    ids,
    salaryShown: params.get('salaryShown') === 'true',
    companyId: null,
  };
}

/**
 * The RSS feed a page announces (`<link rel="alternate" type="application/rss+xml">`): the news
 * pages the blog's, the vacancy search that of its current search (the address the page's RSS link
 * and client/src/lib/vacancy-feed-url.ts give); other pages none.
 */
export function pageFeed(
  route: PageRoute | null,
  search: string,
  language: Language,
  urls: { publicUrl: string; blogFeedUrl: string },
): SeoHead['feed'] | undefined {
  if (route?.pageKind === 'blog') return { title: translate(language, 'blog.feedTitle'), url: urls.blogFeedUrl };
  if (route?.path === VACANCY_SEARCH_PATH) {
    const query = filterQueryString(vacancySearchFeedFilter(search), { lang: language });
    return { title: translate(language, 'vacancyFeed.title'), url: `${urls.publicUrl}/api/Vacancy/Rss?${query}` };
  }
  return undefined;
}
