import type { DataSource, EntityManager } from 'typeorm';
import { type Currency, DictionaryType } from '../../../../shared/enums.js';
import type { GelRange, MatchTalent } from '../../../../shared/match/vacancy-match.js';
import { accountJoin, selectAccountColumns } from '../../account/account.sql.js';
import { technologiesOfAccounts } from '../../account/talent-links.sql.js';
import { currencyRates, type GelRates, gelRatesOf, toGel } from '../../common/currency-rates.sql.js';
import { selectTalentProfileColumns, talentProfileLeftJoin } from '../../users/profile/talent-profile.sql.js';

/**
 * What a signed-in talent's match with any vacancy needs, loaded once per request: the talent's side
 * of the match (shared/match/vacancy-match.ts) and the dictionary facts and rates that turn a
 * vacancy's columns into its side, in TypeScript (vacancy-matches.sql.ts) and in SQL (match-score.sql.ts).
 */
export interface MatchContext {
  talent: MatchTalent;
  /** Each experience level's rank (its order_index in the dictionary), by id. */
  levelRanks: ReadonlyMap<number, number>;
  /** Every work location id, and those that are "remote" (the city does not matter). */
  workLocationIds: readonly number[];
  remoteIds: readonly number[];
  /** GEL per unit of each currency with a rate (staff set them). */
  rates: GelRates;
}

const WORK_LOCATION_REMOTE = 'remote';

interface TalentRow {
  experience_id: number | null;
  salary_min: number | null;
  salary_max: number | null;
  salary_currency: Currency | null;
  work_location_ids: number[] | null;
  city_ids: number[] | null;
}

/** The talent's desired salary in GEL; null when not given or its currency has no rate. */
function desiredSalaryInGel(row: TalentRow, rates: GelRates): GelRange | null {
  if (row.salary_currency === null) return null;
  const currency = Number(row.salary_currency) as Currency;
  const gel = (amount: number | null) => (amount === null ? null : toGel(Number(amount), currency, rates));
  const range = { min: gel(row.salary_min), max: gel(row.salary_max) };
  return range.min === null && range.max === null ? null : range;
}

/** The match context of the talent whose account is `accountId`: four small reads. */
export async function loadMatchContext(db: DataSource | EntityManager, accountId: number): Promise<MatchContext> {
  const [talentRows, technologies, items, rates] = await Promise.all([
    db.query(
      `SELECT ${selectAccountColumns('a', { experience_id: 'experience_id' })},
              ${selectTalentProfileColumns('p', {
                salary_min: 'desired_salary_min',
                salary_max: 'desired_salary_max',
                salary_currency: 'desired_salary_currency',
                work_location_ids: 'work_location_ids',
                city_ids: 'city_ids',
              })}
         FROM (SELECT $1::int AS id) talent ${accountJoin('a', 'talent.id')} ${talentProfileLeftJoin('p', 'a.id')}`,
      [accountId],
    ) as Promise<TalentRow[]>,
    technologiesOfAccounts(db, [accountId]),
    db.query(`SELECT d.id, d.type, d.key, d.order_index FROM dictionary_item d WHERE d.type = ANY($1::int[])`, [
      [DictionaryType.Experience, DictionaryType.WorkLocation],
    ]) as Promise<{ id: number; type: number; key: string; order_index: number }[]>,
    currencyRates(db),
  ]);
  const gelRates = gelRatesOf(rates);
  const levelRanks = new Map(
    items.filter((item) => item.type === DictionaryType.Experience).map((item) => [item.id, item.order_index]),
  );
  const workLocations = items.filter((item) => item.type === DictionaryType.WorkLocation);
  const row = talentRows[0];
  return {
    talent: {
      technologyIds: technologies.map((technology) => Number(technology.id)).sort((a, b) => a - b),
      levelRank: row?.experience_id == null ? null : (levelRanks.get(Number(row.experience_id)) ?? null),
      workLocationIds: (row?.work_location_ids ?? []).map(Number),
      cityIds: (row?.city_ids ?? []).map(Number),
      desiredSalary: row ? desiredSalaryInGel(row, gelRates) : null,
    },
    levelRanks,
    workLocationIds: workLocations.map((item) => item.id),
    remoteIds: workLocations.filter((item) => item.key === WORK_LOCATION_REMOTE).map((item) => item.id),
    rates: gelRates,
  };
}
