import { formatNumber } from '../../lib/format-date';

/**
 * A landing figure as a modest claim ("350+ users"): below 10 the number itself; from 10 on, rounded
 * down to its first two digits (but never finer than tens) with a plus: 8 → "8", 52 → "50+",
 * 357 → "350+", 1234 → "1,200+" ("1 200+" in Georgian).
 */
export function roundedFigure(value: number, locale: string): string {
  const whole = Math.max(0, Math.floor(value));
  if (whole < 10) return formatNumber(whole, locale);
  const step = Math.max(10, 10 ** (String(whole).length - 2));
  return `${formatNumber(Math.floor(whole / step) * step, locale)}+`;
}

/** The smallest figure worth claiming: the smallest the specification's own page shows ("30+
 *  companies"). A smaller one ("10+ tech talents") would tell an employer the site is empty, so the
 *  page leaves it out instead. */
export const SMALLEST_CLAIMED_FIGURE = 30;

export const isFigureWorthClaiming = (value: number): boolean => value >= SMALLEST_CLAIMED_FIGURE;
