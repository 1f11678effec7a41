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
import { vacancyMatchColumns, withTechnologyKeysSql } from '../../vacancy/vacancy.sql.js';
import { vacancyColumn } from '../../vacancy/vacancy-columns.sql.js';
import { PERIOD_INTERVAL } from '../../../core/schedule/digest-period.js';

/** The kinds of subscription, in the order a digest lists them. */
export enum DigestGroupKind {
  Company = 1,
  JobFunction = 2,
  SavedSearch = 3,
}

/** A subscription of a talent: its kind and the company, the subscribed job function or the saved search. */
export interface DigestSource {
  kind: DigestGroupKind;
  ref: number;
}

/** A talent's new vacancies, each with every subscription of the run's frequency that brought it. */
export interface DigestCandidates {
  accountId: number;
  sources: Map<number, DigestSource[]>;
}

interface CandidateRow {
  account_id: number;
  /** [vacancy id, kind, ref] each: JSON, since the driver parses it natively (an int[] of as many
   *  elements took over ten times as long to parse). */
  pairs: [number, DigestGroupKind, number][];
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
 * The answer is every (vacancy, subscription) pair, in one JSON array per talent (a talent of the
 * harsh bench has a hundred or more new vacancies: far cheaper to send and parse than a row each);
 * the composer scores and orders them (shared/match) and lists the best.
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
  ): Promise<DigestCandidates[]> {
    if (accountIds.length === 0) return [];
    // Batch work: hash joins over small sets. The planner's guesses about the CTEs are far off and
    // lead it to nested loops over them (minutes instead of milliseconds); JIT compiling the
    // statement would cost more than running it.
    await db.query('SET LOCAL enable_nestloop = off');
    await db.query('SET LOCAL jit = off');
    const rows: CandidateRow[] = await db.query(MATCH_SQL, [
      accountIds,
      frequency,
      periodStart,
      PERIOD_INTERVAL[frequency],
    ]);
    // The rest of the transaction looks rows up by key again (a failure ends the settings with it).
    await db.query('SET LOCAL enable_nestloop = DEFAULT');
    await db.query('SET LOCAL jit = DEFAULT');
    return rows.map(candidatesOf);
  }
}

function candidatesOf(row: CandidateRow): DigestCandidates {
  const sources = new Map<number, DigestSource[]>();
  for (const [vacancyId, kind, ref] of row.pairs) {
    const list = sources.get(vacancyId);
    if (list) list.push({ kind, ref });
    else sources.set(vacancyId, [{ kind, ref }]);
  }
  return { accountId: Number(row.account_id), sources };
}

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
  SELECT s.id, s.account_id, t.since,
         ${ID_FILTERS.map(([field, column]) => `${jsonIds(field)} AS ${column}`).join(',\n         ')},
         CASE WHEN length(trim(s.search->>'searchTerm')) > 0 THEN lower(trim(s.search->>'searchTerm')) END AS pattern,
         coalesce((s.search->>'salaryShown')::boolean, false) AS salary_shown
    FROM talent t JOIN search_subscription s ON s.account_id = t.id AND s.account_id = ANY($1::int[]) AND s.frequency = $2
),
search AS MATERIALIZED (
  SELECT s.id, s.account_id, s.since, s.pattern, s.salary_shown, e.technologies, e.job_functions,
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
  SELECT cs.account_id, ${DigestGroupKind.Company} AS kind, cs.company_id AS ref, f.id AS vacancy_id
    FROM ${subscriptionsOf('company_subscription', 'cs')}
    JOIN fresh f ON f.company_id = cs.company_id AND f.published_at > t.since
  UNION ALL
  SELECT js.account_id, ${DigestGroupKind.JobFunction}, js.job_function_id, f.id
    FROM ${subscriptionsOf('job_function_subscription', 'js')}
    JOIN job_function_family jf ON jf.subscribed = js.job_function_id
    JOIN fresh f ON f.job_function_id = jf.id AND f.published_at > t.since
  UNION ALL
  SELECT m.account_id, ${DigestGroupKind.SavedSearch}, m.id, m.vacancy_id
    FROM search_match m
),
pair AS (
  SELECT DISTINCT m.account_id, m.kind, m.ref, m.vacancy_id FROM matched m
)
SELECT p.account_id, json_agg(json_build_array(p.vacancy_id, p.kind, p.ref)) AS pairs
  FROM pair p
 GROUP BY p.account_id`;
