import { ApiProperty } from '@nestjs/swagger';
import type { DataSource, EntityManager } from 'typeorm';
import type { AuthSession } from '../../core/auth/auth-session.js';
import { AccountKind, Currency } from '../../../shared/enums.js';
import { type Language, localized } from '../../core/i18n/language.js';
import { CompanyListItem, companyListItemOfCard } from '../company/company-list-item.sql.js';
import { companyCardColumns, type CompanyCardRow } from '../company/company.sql.js';
import { favoriteVacancyIds } from '../users/favorites/favorite-vacancy.sql.js';
import type { VacancyMatch } from '../../../shared/match/vacancy-match.js';
import type { MatchContext } from './match/match-context.sql.js';
import { vacancyMatches } from './match/vacancy-matches.sql.js';
import { VacancyMatchView } from './match/vacancy-match.view.js';

/** A dictionary item a vacancy points at: `name` in the request's language, `nameGE` the Georgian.
 *  These answers are classes only so the OpenAPI document describes them. */
export class DictionaryRef {
  @ApiProperty()
  id: number;
  @ApiProperty()
  name: string;
  @ApiProperty()
  nameGE: string;
}

export class VacancySalary {
  @ApiProperty({ type: Number, nullable: true })
  min: number | null;
  @ApiProperty({ type: Number, nullable: true })
  max: number | null;
  @ApiProperty({ enum: Currency })
  currency: Currency;
}

/** A vacancy as every card shows it (search, landing page, favourites, similar and other vacancies).
 *  The salary is there only when the company shows it. */
export class VacancyListItem {
  @ApiProperty()
  id: number;
  @ApiProperty()
  title: string;
  @ApiProperty({ type: String, nullable: true })
  titleGE: string | null;
  @ApiProperty({ type: CompanyListItem })
  company: CompanyListItem;
  @ApiProperty({ type: DictionaryRef, nullable: true })
  city: DictionaryRef | null;
  @ApiProperty({ type: DictionaryRef, nullable: true })
  employmentType: DictionaryRef | null;
  @ApiProperty({ type: DictionaryRef, nullable: true })
  workLocation: DictionaryRef | null;
  @ApiProperty({ type: DictionaryRef, nullable: true })
  experience: DictionaryRef | null;
  @ApiProperty({ type: [DictionaryRef] })
  technologies: DictionaryRef[];
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  publishedAt: Date | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  deadline: Date | null;
  @ApiProperty({ type: VacancySalary, nullable: true, description: 'Only when the company publishes it' })
  salary: VacancySalary | null;
  @ApiProperty({ description: 'The signed-in talent saved it; false for everyone else' })
  isFavorite: boolean;
  @ApiProperty({
    type: VacancyMatchView,
    nullable: true,
    description: "How well it fits the signed-in talent's profile, and why; null for everyone else",
  })
  match: VacancyMatchView | null;
}

/** A card of the talent's own lists (saved vacancies, applications): marked when the vacancy no
 *  longer takes applications. */
export class TalentVacancyCard extends VacancyListItem {
  @ApiProperty({ description: 'Ended or past its deadline: no longer accepting applicants' })
  isExpired: boolean;
}

/**
 * A dictionary item the row points at through `foreignKey`, as `<prefix>_id`, `<prefix>_name` and
 * `<prefix>_name_ge`, each read by a scalar subquery on the primary key. Not a LEFT JOIN: each
 * joined `dictionary_item` widens the planner's join search, and four of them made planning cost
 * 1–6 ms of a card query that runs in under 0.7 ms (docs/decisions.md).
 */
export const dictionaryItemColumns = (
  foreignKey: string,
  prefix: string,
  columns: string[] = ['id', 'name', 'name_ge'],
): string =>
  columns
    .map((column) => `(SELECT d.${column} FROM dictionary_item d WHERE d.id = ${foreignKey}) AS ${prefix}_${column}`)
    .join(',\n  ');

/**
 * The dictionary items a vacancy links to through `linkTable` (`vacancy_id`, `itemColumn`), in their
 * order, as one JSON column `alias` of `[id, name, name_ge, icon_url]` arrays: the row carries them, so
 * a list or a page needs no second round trip to the database for them.
 */
export const dictionaryItemsColumn = (
  linkTable: string,
  itemColumn: string,
  alias: string,
  order = 'd.order_index, d.name, d.id',
): string =>
  `(SELECT coalesce(json_agg(json_build_array(d.id, d.name, d.name_ge, d.icon_url) ORDER BY ${order}), '[]')
      FROM ${linkTable} link JOIN dictionary_item d ON d.id = link.${itemColumn} WHERE link.vacancy_id = v.id) AS ${alias}`;

/** A dictionary item of {@link dictionaryItemsColumn}: id, name, Georgian name, icon. */
export type LinkedDictionaryItem = [id: number, name: string, nameGe: string | null, iconUrl: string | null];

