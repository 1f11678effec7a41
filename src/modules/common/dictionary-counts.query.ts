import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { DictionaryType } from '../../core/domain/enums.js';
import { openVacancyCondition } from '../vacancy/vacancy-visibility.js';

type Counts = Map<number, number>;

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

  async vacancyCounts(companyId?: number): Promise<Counts> {
    const rows = await this.dataSource.query(
      `WITH open_vacancy AS (
         SELECT * FROM vacancy v WHERE ${openVacancyCondition('v')} AND ($1::int IS NULL OR v.company_id = $1)
       ), links AS (
         SELECT vt.technology_id AS item_id, v.id AS vacancy_id FROM open_vacancy v
           JOIN vacancy_technology vt ON vt.vacancy_id = v.id
         UNION ALL SELECT city_id, id FROM open_vacancy
         UNION ALL SELECT employment_type_id, id FROM open_vacancy
         UNION ALL SELECT work_location_id, id FROM open_vacancy
         UNION ALL SELECT experience_id, id FROM open_vacancy
         UNION ALL SELECT job_function_id, id FROM open_vacancy
       )
       SELECT item_id AS "itemId", count(DISTINCT vacancy_id)::int AS count FROM (
         SELECT item_id, vacancy_id FROM links
         UNION ALL
         SELECT d.parent_id, l.vacancy_id FROM links l JOIN dictionary_item d ON d.id = l.item_id
           WHERE d.parent_id IS NOT NULL AND d.type IN (${DictionaryType.Technology}, ${DictionaryType.JobFunction})
       ) all_links WHERE item_id IS NOT NULL GROUP BY item_id`,
      [companyId ?? null],
    );
    return toMap(rows);
  }

  async companyCounts(companyId?: number): Promise<Counts> {
    const rows = await this.dataSource.query(
      `WITH links AS (
         SELECT technology_id AS item_id, company_id FROM company_technology
         UNION ALL SELECT benefit_id, company_id FROM company_benefit
         UNION ALL SELECT x.item_id, v.company_id FROM vacancy v
           CROSS JOIN LATERAL (VALUES (v.city_id), (v.employment_type_id), (v.work_location_id),
                                      (v.experience_id), (v.job_function_id)) AS x(item_id)
           WHERE ${openVacancyCondition('v')}
       ), scoped AS (SELECT * FROM links WHERE $1::int IS NULL OR company_id = $1)
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
