import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { NotificationFrequency } from '../../../../shared/enums.js';
import {
  columnCondition,
  FILTER_COLUMNS,
  salaryShownCondition,
  textCondition,
  withChildItems,
} from '../../vacancy/search/vacancy-filter.sql.js';
import { openVacancyCondition } from '../../visibility/vacancy-visibility.sql.js';
import { companyColumn } from '../../company/company.sql.js';
import { vacancyMatchColumns, withTechnologyKeysSql } from '../../vacancy/vacancy.sql.js';
import { vacancyColumn } from '../../vacancy/vacancy-columns.sql.js';
import type { VacancySearchFilter } from '../subscriptions/dto/vacancy-search-filter.js';
import { PERIOD_INTERVAL } from '../../../core/schedule/digest-period.js';

/** The kinds of subscription, in the order a digest lists them. */
export enum DigestGroupKind {
  Company = 1,
  JobFunction = 2,
  SavedSearch = 3,
}

/** One listed vacancy of a talent's digest, under the subscription that brought it. */
export interface DigestMatchRow {
  account_id: number;
  kind: DigestGroupKind;
  /** The company, the subscribed job function or the saved search. */
  ref: number;
  /** Distinct vacancies of the talent's digest, and of this group (more than are listed). */
  total: number;
  group_total: number;
  vacancy_id: number;
  title: string;
  title_ge: string | null;
  company_name: string;
  city_name: string | null;
  city_name_ge: string | null;
  group_name: string;
  group_name_ge: string | null;
  group_company_slug: string | null;
  group_search: VacancySearchFilter | string | null;
}

/** The id filters of a saved search, as the int[] columns of the `search` CTE (NULL when unset). */
const ID_FILTERS = [
  ['technologies', 'technologies'],
  ['jobFunctions', 'job_functions'],
  ['cities', 'cities'],
  ['experiences', 'experiences'],
  ['employmentTypes', 'employment_types'],
  ['workLocations', 'work_locations'],
] as const;

const jsonIds = (field: string) =>
  `CASE WHEN jsonb_typeof(s.search->'${field}') = 'array' AND jsonb_array_length(s.search->'${field}') > 0
        THEN ARRAY(SELECT jsonb_array_elements_text(s.search->'${field}')::int) END`;

const ifSet = (column: string, condition: string) => `(s.${column} IS NULL OR ${condition})`;

/**
 * The matching of one batch of talents, in one statement. For each talent: the vacancies that
 * became public (published_at) after the talent's previous digest of this frequency (one period
 * back for a first digest) and up to this period's start, that are open now, and that match one
 * of the talent's subscriptions of this frequency: a company, a job function (a parent means its
 * children) or a saved search (the SearchVacancies filters, from vacancy-filter-sql.ts).
 *
 * A vacancy is listed once, under the first subscription that brought it: its company, else the
 * job function, else the oldest saved search (the lowest id). At most `perGroup` vacancies of a
 * group are listed, newest first; `group_total` and `total` count them all.
 *
 * Saved searches are not tried against every new vacancy. A search with id filters is joined to
 * the new vacancies that have one of the items of its first id filter (its "driver"; dictionary ids
 * are unique across kinds, so one key column holds a vacancy's technologies, job function, city ...),
 * and only those are checked against the rest. Technologies come first, so a search with them
 * finds its vacancies through them: that join is its technology condition. A text is matched once
 * per distinct text of the batch. A search with only a text is joined to the text's vacancies; one
 * with only the salary flag is tried against every new vacancy.
 *
 * Call it inside a transaction: it changes planner settings for its statement (see `match`).
 */
@Injectable()
export class DigestMatcher {
  async match(
    db: Pick<EntityManager, 'query'>,
    frequency: NotificationFrequency,
    periodStart: Date,
    accountIds: number[],
    perGroup: number,
  ): Promise<DigestMatchRow[]> {
    if (accountIds.length === 0) return [];
    // Batch work: hash joins over small sets. The planner's guesses about the CTEs are far off and
    // lead it to nested loops over them (minutes instead of milliseconds); JIT compiling the
    // statement would cost more than running it.
    await db.query('SET LOCAL enable_nestloop = off');
    await db.query('SET LOCAL jit = off');
    const rows: DigestMatchRow[] = await db.query(MATCH_SQL, [
      accountIds,
      frequency,
      periodStart,
      PERIOD_INTERVAL[frequency],
      perGroup,
    ]);
    // The rest of the transaction looks rows up by key again (a failure ends the settings with it).
    await db.query('SET LOCAL enable_nestloop = DEFAULT');
    await db.query('SET LOCAL jit = DEFAULT');
    return rows.map((row) => ({
      ...row,
      account_id: Number(row.account_id),
      kind: Number(row.kind),
      ref: Number(row.ref),
      total: Number(row.total),
      group_total: Number(row.group_total),
      vacancy_id: Number(row.vacancy_id),
    }));
  }
}

