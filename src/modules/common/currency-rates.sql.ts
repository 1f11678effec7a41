import type { DataSource, EntityManager } from 'typeorm';
import { Currency } from '../../../shared/enums.js';

/** A foreign currency's value in GEL as staff last set it (currency_rate, issue 25). */
export interface CurrencyRate {
  currency: Currency;
  gelPerUnit: number;
  /** The day the rate is of, `YYYY-MM-DD`. */
  rateDate: string;
  updatedAt: Date;
}

/** GEL per unit of each currency; GEL itself is 1, and `Currency.None` (not said) has no rate. */
export type GelRates = ReadonlyMap<Currency, number>;

export async function currencyRates(db: DataSource | EntityManager): Promise<CurrencyRate[]> {
  const rows: { currency: number; gel_per_unit: string; rate_date: string; updated_at: Date }[] = await db.query(
    `SELECT currency, gel_per_unit, to_char(rate_date, 'YYYY-MM-DD') AS rate_date, updated_at
       FROM currency_rate ORDER BY currency`,
  );
  return rows.map((row) => ({
    currency: row.currency as Currency,
    gelPerUnit: Number(row.gel_per_unit),
    rateDate: row.rate_date,
    updatedAt: row.updated_at,
  }));
}

export const gelRatesOf = (rates: readonly CurrencyRate[]): GelRates =>
  new Map<Currency, number>([[Currency.Gel, 1], ...rates.map((rate) => [rate.currency, rate.gelPerUnit] as const)]);

/** An amount in GEL, whole lari; null when the currency has no rate. */
export const toGel = (amount: number, currency: Currency, rates: GelRates): number | null => {
  const rate = rates.get(currency);
  return rate === undefined ? null : Math.round(amount * rate);
};

/** SQL for `amount` (a column or expression in `currency`) in GEL; NULL when the currency has no rate. */
export const gelAmountSql = (amount: string, currency: string): string =>
  `(CASE WHEN ${currency} = ${Currency.Gel} THEN ${amount}::numeric
         ELSE ${amount} * (SELECT r.gel_per_unit FROM currency_rate r WHERE r.currency = ${currency}) END)`;

/** Sets a currency's rate (the back office); answers the rate before, undefined when it had none. */
export async function setCurrencyRate(
  manager: EntityManager,
  rate: { currency: Currency; gelPerUnit: number; rateDate: string },
  staffId: number,
): Promise<CurrencyRate | undefined> {
  const [before] = (await currencyRates(manager)).filter((row) => row.currency === rate.currency);
  await manager.query(
    `INSERT INTO currency_rate (currency, gel_per_unit, rate_date, updated_at, updated_by)
     VALUES ($1, $2, $3, now(), $4)
     ON CONFLICT (currency) DO UPDATE SET gel_per_unit = EXCLUDED.gel_per_unit, rate_date = EXCLUDED.rate_date,
       updated_at = EXCLUDED.updated_at, updated_by = EXCLUDED.updated_by`,
    [rate.currency, rate.gelPerUnit, rate.rateDate, staffId],
  );
  return before;
}
