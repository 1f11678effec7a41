import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AppConfig } from '../../../config/app-config.js';
import { ReadCache } from '../../../core/cache/read-cache.service.js';
import { type Language, localized } from '../../../core/i18n/language.js';
import { translate } from '../../../core/i18n/translator.js';
import { SearchVacanciesQuery, VacancySort } from '../search/dto/search-vacancies.dto.js';
import { VacancySearchService } from '../search/vacancy-search.service.js';
import type { VacancyFeedQuery } from './dto/vacancy-feed.dto.js';
import { feedEntryOf } from './vacancy-feed-entry.view.js';
import {
  FEED_SUMMARY_ORDER,
  feedFilterOf,
  filterQueryString,
  type VacancyFeedFilter,
} from './dto/vacancy-feed-filter.js';
import { renderVacancyRss } from './vacancy-rss.js';
import { shorten } from '../../../../shared/text/shorten.js';
import { companyName, type CompanyName } from '../../company/company.sql.js';

/** How many vacancies a feed holds: the newest ones. */
export const FEED_SIZE = 50;
/** The most characters of the filter a feed's title names (its description names it all). */
const TITLE_FILTER_LENGTH = 100;

/** GET /api/Vacancy/Rss: the newest open vacancies of a search as RSS 2.0. */
@Injectable()
export class VacancyFeedService {
  private readonly publicUrl: string;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly search: VacancySearchService,
    private readonly cache: ReadCache,
    config: AppConfig,
  ) {
    this.publicUrl = config.publicUrl;
  }

  /** Every reader of a feed gets the same XML: kept in the read cache by the feed's own address. */
  rss(query: VacancyFeedQuery): Promise<string> {
    return this.cache.remember(`rss:${filterQueryString(feedFilterOf(query), { lang: query.lang })}`, () =>
      this.render(query),
    );
  }

  private async render(query: VacancyFeedQuery): Promise<string> {
    const { lang: language, ...filters } = query;
    // SearchVacancies itself does the matching, so a feed lists what the search page lists.
    const searchQuery = Object.assign(new SearchVacanciesQuery(), filters, {
      sortBy: VacancySort.Newest,
      page: 1,
      pageSize: FEED_SIZE,
    });
    const { items } = await this.search.search(searchQuery, language, null, { counted: false });
    const filter = feedFilterOf(query);
    const company = filter.companyId === null ? null : await this.companyOf(filter.companyId);
    const summary = [...(await this.filterNames(filter, language)), ...(company ? [company.name] : [])];
    if (filter.salaryShown) summary.push(translate(language, 'vacancyFeed.withSalary'));
    const pageQuery = filterQueryString(filter);
    return renderVacancyRss(
      {
        ...channelTexts(summary.join(', '), language),
        // A company's feed opens the company's vacancies; /vacancies has no company filter.
        link: company
          ? `${this.publicUrl}/companies/${encodeURIComponent(company.slug)}/vacancies`
          : `${this.publicUrl}/vacancies${pageQuery ? `?${pageQuery}` : ''}`,
        selfLink: `${this.publicUrl}/api/Vacancy/Rss?${filterQueryString(filter, { lang: language })}`,
        language,
      },
      items.map((vacancy) => feedEntryOf(vacancy, language, this.publicUrl)),
    );
  }

  /** The search text (quoted) and the names of the chosen dictionary items, in summary order. */
  private async filterNames(filter: VacancyFeedFilter, language: Language): Promise<string[]> {
    const ids = FEED_SUMMARY_ORDER.flatMap((key) => filter.ids[key]);
    const rows: { id: number; name: string; name_ge: string | null }[] = ids.length
      ? await this.db.query(
          'SELECT id, name, name_ge FROM dictionary_item WHERE id = ANY($1::int[]) ORDER BY order_index, id',
          [ids],
        )
      : [];
    const names = FEED_SUMMARY_ORDER.flatMap((key) => {
      const chosen = new Set(filter.ids[key]);
      return rows.filter((row) => chosen.has(Number(row.id))).map((row) => localized(language, row.name, row.name_ge));
    });
    return filter.searchTerm ? [`“${filter.searchTerm}”`, ...names] : names;
  }

  private companyOf(id: number): Promise<CompanyName | null> {
    return companyName(this.db, id);
  }
}

/** The channel's title and description, naming the filter when there is one. */
function channelTexts(filter: string, language: Language): { title: string; description: string } {
  if (!filter)
    return {
      title: translate(language, 'vacancyFeed.title'),
      description: translate(language, 'vacancyFeed.description'),
    };
  return {
    title: translate(language, {
      key: 'vacancyFeed.filteredTitle',
      args: { filter: shorten(filter, TITLE_FILTER_LENGTH) },
    }),
    description: translate(language, { key: 'vacancyFeed.filteredDescription', args: { filter } }),
  };
}
