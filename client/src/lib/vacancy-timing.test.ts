import { tbilisiDayNumber } from './format-date';
import { deadlineLeft, publishedAgo } from './vacancy-timing';

// 28 November 2026, 12:00 in Tbilisi (UTC+4).
const NOW = '2026-11-28T08:00:00Z';

describe('publishedAgo', () => {
  it.each([
    ['2026-11-28T06:00:00Z', { key: 'vacancyPage.timing.today' }],
    // 23:30 in Tbilisi the day before: yesterday, though not 24 hours ago.
    ['2026-11-27T19:30:00Z', { key: 'vacancyPage.timing.yesterday' }],
    // 00:30 in Tbilisi today, though the UTC date is the day before.
    ['2026-11-27T20:30:00Z', { key: 'vacancyPage.timing.today' }],
    ['2026-11-25T08:00:00Z', { key: 'vacancyPage.timing.daysAgo', count: 3 }],
    ['2026-10-30T08:00:00Z', { key: 'vacancyPage.timing.daysAgo', count: 29 }],
    ['2026-10-29T08:00:00Z', { key: 'vacancyPage.timing.monthsAgo', count: 1 }],
    ['2026-06-01T08:00:00Z', { key: 'vacancyPage.timing.monthsAgo', count: 6 }],
    ['2025-11-28T08:00:00Z', { key: 'vacancyPage.timing.yearsAgo', count: 1 }],
    // A clock a little behind the server's: not "in the future".
    ['2026-11-29T08:00:00Z', { key: 'vacancyPage.timing.today' }],
  ])('reads %s as %j', (publishedAt, expected) => {
    expect(publishedAgo(publishedAt, NOW)).toEqual(expected);
  });

  it('has nothing to say without a date', () => {
    expect(publishedAgo(null, NOW)).toBeNull();
    expect(publishedAgo('not a date', NOW)).toBeNull();
  });
});

describe('deadlineLeft', () => {
  it.each([
    ['2026-12-03T08:00:00Z', { key: 'vacancyPage.timing.daysLeft', count: 5 }],
    ['2026-11-29T05:00:00Z', { key: 'vacancyPage.timing.daysLeft', count: 1 }],
    ['2026-11-28T19:00:00Z', { key: 'vacancyPage.timing.lastDay' }],
    // 01:00 on the 29th in Tbilisi: tomorrow, though the UTC date is today.
    ['2026-11-28T21:00:00Z', { key: 'vacancyPage.timing.daysLeft', count: 1 }],
    ['2026-11-27T08:00:00Z', { key: 'vacancyPage.timing.closed' }],
  ])('reads a deadline of %s as %j', (deadline, expected) => {
    expect(deadlineLeft(deadline, false, NOW)).toEqual(expected);
  });

  it('says closed for an expired vacancy whatever its deadline, and nothing without one', () => {
    expect(deadlineLeft('2026-12-30T08:00:00Z', true, NOW)).toEqual({ key: 'vacancyPage.timing.closed' });
    expect(deadlineLeft(null, true, NOW)).toEqual({ key: 'vacancyPage.timing.closed' });
    expect(deadlineLeft(null, false, NOW)).toBeNull();
  });
});

describe('tbilisiDayNumber', () => {
  it('counts days on the Tbilisi calendar', () => {
    expect(tbilisiDayNumber('1970-01-01T00:00:00Z')).toBe(0);
    expect(tbilisiDayNumber('1970-01-01T20:00:00Z')).toBe(1);
    expect(tbilisiDayNumber(null)).toBeUndefined();
  });
});
