import { Currency } from '../../../../api/enums';

/* A copy of the two lines the public salary page has (pages/salaries/salary-format.ts): importing
   them would make a chunk the two share, named in the landing page's code. */

const CODES: Partial<Record<Currency, string>> = {
  [Currency.Dollar]: 'USD',
  [Currency.Euro]: 'EUR',
  [Currency.PoundSterling]: 'GBP',
};

export const currencyCode = (currency: Currency) => CODES[currency] ?? String(currency);

/** A rate with at least two decimals and at most four: 2.7 → "2.70", 2.7123 → "2.7123". */
export const formatRate = (value: number) => value.toFixed(4).replace(/0{1,2}$/, '');
