import { StatisticsPeriod } from '../../../../shared/enums.js';

/** Statistics are counted by the calendar of Georgia. */
export const STATISTICS_TIME_ZONE = 'Asia/Tbilisi';

export interface StatisticsBuckets {
  /** PostgreSQL's date_trunc unit of one bucket. */
  unit: 'day' | 'month';
  /** The first day of every bucket, oldest first, as YYYY-MM-DD. */
  dates: string[];
  /** The first day counted (the first bucket's date). */
  from: string;
  /** The last day counted: today. */
  to: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

const parse = (date: string): Date => new Date(`${date}T00:00:00Z`);
const format = (date: Date): string => date.toISOString().slice(0, 10);

/** The buckets of a period ending today (a YYYY-MM-DD date in Georgia): the last 7 or 30 days,
 *  or the last 12 calendar months, each with the date of its first day. */
export function statisticsBuckets(period: StatisticsPeriod, today: string): StatisticsBuckets {
  const end = parse(today);
  if (period === StatisticsPeriod.Year) {
    const dates = Array.from({ length: 12 }, (_, i) =>
      format(new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() - 11 + i, 1))),
    );
    return { unit: 'month', dates, from: dates[0], to: today };
  }
  const days = period === StatisticsPeriod.Week ? 7 : 30;
  const dates = Array.from({ length: days }, (_, i) => format(new Date(end.getTime() - (days - 1 - i) * DAY_MS)));
  return { unit: 'day', dates, from: dates[0], to: today };
}
