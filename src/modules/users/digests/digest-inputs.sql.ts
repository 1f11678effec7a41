import type { DataSource, EntityManager } from 'typeorm';
import { type Currency, DictionaryType } from '../../../../shared/enums.js';
import type { GelRange, MatchTalent, MatchVacancy } from '../../../../shared/match/vacancy-match.js';
import { accountJoin, selectAccountColumns } from '../../account/account.sql.js';
import { technologiesOfAccounts } from '../../account/talent-links.sql.js';
import { type GelRates, toGel } from '../../common/currency-rates.sql.js';
import { companyColumn } from '../../company/company.sql.js';
import { FILTER_COLUMNS } from '../../vacancy/search/vacancy-filter.sql.js';
import { vacancyColumn } from '../../vacancy/vacancy-columns.sql.js';
import { vacancyTechnologyIdsSql } from '../../vacancy/vacancy.sql.js';
import type { VacancySearchFilter } from '../subscriptions/dto/vacancy-search-filter.js';
import { selectTalentProfileColumns, talentProfileLeftJoin } from '../profile/talent-profile.sql.js';

type Queryable = Pick<DataSource | EntityManager, 'query'>;

/** A name in both languages. */
export interface BothNames {
  name: string;
  nameGe: string | null;
}

/** The dictionary facts a digest run needs to turn ids into a match and its words. */
export interface DigestDictionary {
  /** Each experience level's rank (its order_index), by id. */
  levelRanks: ReadonlyMap<number, number>;
  /** The work locations that are "remote" (the city does not matter). */
  remoteIds: ReadonlySet<number>;
  /** Work locations and job functions by id. */
  names: ReadonlyMap<number, BothNames>;
}

const REMOTE_KEY = 'remote';

/** One read per run: the levels, the work locations and the job functions. */
export async function digestDictionary(db: Queryable): Promise<DigestDictionary> {
  const rows: { id: number; type: number; key: string; order_index: number; name: string; name_ge: string | null }[] =
    await db.query(
      `SELECT d.id, d.type, d.key, d.order_index, d.name, d.name_ge FROM dictionary_item d WHERE d.type = ANY($1::int[])`,
      [[DictionaryType.Experience, DictionaryType.WorkLocation, DictionaryType.JobFunction]],
    );
  const levelRanks = new Map<number, number>();
  const remoteIds = new Set<number>();
  const names = new Map<number, BothNames>();
  for (const row of rows) {
    const id = Number(row.id);
    if (row.type === DictionaryType.Experience) levelRanks.set(id, Number(row.order_index));
    if (row.type === DictionaryType.WorkLocation && row.key === REMOTE_KEY) remoteIds.add(id);
    names.set(id, { name: row.name, nameGe: row.name_ge });
  }
  return { levelRanks, remoteIds, names };
}

/** A range in `currency` as GEL; null when neither end is given or the currency has no rate. */
function gelRange(min: number | null, max: number | null, currency: number | null, rates: GelRates): GelRange | null {
  if (currency === null) return null;
  const gel = (amount: number | null) =>
    amount === null ? null : toGel(Number(amount), Number(currency) as Currency, rates);
  const range = { min: gel(min), max: gel(max) };
  return range.min === null && range.max === null ? null : range;
}

/** A talent's side of the match, and the names of their technologies (the mail names those in common). */
export interface DigestTalentMatch {
  match: MatchTalent;
  technologyNames: ReadonlyMap<number, BothNames>;
}

/** The talents' sides of the match, in two reads for the whole batch. */
export async function talentMatchInputs(
  db: Queryable,
  accountIds: number[],
  dictionary: DigestDictionary,
  rates: GelRates,
): Promise<Map<number, DigestTalentMatch>> {
  const [rows, technologies] = await Promise.all([
    db.query(
      `SELECT t.id, ${selectAccountColumns('a', { experience_id: 'experience_id' })},
              ${selectTalentProfileColumns('p', {
                salary_min: 'desired_salary_min',
                salary_max: 'desired_salary_max',
                salary_currency: 'desired_salary_currency',
                work_location_ids: 'work_location_ids',
                city_ids: 'city_ids',
              })}
         FROM unnest($1::int[]) AS t(id) ${accountJoin('a', 't.id')} ${talentProfileLeftJoin('p', 't.id')}`,
      [accountIds],
    ) as Promise<
      {
        id: number;
        experience_id: number | null;
        salary_min: number | null;
        salary_max: number | null;
        salary_currency: number | null;
        work_location_ids: number[] | null;
        city_ids: number[] | null;
      }[]
    >,
    technologiesOfAccounts(db, accountIds),
  ]);
  const technologiesOf = new Map<number, Map<number, BothNames>>();
  for (const technology of technologies) {
    const accountId = Number(technology.account_id);
    const own = technologiesOf.get(accountId) ?? new Map<number, BothNames>();
    own.set(Number(technology.id), { name: technology.name, nameGe: technology.name_ge });
    technologiesOf.set(accountId, own);
  }
  return new Map(
    rows.map((row) => {
      const id = Number(row.id);
      const technologyNames = technologiesOf.get(id) ?? new Map<number, BothNames>();
      const match: MatchTalent = {
        technologyIds: [...technologyNames.keys()],
        levelRank: row.experience_id === null ? null : (dictionary.levelRanks.get(Number(row.experience_id)) ?? null),
        workLocationIds: (row.work_location_ids ?? []).map(Number),
        cityIds: (row.city_ids ?? []).map(Number),
        desiredSalary: gelRange(row.salary_min, row.salary_max, row.salary_currency, rates),
      };
      return [id, { match, technologyNames }];
    }),
  );
}

