import type { DataSource, EntityManager } from 'typeorm';
import type { AuthSession } from '../../core/auth/auth-session.js';
import { AccountKind, type Currency } from '../../core/domain/enums.js';
import { type Language, localized } from '../../core/i18n/language.js';
import type { CompanyListItem } from '../company/company-list-item.js';

/** A dictionary item a vacancy points at: `name` in the request's language, `nameGE` the Georgian. */
export interface DictionaryRef {
  id: number;
  name: string;
  nameGE: string;
}

export interface VacancySalary {
  min: number | null;
  max: number | null;
  currency: Currency;
}

/** A vacancy as every card shows it (search, landing page, favourites, similar and other vacancies).
 *  The salary is there only when the company shows it. */
export interface VacancyListItem {
  id: number;
  title: string;
  titleGE: string | null;
  company: CompanyListItem;
  city: DictionaryRef | null;
  employmentType: DictionaryRef | null;
  workLocation: DictionaryRef | null;
  experience: DictionaryRef | null;
  technologies: DictionaryRef[];
  publishedAt: Date | null;
  deadline: Date | null;
  salary: VacancySalary | null;
  /** The signed-in talent saved it; false for everyone else. */
  isFavorite: boolean;
}

/** The columns a card needs, for `FROM vacancy v` + {@link VACANCY_CARD_JOINS}. */
export const VACANCY_CARD_COLUMNS = `v.id, v.title, v.title_ge, v.published_at, v.deadline,
  v.salary_min, v.salary_max, v.currency, v.show_salary,
  c.id AS company_id, c.name AS company_name, c.transformed_name AS company_transformed_name,
  c.small_profile_image_url AS company_small_image_url, c.profile_image_url AS company_image_url,
  c.is_verified AS company_is_verified, c.is_claiming_necessary AS company_is_claiming_necessary,
  c.verified_date AS company_verified_date,
  city.id AS city_id, city.name AS city_name, city.name_ge AS city_name_ge,
  et.id AS employment_type_id, et.name AS employment_type_name, et.name_ge AS employment_type_name_ge,
  wl.id AS work_location_id, wl.name AS work_location_name, wl.name_ge AS work_location_name_ge,
  ex.id AS experience_id, ex.name AS experience_name, ex.name_ge AS experience_name_ge`;

/** Many-to-one joins only: one row per vacancy. */
export const VACANCY_CARD_JOINS = `JOIN company c ON c.id = v.company_id
  LEFT JOIN dictionary_item city ON city.id = v.city_id
  LEFT JOIN dictionary_item et ON et.id = v.employment_type_id
  LEFT JOIN dictionary_item wl ON wl.id = v.work_location_id
  LEFT JOIN dictionary_item ex ON ex.id = v.experience_id`;

/** A row of {@link VACANCY_CARD_COLUMNS}. */
export interface VacancyCardRow {
  id: number;
  title: string;
  title_ge: string | null;
  published_at: Date | string | null;
  deadline: Date | string | null;
  salary_min: number | null;
  salary_max: number | null;
  currency: number;
  show_salary: boolean;
  company_id: number;
  company_name: string;
  company_transformed_name: string;
  company_small_image_url: string | null;
  company_image_url: string | null;
  company_is_verified: boolean;
  company_is_claiming_necessary: boolean;
  company_verified_date: Date | string | null;
  city_id: number | null;
  city_name: string | null;
  city_name_ge: string | null;
  employment_type_id: number | null;
  employment_type_name: string | null;
  employment_type_name_ge: string | null;
  work_location_id: number | null;
  work_location_name: string | null;
  work_location_name_ge: string | null;
  experience_id: number | null;
  experience_name: string | null;
  experience_name_ge: string | null;
}

const dateOf = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

export const dictionaryRef = (language: Language, id: number | null, name: string | null, nameGe: string | null): DictionaryRef | null =>
  id === null || name === null ? null : { id: Number(id), name: localized(language, name, nameGe), nameGE: nameGe ?? name };

/** What a card adds to its row: the technologies (one query for every vacancy of a list) and
 *  whether the signed-in talent saved it (one query too). */
export interface VacancyCardExtras {
  technologies: Map<number, DictionaryRef[]>;
  favorites: Set<number>;
}

