import pg from 'pg';
import { demoLogins } from '../../src/database/seed/demo-accounts.js';
import type { DemoFacts } from './sqlmap-targets.js';

/** The first word of at least four letters of a text (search terms match words by prefix). */
const firstWord = (text: string): string => /\p{L}{4,}/u.exec(text)?.[0] ?? text;

/** The demo company's open vacancy with the most applications (every filter of it set), and the
 *  demo data around it, read from the database the demo seed filled. */
export async function demoFacts(databaseUrl: string): Promise<DemoFacts & { postgres: string }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const one = async (sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows[0];
    const company = await one(
      `SELECT c.id, c.name, c.transformed_name, c.team_size, c.is_verified FROM company c JOIN account a ON a.id = c.account_id
        WHERE a.email = $1`,
      [demoLogins.company.email],
    );
    const vacancy = await one(
      `SELECT v.*, (SELECT min(t.technology_id) FROM vacancy_technology t WHERE t.vacancy_id = v.id) AS technology_id,
              (SELECT min(a.status) FROM application a WHERE a.vacancy_id = v.id) AS application_status
         FROM vacancy v
        WHERE v.company_id = $1 AND v.status = 1 AND v.approval = 2 AND v.deadline > now()
          AND v.experience_id IS NOT NULL AND v.employment_type_id IS NOT NULL AND v.work_location_id IS NOT NULL
          AND v.city_id IS NOT NULL AND v.job_function_id IS NOT NULL
          AND EXISTS (SELECT 1 FROM vacancy_technology t WHERE t.vacancy_id = v.id)
        ORDER BY (SELECT count(*) FROM application a WHERE a.vacancy_id = v.id) DESC, v.id LIMIT 1`,
      [company?.id],
    );
    if (!company || !vacancy?.application_status) {
      throw new Error('The demo data is missing: no demo company with an open vacancy that has applications');
    }
    const technology = await one('SELECT name FROM dictionary_item WHERE id = $1', [vacancy.technology_id]);
    const post = await one('SELECT title_en FROM blog_post WHERE status = 2 ORDER BY published_at DESC LIMIT 1');
    const { version } = await one('SELECT version()');
    return {
      vacancyId: vacancy.id,
      vacancyWord: firstWord(vacancy.title),
      technologyId: vacancy.technology_id,
      technologyPrefix: String(technology.name).slice(0, 3),
      employmentTypeId: vacancy.employment_type_id,
      workLocationId: vacancy.work_location_id,
      cityId: vacancy.city_id,
      jobFunctionId: vacancy.job_function_id,
      experienceId: vacancy.experience_id,
      salaryShown: vacancy.show_salary,
      companyId: company.id,
      companySlug: company.transformed_name,
      companyWord: firstWord(company.name),
      teamSize: company.team_size,
      companyVerified: company.is_verified,
      applicationStatus: vacancy.application_status,
      blogWord: firstWord(post?.title_en ?? 'tech'),
      postgres: String(version).split(' on ')[0],
    };
  } finally {
    await client.end();
  }
}
