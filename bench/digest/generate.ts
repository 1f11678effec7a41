import type { DataSource } from 'typeorm';
import { DictionaryType } from '../../shared/enums.js';

export interface BenchShape {
  talents: number;
  vacancies: number;
  companies: number;
  /** Vacancies are published evenly over this many days before the period's start. */
  publishedOverDays: number;
}

export interface GeneratedCounts {
  talents: number;
  vacancies: number;
  openVacancies: number;
  newInWindow: number;
  vacancyTechnologies: number;
  companySubscriptions: number;
  jobFunctionSubscriptions: number;
  savedSearches: number;
  dailyTalents: number;
  georgianTalents: number;
  talentTechnologies: number;
  talentProfiles: number;
}

const WORDS = [
  'Backend',
  'Frontend',
  'Full-stack',
  'Data',
  'DevOps',
  'QA',
  'Mobile',
  'Platform',
  'Security',
  'Machine learning',
];
const ROLES = ['Engineer', 'Developer', 'Lead', 'Architect', 'Analyst'];
const LEVELS = ['Junior', 'Middle', 'Senior', 'Principal'];

/** One random element of an int[] or text[] parameter, drawn per row. */
const pick = (param: string) => `(${param})[1 + floor(random() * array_length(${param}, 1))::int]`;

/**
 * Fills a migrated, seeded database with the benchmark's data, set-based (generate_series): companies,
 * vacancies with 2 to 5 technologies each, talents (30 % Georgian) each with one to three company
 * subscriptions (the first daily, others 70 % daily), up to two job functions and up to two saved
 * searches of six shapes (technology and city, text, job function and experience, a technology
 * category, city with work place and salary, text with a technology), and the talents' side of the
 * match (a level, technologies, most with a profile: work format, city, desired salary). `db` may be a transaction's
 * EntityManager: the data then appears at once, when it commits.
 */
