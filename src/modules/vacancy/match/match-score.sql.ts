import {
  cityVerdict,
  levelVerdict,
  MATCH_WEIGHTS,
  type MatchVerdict,
  salaryPoints,
  salaryVerdict,
  technologyPoints,
  verdictPoints,
  workFormatVerdict,
} from '../../../../shared/match/vacancy-match.js';
import type { GelRates } from '../../common/currency-rates.sql.js';
import { SHOWS_SALARY } from '../vacancy-list-item.sql.js';
import type { MatchContext } from './match-context.sql.js';

/**
 * scoreMatch (shared/match/vacancy-match.ts) as one SQL expression over a vacancy `v`, for the
 * search's "best match" order: every vacancy the search finds is scored in the database, so the
 * order and its pages are right. Each part asks the TypeScript verdict and points helpers for its
 * figures (the talent's side is known before the query), so the two cannot follow different rules;
 * test/vacancy-match-sql.api.spec.ts checks that they give the same scores.
 *
 * Kept cheap per row (the search scores every vacancy it finds before it sorts): no subquery and no
 * join, float8 rather than numeric arithmetic. The vacancy's technologies are read from
 * `v.filter_items` (its technologies, then its city, work location, employment type, experience and
 * job function: migration 1764849600000); the rates, the levels' ranks and the talent's side are
 * constants of the query.
 */

/** A whole number for SQL text; anything else is a bug, not input. */
export const int = (value: number): string => {
  if (!Number.isSafeInteger(value)) throw new Error(`not an integer: ${value}`);
  return String(value);
};
/** Points as a float8 constant: the sum is taken in float8, as TypeScript takes it in doubles. */
const points = (value: number): string => {
  if (!Number.isFinite(value)) throw new Error(`not a number: ${value}`);
  return `${value}::float8`;
};
const intArray = (values: readonly number[]): string => `'{${values.map(int).join(',')}}'::int[]`;

/** `CASE v.currency WHEN <currency> THEN <then(rate)> ... ELSE <otherwise> END` over the rates. */
const casePerCurrency = (rates: GelRates, then: (rate: string) => string, otherwise = 'NULL'): string =>
  `CASE v.currency ${[...rates]
    .map(([currency, rate]) => {
      if (!Number.isFinite(rate)) throw new Error(`not a rate: ${rate}`);
      return `WHEN ${int(currency)} THEN ${then(String(rate))}`;
    })
    .join(' ')} ELSE ${otherwise} END`;

/** SQL: `amount` of the vacancy (a salary column, or an expression over them) in whole GEL. */
const inGel = (amount: string, rate: string) => `round(${amount} * ${rate})`;

/** SQL: the vacancy's shown salary end `amount` (`v.salary_min` or `v.salary_max`) in whole GEL; NULL
 *  when the salary is hidden, that end missing, or its currency has no rate. */
export const vacancyGelSql = (amount: 'v.salary_min' | 'v.salary_max', rates: GelRates): string =>
  `CASE WHEN ${SHOWS_SALARY} THEN (${casePerCurrency(rates, (rate) => inGel(amount, rate))})::int END`;

/** SQL: how many technologies the vacancy names (its filter items less the five single columns). */
const ASKED_TECHNOLOGIES = `(cardinality(v.filter_items)
  - num_nonnulls(v.city_id, v.work_location_id, v.employment_type_id, v.experience_id, v.job_function_id))`;

/**
 * SQL of the points `column` (a dictionary item id, or NULL) earns: `pointsById` for each item of the
 * dictionary, `otherwise` for none (and for an id the dictionary does not list, as scoreMatch scores
 * an unknown rank). Items are tested by groups of equal points, and only those whose points differ
 * from `otherwise`: few tests a row (a talent who gave no level: none).
 */
function casePerItem(column: string, pointsById: [number, number][], otherwise: number): string {
  const groups = new Map<number, number[]>();
  for (const [id, value] of pointsById) if (value !== otherwise) groups.set(value, [...(groups.get(value) ?? []), id]);
  if (groups.size === 0) return points(otherwise);
  const tests = [...groups].map(([value, ids]) => `WHEN ${column} = ANY(${intArray(ids)}) THEN ${points(value)}`);
  return `CASE ${tests.join(' ')} ELSE ${points(otherwise)} END`;
}

