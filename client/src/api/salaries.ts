import type { Currency } from './enums';
import type { HttpClient } from './http-client';
import type { Api } from './index';

/*
 * Salary insights (issue 25, docs/salary-insights.md "Salary insights"). The server half is built
 * apart: these types are written from the contract, not generated, until its answers are in the
 * generated OpenAPI types.
 */

/** A dictionary item in the request's language (DictionaryRef). */
export interface SalaryItem {
  id: number;
  name: string;
  nameGE: string | null;
}

export interface SalaryQuarter {
  /** `2026-Q3` */
  quarter: string;
  /** Null when the quarter's samples come from fewer than 5 sources. */
  median: number | null;
  sampleCount: number;
}

/** One source's figure of a group, in whole GEL a month. */
export interface SalaryFigure {
  median: number;
  p25: number;
  p75: number;
  /** Vacancies (or talents) behind the figure. */
  sampleCount: number;
  /** Distinct companies (or talents) behind it. */
  sourceCount: number;
  /** The last four calendar quarters, oldest first. */
  quarters: SalaryQuarter[];
}

/** The two sources are separate figures, never mixed; null below the 5-source threshold. */
export interface SalaryPair {
  vacancies: SalaryFigure | null;
  talents: SalaryFigure | null;
}

export type SalaryRow = SalaryPair & { item: SalaryItem };

export interface SalaryRateUsed {
  currency: Currency;
  gelPerUnit: number;
  /** `YYYY-MM-DD` */
  rateDate: string;
}

export interface SalaryInsightsView {
  /** The last run; null before the first. */
  computedAt: string | null;
  rates: SalaryRateUsed[];
  technology: SalaryItem | null;
  level: SalaryItem | null;
  city: SalaryItem | null;
  figure: SalaryPair;
  byTechnology: SalaryRow[];
  byLevel: SalaryRow[];
  byCity: SalaryRow[];
}

/** The filters, as the address and the API name them; null: all. */
export interface SalaryFilters {
  technologyId: number | null;
  experienceId: number | null;
  cityId: number | null;
}

export type SalarySource = 'vacancies' | 'talents';

export const SALARY_FILTER_KEYS = ['technologyId', 'experienceId', 'cityId'] as const;

/** The filters as a query (`technologyId=3&cityId=21`), the given ones only, in a fixed order. */
export function salaryQuery(filters: SalaryFilters, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const key of SALARY_FILTER_KEYS) {
    const value = filters[key];
    if (value !== null) params.set(key, String(value));
  }
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  return params.toString();
}

const withQuery = (path: string, query: string) => (query ? `${path}?${query}` : path);

/** The export's address (a file download: a plain link). */
export const salaryExportUrl = (filters: SalaryFilters, format: 'json' | 'csv') =>
  withQuery('/api/Salaries/Export', salaryQuery(filters, { format }));

/** The trend chart's image address, for the embed snippet. */
export const salaryChartUrl = (filters: SalaryFilters, language: 'en' | 'ka', source: SalarySource = 'vacancies') =>
  withQuery(
    '/api/Salaries/Chart.svg',
    salaryQuery(filters, source === 'vacancies' ? { lang: language } : { source, lang: language }),
  );

export const salariesApi = (http: HttpClient) => ({
  getInsights: (filters: SalaryFilters) =>
    http.get<SalaryInsightsView>('/Salaries/GetSalaryInsights', {
      technologyId: filters.technologyId ?? undefined,
      experienceId: filters.experienceId ?? undefined,
      cityId: filters.cityId ?? undefined,
    }),
});

export type SalariesApi = ReturnType<typeof salariesApi>;

/** The app's API with the salary calls, which are not in `createApi`: only /salaries loads them,
 *  not the landing page (see withTalentDirectory). */
export type SalaryPageApi = Api & { salaries: SalariesApi };

export const withSalaries = (api: Api, http: HttpClient): SalaryPageApi => ({ ...api, salaries: salariesApi(http) });