export async function loadCardExtras(
  db: DataSource | EntityManager,
  vacancyIds: number[],
  language: Language,
  talentAccountId: number | null,
): Promise<VacancyCardExtras> {
  const technologies = new Map<number, DictionaryRef[]>(vacancyIds.map((id) => [id, []]));
  if (vacancyIds.length === 0) return { technologies, favorites: new Set() };
  // One after the other: `db` may be a transaction's manager, which runs one query at a time.
  const technologyRows: { vacancy_id: number; id: number; name: string; name_ge: string }[] = await db.query(
    `SELECT vt.vacancy_id, t.id, t.name, t.name_ge FROM vacancy_technology vt JOIN dictionary_item t ON t.id = vt.technology_id
      WHERE vt.vacancy_id = ANY($1::int[]) ORDER BY t.order_index, t.name, t.id`,
    [vacancyIds],
  );
  for (const row of technologyRows) technologies.get(Number(row.vacancy_id))?.push(dictionaryRef(language, row.id, row.name, row.name_ge)!);
  return { technologies, favorites: await favoriteVacancyIds(db, talentAccountId, vacancyIds) };
}

/** Which of the vacancies the signed-in talent saved (none for anyone else). */
export async function favoriteVacancyIds(db: DataSource | EntityManager, talentAccountId: number | null, vacancyIds: number[]): Promise<Set<number>> {
  if (talentAccountId === null || vacancyIds.length === 0) return new Set();
  const rows: { vacancy_id: number }[] = await db.query(
    'SELECT vacancy_id FROM favorite_vacancy WHERE account_id = $1 AND vacancy_id = ANY($2::int[])',
    [talentAccountId, vacancyIds],
  );
  return new Set(rows.map((row) => Number(row.vacancy_id)));
}

/** The salary as a card shows it: only when the company shows it and gave an amount. */
export const shownSalary = (row: Pick<VacancyCardRow, 'show_salary' | 'salary_min' | 'salary_max' | 'currency'>): VacancySalary | null =>
  row.show_salary && (row.salary_min !== null || row.salary_max !== null)
    ? { min: row.salary_min, max: row.salary_max, currency: Number(row.currency) as Currency }
    : null;

/** SQL: the vacancy `v` shows a salary (the same rule as {@link shownSalary}). */
export const SHOWS_SALARY = '(v.show_salary AND (v.salary_min IS NOT NULL OR v.salary_max IS NOT NULL))';

export function toVacancyListItem(row: VacancyCardRow, language: Language, extras: VacancyCardExtras): VacancyListItem {
  const id = Number(row.id);
  return {
    id,
    title: row.title,
    titleGE: row.title_ge,
    company: {
      id: Number(row.company_id),
      name: row.company_name,
      transformedName: row.company_transformed_name,
      smallProfileImageUrl: row.company_small_image_url ?? row.company_image_url,
      isVerified: row.company_is_verified,
      isClaimingNecessary: row.company_is_claiming_necessary,
      verifiedDate: dateOf(row.company_verified_date),
    },
    city: dictionaryRef(language, row.city_id, row.city_name, row.city_name_ge),
    employmentType: dictionaryRef(language, row.employment_type_id, row.employment_type_name, row.employment_type_name_ge),
    workLocation: dictionaryRef(language, row.work_location_id, row.work_location_name, row.work_location_name_ge),
    experience: dictionaryRef(language, row.experience_id, row.experience_name, row.experience_name_ge),
    technologies: extras.technologies.get(id) ?? [],
    publishedAt: dateOf(row.published_at),
    deadline: dateOf(row.deadline),
    salary: shownSalary(row),
    isFavorite: extras.favorites.has(id),
  };
}

export interface VacancyCardSelection {
  /** More joins the condition or the order reads (one row per vacancy still). */
  joins?: string;
  /** SQL condition over `v` (the vacancy) and `c` (its company); `$n` placeholders index `params`. */
  where: string;
  params: unknown[];
  /** SQL ORDER BY list over the same aliases. */
  orderBy: string;
  limit: number;
  offset?: number;
}

/**
 * Vacancy cards in three queries whatever their number: the page of rows (with company and
 * dictionary names joined), then the technologies and the favourites of all of them.
 * `talentAccountId` is the signed-in talent (for `isFavorite`), else null.
 */
export async function selectVacancyCards(
  db: DataSource | EntityManager,
  selection: VacancyCardSelection,
  language: Language,
  talentAccountId: number | null,
): Promise<VacancyListItem[]> {
  const next = selection.params.length;
  const rows: VacancyCardRow[] = await db.query(
    `SELECT ${VACANCY_CARD_COLUMNS} FROM vacancy v ${VACANCY_CARD_JOINS} ${selection.joins ?? ''}
      WHERE ${selection.where}
      ORDER BY ${selection.orderBy}
      LIMIT $${next + 1} OFFSET $${next + 2}`,
    [...selection.params, selection.limit, selection.offset ?? 0],
  );
  const extras = await loadCardExtras(db, rows.map((row) => Number(row.id)), language, talentAccountId);
  return rows.map((row) => toVacancyListItem(row, language, extras));
}

/** The account whose favourites and applications a list marks: a signed-in talent, else none. */
export const talentAccountOf = (session: AuthSession | undefined): number | null =>
  session?.kind === AccountKind.User ? session.accountId : null;
