import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ReadCache } from '../../../core/cache/read-cache.service.js';
import { DictionaryType } from '../../../../shared/enums.js';
import type { Language } from '../../../core/i18n/language.js';
import { SqlParams } from '../../../core/sql/sql-params.js';
import { escapeLike } from '../../../core/text/escape-like.js';
import { openVacancyCountsFor } from '../../visibility/open-vacancy-counts.sql.js';
import { cappedCount } from '../../vacancy/search/capped-count.sql.js';
import {
  type ExpandedVacancyFilter,
  expandVacancyFilter,
  textCondition,
  vacancyFilterConditions,
} from '../../vacancy/search/vacancy-filter.sql.js';
import { selectVacancyCards } from '../../vacancy/vacancy-list-item.sql.js';
import {
  NEWEST_VACANCIES_FIRST,
  openVacancyCountsByTechnology,
  vacancyTitleIs,
  vacancyTitleLike,
} from '../../vacancy/vacancy.sql.js';
import { companyListItemOfCard } from '../../company/company-list-item.sql.js';
import { companyCardColumns, type CompanyCardRow, companyNameOrder, companyColumn } from '../../company/company.sql.js';
import { openVacancyCondition } from '../../visibility/vacancy-visibility.sql.js';
import { visibleCompanyCondition } from '../../visibility/company-visibility.sql.js';
import { highlightsIn } from '../text/highlight.js';
import { type PreparedSearch, prepareSearch } from '../text/search-query.js';
import { matchKindOf, matchRankSql } from './match-rank.js';
import type { SmartSearchQuery } from './dto/smart-search.dto.js';
import type {
  MatchKind,
  SmartSearchCompany,
  SmartSearchGroup,
  SmartSearchResult,
  SmartSearchTechnology,
  SmartSearchVacancy,
} from './smart-search.view.js';

/** The box previews: its vacancies say "100+" and the search page counts further. */
export const SMART_SEARCH_COUNT_LIMIT = 100;

const emptyGroup = <T>(): SmartSearchGroup<T> => ({ items: [], totalCount: 0, totalCountCapped: false });

interface RankedRow {
  id: number;
  rank: number;
  total: number;
}

/**
 * The one-box search (`/search`): the terms against vacancies, companies and technologies at once,
 * each kind ranked exact, prefix, every word, then misspelt, and cut to `take`.
 */
