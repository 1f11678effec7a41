import type { EntityManager } from 'typeorm';
import { companySlug } from '../../modules/company/company-slug.js';
import { demoCompanies, demoVacancies } from './demo/index.js';
import { seedDemoAccounts } from './demo-accounts.js';
import { demoTalents } from './demo-talents.js';
import { DictionaryType } from './reference/types.js';

const DAY_MS = 24 * 60 * 60 * 1000;


/** Editor.js document of plain paragraphs (the vacancy description's stored shape). */
const paragraphs = (text: string) => ({
  blocks: text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => ({ type: 'paragraph', data: { text: p } })),
});

/** Loads the demo companies, vacancies, talents and the accounts that can sign in. Runs only on an empty database. */
export async function seedDemoData(db: EntityManager): Promise<boolean> {
  const [{ count }] = await db.query(`SELECT count(*)::int AS count FROM company`);
  if (count > 0) return false;

  const idOf = async (type: DictionaryType, key: string): Promise<number | null> => {
    const rows = await db.query(`SELECT id FROM dictionary_item WHERE type = $1 AND key = $2`, [type, key]);
    return rows[0]?.id ?? null;
  };

  for (const talent of demoTalents) {
    await db.query(
      `INSERT INTO account (email, account_kind, full_name, is_email_verified) VALUES ($1, 1, $2, true)
       ON CONFLICT DO NOTHING`,
      [talent.email, talent.fullName],
    );
  }

  const companyIds = new Map<string, number>();
  for (const [index, company] of demoCompanies.entries()) {
    const createdAt = new Date(Date.now() - (demoCompanies.length - index) * 3 * DAY_MS);
    const [row] = await db.query(
      `INSERT INTO company (name, transformed_name, about, about_ge, tagline, team_size, profile_image_url,
         small_profile_image_url, cover_image_url, is_verified, verified_date, is_claiming_necessary, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $7, $8, $9, $10, $11, $12) RETURNING id`,
      [
        company.name, companySlug(company.name), company.aboutEn, company.aboutGe, company.tagline, company.teamSize,
        company.profileImageUrl, company.coverImageUrl ?? null, company.isVerified,
        company.isVerified ? createdAt : null, company.isClaimingNecessary, createdAt,
      ],
    );
    companyIds.set(company.key, row.id);
    for (const key of company.technologyKeys) {
      await db.query(
        `INSERT INTO company_technology (company_id, technology_id) SELECT $1, id FROM dictionary_item
         WHERE type = $2 AND key = $3 ON CONFLICT DO NOTHING`,
        [row.id, DictionaryType.Technology, key],
      );
    }
    for (const key of company.benefitKeys) {
      await db.query(
        `INSERT INTO company_benefit (company_id, benefit_id) SELECT $1, id FROM dictionary_item
         WHERE type = $2 AND key = $3 ON CONFLICT DO NOTHING`,
        [row.id, DictionaryType.Benefit, key],
      );
    }
    for (const fact of company.keyFacts) {
      await db.query(
        `INSERT INTO company_key_fact (company_id, key_fact_id, description_en, description_ge, description_number,
           checked_options)
         SELECT $1, d.id, $3, $4, $5,
           COALESCE((SELECT array_agg(o.id ORDER BY o.order_index) FROM key_fact_option o
                     WHERE o.key_fact_id = d.id AND o.key = ANY($6::text[])), '{}')
         FROM key_fact_definition d WHERE d.key = $2 ON CONFLICT DO NOTHING`,
        [
          row.id, fact.keyFactKey, fact.descriptionEn ?? null, fact.descriptionGe ?? null,
          fact.descriptionNumber ?? null, fact.optionKeys ?? [],
        ],
      );
    }
  }

  for (const vacancy of demoVacancies) {
    const companyId = companyIds.get(vacancy.companyKey);
    if (!companyId) throw new Error(`Demo vacancy ${vacancy.key} names unknown company ${vacancy.companyKey}`);
    const publishedAt = new Date(Date.now() - vacancy.publishedDaysAgo * DAY_MS);
    const [row] = await db.query(
      `INSERT INTO vacancy (company_id, title, title_ge, description_en, description_ge, status, experience_id,
         employment_type_id, work_location_id, city_id, job_function_id, salary_min, salary_max, currency,
         show_salary, published_at, deadline, created_at)
       VALUES ($1, $2, $3, $4, $5, 1, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $15) RETURNING id`,
      [
        companyId, vacancy.title, vacancy.titleGe, paragraphs(vacancy.descriptionEn), paragraphs(vacancy.descriptionGe),
        await idOf(DictionaryType.Experience, vacancy.experienceKey),
        await idOf(DictionaryType.EmploymentType, vacancy.employmentTypeKey),
        await idOf(DictionaryType.WorkLocation, vacancy.workLocationKey),
        await idOf(DictionaryType.City, vacancy.cityKey),
        await idOf(DictionaryType.JobFunction, vacancy.jobFunctionKey),
        vacancy.salaryMin ?? null, vacancy.salaryMax ?? null, vacancy.currency ?? 0, vacancy.showSalary,
        publishedAt, new Date(Date.now() + vacancy.deadlineInDays * DAY_MS),
      ],
    );
    for (const key of vacancy.technologyKeys) {
      await db.query(
        `INSERT INTO vacancy_technology (vacancy_id, technology_id) SELECT $1, id FROM dictionary_item
         WHERE type = $2 AND key = $3 ON CONFLICT DO NOTHING`,
        [row.id, DictionaryType.Technology, key],
      );
    }
  }
  await seedDemoAccounts(db, companyIds);
  return true;
}
