import { Currency, DictionaryType } from '../../shared/enums.js';
import { passwordHasher } from '../../src/modules/account/password-hasher.js';
import { allIdsOf, type DictionaryIds, idsOf, pick, type Query } from './sql-pieces.js';
import { ROLES } from './vocabulary.js';

/** The company account the talent-search scenarios sign in as (verified, profile complete). */
export const BENCH_COMPANY_EMAIL = 'searching-company@bench.example';
export const BENCH_COMPANY_PASSWORD = 'bench-company-password';

/**
 * The talent directory over the talents fillTalents made: a talent_profile for each (desired salary
 * on about 80 %, mostly in GEL; work formats; mostly Tbilisi), then a talent_directory row for each
 * (about 70 % visible, half showing the salary, years of experience after the level, active over
 * 180 days, more of them lately); the directory rows' trigger builds their filter_items. About 5 %
 * hide their profile from a few companies, and 3 % from the searching company.
 */
export async function fillTalentDirectory(query: Query, dictionary: DictionaryIds): Promise<void> {
  const [tbilisi, batumi, kutaisi] = idsOf(dictionary, DictionaryType.City, ['tbilisi', 'batumi', 'kutaisi']);
  const [onSite, remote, hybrid] = idsOf(dictionary, DictionaryType.WorkLocation, ['on-site', 'remote', 'hybrid']);
  // Work format sets as talents choose them (a 2-D array parameter cannot be ragged: 0 pads).
  const formats = [
    [hybrid, 0],
    [remote, 0],
    [onSite, 0],
    [remote, hybrid],
    [hybrid, onSite],
    [remote, hybrid],
  ];
  await query(
    `INSERT INTO talent_profile (account_id, headline, summary, desired_salary_min, desired_salary_max,
                                 desired_salary_currency, work_location_ids, city_ids, open_to_offers, updated_at)
     SELECT a.id, ${pick('$1::text[]')}, 'Looking for a team that ships often.',
            s.salary_min, CASE WHEN s.salary_min IS NOT NULL AND random() < 0.6 THEN s.salary_min + 500 * (1 + floor(random() * 4))::int END,
            CASE WHEN s.salary_min IS NOT NULL THEN CASE WHEN random() < 0.75 THEN $2::int ELSE $3::int END END,
            array_remove(ARRAY[($4::int[])[s.f][1], ($4::int[])[s.f][2]], 0),
            CASE WHEN s.c < 0.65 THEN ARRAY[$5::int] WHEN s.c < 0.75 THEN ARRAY[$5::int, $6::int]
                 WHEN s.c < 0.85 THEN ARRAY[$6::int] WHEN s.c < 0.9 THEN ARRAY[$7::int] ELSE ARRAY[${pick('$8::int[]')}] END,
            random() < 0.5, a.created_at
       FROM account a
       CROSS JOIN LATERAL (SELECT CASE WHEN random() < 0.8 THEN 500 * (2 + floor(random() * 16))::int END AS salary_min,
                                  1 + floor(random() * $9::int)::int AS f, random() AS c, a.id AS id) s
      WHERE a.account_kind = 1`,
    [
      ROLES.map((role) => role.en),
      Currency.Gel,
      Currency.Dollar,
      formats,
      tbilisi,
      batumi,
      kutaisi,
      allIdsOf(dictionary, DictionaryType.City),
      formats.length,
    ],
  );
  await query(
    `INSERT INTO talent_directory (account_id, visible, show_salary, experience_years, active_at, updated_at)
     SELECT a.id, random() < 0.7, random() < 0.5,
            CASE WHEN random() < 0.1 THEN NULL ELSE
              CASE l.key WHEN 'intern' THEN 0 WHEN 'junior' THEN floor(random() * 3)
                         WHEN 'middle' THEN 2 + floor(random() * 4) WHEN 'senior' THEN 5 + floor(random() * 6)
                         WHEN 'lead' THEN 7 + floor(random() * 9) ELSE 10 + floor(random() * 11) END END,
            s.active, s.active
       FROM account a JOIN dictionary_item l ON l.id = a.experience_id
       CROSS JOIN LATERAL (SELECT now() - power(random(), 2) * interval '180 days' AS active, a.id AS id) s
      WHERE a.account_kind = 1`,
  );
  const [{ first, last }] = await query('SELECT min(id) AS first, max(id) AS last FROM company');
  await query(
    `INSERT INTO talent_hidden_company (account_id, company_id)
     SELECT a.id, $1::int + floor(random() * ($2::int - $1::int + 1))::int
       FROM account a CROSS JOIN generate_series(1, 3) k
      WHERE a.account_kind = 1 AND a.id % 20 = 0 AND k <= 1 + a.id % 3
     ON CONFLICT DO NOTHING`,
    [first, last],
  );
}

/**
 * The searching company: the first verified company, given an account to sign in with and every
 * line of its profile's checklist (what the directory asks of a company, as in
 * test/support/complete-company.ts). 3 % of the talents hide their profile from it.
 */
export async function fillSearchingCompany(query: Query, dictionary: DictionaryIds): Promise<void> {
  const [company] = await query('SELECT id, name FROM company WHERE is_verified ORDER BY id LIMIT 1');
  const [account] = await query(
    `INSERT INTO account (email, password_hash, account_kind, full_name, is_email_verified, email_verified_at)
     VALUES ($1, $2, 2, $3, true, now()) RETURNING id`,
    [BENCH_COMPANY_EMAIL, await passwordHasher.hash(BENCH_COMPANY_PASSWORD), company.name],
  );
  await query(
    `UPDATE company SET account_id = $2, about = coalesce(about, 'We build payment software in Tbilisi.'),
       about_ge = 'ვქმნით საგადახდო პროგრამებს თბილისში.', tagline = coalesce(tagline, 'Payments'),
       team_size = coalesce(team_size, '11-50'), profile_image_url = coalesce(profile_image_url, '/static/demo/logos/bench.svg'),
       cover_image_url = coalesce(cover_image_url, '/static/demo/covers/bench.jpg')
     WHERE id = $1`,
    [company.id, account.id],
  );
  await query(`INSERT INTO company_technology (company_id, technology_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [
    company.id,
    allIdsOf(dictionary, DictionaryType.Technology)[0],
  ]);
  await query(`INSERT INTO company_benefit (company_id, benefit_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [
    company.id,
    allIdsOf(dictionary, DictionaryType.Benefit)[0],
  ]);
  await query(
    `INSERT INTO company_contact (company_id, phone_number, email, website) VALUES ($1, '555123456', 'hr@bench.example', 'https://bench.example')
     ON CONFLICT (company_id) DO UPDATE SET phone_number = EXCLUDED.phone_number, email = EXCLUDED.email, website = EXCLUDED.website`,
    [company.id],
  );
  await query(
    `INSERT INTO company_key_fact (company_id, key_fact_id, description_en, description_ge, description_number)
     SELECT $1, d.id, '2015', '2015', 2015 FROM key_fact_definition d WHERE d.is_mandatory AND NOT d.hide
     ON CONFLICT DO NOTHING`,
    [company.id],
  );
  await query(
    `INSERT INTO talent_hidden_company (account_id, company_id)
     SELECT a.id, $1 FROM account a WHERE a.account_kind = 1 AND random() < 0.03 ON CONFLICT DO NOTHING`,
    [company.id],
  );
}
