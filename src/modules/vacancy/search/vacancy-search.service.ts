import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { Page } from '../../../core/envelope/envelope.js';
import type { Language } from '../../../core/i18n/language.js';
import { escapeLike } from '../../../core/text/escape-like.js';
import { SHOWS_SALARY, selectVacancyCards, type VacancyListItem } from '../vacancy-list-item.js';
import { openVacancyCondition } from '../vacancy-visibility.js';
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
    if (text) {
      const pattern = param(`%${escapeLike(text)}%`);
      where.push(`(v.title ILIKE ${pattern} OR v.title_ge ILIKE ${pattern} OR c.name ILIKE ${pattern})`);
    }
    const technologies = unique(query.technologies);
    if (technologies.length) {
      const ids = param(technologies);
      where.push(`EXISTS (SELECT 1 FROM vacancy_technology vt JOIN dictionary_item t ON t.id = vt.technology_id
                           WHERE vt.vacancy_id = v.id AND (t.id = ANY(${ids}::int[]) OR t.parent_id = ANY(${ids}::int[])))`);
    }
    const jobFunctions = unique(query.jobFunctions);
    if (jobFunctions.length) {
      const ids = param(jobFunctions);
      where.push(`v.job_function_id IN (SELECT f.id FROM dictionary_item f WHERE f.id = ANY(${ids}::int[]) OR f.parent_id = ANY(${ids}::int[]))`);
    }
    const oneOf = (column: string, ids: number[]) => {
      if (ids.length) where.push(`v.${column} = ANY(${param(ids)}::int[])`);
    };
    oneOf('employment_type_id', unique([...(query.employmentTypes ?? []), ...(query.employmentTypies ?? [])]));
    oneOf('work_location_id', unique(query.workLocations));
    oneOf('city_id', unique(query.cities));
    oneOf('experience_id', unique(query.experiences));
    if (query.salaryShown) where.push(SHOWS_SALARY);
    if (query.companyId !== undefined) where.push(`v.company_id = ${param(query.companyId)}`);
    return { where: where.join(' AND '), params, readsCompany: Boolean(text) };
  }
}