/** The columns a card needs, for `FROM vacancy v` + {@link VACANCY_CARD_JOINS}. */
export const VACANCY_CARD_COLUMNS = `v.id, v.title, v.title_ge, v.published_at, v.deadline,
  v.salary_min, v.salary_max, v.currency, v.show_salary,
  ${companyCardColumns('c')},
  ${dictionaryItemColumns('v.city_id', 'city')},
  ${dictionaryItemColumns('v.employment_type_id', 'employment_type')},
  ${dictionaryItemColumns('v.work_location_id', 'work_location')},
  ${dictionaryItemColumns('v.experience_id', 'experience')},
  ${dictionaryItemsColumn('vacancy_technology', 'technology_id', 'technologies')}`;

/** The company, the one join a card needs: one row per vacancy. */
export const VACANCY_CARD_JOINS = 'JOIN company c ON c.id = v.company_id';

/** A row of {@link VACANCY_CARD_COLUMNS}. */
export interface VacancyCardRow extends CompanyCardRow {
  id: number;
  title: string;
  title_ge: string | null;
  published_at: Date | string | null;
  deadline: Date | string | null;
  salary_min: number | null;
  salary_max: number | null;
  currency: number;
  show_salary: boolean;
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
  technologies: LinkedDictionaryItem[];
}

const dateOf = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

export const dictionaryRef = (
  language: Language,
  id: number | null,
  name: string | null,
  nameGe: string | null,
): DictionaryRef | null =>
  id === null || name === null
    ? null
    : { id: Number(id), name: localized(language, name, nameGe), nameGE: nameGe ?? name };

/** The salary as a card shows it: only when the company shows it and gave an amount. */
export const shownSalary = (
  row: Pick<VacancyCardRow, 'show_salary' | 'salary_min' | 'salary_max' | 'currency'>,
): VacancySalary | null =>
  row.show_salary && (row.salary_min !== null || row.salary_max !== null)
    ? { min: row.salary_min, max: row.salary_max, currency: Number(row.currency) as Currency }
    : null;

/** SQL: the vacancy `v` shows a salary (the same rule as {@link shownSalary}). */
export const SHOWS_SALARY = '(v.show_salary AND (v.salary_min IS NOT NULL OR v.salary_max IS NOT NULL))';

/** The items of a {@link dictionaryItemsColumn} as references in the request's language. */
export const linkedDictionaryRefs = (language: Language, items: LinkedDictionaryItem[]): DictionaryRef[] =>
  items.map(([id, name, nameGe]) => dictionaryRef(language, id, name, nameGe)!);

/** A card from its row; `favorites` are the vacancies the signed-in talent saved, `matches` their
 *  matches with the talent's profile (both empty for anyone else). */
export function toVacancyListItem(
  row: VacancyCardRow,
  language: Language,
  favorites: ReadonlySet<number>,
  matches: ReadonlyMap<number, VacancyMatch>,
): VacancyListItem {
  const id = Number(row.id);
  return {
    id,
    title: row.title,
    titleGE: row.title_ge,
    company: companyListItemOfCard(row),
    city: dictionaryRef(language, row.city_id, row.city_name, row.city_name_ge),
    employmentType: dictionaryRef(
      language,
      row.employment_type_id,
      row.employment_type_name,
      row.employment_type_name_ge,
    ),
    workLocation: dictionaryRef(language, row.work_location_id, row.work_location_name, row.work_location_name_ge),
    experience: dictionaryRef(language, row.experience_id, row.experience_name, row.experience_name_ge),
    technologies: linkedDictionaryRefs(language, row.technologies),
    publishedAt: dateOf(row.published_at),
    deadline: dateOf(row.deadline),
    salary: shownSalary(row),
    isFavorite: favorites.has(id),
    match: matches.get(id) ?? null,
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
 * Vacancy cards in one query whatever their number (with company, dictionary names and technologies),
 * and, when a talent is signed in, more for the favourites and the matches.
 * `talentAccountId` is the signed-in talent (for `isFavorite` and `match`), else null; `matchContext`
 * the talent's match inputs when the caller has loaded them for this request already (null: a list
 * without matches).
 */
export async function selectVacancyCards(
  db: DataSource | EntityManager,
  selection: VacancyCardSelection,
  language: Language,
  talentAccountId: number | null,
  matchContext?: MatchContext | null,
): Promise<VacancyListItem[]> {
  const next = selection.params.length;
  const rows: VacancyCardRow[] = await db.query(
    `SELECT ${VACANCY_CARD_COLUMNS} FROM vacancy v ${VACANCY_CARD_JOINS} ${selection.joins ?? ''}
      WHERE ${selection.where}
      ORDER BY ${selection.orderBy}
      LIMIT $${next + 1} OFFSET $${next + 2}`,
    [...selection.params, selection.limit, selection.offset ?? 0],
  );
  const ids = rows.map((row) => Number(row.id));
  const favorites = await favoriteVacancyIds(db, talentAccountId, ids);
  const matches = await vacancyMatches(db, talentAccountId, ids, matchContext);
  return rows.map((row) => toVacancyListItem(row, language, favorites, matches));
}

/** The account whose favourites and applications a list marks: a signed-in talent, else none. */
export const talentAccountOf = (session: AuthSession | undefined): number | null =>
  session?.kind === AccountKind.User ? session.accountId : null;
