import { Currency } from '../../api/enums';

/** Whole numbers with the language's grouping, the same on the server and in the browser (Intl's
 *  Georgian data may differ between them, and hydration would find other text). */
export function formatAmount(value: number, language: 'en' | 'ka'): string {
  const digits = String(Math.round(Math.abs(value))).replace(
    /\B(?=(\d{3})+(?!\d))/g,
    language === 'ka' ? '\u00a0' : ',',
  );
  return value < 0 ? `-${digits}` : digits;
}

/** A rate with at least two decimals and at most four: 2.7 → "2.70", 2.7123 → "2.7123". */
export const formatRate = (value: number) => value.toFixed(4).replace(/0{1,2}$/, '');

export const CURRENCY_CODES: Partial<Record<Currency, string>> = {
  [Currency.Gel]: 'GEL',
  [Currency.Dollar]: 'USD',
  [Currency.Euro]: 'EUR',
  [Currency.PoundSterling]: 'GBP',
};

/** `2026-Q3` → its year and number. */
export function quarterParts(quarter: string): { year: string; q: string } {
  const [year = quarter, q = ''] = quarter.split('-Q');
  return { year, q };
}

/** The day of an ISO time (UTC), as the rates' dates are written. */
export const dayOf = (iso: string) => iso.slice(0, 10);