function technologiesSql({ talent }: MatchContext): string {
  // The talent's technologies the vacancy names; the && (one pass over the array) skips the
  // counting for the many vacancies that share none.
  const common = talent.technologyIds.length
    ? `CASE WHEN v.filter_items && ${intArray(talent.technologyIds)}
         THEN ${talent.technologyIds.map((id) => `(${int(id)} = ANY(v.filter_items))::int`).join(' + ')} ELSE 0 END`
    : '0';
  // technologyPoints: (weight × common) ÷ asked, or half the weight for a vacancy that names none (a
  // division by NULL); the count of the vacancy's technologies is taken once.
  return `coalesce((${int(MATCH_WEIGHTS.technologies)} * (${common}))::float8 / nullif(${ASKED_TECHNOLOGIES}, 0),
    ${points(technologyPoints(0, 0))})`;
}

function levelSql({ talent, levelRanks }: MatchContext): string {
  const pointsOf = (verdict: MatchVerdict) => verdictPoints(verdict, MATCH_WEIGHTS.level);
  return casePerItem(
    'v.experience_id',
    [...levelRanks].map(([id, rank]) => [id, pointsOf(levelVerdict(talent.levelRank, rank))]),
    pointsOf(levelVerdict(talent.levelRank, null)),
  );
}

function workFormatSql({ talent, workLocationIds }: MatchContext): string {
  const pointsOf = (verdict: MatchVerdict) => verdictPoints(verdict, MATCH_WEIGHTS.workFormat);
  return casePerItem(
    'v.work_location_id',
    workLocationIds.map((id) => [id, pointsOf(workFormatVerdict(talent.workLocationIds, id))]),
    pointsOf(workFormatVerdict(talent.workLocationIds, null)),
  );
}

function citySql({ talent, remoteIds }: MatchContext): string {
  const pointsOf = (cityId: number | null, isRemote: boolean) =>
    points(verdictPoints(cityVerdict(talent.cityIds, { cityId, isRemote }), MATCH_WEIGHTS.city));
  const remote = remoteIds.length
    ? `WHEN v.work_location_id = ANY(${intArray(remoteIds)}) THEN ${pointsOf(null, true)}`
    : '';
  const wanted = talent.cityIds.length
    ? `WHEN v.city_id = ANY(${intArray(talent.cityIds)}) THEN ${pointsOf(talent.cityIds[0]!, false)}`
    : '';
  // -1: a city the talent did not name (ids are positive).
  return `CASE ${remote} WHEN v.city_id IS NULL THEN ${pointsOf(null, false)} ${wanted} ELSE ${pointsOf(-1, false)} END`;
}

function salarySql({ talent, rates }: MatchContext): string {
  const desired = talent.desiredSalary;
  const pointsOf = (offered: number | null) =>
    points(salaryPoints(salaryVerdict(desired, offered === null ? null : { min: offered, max: offered })));
  const wantedLow = desired && (desired.min ?? desired.max);
  if (desired === null || wantedLow === null) return pointsOf(null);
  const wantedHigh = desired.max ?? desired.min!;
  // salaryVerdict over the vacancy's range in GEL (as vacancyGelSql converts each end): below when its
  // top is under the talent's low end, above when its low end is over the talent's top, else the
  // ranges overlap; one currency's rate for both ends, so each end is converted once.
  const compare = (rate: string) =>
    `CASE WHEN ${inGel('coalesce(v.salary_max, v.salary_min)', rate)} < ${int(wantedLow)} THEN ${pointsOf(wantedLow - 1)}
          WHEN ${inGel('coalesce(v.salary_min, v.salary_max)', rate)} > ${int(wantedHigh)} THEN ${pointsOf(wantedHigh + 1)}
          ELSE ${pointsOf(wantedLow)} END`;
  return `CASE WHEN ${SHOWS_SALARY} THEN ${casePerCurrency(rates, compare, pointsOf(null))} ELSE ${pointsOf(null)} END`;
}

/** SQL: the talent's match score with the vacancy `v`, 0–100: the parts added in scoreMatch's order in
 *  float8 (doubles, as TypeScript adds them) and rounded as Math.round rounds (half up). */
export const matchScoreSql = (context: MatchContext): string =>
  `floor(${[technologiesSql, levelSql, workFormatSql, citySql, salarySql]
    .map((part) => `(${part(context)})`)
    .join('\n + ')} + 0.5)::int`;
