import type { HttpClient } from './http-client';
import { StatisticsPeriod } from './enums';
import type { Schemas } from './schemas';

export { StatisticsPeriod };

/** One bucket: a day (week, month) or a month (year, dated by its first day), YYYY-MM-DD. */
export type StatisticsPoint = Schemas['StatisticsPoint'];

/** The names of the series the company panel's statistics show. */
export type StatisticsSeriesName = keyof Schemas['StatisticsTotals'];

/** What the company panel's statistics show, per series (the answer's `series` and `totals` are
 *  this of points and of numbers; a client-side generic over the generated names). */
export type StatisticsCounts<T> = Record<StatisticsSeriesName, T>;

/** GetCompanyStatistics: the signed-in company's counts over the period, in Georgia's time. */
export type CompanyStatistics = Schemas['CompanyStatistics'];

/** The company's statistics (the Company module's statistics endpoint). */
export const statisticsApi = (http: HttpClient) => ({
  getCompanyStatistics: (period: StatisticsPeriod) =>
    http.get<CompanyStatistics>('/Company/GetCompanyStatistics', { period }),
});
