import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { Page } from '../../../core/envelope/envelope.js';
import type { Language } from '../../../core/i18n/language.js';
import { escapeLike } from '../../../core/text/escape-like.js';
import { SHOWS_SALARY, selectVacancyCards, type VacancyListItem } from '../vacancy-list-item.js';
import { openVacancyCondition } from '../vacancy-visibility.js';
import { columnCondition, FILTER_COLUMNS, type FilterColumn, salaryShownCondition, technologyCondition, textCondition, withChildItems } from './vacancy-filter-sql.js';
import { type SearchVacanciesQuery, VacancySort } from './dto/search-vacancies.query.js';

/** A shown salary's top (or its only end); hidden salaries never decide an order. */
const SHOWN_SALARY = `CASE WHEN ${SHOWS_SALARY} THEN coalesce(v.salary_max, v.salary_min) END`;

const ORDER_BY: Record<VacancySort, string> = {
  [VacancySort.Newest]: 'v.published_at DESC NULLS LAST, v.id DESC',
  [VacancySort.DeadlineSoonest]: 'v.deadline ASC NULLS LAST, v.published_at DESC NULLS LAST, v.id DESC',
  [VacancySort.SalaryHighest]: `${SHOWN_SALARY} DESC NULLS LAST, v.published_at DESC NULLS LAST, v.id DESC`,
};

const unique = (ids: number[] | undefined) => [...new Set(ids ?? [])];

/** The public vacancy search (`/vacancies`): open vacancies only, filtered, sorted and paged. */
@Injectable()
export class VacancySearchService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async search(query: SearchVacanciesQuery, language: Language, talentAccountId: number | null): Promise<Page<VacancyListItem>> {
    const { where, params, readsCompany } = this.filter(query);
    const [{ count }] = await this.db.query(
      `SELECT count(*)::int AS count FROM vacancy v ${readsCompany ? 'JOIN company c ON c.id = v.company_id' : ''} WHERE ${where}`,
      params,
    );
    const totalCount = Number(count);
    const offset = (query.page - 1) * query.pageSize;
    const items =
      offset >= totalCount
        ? []
        : await selectVacancyCards(
            this.db,
            { where, params, orderBy: ORDER_BY[query.sortBy], limit: query.pageSize, offset },
            language,
            talentAccountId,
          );
    return { items, totalCount, page: query.page, pageSize: query.pageSize };
  }

  /** The WHERE of a search over `v` (vacancy) and, for a text, `c` (its company). */
  private filter(query: SearchVacanciesQuery): { where: string; params: unknown[]; readsCompany: boolean } {
    const params: unknown[] = [];
    const param = (value: unknown) => {
      params.push(value);
      return `$${params.length}`;
    };
    const where = [openVacancyCondition('v')];
    const text = query.searchTerm?.trim();
    if (text) where.push(textCondition(param(`%${escapeLike(text)}%`)));
    const technologies = unique(query.technologies);
    if (technologies.length) where.push(technologyCondition(withChildItems(`${param(technologies)}::int[]`)));
    const jobFunctions = unique(query.jobFunctions);
    if (jobFunctions.length) where.push(columnCondition(FILTER_COLUMNS.jobFunctions, withChildItems(`${param(jobFunctions)}::int[]`)));
    const oneOf = (column: FilterColumn, ids: number[]) => {
      if (ids.length) where.push(columnCondition(column, `${param(ids)}::int[]`));
    };
    oneOf(FILTER_COLUMNS.employmentTypes, unique([...(query.employmentTypes ?? []), ...(query.employmentTypies ?? [])]));
    oneOf(FILTER_COLUMNS.workLocations, unique(query.workLocations));
    oneOf(FILTER_COLUMNS.cities, unique(query.cities));
    oneOf(FILTER_COLUMNS.experiences, unique(query.experiences));
    if (query.salaryShown) where.push(salaryShownCondition);
    if (query.companyId !== undefined) where.push(`v.company_id = ${param(query.companyId)}`);
    return { where: where.join(' AND '), params, readsCompany: Boolean(text) };
  }
}
