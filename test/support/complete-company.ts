import { DictionaryType } from '../../shared/enums.js';
import type { TestApp } from './test-app.js';

/** Makes a company verified, with every line of its profile's checklist done, straight in the
 *  tables (what the talent directory asks of a company that searches and invites). */
export async function completeCompany(t: TestApp, companyId: number): Promise<void> {
  await t.db.query(
    `UPDATE company SET is_verified = true, verified_date = now(), about = 'We build payment software in Tbilisi.',
       about_ge = 'ვქმნით საგადახდო პროგრამებს თბილისში.', tagline = 'Payments', team_size = '11-50',
       profile_image_url = coalesce(profile_image_url, '/static/demo/logos/test.svg'),
       cover_image_url = '/static/demo/covers/test.jpg'
     WHERE id = $1`,
    [companyId],
  );
  const first = async (type: DictionaryType) =>
    (await t.db.query('SELECT id FROM dictionary_item WHERE type = $1 ORDER BY id LIMIT 1', [type]))[0].id as number;
  await t.db.query(
    'INSERT INTO company_technology (company_id, technology_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
    [companyId, await first(DictionaryType.Technology)],
  );
  await t.db.query('INSERT INTO company_benefit (company_id, benefit_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
    companyId,
    await first(DictionaryType.Benefit),
  ]);
  await t.db.query(
    `INSERT INTO company_contact (company_id, phone_number, email, website) VALUES ($1, '555123456', 'hr@example.ge', 'https://example.ge')
     ON CONFLICT (company_id) DO UPDATE SET phone_number = EXCLUDED.phone_number, email = EXCLUDED.email, website = EXCLUDED.website`,
    [companyId],
  );
  await t.db.query(
    `INSERT INTO company_key_fact (company_id, key_fact_id, description_en, description_ge, description_number)
     SELECT $1, d.id, '2015', '2015', 2015 FROM key_fact_definition d WHERE d.is_mandatory AND NOT d.hide
     ON CONFLICT DO NOTHING`,
    [companyId],
  );
}

/** The company of a signed-up company account. */
export async function companyIdOf(t: TestApp, email: string): Promise<number> {
  const [row] = await t.db.query(
    'SELECT c.id FROM company c JOIN account a ON a.id = c.account_id WHERE a.email = $1',
    [email],
  );
  return Number(row.id);
}
