import { DictionaryType } from '../../shared/enums.js';
import { allIdsOf, type DictionaryIds, idsOf, pick, type Query, stableIndex } from './sql-pieces.js';
import { DESCRIPTION_EN, DESCRIPTION_KA, LEVELS, ROLES } from './vocabulary.js';

/** The role (0-based index into ROLES) and level of vacancy `id`: the same in every statement. */
const roleOf = (id: string) => stableIndex(id, ROLES.length);
const levelOf = (id: string) => stableIndex(id, LEVELS.length, 7919);

/** An Editor.js document of two paragraphs, {title} and {company} filled in. */
const document = (intro: string, body: string) =>
  `jsonb_build_object('time', 1764000000000, 'version', '2.31.0', 'blocks', jsonb_build_array(
     jsonb_build_object('type', 'paragraph', 'data', jsonb_build_object('text', replace(replace(${intro}, '{title}', s.title_text), '{company}', c.name))),
     jsonb_build_object('type', 'paragraph', 'data', jsonb_build_object('text', ${body}))))`;

/**
 * Vacancies of the companies (ids 1..count), set-based: titles of ROLES with a level, a Georgian
 * title on about 60 %, descriptions (their vacancy_description rows) in English (and Georgian with a
 * Georgian title), the role's job function, mostly in Tbilisi, a salary on about 40 %, published over
 * the last 180 days. About 75 % are open (active, approved, deadline ahead); the rest ended, drafts or
 * waiting for review.
 */
