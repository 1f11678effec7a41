import { type DateInput, tbilisiDayNumber } from './format-date';

/**
 * How long ago a vacancy was published and how long it still takes applicants, counted in Tbilisi
 * calendar days (format-date.ts): published at 23:50 is "yesterday" ten minutes later. Each answer is
 * a translation key and its count; the texts are plural-free in Georgian, which counts with the
 * singular ("5 დღე").
 */
export interface TimingText {
  key: string;
  count?: number;
}

/** "today", "yesterday", "3 days ago", "2 months ago", "1 year ago"; null without a date. */
export function publishedAgo(publishedAt: DateInput, now: DateInput): TimingText | null {
  const published = tbilisiDayNumber(publishedAt);
  const today = tbilisiDayNumber(now);
  if (published === undefined || today === undefined) return null;
  const days = Math.max(0, today - published);
  if (days === 0) return { key: 'vacancyPage.timing.today' };
  if (days === 1) return { key: 'vacancyPage.timing.yesterday' };
  if (days < 30) return { key: 'vacancyPage.timing.daysAgo', count: days };
  if (days < 365) return { key: 'vacancyPage.timing.monthsAgo', count: Math.floor(days / 30) };
  return { key: 'vacancyPage.timing.yearsAgo', count: Math.floor(days / 365) };
}

/** "Closed" once the vacancy takes no applicants (ended, or its deadline passed: the server's
 *  `isExpired`), "Last day" on the deadline's day, else "5 days left"; null without a deadline. */
export function deadlineLeft(deadline: DateInput, isExpired: boolean, now: DateInput): TimingText | null {
  if (isExpired) return { key: 'vacancyPage.timing.closed' };
  const last = tbilisiDayNumber(deadline);
  const today = tbilisiDayNumber(now);
  if (last === undefined || today === undefined) return null;
  const days = last - today;
  // A deadline already past that the server has not seen yet (a page kept a little): closed too.
  if (days < 0) return { key: 'vacancyPage.timing.closed' };
  if (days === 0) return { key: 'vacancyPage.timing.lastDay' };
  return { key: 'vacancyPage.timing.daysLeft', count: days };
}
