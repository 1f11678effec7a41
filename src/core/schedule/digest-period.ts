import { NotificationFrequency } from '../../../shared/enums.js';

/** Where the digests' 09:00 is. */
export const DIGEST_TIME_ZONE = 'Asia/Tbilisi';
export const DIGEST_HOUR = 9;

/** The length of one period, as a PostgreSQL interval: a first digest looks this far back. */
export const PERIOD_INTERVAL: Record<NotificationFrequency, string> = {
  [NotificationFrequency.Daily]: '1 day',
  [NotificationFrequency.Weekly]: '7 days',
};

const DAY_MS = 24 * 60 * 60_000;

interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 0 Sunday ... 6 Saturday. */
  weekday: number;
}

const formatter = new Intl.DateTimeFormat('en-US', {
  timeZone: DIGEST_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  weekday: 'short',
});
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

function zonedParts(instant: Date): ZonedParts {
  const parts = Object.fromEntries(formatter.formatToParts(instant).map((part) => [part.type, part.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: WEEKDAYS.indexOf(parts.weekday),
  };
}

/** The instant that is `hour`:00 of the given calendar day in the digests' time zone. */
function zonedHour(year: number, month: number, day: number, hour: number): Date {
  const asUtc = Date.UTC(year, month - 1, day, hour);
  // The zone's offset at that moment, read back from the formatter (no offset table to keep).
  const shown = zonedParts(new Date(asUtc));
  const offset = Date.UTC(shown.year, shown.month - 1, shown.day, shown.hour, shown.minute, shown.second) - asUtc;
  return new Date(asUtc - offset);
}

/**
 * The scheduled time of the latest digest of this frequency at or before `now`: today's 09:00 in
 * Tbilisi (yesterday's before nine), or the latest Monday's 09:00. It names the period: the cron
 * job and `npm run digest` at any later moment of the same day (or week) claim the same period.
 * `hour` moves the 09:00 (the weekly blog mail goes out at 10:00).
 */
export function digestPeriodStart(frequency: NotificationFrequency, now: Date, hour = DIGEST_HOUR): Date {
  const local = zonedParts(now);
  let daysBack = local.hour < hour ? 1 : 0;
  if (frequency === NotificationFrequency.Weekly) {
    const weekdayOfStart = (local.weekday - daysBack + 7) % 7;
    daysBack += (weekdayOfStart - 1 + 7) % 7; // back to Monday
  }
  // Calendar arithmetic on the local date (UTC fields, so no zone rules apply).
  const date = new Date(Date.UTC(local.year, local.month - 1, local.day) - daysBack * DAY_MS);
  return zonedHour(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), hour);
}
