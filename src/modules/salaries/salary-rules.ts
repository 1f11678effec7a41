/** The rules of the salary insights (docs/salary-insights.md, docs/decisions.md). */
export const SALARY_RULES = {
  /** A monthly salary in GEL outside this range is a typo or not a monthly figure: left out first. */
  sanityMinGel: 300,
  sanityMaxGel: 60_000,
  /** Tukey's fences: per group, values beyond Q1 − k·IQR and Q3 + k·IQR are left out. */
  tukeyK: 1.5,
  /** A figure (and a quarter's median) needs samples from this many distinct companies or talents. */
  minSources: 5,
  /** Vacancies published, and talent profiles updated, this many months back count. */
  months: 12,
  /** The trend: the current calendar quarter and the three before it. */
  quarters: 4,
} as const;

/** Where a figure's samples come from; the two are separate figures, never mixed. */
export enum SalarySource {
  Vacancies = 1,
  Talents = 2,
}

/** A group's key stands for "all" with 0 (no dictionary item has that id). */
export const ALL = 0;
