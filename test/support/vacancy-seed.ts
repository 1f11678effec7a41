import { Currency, DictionaryType, VacancyApproval, VacancyCallToAction, VacancyStatus } from '../../shared/enums.js';
import type { TestApp } from './test-app.js';

const DAY = "interval '1 day'";

/** An Editor.js document as the management API stores it. */
export const editorDoc = (...blocks: { type: string; data: Record<string, unknown> }[]) => ({
  time: 1764000000000,
  version: '2.31.0',
  blocks,
});
export const paragraph = (text: string) => ({ type: 'paragraph', data: { text } });

export interface VacancySeed {
  companyId: number;
  title: string;
  titleGe?: string | null;
  status?: VacancyStatus;
  approval?: VacancyApproval;
  /** May be fractional. */
  publishedDaysAgo?: number;
  /** SQL for the deadline. */
  deadline?: string;
  employmentType?: string;
  workLocation?: string;
  city?: string;
  experience?: string;
  jobFunction?: string;
  salary?: { min: number | null; max: number | null; currency: Currency; shown: boolean };
  technologies?: string[];
  benefits?: string[];
  languages?: string[];
  callToAction?: VacancyCallToAction;
  descriptionEn?: object;
  descriptionGe?: object | null;
}

/**
 * Companies and vacancies straight into the tables, for tests of what reads them (the management
 * API is tested elsewhere). `app` is read on each call, as test files start their app in beforeAll.
 */
export function vacancySeeder(app: () => TestApp) {
  const dictionary = new Map<string, number>();

  /** Loads the dictionary's ids; call once after the app started. */
  const loadDictionary = async () => {
    for (const row of await app().db.query('SELECT id, type, key FROM dictionary_item'))
      dictionary.set(`${row.type}/${row.key}`, row.id);
  };

  const item = (type: DictionaryType, key: string) => {
    const id = dictionary.get(`${type}/${key}`);
    if (id === undefined) throw new Error(`no dictionary item ${type}/${key}`);
    return id;
  };

  async function insertVacancy(seed: VacancySeed): Promise<number> {
    const db = app().db;
    const ref = (type: DictionaryType, key: string | undefined) => (key === undefined ? null : item(type, key));
    const [{ id }] = await db.query(
      `INSERT INTO vacancy (company_id, title, title_ge, status, approval, experience_id,
         employment_type_id, work_location_id, city_id, job_function_id, salary_min, salary_max, currency, show_salary,
         published_at, deadline, call_to_action, languages, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14,
         now() - $15 * ${DAY}, ${seed.deadline ?? `now() + 30 * ${DAY}`}, $16, $17, now() - $15 * ${DAY} + interval '1 hour')
       RETURNING id`,
      [
        seed.companyId,
        seed.title,
        seed.titleGe ?? null,
        seed.status ?? VacancyStatus.Active,
        seed.approval ?? VacancyApproval.Approved,
        ref(DictionaryType.Experience, seed.experience),
        ref(DictionaryType.EmploymentType, seed.employmentType),
        ref(DictionaryType.WorkLocation, seed.workLocation),
        ref(DictionaryType.City, seed.city),
        ref(DictionaryType.JobFunction, seed.jobFunction),
        seed.salary?.min ?? null,
        seed.salary?.max ?? null,
        seed.salary?.currency ?? Currency.None,
        seed.salary?.shown ?? false,
        seed.publishedDaysAgo ?? 1,
        seed.callToAction ?? VacancyCallToAction.ApplyNow,
        seed.languages ?? [],
      ],
    );
    await db.query('INSERT INTO vacancy_description (vacancy_id, description_en, description_ge) VALUES ($1, $2, $3)', [
      id,
      JSON.stringify(seed.descriptionEn ?? editorDoc(paragraph(`${seed.title}: join us.`))),
      seed.descriptionGe === undefined ? null : JSON.stringify(seed.descriptionGe),
    ]);
    for (const key of seed.technologies ?? []) {
      await db.query('INSERT INTO vacancy_technology (vacancy_id, technology_id) VALUES ($1, $2)', [
        id,
        item(DictionaryType.Technology, key),
      ]);
    }
    for (const key of seed.benefits ?? []) {
      await db.query('INSERT INTO vacancy_benefit (vacancy_id, benefit_id) VALUES ($1, $2)', [
        id,
        item(DictionaryType.Benefit, key),
      ]);
    }
    return id;
  }

  async function insertCompany(name: string, slug: string, tagline: string | null = null): Promise<number> {
    const [{ id }] = await app().db.query(
      `INSERT INTO company (name, transformed_name, tagline, is_verified, verified_date, profile_image_url, small_profile_image_url)
       VALUES ($1, $2, $3, true, now(), $4, $5) RETURNING id`,
      [name, slug, tagline, `/static/demo/logos/${slug}.svg`, `/static/demo/logos/${slug}-small.svg`],
    );
    return id;
  }

  return { loadDictionary, item, insertVacancy, insertCompany };
}
