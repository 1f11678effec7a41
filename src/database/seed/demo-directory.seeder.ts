import type { EntityManager } from 'typeorm';
import { DictionaryType } from '../../../shared/enums.js';
import { demoDirectoryProfiles } from './demo/directory.js';

interface ReferenceItems {
  item(type: DictionaryType, key: string): number;
}

/** The demo talents' profiles and anonymous directory entries (issue 24): shown to companies,
 *  most with their salary, active over the last days. */
export async function seedDemoDirectory(
  db: EntityManager,
  ref: ReferenceItems,
  talentId: (fullName: string) => number,
): Promise<void> {
  for (const [n, profile] of demoDirectoryProfiles.entries()) {
    const accountId = talentId(profile.fullName);
    const items = (type: DictionaryType, keys: string[]) => keys.map((key) => ref.item(type, key));
    await db.query('UPDATE account SET field_id = $2, experience_id = $3 WHERE id = $1', [
      accountId,
      ref.item(DictionaryType.Field, profile.field),
      ref.item(DictionaryType.Experience, profile.experience),
    ]);
    await db.query(
      'INSERT INTO account_technology (account_id, technology_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING',
      [accountId, items(DictionaryType.Technology, profile.technologies)],
    );
    await db.query(
      `INSERT INTO talent_profile (account_id, headline, headline_ge, summary, summary_ge, desired_salary_min,
         desired_salary_max, desired_salary_currency, work_location_ids, city_ids, open_to_offers, share_salary_for_insights)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::int[], $10::int[], true, $11)`,
      [
        accountId,
        profile.headline,
        profile.headlineGe,
        profile.summary,
        profile.summaryGe,
        profile.salary.min,
        profile.salary.max,
        profile.salary.currency,
        items(DictionaryType.WorkLocation, profile.formats),
        items(DictionaryType.City, profile.cities),
        profile.sharesSalaryForInsights ?? false,
      ],
    );
    await db.query(
      `INSERT INTO talent_directory (account_id, visible, show_salary, experience_years, active_at)
       VALUES ($1, true, $2, $3, now() - make_interval(hours => $4))`,
      [accountId, profile.salary.shown, profile.years, n * 17],
    );
  }
}
