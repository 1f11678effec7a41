/** What the fake server answers in the salary insights' tests (issue 25, docs/salary-insights.md). */
import type { FakeRoutes } from './fake-api';
import { dictionaryItem } from './fixtures';

export const GET_INSIGHTS = 'GET /api/Salaries/GetSalaryInsights';
export const GET_RATES = 'GET /api/Admin/GetCurrencyRates';
export const SET_RATE = 'POST /api/Admin/SetCurrencyRate';
export const RECOMPUTE = 'POST /api/Admin/RecomputeSalaryInsights';

const languages = { id: 2, name: 'Programming languages', nameGE: 'პროგრამირების ენები' };

/** Technologies (8), levels (5) and cities (2). */
export const salaryDictionary = [
  dictionaryItem(11, 8, 'TypeScript', 'TypeScript', languages),
  dictionaryItem(13, 8, 'Go', 'Go', languages),
  dictionaryItem(51, 5, 'Middle', 'საშუალო'),
  dictionaryItem(52, 5, 'Senior', 'უფროსი'),
  dictionaryItem(21, 2, 'Tbilisi', 'თბილისი'),
  dictionaryItem(22, 2, 'Batumi', 'ბათუმი'),
];

const item = (id: number) => {
  const found = salaryDictionary.find((entry) => entry.id === id)!;
  return { id, name: found.name, nameGE: found.nameGE };
};

export const salaryFigure = (median: number, extra: Record<string, unknown> = {}) => ({
  median,
  p25: median - 1000,
  p75: median + 1500,
  sampleCount: 42,
  sourceCount: 17,
  quarters: [
    { quarter: '2025-Q4', median: null, sampleCount: 3 },
    { quarter: '2026-Q1', median: median - 200, sampleCount: 9 },
    { quarter: '2026-Q2', median: median - 100, sampleCount: 14 },
    { quarter: '2026-Q3', median, sampleCount: 16 },
  ],
  ...extra,
});

const row = (id: number, median: number) => ({ item: item(id), vacancies: salaryFigure(median), talents: null });

/** An answer for the given filters: rows only for the filters not given, as the server does. */
export function salaryView(
  filters: { technologyId?: number; experienceId?: number; cityId?: number } = {},
  extra: Record<string, unknown> = {},
) {
  return {
    computedAt: '2026-11-28T03:00:00.000Z',
    rates: [
      { currency: 2, gelPerUnit: 2.7, rateDate: '2026-11-27' },
      { currency: 3, gelPerUnit: 2.9512, rateDate: '2026-11-26' },
    ],
    technology: filters.technologyId ? item(filters.technologyId) : null,
    level: filters.experienceId ? item(filters.experienceId) : null,
    city: filters.cityId ? item(filters.cityId) : null,
    figure: { vacancies: salaryFigure(5400), talents: salaryFigure(6000, { sampleCount: 8, sourceCount: 8 }) },
    byTechnology: filters.technologyId ? [] : [row(13, 7200), row(11, 6100)],
    byLevel: filters.experienceId ? [] : [row(51, 4200), row(52, 7800)],
    byCity: filters.cityId ? [] : [row(21, 5600)],
    ...extra,
  };
}

const numberOf = (query: URLSearchParams, key: string) => (query.has(key) ? Number(query.get(key)) : undefined);

export const salaryRoutes = (overrides: FakeRoutes = {}): FakeRoutes => ({
  'GET /api/Common/GetDictionary': { data: salaryDictionary },
  [GET_INSIGHTS]: (request) => ({
    data: salaryView({
      technologyId: numberOf(request.query, 'technologyId'),
      experienceId: numberOf(request.query, 'experienceId'),
      cityId: numberOf(request.query, 'cityId'),
    }),
  }),
  ...overrides,
});
