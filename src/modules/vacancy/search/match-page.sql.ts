import type { DataSource, EntityManager } from 'typeorm';
import {
  cityVerdict,
  levelVerdict,
  MATCH_WEIGHTS,
  salaryPoints,
  verdictPoints,
  workFormatVerdict,
} from '../../../../shared/match/vacancy-match.js';
import type { MatchContext } from '../match/match-context.sql.js';
import { int, matchScoreSql } from '../match/match-score.sql.js';

/**
 * A page of the search's "best match" order (`sort=match`): the ids of the vacancies `filter` finds,
 * by the talent's score, then the newest, then the id.
 *
 * Scoring every vacancy found costs some 2–5 µs a row (170–400 ms for the 75,000 open vacancies of the
 * bench), so the page is first taken from the candidates only: the vacancies sharing a technology
 * with the talent (the filter index) and those naming none (their own index, migration
 * 1765627200000). Every other vacancy names technologies of which the talent has none: its
 * technologies part is 0, its score at most `missedScoreBound`. The order is total (score, newest,
 * id), so a vacancy left out that scores below the candidates' page's last score ranks after every
 * row up to that page's end. Hence, when the candidates fill the page:
 * - its last score above the bound: it is the full order's page;
 * - else the page is taken again from the candidates and the vacancies left out that can reach that
 *   last score (reachingCondition, also answered by the filter index), when some part must then be
 *   more than an empty column gives;
 * - else, or when the candidates do not fill the page, every vacancy found is scored.
 */

/** The order's tie rule, over the scored rows `m`. */
const MATCH_ORDER = 'm.score DESC, m.published_at DESC NULLS LAST, m.id DESC';

/** SQL condition: the vacancy names no technology (its filter items are its five single ids only).
 *  Written as migration 1765627200000's partial index writes it, so that the planner uses the index. */
export const NAMES_NO_TECHNOLOGY =
  'cardinality(v.filter_items) = num_nonnulls(v.city_id, v.work_location_id, v.employment_type_id, v.experience_id, v.job_function_id)';

/** What one part of the match (not the technologies) can give this talent: its points for the
 *  vacancies with one of `items` among their filter items, or, `items` null, for vacancies the array
 *  cannot single out (an empty column, any other item, a salary). */
interface PartOption {
  points: number;
  items: readonly number[] | null;
}

/** The level, work format, city and salary parts' options for the talent, by the same helpers as
 *  scoreMatch (and as match-score.sql.ts). */
function partOptions({ talent, levelRanks, workLocationIds, remoteIds }: MatchContext): PartOption[][] {
  const level = [
    { points: verdictPoints(levelVerdict(talent.levelRank, null), MATCH_WEIGHTS.level), items: null },
    ...[...levelRanks].map(([id, rank]) => ({
      points: verdictPoints(levelVerdict(talent.levelRank, rank), MATCH_WEIGHTS.level),
      items: [id],
    })),
  ];
  const workFormat = [
    { points: verdictPoints(workFormatVerdict(talent.workLocationIds, null), MATCH_WEIGHTS.workFormat), items: null },
    ...workLocationIds.map((id) => ({
      points: verdictPoints(workFormatVerdict(talent.workLocationIds, id), MATCH_WEIGHTS.workFormat),
      items: [id],
    })),
  ];
  const cityPoints = (cityId: number | null, isRemote: boolean) =>
    verdictPoints(cityVerdict(talent.cityIds, { cityId, isRemote }), MATCH_WEIGHTS.city);
  const city = [
    { points: cityPoints(null, true), items: remoteIds },
    { points: cityPoints(null, false), items: null },
    // -1: a city the talent did not name (ids are positive).
    { points: cityPoints(-1, false), items: null },
    ...(talent.cityIds.length ? [{ points: cityPoints(talent.cityIds[0]!, false), items: talent.cityIds }] : []),
  ];
  const salary = (
    talent.desiredSalary === null ? (['unknown'] as const) : (['overlaps', 'above', 'below', 'unknown'] as const)
  ).map((verdict) => ({ points: salaryPoints(verdict), items: null }));
  return [level, workFormat, city, salary];
}

