import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { DictionaryType } from '../../../shared/enums.js';
import { companyItemLinksSql } from '../company/company.sql.js';
import { FILTER_COLUMNS, type FilterColumn } from '../vacancy/search/vacancy-filter.sql.js';
import {
  openVacancyCompanyItemsSql,
  openVacancyItemColumnsSql,
  vacancyTechnologyLinksSql,
} from '../vacancy/vacancy.sql.js';
import { visibleCompanyOf } from '../visibility/company-visibility.sql.js';

type Counts = Map<number, number>;

/** The column of a vacancy that links it to an item of each type; technologies have their own table. */
const VACANCY_COLUMNS: Partial<Record<DictionaryType, FilterColumn>> = {
  [DictionaryType.City]: FILTER_COLUMNS.cities,
  [DictionaryType.EmploymentType]: FILTER_COLUMNS.employmentTypes,
  [DictionaryType.WorkLocation]: FILTER_COLUMNS.workLocations,
  [DictionaryType.Experience]: FILTER_COLUMNS.experiences,
  [DictionaryType.JobFunction]: FILTER_COLUMNS.jobFunctions,
};
const LINKED_TYPES = [DictionaryType.Technology, ...(Object.keys(VACANCY_COLUMNS).map(Number) as DictionaryType[])];

/** The links of open vacancies (`open_vacancy`) to the items of a type: item_id, vacancy_id. */
const linksSql = (type: DictionaryType) =>
  type === DictionaryType.Technology
    ? vacancyTechnologyLinksSql('open_vacancy')
    : `SELECT ${VACANCY_COLUMNS[type]} AS item_id, id AS vacancy_id FROM open_vacancy`;

const toMap = (rows: { itemId: number; count: number }[]): Counts =>
  new Map(rows.filter((r) => r.itemId !== null).map((r) => [Number(r.itemId), Number(r.count)]));

/**
 * How many open vacancies and how many companies use each dictionary item, computed per kind of
 * link in grouped queries (never one query per item). Parents count their children's uses:
 * a technology category counts vacancies of any of its technologies, a job-function group those
 * of its functions.
 */
@Injectable()
export class DictionaryCountsQuery {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Open vacancies per item of the given types (all when none are given). Links are unique per item
   * and vacancy, so items count with count(*); only parents (a technology category, a job-function
   * group) need a distinct count over their children's vacancies.
   */
  async vacancyCounts(companyId?: number, types?: DictionaryType[]): Promise<Counts> {
    const wanted = new Set<DictionaryType>(types ?? LINKED_TYPES);
    if (wanted.has(DictionaryType.TechnologyCategory)) wanted.add(DictionaryType.Technology);
    const linked = LINKED_TYPES.filter((type) => wanted.has(type));
    if (!linked.length) return new Map();
    const rollUp = wanted.has(DictionaryType.TechnologyCategory) || wanted.has(DictionaryType.JobFunction);
    // Only the columns asked for, so counting technologies alone reads a narrow index, not the rows.
    const columns = linked.map((type) => VACANCY_COLUMNS[type]).filter((column) => column !== undefined);
    const rows = await this.dataSource.query(
      `WITH open_vacancy AS MATERIALIZED (
         ${openVacancyItemColumnsSql(columns, '$1')}
       ), links AS MATERIALIZED (${linked.map(linksSql).join(' UNION ALL ')}),
       parent AS (
         SELECT DISTINCT d.parent_id AS item_id FROM dictionary_item d
          WHERE ${rollUp ? '' : 'false AND '}d.parent_id IS NOT NULL AND d.type IN (${DictionaryType.Technology}, ${DictionaryType.JobFunction})
       )
       SELECT item_id AS "itemId", count(*)::int AS count FROM links
        WHERE item_id IS NOT NULL AND item_id NOT IN (SELECT item_id FROM parent) GROUP BY item_id
       UNION ALL
       SELECT item_id, count(*)::int FROM (
         SELECT d.parent_id AS item_id, l.vacancy_id FROM links l JOIN dictionary_item d ON d.id = l.item_id
          WHERE d.parent_id IN (SELECT item_id FROM parent)
         UNION
         SELECT l.item_id, l.vacancy_id FROM links l WHERE l.item_id IN (SELECT item_id FROM parent)
       ) rolled GROUP BY item_id`,
      [companyId ?? null],
    );
    return toMap(rows);
  }

  async companyCounts(companyId?: number): Promise<Counts> {
    const rows = await this.dataSource.query(
      `WITH links AS (
         ${companyItemLinksSql()}
         UNION ALL ${openVacancyCompanyItemsSql()}
       ), scoped AS (SELECT * FROM links WHERE ($1::int IS NULL OR company_id = $1) AND ${visibleCompanyOf('links.company_id')})
       SELECT item_id AS "itemId", count(DISTINCT company_id)::int AS count FROM (
         SELECT item_id, company_id FROM scoped
         UNION ALL
         SELECT d.parent_id, s.company_id FROM scoped s JOIN dictionary_item d ON d.id = s.item_id
           WHERE d.parent_id IS NOT NULL
       ) all_links WHERE item_id IS NOT NULL GROUP BY item_id`,
      [companyId ?? null],
    );
    return toMap(rows);
  }
}
