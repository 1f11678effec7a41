import { Currency } from '../api/vacancy';
import { formatNumber, languageOf } from './format-date';

const symbols: Record<Currency, string | null> = {
  [Currency.None]: null,
  [Currency.Gel]: '₾',
  [Currency.Dollar]: '$',
  [Currency.Euro]: '€',
  [Currency.PoundSterling]: '£',
};

/** "₾3,000 – ₾5,000" in English, "3 000 – 5 000 ₾" in Georgian (the sign after the amounts, behind a
 *  no-break space); one end alone when the other is missing. Amounts by `formatNumber`, no Intl. */
export function formatSalary(
  salary: { min: number | null; max: number | null; currency: Currency },
  locale: string,
): string | null {
  const amounts = [salary.min, salary.max].filter((amount): amount is number => amount !== null);
  if (amounts.length === 0) return null;
  const shown = salary.min !== null && salary.max !== null && salary.min !== salary.max ? amounts : amounts.slice(0, 1);
  const numbers = shown.map((amount) => formatNumber(amount, locale));
  const symbol = symbols[salary.currency];
  if (!symbol) return numbers.join(' – ');
  return languageOf(locale) === 'ka'
    ? `${numbers.join(' – ')}\u00a0${symbol}`
    : numbers.map((number) => `${symbol}${number}`).join(' – ');
}
