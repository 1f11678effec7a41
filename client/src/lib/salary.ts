import { Currency } from '../api/vacancy';

const currencyCodes: Record<Currency, string | null> = {
  [Currency.None]: null,
  [Currency.Gel]: 'GEL',
  [Currency.Dollar]: 'USD',
  [Currency.Euro]: 'EUR',
  [Currency.PoundSterling]: 'GBP',
};

/** "3,000 – 5,000 ₾" in the page's locale; one end alone when the other is missing. */
export function formatSalary(
  salary: { min: number | null; max: number | null; currency: Currency },
  locale: string,
): string | null {
  const code = currencyCodes[salary.currency];
  const amounts = [salary.min, salary.max].filter((amount): amount is number => amount !== null);
  if (amounts.length === 0) return null;
  const format = new Intl.NumberFormat(locale, {
    maximumFractionDigits: 0,
    ...(code ? { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' } : {}),
  });
  return salary.min !== null && salary.max !== null && salary.min !== salary.max
    ? format.formatRange(salary.min, salary.max)
    : format.format(amounts[0]);
}
