/**
 * Dates and numbers as every page shows them (issue 20): the same bytes in Node (server rendering)
 * and in any browser, whatever its time zone or Intl data. So nothing here asks Intl or the
 * runtime's time zone: month names are written out below, and dates are shown in Tbilisi time,
 * a fixed UTC+4 (Asia/Tbilisi has kept no summer time since 2005), by adding four hours and
 * reading the UTC fields.
 *
 * The forms (the same rule in both languages but for month names and digit grouping):
 * - long, for public pages: "27 November 2026", "27 ნოემბერი 2026";
 * - numeric, for tables and panels: "27.11.2026" in both languages;
 * - date and time: "27.11.2026, 14:05" (24-hour clock) in both languages;
 * - numbers: "1,500" in English, "1 500" in Georgian, grouped by a narrow no-break space (U+202F),
 *   which keeps a figure on one line and reads as the thin gap Georgian print uses;
 * - one decimal (ratings): "4.5" in English, "4,5" in Georgian, which writes a decimal comma.
 *
 * `locale` is the page's language as the stores spell it (`en-US`/`ka-GE`, `i18n.language`, or the
 * short `en`/`ka`); anything not Georgian is English. A missing or unreadable date gives ''.
 */

export type DateInput = string | number | Date | null | undefined;

const MONTHS = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  ka: [
    'იანვარი',
    'თებერვალი',
    'მარტი',
    'აპრილი',
    'მაისი',
    'ივნისი',
    'ივლისი',
    'აგვისტო',
    'სექტემბერი',
    'ოქტომბერი',
    'ნოემბერი',
    'დეკემბერი',
  ],
} as const;

/** Asia/Tbilisi: UTC+4 all year. */
const TBILISI_OFFSET_MS = 4 * 60 * 60 * 1000;

/** Between thousands: a narrow no-break space in Georgian, a comma in English. */
export const GEORGIAN_GROUP_SEPARATOR = '\u202f';

type Language = keyof typeof MONTHS;

/** Georgian for `ka-GE` or `ka`, English for anything else. */
export const languageOf = (locale: string): Language => (locale.toLowerCase().startsWith('ka') ? 'ka' : 'en');

/** ISO 8601 as the API writes it: a day, or a day and time with an optional zone (none means UTC). */
const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})?)?$/i;

/** Milliseconds since the epoch, read by hand: `Date.parse` reads a time without a zone in the
 *  runtime's own zone and anything not ISO as each engine likes. NaN when unreadable. */
function parseIso(text: string): number {
  const match = ISO.exec(text.trim());
  if (!match) return NaN;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map((part) => Number(part ?? 0));
  const millisecond = Number((match[7] ?? '0').padEnd(3, '0').slice(0, 3));
  const utc = new Date(0);
  utc.setUTCFullYear(year, month - 1, day);
  utc.setUTCHours(hour, minute, second, millisecond);
  // 2026-02-31 or 25:00 would roll over into another day: not a date.
  if (
    utc.getUTCFullYear() !== year ||
    utc.getUTCMonth() !== month - 1 ||
    utc.getUTCDate() !== day ||
    hour > 23 ||
    minute > 59 ||
    second > 59
  ) {
    return NaN;
  }
  const zone = match[8];
  if (!zone || zone.toUpperCase() === 'Z') return utc.getTime();
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  const offsetMinutes = sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2)));
  return utc.getTime() - offsetMinutes * 60_000;
}

interface Parts {
  year: number;
  /** 0–11 */
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** The date's fields on a Tbilisi clock, or undefined for a missing or unreadable date. A bare day
 *  ("2026-11-27") stays that day: read as UTC midnight, it is 04:00 in Tbilisi. */
function tbilisiParts(value: DateInput): Parts | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const time = value instanceof Date ? value.getTime() : typeof value === 'number' ? value : parseIso(value);
  if (!Number.isFinite(time)) return undefined;
  const shifted = new Date(time + TBILISI_OFFSET_MS);
  if (Number.isNaN(shifted.getTime())) return undefined;
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth(),
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
  };
}

/** The Tbilisi calendar day of a date as a whole number (days since 1 January 1970), for counting
 *  days between two dates as a calendar does; undefined for a missing or unreadable date. */
export function tbilisiDayNumber(value: DateInput): number | undefined {
  const parts = tbilisiParts(value);
  return parts && Math.round(Date.UTC(parts.year, parts.month, parts.day) / 86_400_000);
}

const two = (value: number) => String(value).padStart(2, '0');
const four = (value: number) => String(value).padStart(4, '0');

/** "27 November 2026" / "27 ნოემბერი 2026": dates on public pages. */
export function formatLongDate(value: DateInput, locale: string): string {
  const parts = tbilisiParts(value);
  return parts ? `${parts.day} ${MONTHS[languageOf(locale)][parts.month]} ${parts.year}` : '';
}

/** "November 2026" / "ნოემბერი 2026": a month as a whole. */
export function formatMonthYear(value: DateInput, locale: string): string {
  const parts = tbilisiParts(value);
  return parts ? `${MONTHS[languageOf(locale)][parts.month]} ${parts.year}` : '';
}

/** Which fields the numeric form shows: the whole date, or (for a chart's axis) less of it. */
export type NumericDateParts = 'date' | 'dayMonth' | 'monthYear';

/** "27.11.2026" in both languages: dates in tables and panels. "27.11" or "11.2026" with `parts`. */
export function formatNumericDate(value: DateInput, parts: NumericDateParts = 'date'): string {
  const date = tbilisiParts(value);
  return date ? numeric(date, parts) : '';
}

/** "27.11.2026, 14:05" in both languages, on a 24-hour Tbilisi clock: where the interface shows times. */
export function formatDateTime(value: DateInput): string {
  const date = tbilisiParts(value);
  return date ? `${numeric(date, 'date')}, ${two(date.hour)}:${two(date.minute)}` : '';
}

function numeric(date: Parts, parts: NumericDateParts): string {
  const day = two(date.day);
  const month = two(date.month + 1);
  const year = four(date.year);
  return parts === 'dayMonth'
    ? `${day}.${month}`
    : parts === 'monthYear'
      ? `${month}.${year}`
      : `${day}.${month}.${year}`;
}

/** A whole number for the page's language: "1,500" / "1 500" (U+202F between the groups). Fractions
 *  are rounded (the figures shown are counts and amounts of money); '' for NaN or infinity. */
export function formatNumber(value: number, locale: string): string {
  if (!Number.isFinite(value)) return '';
  const whole = Math.round(value);
  const digits = String(Math.abs(whole));
  if (!/^\d+$/.test(digits)) return String(whole);
  const separator = languageOf(locale) === 'ka' ? GEORGIAN_GROUP_SEPARATOR : ',';
  const grouped = digits.replace(/\B(?=(\d{3})+$)/g, separator);
  return whole < 0 ? `-${grouped}` : grouped;
}

/** One decimal place, as ratings show: "4.5" in English, "4,5" in Georgian; '' when not finite. */
export function formatDecimal(value: number, locale: string): string {
  if (!Number.isFinite(value)) return '';
  const tenths = Math.round(value * 10);
  const whole = formatNumber(Math.trunc(tenths / 10), locale);
  const sign = tenths < 0 && whole === '0' ? '-' : '';
  return `${sign}${whole}${languageOf(locale) === 'ka' ? ',' : '.'}${Math.abs(tenths % 10)}`;
}
