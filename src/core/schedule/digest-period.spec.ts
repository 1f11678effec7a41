import { NotificationFrequency } from '../../../shared/enums.js';
import { digestPeriodStart } from './digest-period.js';

// Tbilisi is UTC+4 all year: 09:00 there is 05:00 UTC.
const at = (iso: string) => new Date(iso);
const daily = (iso: string) => digestPeriodStart(NotificationFrequency.Daily, at(iso)).toISOString();
const weekly = (iso: string) => digestPeriodStart(NotificationFrequency.Weekly, at(iso)).toISOString();

describe('digestPeriodStart', () => {
  it("daily: today's 09:00 in Tbilisi from nine on, yesterday's before", () => {
    expect(daily('2025-03-12T05:00:00Z')).toBe('2025-03-12T05:00:00.000Z');
    expect(daily('2025-03-12T18:30:00Z')).toBe('2025-03-12T05:00:00.000Z');
    expect(daily('2025-03-12T04:59:59Z')).toBe('2025-03-11T05:00:00.000Z');
    // 00:30 in Tbilisi is still the evening before in UTC.
    expect(daily('2025-03-11T20:30:00Z')).toBe('2025-03-11T05:00:00.000Z');
    expect(daily('2025-01-01T03:00:00Z')).toBe('2024-12-31T05:00:00.000Z');
  });

  it("weekly: the latest Monday's 09:00", () => {
    // 2025-03-10 is a Monday.
    expect(weekly('2025-03-10T05:00:00Z')).toBe('2025-03-10T05:00:00.000Z');
    expect(weekly('2025-03-10T04:00:00Z')).toBe('2025-03-03T05:00:00.000Z');
    expect(weekly('2025-03-16T19:59:00Z')).toBe('2025-03-10T05:00:00.000Z'); // Sunday 23:59 in Tbilisi
    expect(weekly('2025-03-13T12:00:00Z')).toBe('2025-03-10T05:00:00.000Z');
  });
});