/** Orders the groups a vacancy is in (kind, then id) in one bigint, so the first is a min(). */
const groupKey = (kind: DigestGroupKind, id: string) => `(${kind}::bigint << 32 | ${id})`;

/** The subscriptions of this frequency of the batch's talents. */
const subscriptionsOf = (table: string, alias: string) =>
  `${table} ${alias} JOIN talent t ON t.id = ${alias}.account_id AND ${alias}.account_id = ANY($1::int[]) AND ${alias}.frequency = $2`;

const MATCH_SQL = `
WITH talent AS (
  SELECT a.id, coalesce(previous.period_start, $3::timestamptz - $4::interval) AS since
    FROM unnest($1::int[]) AS a(id)
    LEFT JOIN (SELECT d.account_id, max(d.period_start) AS period_start FROM digest_delivery d
                WHERE d.account_id = ANY($1::int[]) AND d.frequency = $2 AND d.period_start < $3
                GROUP BY d.account_id) previous ON previous.account_id = a.id
),
fresh AS MATERIALIZED (
  SELECT ${vacancyMatchColumns('v')}
    FROM vacancy v
   WHERE ${openVacancyCondition('v')}
     AND ${vacancyColumn('v', 'published_at')} > (SELECT min(since) FROM talent) AND ${vacancyColumn('v', 'published_at')} <= $3
),
raw_search AS (
  SELECT s.id, s.account_id, s.name, s.search, t.since,
         ${ID_FILTERS.map(([field, column]) => `${jsonIds(field)} AS ${column}`).join(',\n         ')},
         CASE WHEN length(trim(s.search->>'searchTerm')) > 0 THEN lower(trim(s.search->>'searchTerm')) END AS pattern,
         coalesce((s.search->>'salaryShown')::boolean, false) AS salary_shown
    FROM talent t JOIN search_subscription s ON s.account_id = t.id AND s.account_id = ANY($1::int[]) AND s.frequency = $2
),
search AS MATERIALIZED (
  SELECT s.id, s.account_id, s.name, s.search, s.since, s.pattern, s.salary_shown, e.technologies, e.job_functions,
         s.cities, s.experiences, s.employment_types, s.work_locations,
         coalesce(e.technologies, e.job_functions, s.cities, s.experiences, s.employment_types, s.work_locations) AS driver
    FROM raw_search s
   CROSS JOIN LATERAL (
     SELECT CASE WHEN s.technologies IS NOT NULL THEN ${withChildItems('s.technologies')} END AS technologies,
            CASE WHEN s.job_functions IS NOT NULL THEN ${withChildItems('s.job_functions')} END AS job_functions
   ) e
),
fresh_key AS MATERIALIZED (
  ${withTechnologyKeysSql('fresh')}
  UNION ALL
  SELECT v.*, k.key
    FROM fresh v CROSS JOIN LATERAL unnest(ARRAY[v.job_function_id, v.city_id, v.experience_id, v.employment_type_id, v.work_location_id]) AS k(key)
   WHERE k.key IS NOT NULL
),
text_hit AS (
  SELECT p.pattern, v.*
    FROM (SELECT pattern, search_fuzzy_tsquery(pattern) AS query FROM (SELECT DISTINCT pattern FROM search WHERE pattern IS NOT NULL) d) p
   CROSS JOIN fresh v
   WHERE ${textCondition('p.query')}
),
search_match AS (
  SELECT s.account_id, s.id, v.id AS vacancy_id
    FROM search s
   CROSS JOIN LATERAL unnest(s.driver) AS d(key)
    JOIN fresh_key v ON v.key = d.key
    LEFT JOIN text_hit h ON h.pattern = s.pattern AND h.id = v.id
   WHERE v.published_at > s.since
     AND (s.pattern IS NULL OR h.id IS NOT NULL)
     AND ${ifSet('job_functions', columnCondition(FILTER_COLUMNS.jobFunctions, 's.job_functions'))}
     AND ${ifSet('cities', columnCondition(FILTER_COLUMNS.cities, 's.cities'))}
     AND ${ifSet('experiences', columnCondition(FILTER_COLUMNS.experiences, 's.experiences'))}
     AND ${ifSet('employment_types', columnCondition(FILTER_COLUMNS.employmentTypes, 's.employment_types'))}
     AND ${ifSet('work_locations', columnCondition(FILTER_COLUMNS.workLocations, 's.work_locations'))}
     AND (NOT s.salary_shown OR ${salaryShownCondition})
  UNION ALL
  SELECT s.account_id, s.id, v.id
    FROM search s JOIN text_hit v ON v.pattern = s.pattern
   WHERE s.driver IS NULL AND v.published_at > s.since AND (NOT s.salary_shown OR ${salaryShownCondition})
  UNION ALL
  SELECT s.account_id, s.id, v.id
    FROM search s CROSS JOIN fresh v
   WHERE s.driver IS NULL AND s.pattern IS NULL AND s.salary_shown AND v.published_at > s.since AND ${salaryShownCondition}
),
job_function_family AS (
  SELECT f.subscribed, unnest(${withChildItems('ARRAY[f.subscribed]')}) AS id
    FROM (SELECT DISTINCT js.job_function_id AS subscribed FROM job_function_subscription js
           WHERE js.account_id = ANY($1::int[]) AND js.frequency = $2) f
),
matched AS (
  SELECT cs.account_id, ${groupKey(DigestGroupKind.Company, 'cs.company_id')} AS group_key, f.id AS vacancy_id
    FROM ${subscriptionsOf('company_subscription', 'cs')}
    JOIN fresh f ON f.company_id = cs.company_id AND f.published_at > t.since
  UNION ALL
  SELECT js.account_id, ${groupKey(DigestGroupKind.JobFunction, 'js.job_function_id')}, f.id
    FROM ${subscriptionsOf('job_function_subscription', 'js')}
    JOIN job_function_family jf ON jf.subscribed = js.job_function_id
    JOIN fresh f ON f.job_function_id = jf.id AND f.published_at > t.since
  UNION ALL
  SELECT m.account_id, ${groupKey(DigestGroupKind.SavedSearch, 'm.id')}, m.vacancy_id
    FROM search_match m
),
first_group AS (
  SELECT m.account_id, m.vacancy_id, min(m.group_key) AS group_key FROM matched m GROUP BY m.account_id, m.vacancy_id
),
first_listed AS (
  SELECT g.account_id, g.group_key, g.vacancy_id, f.published_at,
         row_number() OVER (PARTITION BY g.account_id, g.group_key ORDER BY f.published_at DESC, g.vacancy_id DESC) AS position
    FROM first_group g JOIN fresh f ON f.id = g.vacancy_id
),
ranked AS (
  SELECT l.account_id, (l.group_key >> 32)::int AS kind, (l.group_key & ${0xffffffff})::int AS ref, l.vacancy_id, l.position,
         tt.total, gt.group_total
    FROM first_listed l
    JOIN (SELECT account_id, count(*) AS total FROM first_group GROUP BY account_id) tt ON tt.account_id = l.account_id
    JOIN (SELECT account_id, group_key, count(*) AS group_total FROM first_group GROUP BY account_id, group_key) gt
      ON gt.account_id = l.account_id AND gt.group_key = l.group_key
   WHERE l.position <= $5
)
SELECT r.account_id, r.kind, r.ref, r.total, r.group_total,
       v.id AS vacancy_id, v.title, v.title_ge, ${companyColumn('c', 'name')} AS company_name,
       city.name AS city_name, city.name_ge AS city_name_ge,
       coalesce(${companyColumn('gc', 'name')}, gj.name, gs.name) AS group_name, gj.name_ge AS group_name_ge,
       ${companyColumn('gc', 'transformed_name')} AS group_company_slug, gs.search AS group_search
  FROM ranked r
  JOIN fresh v ON v.id = r.vacancy_id
  JOIN company c ON ${companyColumn('c', 'id')} = v.company_id
  LEFT JOIN dictionary_item city ON city.id = v.city_id
  LEFT JOIN company gc ON r.kind = ${DigestGroupKind.Company} AND ${companyColumn('gc', 'id')} = r.ref
  LEFT JOIN dictionary_item gj ON r.kind = ${DigestGroupKind.JobFunction} AND gj.id = r.ref
  LEFT JOIN search gs ON r.kind = ${DigestGroupKind.SavedSearch} AND gs.id = r.ref
 ORDER BY r.account_id, r.kind, r.ref, r.position`;
