import type { Currency } from './enums';
import type { HttpClient } from './http-client';

/*
 * The back office's part of salary insights (issue 25, docs/salary-insights.md): the currency rates
 * and the recompute, typed from the contract. Apart from api/salaries.ts so that the back office and
 * the public page share no chunk (each shared chunk is one more name in the landing page's code).
 */

/** A staff-set rate. */
export interface CurrencyRateView {
  currency: Currency;
  gelPerUnit: number;
  /** `YYYY-MM-DD` */
  rateDate: string;
  updatedAt: string;
}

export interface SetCurrencyRateBody {
  currency: Currency;
  gelPerUnit: number;
  rateDate: string;
}

/** GET Admin/GetCurrencyRates, POST Admin/SetCurrencyRate and Admin/RecomputeSalaryInsights (Admin role). */
export const adminSalariesApi = (http: HttpClient) => ({
  getCurrencyRates: () => http.get<CurrencyRateView[]>('/Admin/GetCurrencyRates'),
  setCurrencyRate: (body: SetCurrencyRateBody) => http.post<CurrencyRateView[]>('/Admin/SetCurrencyRate', body),
  recompute: () => http.post<{ computedAt: string }>('/Admin/RecomputeSalaryInsights'),
});

export type AdminSalariesApi = ReturnType<typeof adminSalariesApi>;
