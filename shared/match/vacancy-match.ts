/**
 * How well a vacancy fits a talent's profile (issue 25): one score from 0 to 100 and the reasons
 * behind it, so that every place that shows or sorts by a match (vacancy cards and pages, the search's
 * "best match" order, the digests, the company's view of an applicant or an anonymous profile)
 * judges by the same rule. Plain data only: the client imports this file too (for the types).
 *
 * The score is the sum of five parts, each worth at most its weight (MATCH_WEIGHTS):
 *
 * | part         | full                                         | half (unknown)                        | none                           |
 * | ------------ | -------------------------------------------- | ------------------------------------- | ------------------------------ |
 * | technologies | weight × (the vacancy's technologies the talent has ÷ the vacancy's technologies) | the vacancy names none | no technology in common |
 * | level        | the same level                               | either level unknown; adjacent levels | two or more levels apart       |
 * | work format  | the vacancy's format is one the talent wants | either side unknown                   | a format the talent does not want |
 * | city         | a city the talent wants, or a remote vacancy | either side unknown                   | another city, on-site or hybrid |
 * | salary       | the ranges overlap, or the vacancy pays more | either side unknown or not comparable | the vacancy pays less than the talent's minimum |
 *
 * "Unknown" gets half its weight, so that a vacancy that leaves a field empty neither wins nor loses
 * against one that fills it in. Salaries are compared in GEL (the caller converts with the rates
 * staff set); a range with one end missing is that one figure. The talent's desired salary never
 * leaves the server: the reasons say only whether the vacancy's range overlaps it, is above or below.
 *
 * The search's "best match" order computes the same score in SQL for every vacancy it sorts
 * (src/modules/vacancy/match/match-score.sql.ts): it is built from these verdict and points helpers
 * and MATCH_WEIGHTS, and test/vacancy-match-sql.api.spec.ts checks that it equals scoreMatch.
 */

export const MATCH_WEIGHTS = {
  technologies: 50,
  level: 20,
  workFormat: 10,
  city: 10,
  salary: 10,
} as const;

/** A salary range in GEL a month; either end may be missing, not both. */
export interface GelRange {
  min: number | null;
  max: number | null;
}

export interface MatchTalent {
  technologyIds: readonly number[];
  /** The talent's level as its position in the level dictionary (order_index); null: not given. */
  levelRank: number | null;
  /** Work formats the talent wants (dictionary ids); empty: any. */
  workLocationIds: readonly number[];
  /** Cities the talent wants (dictionary ids); empty: any. */
  cityIds: readonly number[];
  /** The desired salary in GEL; null: not given or not convertible. */
  desiredSalary: GelRange | null;
}

export interface MatchVacancy {
  technologyIds: readonly number[];
  levelRank: number | null;
  workLocationId: number | null;
  /** The vacancy's work format is "remote": the city does not matter. */
  isRemote: boolean;
  cityId: number | null;
  /** The vacancy's salary in GEL, only when the company shows it; null otherwise. */
  salary: GelRange | null;
}

export type MatchVerdict = 'full' | 'partial' | 'unknown' | 'none';
export type SalaryVerdict = 'overlaps' | 'above' | 'below' | 'unknown';

export interface VacancyMatch {
  /** 0–100, rounded. */
  score: number;
  technologies: {
    /** The vacancy's technologies the talent has, in the vacancy's order. */
    commonIds: number[];
    /** The vacancy's technologies the talent does not have. */
    missingIds: number[];
  };
  /** full: the same level; partial: adjacent; none: further apart; unknown: one side not given. */
  level: MatchVerdict;
  workFormat: MatchVerdict;
  city: MatchVerdict;
  salary: SalaryVerdict;
}

const half = (weight: number) => weight / 2;

export const levelVerdict = (talent: number | null, vacancy: number | null): MatchVerdict => {
  if (talent === null || vacancy === null) return 'unknown';
  const distance = Math.abs(talent - vacancy);
  return distance === 0 ? 'full' : distance === 1 ? 'partial' : 'none';
};

