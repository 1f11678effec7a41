import type { EntityManager } from 'typeorm';
import { AccountKind, Currency, VacancyStatus } from '../../../shared/enums.js';
import { gelAmountSql } from '../common/currency-rates.sql.js';
import { approvedVacancyCondition } from '../visibility/vacancy-visibility.sql.js';
import { ALL, SALARY_RULES, SalarySource } from './salary-rules.js';

/** SQL: the midpoint of a range in `currency` (one end alone: that end) in GEL; NULL without a rate. */
const midpointGel = (min: string, max: string, currency: string): string =>
  gelAmountSql(`((coalesce(${min}, ${max}) + coalesce(${max}, ${min})) / 2.0)`, currency);

/**
 * Every sample, once per group it belongs to: `keyed` has a row per sample and per combination of
 * one of its technologies or ALL, its level or ALL, and one of its cities or ALL. (A plain CUBE over
 * the sample joined to its technologies would count a vacancy of three technologies three times in
 * the "all technologies" groups; the expansion counts it once in each group it belongs to.)
 */
const KEYED_SAMPLES = `
  vacancy_samples AS (
    SELECT v.id AS sample_id, v.company_id AS source_id, v.experience_id AS level_id, v.city_id, v.published_at AS sampled_at,
           ${midpointGel('v.salary_min', 'v.salary_max', 'v.currency')} AS gel
      FROM vacancy v
     WHERE v.show_salary AND v.currency <> ${Currency.None}
       AND (v.salary_min IS NOT NULL OR v.salary_max IS NOT NULL)
       AND v.status IN (${VacancyStatus.Active}, ${VacancyStatus.Ended})
       AND ${approvedVacancyCondition('v')}
       AND v.published_at > now() - interval '${SALARY_RULES.months} months'
  ),
  talent_samples AS (
    SELECT a.id AS sample_id, a.id AS source_id, a.experience_id AS level_id, p.city_ids, p.updated_at AS sampled_at,
           ${midpointGel('p.desired_salary_min', 'p.desired_salary_max', 'p.desired_salary_currency')} AS gel
      FROM talent_profile p JOIN account a ON a.id = p.account_id
     WHERE p.share_salary_for_insights AND p.desired_salary_currency IS NOT NULL
       AND a.account_kind = ${AccountKind.User} AND NOT a.is_blocked
       AND p.updated_at > now() - interval '${SALARY_RULES.months} months'
  ),
  keyed AS (
    SELECT ${SalarySource.Vacancies} AS source, s.sample_id, s.source_id, s.gel, s.sampled_at, t.technology_id, l.level_id, c.city_id
      FROM vacancy_samples s
      CROSS JOIN LATERAL (SELECT ${ALL} AS technology_id
                          UNION ALL SELECT vt.technology_id FROM vacancy_technology vt WHERE vt.vacancy_id = s.sample_id) t
      CROSS JOIN LATERAL (SELECT ${ALL} AS level_id UNION ALL SELECT s.level_id WHERE s.level_id IS NOT NULL) l
      CROSS JOIN LATERAL (SELECT ${ALL} AS city_id UNION ALL SELECT s.city_id WHERE s.city_id IS NOT NULL) c
     WHERE s.gel BETWEEN ${SALARY_RULES.sanityMinGel} AND ${SALARY_RULES.sanityMaxGel}
    UNION ALL
    SELECT ${SalarySource.Talents}, s.sample_id, s.source_id, s.gel, s.sampled_at, t.technology_id, l.level_id, c.city_id
      FROM talent_samples s
      CROSS JOIN LATERAL (SELECT ${ALL} AS technology_id
                          UNION ALL SELECT tt.technology_id FROM account_technology tt WHERE tt.account_id = s.sample_id) t
      CROSS JOIN LATERAL (SELECT ${ALL} AS level_id UNION ALL SELECT s.level_id WHERE s.level_id IS NOT NULL) l
      CROSS JOIN LATERAL (SELECT ${ALL} AS city_id UNION SELECT unnest(s.city_ids)) c
     WHERE s.gel BETWEEN ${SALARY_RULES.sanityMinGel} AND ${SALARY_RULES.sanityMaxGel}
  )`;

