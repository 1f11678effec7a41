import { DictionaryType } from '../../shared/enums.js';
import { passwordHasher } from '../../src/modules/account/password-hasher.js';
import { allIdsOf, type DictionaryIds, pick, type Query } from './sql-pieces.js';
import { FIRST_NAMES, FIRST_NAMES_KA, LAST_NAMES, LAST_NAMES_KA } from './vocabulary.js';

/** The one password every bench talent has (one hash shared by all). */
export const BENCH_TALENT_PASSWORD = 'bench-talent-password';

/**
 * Talents with the profile the users module keeps (name, language, field, experience, technologies,
 * job functions), then applications and favourites of theirs on published vacancies.
 */
export async function fillTalents(
  query: Query,
  dictionary: DictionaryIds,
  shape: { talents: number; applications: number; favorites: number },
): Promise<void> {
  const hash = await passwordHasher.hash(BENCH_TALENT_PASSWORD);
  await query(
    `INSERT INTO account (email, password_hash, account_kind, full_name, language, is_email_verified, email_verified_at,
                          field_id, experience_id, created_at)
     SELECT 'talent' || g || '@bench.example', $1, 1,
            CASE WHEN random() < 0.2 THEN ${pick('$2::text[]')} || ' ' || ${pick('$3::text[]')}
                 ELSE ${pick('$4::text[]')} || ' ' || ${pick('$5::text[]')} END,
            CASE WHEN g % 10 < 3 THEN 'ka' ELSE 'en' END, true, s.created, ${pick('$6::int[]')}, ${pick('$7::int[]')}, s.created
       FROM generate_series(1, $8::int) g CROSS JOIN LATERAL (SELECT now() - random() * interval '365 days' AS created, g AS n) s`,
    [
      hash,
      FIRST_NAMES_KA,
      LAST_NAMES_KA,
      FIRST_NAMES,
      LAST_NAMES,
      allIdsOf(dictionary, DictionaryType.Field),
      allIdsOf(dictionary, DictionaryType.Experience),
      shape.talents,
    ],
  );
  const talents = `FROM account a CROSS JOIN generate_series(1, 5) k WHERE a.account_kind = 1`;
  await query(
    `INSERT INTO account_technology (account_id, technology_id) SELECT a.id, ${pick('$1::int[]')} ${talents} AND k <= 1 + a.id % 5
     ON CONFLICT DO NOTHING`,
    [allIdsOf(dictionary, DictionaryType.Technology)],
  );
  await query(
    `INSERT INTO account_job_function (account_id, job_function_id) SELECT a.id, ${pick('$1::int[]')} ${talents} AND k <= 1 + a.id % 2
     ON CONFLICT DO NOTHING`,
    [allIdsOf(dictionary, DictionaryType.JobFunction)],
  );

  const [{ first, last }] = await query('SELECT min(id) AS first, max(id) AS last FROM account WHERE account_kind = 1');
  const [{ vacancies }] = await query('SELECT max(id) AS vacancies FROM vacancy');
  // A random talent and a random published vacancy per row; drafts drop out, repeats collapse.
  const pairs = (count: number) =>
    `FROM (SELECT $1::int + floor(random() * ($2::int - $1::int + 1))::int AS account_id, 1 + floor(random() * $3::int)::int AS vacancy_id,
                  now() - random() * interval '90 days' AS at
             FROM generate_series(1, ${count}) g) p
       JOIN account a ON a.id = p.account_id
       JOIN vacancy v ON v.id = p.vacancy_id AND v.status IN (1, 2) AND v.approval = 2`;
  await query(
    `INSERT INTO application (vacancy_id, account_id, full_name, email, phone, cv_file_key, cv_file_name, cv_content_type,
                              status, status_changed_at, created_at)
     SELECT p.vacancy_id, p.account_id, a.full_name, a.email, '+995555000000', 'cvs/bench.pdf', 'cv.pdf', 'application/pdf',
            1 + floor(random() * 7)::int, p.at, p.at
       ${pairs(Math.round(shape.applications))}
     ON CONFLICT DO NOTHING`,
    [first, last, vacancies],
  );
  await query(
    `INSERT INTO favorite_vacancy (account_id, vacancy_id, created_at) SELECT p.account_id, p.vacancy_id, p.at ${pairs(shape.favorites)}
     ON CONFLICT DO NOTHING`,
    [first, last, vacancies],
  );
}
