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
 * Kept cheap per row (the search sorts every match): no subquery and no join. The vacancy's
 * technologies are read from `v.filter_items` (its technologies, then its city, work location,
 * employment type, experience and job function: migration 1764849600000), the rates and levels are
 * constants of the query.
 */

/** A whole number for SQL text; anything else is a bug, not input. */
const int = (value: number): string => {
  if (!Number.isSafeInteger(value)) throw new Error(`not an integer: ${value}`);
  return String(value);
};
const number = (value: number): string => {
  if (!Number.isFinite(value)) throw new Error(`not a number: ${value}`);
  return String(value);
};
const intArray = (values: readonly number[]): string => `'{${values.map(int).join(',')}}'::int[]`;

/** SQL: the vacancy's shown salary end `amount` (`v.salary_min` or `v.salary_max`) in whole GEL; NULL
 *  when the salary is hidden, that end missing, or its currency has no rate. */
export const vacancyGelSql = (amount: 'v.salary_min' | 'v.salary_max', rates: GelRates): string => {
  const whens = [...rates].map(([currency, rate]) => `WHEN ${int(currency)} THEN ${number(rate)}`).join(' ');
  return `CASE WHEN ${SHOWS_SALARY} THEN round(${amount} * CASE v.currency ${whens} END)::int END`;
};

/** SQL: how many technologies the vacancy names (its filter items less the five single columns). */
const ASKED_TECHNOLOGIES = `(cardinality(v.filter_items)
  - num_nonnulls(v.city_id, v.work_location_id, v.employment_type_id, v.experience_id, v.job_function_id))`;

/** SQL `CASE column WHEN id THEN points ... ELSE points END` over a dictionary's items. */
const casePerItem = (column: string, pointsById: [number, number][], otherwise: number): string =>
  pointsById.length === 0
    ? number(otherwise)
    : `CASE ${column} ${pointsById.map(([id, points]) => `WHEN ${int(id)} THEN ${number(points)}`).join(' ')} ELSE ${number(otherwise)} END`;

function technologiesSql({ talent }: MatchContext): string {
  const common = talent.technologyIds.length
    ? talent.technologyIds.map((id) => `(v.filter_items @> ARRAY[${int(id)}])::int`).join(' + ')
    : '0';
  // technologyPoints for a vacancy that names none, else its weight times the share the talent has.
  return `CASE WHEN ${ASKED_TECHNOLOGIES} = 0 THEN ${number(technologyPoints(0, 0))}
    ELSE ${int(MATCH_WEIGHTS.technologies)} * (${common})::numeric / ${ASKED_TECHNOLOGIES} END`;
}

function levelSql({ talent, levelRanks }: MatchContext): string {
  const points = (verdict: MatchVerdict) => verdictPoints(verdict, MATCH_WEIGHTS.level);
  return casePerItem(
    'v.experience_id',
    [...levelRanks].map(([id, rank]) => [id, points(levelVerdict(talent.levelRank, rank))]),
    points(levelVerdict(talent.levelRank, null)),
  );
}

function workFormatSql({ talent, workLocationIds }: MatchContext): string {
  const points = (verdict: MatchVerdict) => verdictPoints(verdict, MATCH_WEIGHTS.workFormat);
  return casePerItem(
    'v.work_location_id',
    workLocationIds.map((id) => [id, points(workFormatVerdict(talent.workLocationIds, id))]),
    points(workFormatVerdict(talent.workLocationIds, null)),
  );
}

function citySql({ talent, remoteIds }: MatchContext): string {
  const points = (cityId: number | null, isRemote: boolean) =>
    number(verdictPoints(cityVerdict(talent.cityIds, { cityId, isRemote }), MATCH_WEIGHTS.city));
  const remote = remoteIds.length
    ? `WHEN v.work_location_id = ANY(${intArray(remoteIds)}) THEN ${points(null, true)}`
    : '';
  const wanted = talent.cityIds.length
    ? `WHEN v.city_id = ANY(${intArray(talent.cityIds)}) THEN ${points(talent.cityIds[0]!, false)}`
    : '';
  // -1: a city the talent did not name (ids are positive).
  return `CASE ${remote} WHEN v.city_id IS NULL THEN ${points(null, false)} ${wanted} ELSE ${points(-1, false)} END`;
}

function salarySql({ talent, rates }: MatchContext): string {
  const desired = talent.desiredSalary;
  const points = (offered: number | null) =>
    number(salaryPoints(salaryVerdict(desired, offered === null ? null : { min: offered, max: offered })));
  const wantedLow = desired && (desired.min ?? desired.max);
  if (desired === null || wantedLow === null) return points(null);
  const wantedHigh = desired.max ?? desired.min!;
  const min = vacancyGelSql('v.salary_min', rates);
  const max = vacancyGelSql('v.salary_max', rates);
  const low = `coalesce(${min}, ${max})`;
  const high = `coalesce(${max}, ${min})`;
  // salaryVerdict: below when the vacancy's top is under the talent's low end, above when its low end
  // is over the talent's top, else the ranges overlap.
  return `CASE WHEN ${low} IS NULL THEN ${points(null)}
    WHEN ${high} < ${int(wantedLow)} THEN ${points(wantedLow - 1)}
    WHEN ${low} > ${int(wantedHigh)} THEN ${points(wantedHigh + 1)}
    ELSE ${points(wantedLow)} END`;
}

/** SQL: the talent's match score with the vacancy `v`, 0–100, rounded as scoreMatch rounds it. */
export const matchScoreSql = (context: MatchContext): string =>
  `round(${[technologiesSql, levelSql, workFormatSql, citySql, salarySql]
    .map((part) => `(${part(context)})`)
    .join('\n + ')})::int`;