const GROUP = 'source, technology_id, level_id, city_id';
const median = (column: string) => `round(percentile_cont(0.5) WITHIN GROUP (ORDER BY ${column}))::int`;

/**
 * Computes every group's figure and writes the ones that reach the threshold into salary_insight
 * (which the caller emptied in the same transaction): the sanity range, then per group Tukey's
 * fences, then the median, quartiles and counts; the trend per quarter from the samples kept.
 * Answers how many figures it wrote.
 */
export async function insertSalaryInsights(manager: EntityManager): Promise<number> {
  const { minSources, tukeyK, quarters } = SALARY_RULES;
  // The planner cannot estimate how many samples Tukey's fences keep (it guesses one row), and then
  // joins the figures to their quarters by a nested loop that aggregates the quarters again for every
  // figure: minutes at 100,000 vacancies instead of seconds. Hash joins are right at every size
  // here; the settings last until the job's transaction ends. JIT compiling ~200 functions costs more
  // than it saves in a statement that runs once a day.
  await manager.query('SET LOCAL enable_nestloop = off');
  await manager.query('SET LOCAL jit = off');
  const rows: unknown[] = await manager.query(`
    WITH ${KEYED_SAMPLES},
    fences AS (
      SELECT ${GROUP},
             percentile_cont(0.25) WITHIN GROUP (ORDER BY gel) AS q1,
             percentile_cont(0.75) WITHIN GROUP (ORDER BY gel) AS q3
        FROM keyed GROUP BY ${GROUP}
    ),
    kept AS (
      SELECT k.* FROM keyed k JOIN fences f USING (${GROUP})
       WHERE k.gel BETWEEN f.q1 - ${tukeyK} * (f.q3 - f.q1) AND f.q3 + ${tukeyK} * (f.q3 - f.q1)
    ),
    figures AS (
      SELECT ${GROUP}, ${median('gel')} AS median,
             round(percentile_cont(0.25) WITHIN GROUP (ORDER BY gel))::int AS p25,
             round(percentile_cont(0.75) WITHIN GROUP (ORDER BY gel))::int AS p75,
             count(*)::int AS sample_count, count(DISTINCT source_id)::int AS source_count
        FROM kept GROUP BY ${GROUP}
      HAVING count(DISTINCT source_id) >= ${minSources}
    ),
    trend AS (
      SELECT q::timestamptz AS q FROM generate_series(
        date_trunc('quarter', now()) - interval '${(quarters - 1) * 3} months', date_trunc('quarter', now()), interval '3 months') q
    ),
    by_quarter AS (
      SELECT ${GROUP}, date_trunc('quarter', sampled_at) AS q, count(*)::int AS sample_count,
             CASE WHEN count(DISTINCT source_id) >= ${minSources} THEN ${median('gel')} END AS median
        FROM kept WHERE sampled_at >= (SELECT min(q) FROM trend)
       GROUP BY ${GROUP}, date_trunc('quarter', sampled_at)
    ),
    quarter_lists AS (
      SELECT f.source, f.technology_id, f.level_id, f.city_id,
             jsonb_agg(jsonb_build_object(
                 'quarter', to_char(t.q, 'YYYY-"Q"Q'), 'median', b.median, 'sampleCount', coalesce(b.sample_count, 0))
               ORDER BY t.q) AS quarters
        FROM figures f CROSS JOIN trend t
        LEFT JOIN by_quarter b ON b.q = t.q AND b.source = f.source AND b.technology_id = f.technology_id
                              AND b.level_id = f.level_id AND b.city_id = f.city_id
       GROUP BY f.source, f.technology_id, f.level_id, f.city_id
    )
    INSERT INTO salary_insight (source, technology_id, experience_id, city_id, median, p25, p75, sample_count, source_count, quarters)
    SELECT f.source, f.technology_id, f.level_id, f.city_id, f.median, f.p25, f.p75, f.sample_count, f.source_count, l.quarters
      FROM figures f JOIN quarter_lists l USING (${GROUP})
    RETURNING source`);
  return rows.length;
}