const best = (options: PartOption[]) => Math.max(...options.map((option) => option.points));

/** The highest score a vacancy that names technologies, none of them the talent's, can get: the most
 *  each other part can give, rounded as scoreMatch rounds. */
export const missedScoreBound = (context: MatchContext): number =>
  Math.round(
    partOptions(context)
      .map(best)
      .reduce((sum, points) => sum + points, 0),
  );

/**
 * SQL condition that every vacancy scoring `score` or more without a technology in common meets (it
 * may hold for others too): the score is reached only when each part gives at least `score` less the
 * most the other parts can give, and a part that asks more than its empty or unlisted values give
 * narrows to the filter items that give it (found in the filter index). `null`: no part narrows.
 */
export function reachingCondition(context: MatchContext, score: number): string | null {
  const parts = partOptions(context);
  const most = parts.map(best).reduce((sum, points) => sum + points, 0);
  // round(sum) >= score when sum >= score - 0.5.
  const conditions = parts.flatMap((options) => {
    const needed = score - 0.5 - (most - best(options));
    const reaching = options.filter((option) => option.points >= needed);
    if (reaching.some((option) => option.items === null)) return [];
    const items = reaching.flatMap((option) => option.items!);
    return [items.length ? `v.filter_items && '{${items.map(int).join(',')}}'::int[]` : 'false'];
  });
  return conditions.length ? conditions.join(' AND ') : null;
}

/** SQL of the scored vacancies `filter` finds (and `only`, when given), in the match order; the
 *  score is taken below an `OFFSET 0` fence (without it the planner sorted every row beneath the
 *  hidden-company anti-join, an unbounded sort; above it the sort keeps only the page's rows). */
const scoredSql = (filter: string, context: MatchContext, only?: string): string =>
  `SELECT m.id, m.score FROM (SELECT v.id, v.published_at, ${matchScoreSql(context)} AS score
     FROM vacancy v WHERE ${filter}${only ? ` AND (${only})` : ''} OFFSET 0) m ORDER BY ${MATCH_ORDER}`;

/** SQL condition of the candidates: a technology in common with the talent, or none named. */
const candidatesSql = ({ talent }: MatchContext): string =>
  talent.technologyIds.length
    ? `v.filter_items && '{${talent.technologyIds.map(int).join(',')}}'::int[] OR ${NAMES_NO_TECHNOLOGY}`
    : NAMES_NO_TECHNOLOGY;

export interface MatchPage {
  ids: number[];
  /** How the page was found (for tests and measurements): from the candidates alone, from them and
   *  the other vacancies that can reach the page's last score, or from every vacancy. */
  path: 'candidates' | 'reaching' | 'all';
}

/** The ids of the match order's page (`limit` rows from `offset`) of the vacancies `filter` finds,
 *  whose parameters are `params` ($1…). */
export async function matchPageIds(
  db: DataSource | EntityManager,
  filter: string,
  params: readonly unknown[],
  context: MatchContext,
  limit: number,
  offset: number,
): Promise<MatchPage> {
  const page = async (only?: string) =>
    (
      (await db.query(`${scoredSql(filter, context, only)} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`, [
        ...params,
        limit,
        offset,
      ])) as { id: number; score: number }[]
    ).map((row) => ({ id: Number(row.id), score: Number(row.score) }));
  const candidates = candidatesSql(context);
  const first = await page(candidates);
  const last = first.at(-1);
  if (first.length < limit || last === undefined) return { ids: (await page()).map((row) => row.id), path: 'all' };
  if (last.score > missedScoreBound(context)) return { ids: first.map((row) => row.id), path: 'candidates' };
  // The candidates' page holds `offset + limit` rows of at least its last score; a vacancy left out
  // below that score ranks after all of them.
  const reaching = reachingCondition(context, last.score);
  if (reaching === null) return { ids: (await page()).map((row) => row.id), path: 'all' };
  return { ids: (await page(`${candidates} OR (${reaching})`)).map((row) => row.id), path: 'reaching' };
}
