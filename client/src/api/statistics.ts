import type { HttpClient } from './http-client';
import { StatisticsPeriod } from './enums';

export { StatisticsPeriod };

/** One bucket: a day (week, month) or a month (year, dated by its first day), YYYY-MM-DD. */
export interface StatisticsPoint {
  date: string;
  count: number;
}

/** What the company panel's statistics show, per series. */
export interface StatisticsCounts<T> {
  profileVisits: T;
  vacancyVisits: T;
  applications: T;
}

export type StatisticsSeriesName = keyof StatisticsCounts<unknown>;

/** GetCompanyStatistics: the signed-in company's counts over the period, in Georgia's time. */
export interface CompanyStatistics {
  period: StatisticsPeriod;
  /** The first bucket's date and today, YYYY-MM-DD. */
  from: string;
  to: string;
  series: StatisticsCounts<StatisticsPoint[]>;
  totals: StatisticsCounts<number>;
}

/** The company's statistics (the Company module's statistics endpoint). */
export const statisticsApi = (http: HttpClient) => ({
  getCompanyStatistics: (period: StatisticsPeriod) =>
    http.get<CompanyStatistics>('/Company/GetCompanyStatistics', { period }),
});
