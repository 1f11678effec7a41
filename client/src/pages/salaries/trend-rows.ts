import type { SalaryFigure, SalaryPair } from '../../api/salaries';

/** One quarter of the trend, both sources side by side. */
export interface TrendRow {
  quarter: string;
  label: string;
  vacancies: number | null;
  vacancyCount: number | null;
  talents: number | null;
  talentCount: number | null;
}

const byQuarter = (figure: SalaryFigure | null) => new Map(figure?.quarters.map((row) => [row.quarter, row]));

/** The quarters of both sources, oldest first. */
export function trendRows(pair: SalaryPair, label: (quarter: string) => string): TrendRow[] {
  const vacancies = byQuarter(pair.vacancies);
  const talents = byQuarter(pair.talents);
  const quarters = [...new Set([...vacancies.keys(), ...talents.keys()])].sort();
  return quarters.map((quarter) => ({
    quarter,
    label: label(quarter),
    vacancies: vacancies.get(quarter)?.median ?? null,
    vacancyCount: vacancies.get(quarter)?.sampleCount ?? null,
    talents: talents.get(quarter)?.median ?? null,
    talentCount: talents.get(quarter)?.sampleCount ?? null,
  }));
}