export async function fillVacancies(query: Query, dictionary: DictionaryIds, count: number): Promise<void> {
  const [{ first, last }] = await query('SELECT min(id) AS first, max(id) AS last FROM company');
  const cities = allIdsOf(dictionary, DictionaryType.City);
  const [tbilisi, batumi, kutaisi] = idsOf(dictionary, DictionaryType.City, ['tbilisi', 'batumi', 'kutaisi']);
  const employment = idsOf(dictionary, DictionaryType.EmploymentType, [
    'full-time',
    'part-time',
    'contract',
    'internship',
  ]);
  // One statement: the rows are drawn once (`s`, a CTE read twice is materialised), and each vacancy's
  // descriptions go to its vacancy_description row (the foreign key is checked at the statement's end).
  await query(
    `WITH s AS MATERIALIZED (
       SELECT s.*,
              ${document(pick('$1::text[]'), pick('$2::text[]'))} AS description_en,
              CASE WHEN s.title_ge_text IS NOT NULL THEN ${document(pick('$3::text[]'), pick('$4::text[]')).replaceAll('s.title_text', 's.title_ge_text')} END AS description_ge
         FROM (SELECT g,
                      $13::int + floor(power(random(), 1.6) * ($14::int - $13::int + 1))::int AS company_id,
                      ($15::text[])[1 + ${levelOf('g')}] || ($16::text[])[1 + ${roleOf('g')}] AS title_text,
                      CASE WHEN random() < 0.6 THEN ($17::text[])[1 + ${levelOf('g')}] || ($18::text[])[1 + ${roleOf('g')}] END AS title_ge_text,
                      CASE WHEN r < 0.75 THEN 'open' WHEN r < 0.87 THEN 'ended' WHEN r < 0.94 THEN 'draft' ELSE 'pending' END AS state,
                      CASE WHEN r >= 0.94 THEN now() - random() * interval '5 days' ELSE now() - random() * interval '180 days' END AS published,
                      CASE WHEN random() < 0.4 THEN 500 * (2 + floor(random() * 14))::int END AS salary,
                      random() AS r2
                 FROM (SELECT g, random() AS r FROM generate_series(1, $19::int) g) numbered) s
         JOIN company c ON c.id = s.company_id
     ),
     vacancies AS (
     INSERT INTO vacancy (id, company_id, title, title_ge, status, approval, published_at, deadline,
                          ended_at, deadline_months, experience_id, employment_type_id, work_location_id, city_id, job_function_id,
                          salary_min, salary_max, currency, show_salary, languages, transformed_title, created_at, updated_at)
     SELECT s.g, s.company_id, s.title_text, s.title_ge_text,
            CASE WHEN s.state IN ('open', 'pending') THEN 1 WHEN s.state = 'ended' THEN 2 ELSE 3 END,
            CASE WHEN s.state = 'pending' THEN 1 ELSE 2 END,
            CASE WHEN s.state <> 'draft' THEN s.published END,
            CASE s.state WHEN 'open' THEN now() + interval '1 hour' + random() * interval '60 days'
                         WHEN 'draft' THEN NULL
                         ELSE s.published + interval '30 days' END,
            CASE WHEN s.state = 'ended' THEN least(s.published + interval '30 days', now() - interval '1 hour') END,
            CASE WHEN s.state = 'open' AND s.published < now() - interval '60 days' THEN 6 ELSE 3 END,
            ($5::int[])[1 + ${levelOf('s.g')}],
            CASE WHEN s.r2 < 0.85 THEN ($6::int[])[1] ELSE ${pick('$6::int[]')} END,
            ${pick('$7::int[]')},
            CASE WHEN s.r2 < 0.78 THEN $8::int WHEN s.r2 < 0.88 THEN $9::int WHEN s.r2 < 0.93 THEN $10::int ELSE ${pick('$11::int[]')} END,
            ($12::int[])[1 + ${roleOf('s.g')}],
            s.salary, s.salary + 500 * (1 + floor(random() * 6))::int,
            CASE WHEN s.salary IS NULL THEN 0 WHEN random() < 0.85 THEN 1 ELSE 2 END,
            s.salary IS NOT NULL,
            CASE WHEN s.title_ge_text IS NULL THEN '{en}'::varchar[] ELSE '{ka,en}'::varchar[] END,
            trim(both '-' from regexp_replace(lower(s.title_text), '[^a-z0-9]+', '-', 'g')) || '-' || s.g,
            coalesce(s.published, now() - random() * interval '30 days'), now()
       FROM s ORDER BY s.g
     )
     INSERT INTO vacancy_description (vacancy_id, description_en, description_ge)
     SELECT s.g, s.description_en, s.description_ge FROM s ORDER BY s.g`,
    [
      DESCRIPTION_EN.intro,
      DESCRIPTION_EN.body,
      DESCRIPTION_KA.intro,
      DESCRIPTION_KA.body,
      LEVELS.map((level) => idsOf(dictionary, DictionaryType.Experience, [level.experience])[0]),
      employment,
      allIdsOf(dictionary, DictionaryType.WorkLocation),
      tbilisi,
      batumi,
      kutaisi,
      cities,
      ROLES.map((role) => idsOf(dictionary, DictionaryType.JobFunction, [role.jobFunction])[0]),
      first,
      last,
      LEVELS.map((level) => level.en),
      ROLES.map((role) => role.en),
      LEVELS.map((level) => level.ka),
      ROLES.map((role) => role.ka),
      count,
    ],
  );
  await query(`SELECT setval(pg_get_serial_sequence('vacancy', 'id'), (SELECT max(id) FROM vacancy))`);
}

/** 2 to 6 technologies a vacancy: its role's own first, then others from the whole dictionary. */
export async function fillVacancyTechnologies(query: Query, dictionary: DictionaryIds): Promise<void> {
  const roles: number[] = [];
  const technologies: number[] = [];
  for (const [index, role] of ROLES.entries()) {
    for (const id of idsOf(dictionary, DictionaryType.Technology, role.technologies)) {
      roles.push(index);
      technologies.push(id);
    }
  }
  await query(
    `INSERT INTO vacancy_technology (vacancy_id, technology_id)
     SELECT v.id, rt.technology FROM vacancy v JOIN unnest($1::int[], $2::int[]) AS rt(role, technology) ON rt.role = ${roleOf('v.id')}
     UNION ALL
     SELECT v.id, ${pick('$3::int[]')} FROM vacancy v CROSS JOIN generate_series(1, 6) k
      WHERE k <= 2 + ${stableIndex('v.id', 5, 104729)} - ($4::int[])[1 + ${roleOf('v.id')}]
     ON CONFLICT DO NOTHING`,
    [
      roles,
      technologies,
      allIdsOf(dictionary, DictionaryType.Technology),
      ROLES.map((role) => role.technologies.length),
    ],
  );
}
