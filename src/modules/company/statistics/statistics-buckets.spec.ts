import { statisticsBuckets } from './statistics-buckets.js';
import { StatisticsPeriod } from '../../../../shared/enums.js';

describe('statisticsBuckets', () => {
  it('gives the last 7 days for a week, across a month and a year end', () => {
    expect(statisticsBuckets(StatisticsPeriod.Week, '2026-01-03')).toEqual({
      unit: 'day',
      dates: ['2025-12-28', '2025-12-29', '2025-12-30', '2025-12-31', '2026-01-01', '2026-01-02', '2026-01-03'],
      from: '2025-12-28',
      to: '2026-01-03',
    });
  });

  it('gives the last 30 days for a month, leap day included', () => {
    const { unit, dates, from, to } = statisticsBuckets(StatisticsPeriod.Month, '2028-03-15');
    expect(unit).toBe('day');
    expect(dates).toHaveLength(30);
    expect(from).toBe('2028-02-15');
    expect(dates).toContain('2028-02-29');
    expect(dates.at(-1)).toBe('2028-03-15');
    expect(to).toBe('2028-03-15');
  });

  it('gives the last 12 calendar months for a year, by their first day', () => {
    const { unit, dates, from, to } = statisticsBuckets(StatisticsPeriod.Year, '2026-03-31');
    expect(unit).toBe('month');
    expect(dates).toEqual([
      '2025-04-01',
      '2025-05-01',
      '2025-06-01',
      '2025-07-01',
      '2025-08-01',
      '2025-09-01',
      '2025-10-01',
      '2025-11-01',
      '2025-12-01',
      '2026-01-01',
      '2026-02-01',
      '2026-03-01',
    ]);
    expect(from).toBe('2025-04-01');
    expect(to).toBe('2026-03-31');
  });
});