export async function generate(
  db: Pick<DataSource, 'query'>,
  shape: BenchShape,
  periodStart: Date,
): Promise<GeneratedCounts> {
  const ids = async (...types: DictionaryType[]) =>
    (
      (await db.query('SELECT id FROM dictionary_item WHERE type = ANY($1::int[]) ORDER BY id', [types])) as {
        id: number;
      }[]
    ).map((row) => row.id);
  const technologies = await ids(DictionaryType.Technology);
  const categories = await ids(DictionaryType.TechnologyCategory);
  const jobFunctions = await ids(DictionaryType.JobFunction);
  const cities = await ids(DictionaryType.City);
  // Most vacancies are in the capital.
  const weightedCities = [...cities.slice(0, 1), ...cities.slice(0, 1), ...cities.slice(0, 1), ...cities.slice(0, 6)];
  const experiences = await ids(DictionaryType.Experience);
  const employmentTypes = await ids(DictionaryType.EmploymentType);
  const workLocations = await ids(DictionaryType.WorkLocation);

  await db.query(
    `INSERT INTO company (name, transformed_name, is_verified)
     SELECT 'Company ' || g, 'company-' || g, true FROM generate_series(1, $1) g`,
    [shape.companies],
  );
  const [{ first }] = await db.query('SELECT min(id) AS first FROM company');

  await db.query(
    `INSERT INTO vacancy (company_id, title, title_ge, status, approval, published_at, deadline, job_function_id, city_id,
                          experience_id, employment_type_id, work_location_id, salary_min, salary_max, currency, show_salary)
     SELECT $1::int + floor(random() * $2)::int,
            ${pick('$3::text[]')} || ' ' || ${pick('$4::text[]')} || ' ' || ${pick('$5::text[]')},
            CASE WHEN random() < 0.5 THEN 'ვაკანსია ' || s.g END,
            CASE WHEN s.r < 0.9 THEN 1 ELSE 2 END,
            CASE WHEN random() < 0.97 THEN 2 ELSE 1 END,
            s.published,
            s.published + interval '30 days' * (1 + floor(random() * 3)),
            ${pick('$6::int[]')}, ${pick('$7::int[]')}, ${pick('$8::int[]')}, ${pick('$9::int[]')}, ${pick('$10::int[]')},
            1500, 4000, 1, random() < 0.4
       FROM (SELECT g, random() AS r, $11::timestamptz - random() * $12::int * interval '1 day' AS published
               FROM generate_series(1, $13) g) s`,
    [
      first,
      shape.companies,
      LEVELS,
      WORDS,
      ROLES,
      jobFunctions,
      weightedCities,
      experiences,
      employmentTypes,
      workLocations,
      periodStart,
      shape.publishedOverDays,
      shape.vacancies,
    ],
  );
  await db.query(
    `INSERT INTO vacancy_technology (vacancy_id, technology_id)
     SELECT v.id, ${pick('$1::int[]')} FROM vacancy v CROSS JOIN generate_series(1, 5) k WHERE k <= 2 + v.id % 4
     ON CONFLICT DO NOTHING`,
    [technologies],
  );

  await db.query(
    `INSERT INTO account (email, account_kind, full_name, language, is_email_verified, experience_id)
     SELECT 'talent' || g || '@bench.example', 1, 'Talent ' || g, CASE WHEN g % 10 < 3 THEN 'ka' ELSE 'en' END, true,
            CASE WHEN g % 5 <> 0 THEN ${pick('$2::int[]')} END
       FROM generate_series(1, $1) g`,
    [shape.talents, experiences],
  );
  // The match's inputs (issue 25): 2 to 6 technologies, and for 80 % a profile with a work format, a
  // city and (70 % of them) a desired salary, a quarter of those in dollars.
  await db.query(
    `INSERT INTO account_technology (account_id, technology_id)
     SELECT a.id, ${pick('$1::int[]')} FROM account a CROSS JOIN generate_series(1, 6) k
      WHERE a.account_kind = 1 AND k <= 2 + a.id % 5
     ON CONFLICT DO NOTHING`,
    [technologies],
  );
  await db.query(
    `INSERT INTO talent_profile (account_id, desired_salary_min, desired_salary_max, desired_salary_currency,
                                 work_location_ids, city_ids)
     SELECT s.id, CASE WHEN s.paid THEN s.low END, CASE WHEN s.paid THEN s.low + 1000 END,
            CASE WHEN s.paid THEN CASE WHEN s.id % 4 = 0 THEN 2 ELSE 1 END END,
            ARRAY[${pick('$1::int[]')}], ARRAY[${pick('$2::int[]')}]
       FROM (SELECT a.id, random() < 0.7 AS paid, 1000 + floor(random() * 4000)::int AS low
               FROM account a WHERE a.account_kind = 1 AND a.id % 5 <> 1) s`,
    [workLocations, weightedCities],
  );
  const talents = `FROM account a CROSS JOIN generate_series(1, 3) k WHERE a.account_kind = 1`;
  await db.query(
    `INSERT INTO company_subscription (account_id, company_id, frequency)
     SELECT a.id, $1::int + floor(random() * $2)::int, CASE WHEN k = 1 OR random() < 0.7 THEN 1 ELSE 2 END
       ${talents} AND k <= 1 + a.id % 3
     ON CONFLICT DO NOTHING`,
    [first, shape.companies],
  );
  await db.query(
    `INSERT INTO job_function_subscription (account_id, job_function_id, frequency)
     SELECT a.id, ${pick('$1::int[]')}, CASE WHEN random() < 0.7 THEN 1 ELSE 2 END
       ${talents} AND k <= a.id % 3
     ON CONFLICT DO NOTHING`,
    [jobFunctions],
  );
  const one = (param: string) => `jsonb_build_array(${pick(param)})`;
  await db.query(
    `INSERT INTO search_subscription (account_id, name, search, frequency)
     SELECT a.id, 'Search ' || k,
            CASE floor(random() * 6)::int
              WHEN 0 THEN jsonb_build_object('technologies', ${one('$1::int[]')}, 'cities', ${one('$2::int[]')})
              WHEN 1 THEN jsonb_build_object('searchTerm', ${pick('$3::text[]')})
              WHEN 2 THEN jsonb_build_object('jobFunctions', ${one('$4::int[]')}, 'experiences', ${one('$5::int[]')})
              WHEN 3 THEN jsonb_build_object('technologies', ${one('$6::int[]')})
              WHEN 4 THEN jsonb_build_object('cities', ${one('$2::int[]')}, 'workLocations', ${one('$7::int[]')}, 'salaryShown', true)
              ELSE jsonb_build_object('searchTerm', ${pick('$3::text[]')}, 'technologies', ${one('$1::int[]')})
            END,
            CASE WHEN random() < 0.7 THEN 1 ELSE 2 END
       ${talents} AND k <= (a.id / 3) % 3`,
    [
      technologies,
      weightedCities,
      WORDS.map((word) => word.toLowerCase()),
      jobFunctions,
      experiences,
      categories,
      workLocations,
    ],
  );
  await db.query('ANALYZE');

  const count = async (sql: string, params: unknown[] = []) => Number((await db.query(sql, params))[0].count);
  return {
    talents: await count('SELECT count(*) FROM account WHERE account_kind = 1'),
    vacancies: await count('SELECT count(*) FROM vacancy'),
    openVacancies: await count('SELECT count(*) FROM vacancy WHERE status = 1 AND approval = 2 AND deadline > now()'),
    newInWindow: await count(
      `SELECT count(*) FROM vacancy WHERE status = 1 AND approval = 2 AND deadline > now() AND published_at > $1::timestamptz - interval '1 day' AND published_at <= $1`,
      [periodStart],
    ),
    vacancyTechnologies: await count('SELECT count(*) FROM vacancy_technology'),
    companySubscriptions: await count('SELECT count(*) FROM company_subscription'),
    jobFunctionSubscriptions: await count('SELECT count(*) FROM job_function_subscription'),
    savedSearches: await count('SELECT count(*) FROM search_subscription'),
    dailyTalents: await count(
      `SELECT count(DISTINCT account_id) FROM (SELECT account_id FROM company_subscription WHERE frequency = 1
        UNION ALL SELECT account_id FROM job_function_subscription WHERE frequency = 1
        UNION ALL SELECT account_id FROM search_subscription WHERE frequency = 1) s`,
    ),
    georgianTalents: await count(`SELECT count(*) FROM account WHERE account_kind = 1 AND language = 'ka'`),
    talentTechnologies: await count('SELECT count(*) FROM account_technology'),
    talentProfiles: await count('SELECT count(*) FROM talent_profile'),
  };
}
