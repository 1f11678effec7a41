/**
 * The number of applicants a vacancy page tells the public, as Djinni and LinkedIn do: exact below
 * the first step, then only the step reached ("25+", "50+", ...). The exact figure above the first
 * step is the company's business; the public answer never carries it.
 */

/** The steps, ascending: a count at or above one is shown as "<step>+". */
export const APPLICANT_COUNT_STEPS = [25, 50, 100, 200, 500, 1000] as const;

/** How many applications a query needs to count at most: the last step decides the answer. */
export const APPLICANT_COUNT_CAP = APPLICANT_COUNT_STEPS[APPLICANT_COUNT_STEPS.length - 1];

/** What `GetVacancy` answers as `applicants`. */
export interface PublicApplicantCount {
  /** The exact number when `orMore` is false (0 to 24), else the step reached (25, 50, 100, 200, 500, 1000). */
  count: number;
  /** True when `count` is a step: "25+" rather than "25". */
  orMore: boolean;
}

/** The public form of an exact count of applications. */
export function publicApplicantCount(exact: number): PublicApplicantCount {
  const count = Math.max(0, Math.floor(Number.isFinite(exact) ? exact : 0));
  const reached = APPLICANT_COUNT_STEPS.filter((step) => count >= step).at(-1);
  return reached === undefined ? { count, orMore: false } : { count: reached, orMore: true };
}