/** A listed vacancy as the mail shows it, with its side of the match. */
export interface DigestVacancy {
  id: number;
  title: string;
  titleGe: string | null;
  publishedAt: number;
  companyId: number;
  companyName: string;
  companySlug: string | null;
  city: BothNames | null;
  match: MatchVacancy;
}

interface DigestVacancyRow {
  id: number;
  title: string;
  title_ge: string | null;
  published_at: Date;
  company_id: number;
  company_name: string;
  company_slug: string | null;
  city_id: number | null;
  city_name: string | null;
  city_name_ge: string | null;
  experience_id: number | null;
  work_location_id: number | null;
  show_salary: boolean;
  salary_min: number | null;
  salary_max: number | null;
  currency: number | null;
  technology_ids: number[];
}

/** The vacancies (by id, in one read), with their salary in GEL only when the company shows it. */
export async function digestVacancies(
  db: Queryable,
  vacancyIds: number[],
  dictionary: DigestDictionary,
  rates: GelRates,
): Promise<DigestVacancy[]> {
  if (vacancyIds.length === 0) return [];
  const rows: DigestVacancyRow[] = await db.query(
    `SELECT v.id, v.title, v.title_ge, ${vacancyColumn('v', 'published_at')}, v.company_id,
            ${companyColumn('c', 'name')} AS company_name, ${companyColumn('c', 'transformed_name')} AS company_slug,
            v.${FILTER_COLUMNS.cities} AS city_id, city.name AS city_name, city.name_ge AS city_name_ge,
            v.${FILTER_COLUMNS.experiences} AS experience_id, v.${FILTER_COLUMNS.workLocations} AS work_location_id,
            v.show_salary, v.salary_min, v.salary_max, v.currency,
            ${vacancyTechnologyIdsSql('v')} AS technology_ids
       FROM vacancy v
       JOIN company c ON ${companyColumn('c', 'id')} = v.company_id
       LEFT JOIN dictionary_item city ON city.id = v.${FILTER_COLUMNS.cities}
      WHERE v.id = ANY($1::int[])`,
    [vacancyIds],
  );
  return rows.map((row) => {
    const workLocationId = row.work_location_id === null ? null : Number(row.work_location_id);
    const shown = row.show_salary && (row.salary_min !== null || row.salary_max !== null);
    return {
      id: Number(row.id),
      title: row.title,
      titleGe: row.title_ge,
      publishedAt: new Date(row.published_at).getTime(),
      companyId: Number(row.company_id),
      companyName: row.company_name,
      companySlug: row.company_slug,
      city: row.city_name === null ? null : { name: row.city_name, nameGe: row.city_name_ge },
      match: {
        technologyIds: row.technology_ids.map(Number),
        levelRank: row.experience_id === null ? null : (dictionary.levelRanks.get(Number(row.experience_id)) ?? null),
        workLocationId,
        isRemote: workLocationId !== null && dictionary.remoteIds.has(workLocationId),
        cityId: row.city_id === null ? null : Number(row.city_id),
        salary: shown ? gelRange(row.salary_min, row.salary_max, row.currency, rates) : null,
      },
    };
  });
}

/** A saved search's name and filters, as the mail names it and links to its results. */
export interface DigestSavedSearch {
  name: string;
  search: VacancySearchFilter;
}

export async function savedSearches(db: Queryable, ids: number[]): Promise<Map<number, DigestSavedSearch>> {
  if (ids.length === 0) return new Map();
  const rows: { id: number; name: string; search: VacancySearchFilter | string }[] = await db.query(
    'SELECT s.id, s.name, s.search FROM search_subscription s WHERE s.id = ANY($1::int[])',
    [ids],
  );
  return new Map(
    rows.map((row) => [
      Number(row.id),
      { name: row.name, search: typeof row.search === 'string' ? JSON.parse(row.search) : row.search },
    ]),
  );
}
