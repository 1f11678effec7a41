import { Injectable } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { Language } from '../../../core/i18n/language.js';
import { SqlParams } from '../../../core/sql/sql-params.js';
import { prepareSearch } from '../../search/text/search-query.js';
import { SHOWS_SALARY, selectVacancyCards, VacancyListItem } from '../vacancy-list-item.sql.js';
import { openVacancyCondition } from '../../visibility/vacancy-visibility.sql.js';
import { cappedCount } from './capped-count.sql.js';
import { expandVacancyFilter, textCondition, vacancyFilterConditions } from './vacancy-filter.sql.js';
import { type SearchVacanciesQuery, VACANCY_MATCH_SORT, VacancySort } from './dto/search-vacancies.dto.js';
import { AppException } from '../../../core/errors/app.exception.js';
import { loadMatchContext } from '../match/match-context.sql.js';
import { matchPageIds } from './match-page.sql.js';

/** A shown salary's top (or its only end); hidden salaries never decide an order. */
const SHOWN_SALARY = `CASE WHEN ${SHOWS_SALARY} THEN coalesce(v.salary_max, v.salary_min) END`;

/** Every order ends with the id, so a page boundary is stable (and keyset-friendly). */
const ORDER_BY: Record<VacancySort, string> = {
  [VacancySort.Newest]: 'v.published_at DESC NULLS LAST, v.id DESC',
  [VacancySort.DeadlineSoonest]: 'v.deadline ASC NULLS LAST, v.published_at DESC NULLS LAST, v.id DESC',
  [VacancySort.SalaryHighest]: `${SHOWN_SALARY} DESC NULLS LAST, v.published_at DESC NULLS LAST, v.id DESC`,
};

/** The ids of a page's vacancies in order, `LIMIT` and `OFFSET` left to add (`sort=match`: match-page.sql.ts). */
const pageIdsSql = (filter: string, sortBy: VacancySort): string =>
  `SELECT v.id FROM vacancy v WHERE ${filter} ORDER BY ${ORDER_BY[sortBy]}`;

/** A page of the search (Page<VacancyListItem> & CappedCount; a class only so the OpenAPI document
 *  describes it). */
export class VacancySearchPage {
  @ApiProperty({ type: [VacancyListItem] })
  items: VacancyListItem[];
  @ApiProperty()
  totalCount: number;
  @ApiProperty({ description: 'More match than totalCount: the client shows "1,000+"' })
  totalCountCapped: boolean;
  @ApiProperty()
  page: number;
  @ApiProperty()
  pageSize: number;
}

/** The public vacancy search (`/vacancies`, the feeds): open vacancies only, filtered, sorted and paged. */
@Injectable()
export class VacancySearchService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** `counted: false` skips the total (a feed shows none): totalCount is then the page's length. */
  async search(
    query: SearchVacanciesQuery,
    language: Language,
    talentAccountId: number | null,
    { counted = true }: { counted?: boolean } = {},
  ): Promise<VacancySearchPage> {
    const byMatch = query.sort === VACANCY_MATCH_SORT;
    if (byMatch && talentAccountId === null) throw AppException.validation('sort', 'vacancySearch.matchSortTalentOnly');
    const empty = { items: [], totalCount: 0, totalCountCapped: false, page: query.page, pageSize: query.pageSize };
    const params = new SqlParams();
    const where = [openVacancyCondition('v')];
    const text = query.searchTerm?.trim();
    if (text) {
      const prepared = await prepareSearch(this.db, text);
      if (!prepared) return empty;
      where.push(textCondition(`${params.add(prepared.fuzzy)}::tsquery`));
    }
    where.push(...vacancyFilterConditions(await expandVacancyFilter(this.db, query), params));
    const filter = where.join(' AND ');
    // The talent's match inputs, read once for the order and the cards.
    const matchContext = talentAccountId === null ? null : await loadMatchContext(this.db, talentAccountId);

    const offset = (query.page - 1) * query.pageSize;
    const next = params.values.length;

    // The page walks the matches in order and stops; the count stops a thousand past the page.
    const [ids, count] = await Promise.all([
      byMatch && matchContext
        ? matchPageIds(this.db, filter, params.values, matchContext, query.pageSize, offset).then(({ ids }) => ids)
        : (
            this.db.query(`${pageIdsSql(filter, query.sortBy)} LIMIT $${next + 1} OFFSET $${next + 2}`, [
              ...params.values,
              query.pageSize,
              offset,
            ]) as Promise<{ id: number }[]>
          ).then((rows) => rows.map((row) => Number(row.id))),
      counted ? cappedCount(this.db, 'vacancy v', filter, params.values, offset) : null,
    ]);
    const items = ids.length
      ? await selectVacancyCards(
          this.db,
          {
            where: 'v.id = ANY($1::int[])',
            params: [ids],
            orderBy: 'array_position($1::int[], v.id)',
            limit: ids.length,
          },
          language,
          talentAccountId,
          matchContext,
        )
      : [];
    return {
      items,
      ...(count ?? { totalCount: offset + items.length, totalCountCapped: false }),
      page: query.page,
      pageSize: query.pageSize,
    };
  }
}