export const workFormatVerdict = (wanted: readonly number[], offered: number | null): MatchVerdict => {
  if (wanted.length === 0 || offered === null) return 'unknown';
  return wanted.includes(offered) ? 'full' : 'none';
};

export const cityVerdict = (
  wanted: readonly number[],
  vacancy: Pick<MatchVacancy, 'cityId' | 'isRemote'>,
): MatchVerdict => {
  if (vacancy.isRemote) return 'full';
  if (wanted.length === 0 || vacancy.cityId === null) return 'unknown';
  return wanted.includes(vacancy.cityId) ? 'full' : 'none';
};

const lowEnd = (range: GelRange) => range.min ?? range.max;
const highEnd = (range: GelRange) => range.max ?? range.min;

export const salaryVerdict = (desired: GelRange | null, offered: GelRange | null): SalaryVerdict => {
  const wantedLow = desired && lowEnd(desired);
  const offeredLow = offered && lowEnd(offered);
  if (wantedLow == null || offeredLow == null) return 'unknown';
  const wantedHigh = highEnd(desired!)!;
  const offeredHigh = highEnd(offered!)!;
  if (offeredHigh < wantedLow) return 'below';
  if (offeredLow > wantedHigh) return 'above';
  return 'overlaps';
};

/** The points of the level, work format or city part: its weight, half of it, or none. */
export const verdictPoints = (verdict: MatchVerdict, weight: number): number =>
  verdict === 'full' ? weight : verdict === 'none' ? 0 : half(weight);

/** The vacancy's technologies the talent has and lacks, each in the vacancy's order: the technologies
 *  part of the match, alone (a company's view of an applicant or an anonymous profile shows only it). */
export function technologyFit(
  talentTechnologyIds: readonly number[],
  vacancyTechnologyIds: readonly number[],
): VacancyMatch['technologies'] {
  const has = new Set(talentTechnologyIds);
  return {
    commonIds: vacancyTechnologyIds.filter((id) => has.has(id)),
    missingIds: vacancyTechnologyIds.filter((id) => !has.has(id)),
  };
}

/** The points of the salary part: a vacancy that pays as much or more earns the weight. */
export const salaryPoints = (verdict: SalaryVerdict): number =>
  verdict === 'overlaps' || verdict === 'above'
    ? MATCH_WEIGHTS.salary
    : verdict === 'below'
      ? 0
      : half(MATCH_WEIGHTS.salary);

/** The points of the technologies part: the share of the vacancy's `asked` technologies the talent
 *  has (`common` of them); half the weight when the vacancy names none. */
export const technologyPoints = (common: number, asked: number): number =>
  asked === 0 ? half(MATCH_WEIGHTS.technologies) : (MATCH_WEIGHTS.technologies * common) / asked;

/** The match of one vacancy for one talent. */
export function scoreMatch(talent: MatchTalent, vacancy: MatchVacancy): VacancyMatch {
  const { commonIds, missingIds } = technologyFit(talent.technologyIds, vacancy.technologyIds);
  const level = levelVerdict(talent.levelRank, vacancy.levelRank);
  const workFormat = workFormatVerdict(talent.workLocationIds, vacancy.workLocationId);
  const city = cityVerdict(talent.cityIds, vacancy);
  const salary = salaryVerdict(talent.desiredSalary, vacancy.salary);
  const score =
    technologyPoints(commonIds.length, vacancy.technologyIds.length) +
    verdictPoints(level, MATCH_WEIGHTS.level) +
    verdictPoints(workFormat, MATCH_WEIGHTS.workFormat) +
    verdictPoints(city, MATCH_WEIGHTS.city) +
    salaryPoints(salary);
  return { score: Math.round(score), technologies: { commonIds, missingIds }, level, workFormat, city, salary };
}