@Injectable()
export class SmartSearchService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly cache: ReadCache,
  ) {}

  async search(
    query: SmartSearchQuery,
    language: Language,
    talentAccountId: number | null,
  ): Promise<SmartSearchResult> {
    const terms = query.searchTerm ?? [];
    const prepared = terms.length ? await prepareSearch(this.db, terms.join(' ')) : null;
    if (!prepared) return { terms, vacancies: emptyGroup(), companies: emptyGroup(), technologies: emptyGroup() };
    const [vacancies, companies, technologies] = await Promise.all([
      this.vacancies(prepared, query, language, talentAccountId),
      this.companies(prepared, query.take),
      this.technologies(prepared, query.take),
    ]);
    return { terms, vacancies, companies, technologies };
  }

  /** Tier by tier (the title as typed, its beginning, every word, misspelt words), each newest
   *  first and cut to what is still missing, so a common word never ranks every vacancy it is in. */
  private async vacancies(
    prepared: PreparedSearch,
    query: SmartSearchQuery,
    language: Language,
    talentAccountId: number | null,
  ): Promise<SmartSearchGroup<SmartSearchVacancy>> {
    const tiers: { kind: MatchKind | 'title'; condition: (params: SqlParams) => string }[] = [
      {
        kind: 'title',
        condition: (params) => {
          const prefix = params.add(`${escapeLike(prepared.phrase)}%`);
          return vacancyTitleLike(prefix);
        },
      },
      { kind: 'text', condition: (params) => textCondition(`${params.add(prepared.exact)}::tsquery`) },
      ...(prepared.fuzzy === prepared.exact
        ? []
        : [
            {
              kind: 'fuzzy' as const,
              condition: (params: SqlParams) => textCondition(`${params.add(prepared.fuzzy)}::tsquery`),
            },
          ]),
    ];
    const filter: ExpandedVacancyFilter = await expandVacancyFilter(this.db, query);
    const found: { id: number; kind: MatchKind }[] = [];
    for (const tier of tiers) {
      if (found.length >= query.take) break;
      const params = new SqlParams();
      const where = [openVacancyCondition('v'), ...vacancyFilterConditions(filter, params), tier.condition(params)];
      if (found.length) where.push(`v.id <> ALL(${params.add(found.map((row) => row.id))}::int[])`);
      const phrase = params.add(prepared.phrase);
      const rows: { id: number; exact: boolean }[] = await this.db.query(
        `SELECT v.id, ${vacancyTitleIs(phrase)} IS TRUE AS exact FROM vacancy v
          WHERE ${where.join(' AND ')}
          ORDER BY ${tier.kind === 'title' ? 'exact DESC, ' : ''}${NEWEST_VACANCIES_FIRST}
          LIMIT ${params.add(query.take - found.length)}`,
        params.values,
      );
      for (const row of rows) {
        found.push({ id: Number(row.id), kind: tier.kind === 'title' ? (row.exact ? 'exact' : 'prefix') : tier.kind });
      }
    }
    const countParams = new SqlParams();
    const matching = [
      openVacancyCondition('v'),
      ...vacancyFilterConditions(filter, countParams),
      textCondition(`${countParams.add(prepared.fuzzy)}::tsquery`),
    ];
    const count = await cappedCount(
      this.db,
      'vacancy v',
      matching.join(' AND '),
      countParams.values,
      0,
      SMART_SEARCH_COUNT_LIMIT,
    );
    if (!found.length) return { items: [], ...count };
    const ids = found.map((row) => row.id);
    const cards = await selectVacancyCards(
      this.db,
      { where: 'v.id = ANY($1::int[])', params: [ids], orderBy: 'array_position($1::int[], v.id)', limit: ids.length },
      language,
      talentAccountId,
      null, // no talent's match: this list's `match` is the text's
    );
    const kindOf = new Map(found.map((row) => [row.id, row.kind]));
    const items = cards.map((card) => ({
      ...card,
      match: kindOf.get(card.id) ?? 'fuzzy',
      highlights: {
        title: highlightsIn(card.title, prepared.words),
        titleGE: highlightsIn(card.titleGE, prepared.words),
      },
    }));
    // A title that starts with the text may match it only as a phrase; count it in.
    return { items, totalCount: Math.max(count.totalCount, items.length), totalCountCapped: count.totalCountCapped };
  }

  private async companies(prepared: PreparedSearch, take: number): Promise<SmartSearchGroup<SmartSearchCompany>> {
    const params = new SqlParams();
    const fuzzy = `${params.add(prepared.fuzzy)}::tsquery`;
    const searchVector = companyColumn('c', 'search_vector');
    const rows: (RankedRow & CompanyCardRow)[] = await this.db.query(
      `SELECT ${companyCardColumns('c')},
              ${matchRankSql(prepared, params, searchVector, [companyColumn('c', 'name')])} AS rank, count(*) OVER ()::int AS total
         FROM company c WHERE ${searchVector} @@ ${fuzzy} AND ${visibleCompanyCondition('c')}
        ORDER BY rank DESC, ts_rank(${searchVector}, ${fuzzy}) DESC, ${companyColumn('c', 'is_verified')} DESC, ${companyNameOrder('c')}
        LIMIT ${params.add(take)}`,
      params.values,
    );
    if (!rows.length) return emptyGroup();
    const counts = await openVacancyCountsFor(
      this.db,
      rows.map((row) => Number(row.company_id)),
    );
    const items = rows.map((row) => {
      const item = companyListItemOfCard(row);
      return {
        ...item,
        activeVacancyCount: counts.get(item.id) ?? 0,
        match: matchKindOf(row.rank),
        highlights: { name: highlightsIn(item.name, prepared.words) },
      };
    });
    return { items, totalCount: Number(rows[0].total), totalCountCapped: false };
  }

  private async technologies(prepared: PreparedSearch, take: number): Promise<SmartSearchGroup<SmartSearchTechnology>> {
    const params = new SqlParams();
    const fuzzy = `${params.add(prepared.fuzzy)}::tsquery`;
    const rows: (RankedRow & {
      name: string;
      name_ge: string;
      icon_url: string | null;
      parent_id: number | null;
      parent_name: string | null;
      parent_name_ge: string | null;
    })[] = await this.db.query(
      `SELECT t.id, t.name, t.name_ge, t.icon_url, p.id AS parent_id, p.name AS parent_name, p.name_ge AS parent_name_ge,
                ${matchRankSql(prepared, params, 't.search_vector', ['t.name', 't.name_ge'], ['t.aliases'])} AS rank,
                count(*) OVER ()::int AS total
           FROM dictionary_item t LEFT JOIN dictionary_item p ON p.id = t.parent_id
          WHERE t.type = ${params.add(DictionaryType.Technology)} AND t.search_vector @@ ${fuzzy}
          ORDER BY rank DESC, ts_rank(t.search_vector, ${fuzzy}) DESC, t.order_index, t.id
          LIMIT ${params.add(take)}`,
      params.values,
    );
    if (!rows.length) return emptyGroup();
    const counts = await this.openVacancyCountsByTechnology(rows.map((row) => Number(row.id)));
    const items = rows.map((row) => ({
      id: Number(row.id),
      name: row.name,
      nameGE: row.name_ge,
      iconUrl: row.icon_url,
      parentDictionary:
        row.parent_id === null
          ? null
          : { id: Number(row.parent_id), name: row.parent_name!, nameGE: row.parent_name_ge! },
      activeVacancyCount: counts.get(Number(row.id)) ?? 0,
      match: matchKindOf(row.rank),
      highlights: { name: highlightsIn(row.name, prepared.words), nameGE: highlightsIn(row.name_ge, prepared.words) },
    }));
    return { items, totalCount: Number(rows[0].total), totalCountCapped: false };
  }

  /** Counting a popular technology's vacancies reads thousands of links, and the number is only
   *  shown: kept in the read cache like the landing page's counts. */
  private async openVacancyCountsByTechnology(ids: number[]): Promise<Map<number, number>> {
    const key = `openVacancyCounts:technologies:${[...ids].sort((a, b) => a - b).join(',')}`;
    const counts = await this.cache.remember(key, () => this.countOpenVacanciesByTechnology(ids));
    return new Map(counts);
  }

  private async countOpenVacanciesByTechnology(ids: number[]): Promise<[number, number][]> {
    return openVacancyCountsByTechnology(this.db, ids);
  }
}
