import { makeAutoObservable, runInAction } from 'mobx';
import { Currency } from '../../api/enums';
import type { AdminSalariesApi, CurrencyRateView } from '../../api/admin-salaries';
import { FormState, type FieldMessage } from '../../lib/forms/form-state';
import { Loadable } from '../base/Loadable';
import type { ToastKind } from '../RootStore';

/** The currencies a rate may be set for (GEL is the unit). */
export const RATE_CURRENCIES: readonly Currency[] = [Currency.Dollar, Currency.Euro, Currency.PoundSterling];

export interface CurrencyRateValues {
  currency: Currency | null;
  gelPerUnit: string;
  rateDate: string;
}

const RATE_PATTERN = /^\d{1,5}([.,]\d{1,6})?$/;
const rateOf = (text: string) => Number(text.trim().replace(',', '.'));

/** Today in UTC as `YYYY-MM-DD` (the server refuses a later rate date). */
export const todayUtc = (now: Date = new Date()) => now.toISOString().slice(0, 10);

export interface CurrencyRatesDeps {
  api: AdminSalariesApi;
  toast: (kind: ToastKind, message: FieldMessage) => void;
  now?: () => Date;
}

/** The back office's currency rates: the list, the form that sets one, and "recompute now". */
export class CurrencyRatesStore {
  readonly rates: Loadable<CurrencyRateView[]>;
  readonly form: FormState<CurrencyRateValues>;
  saving = false;
  recomputing = false;

  constructor(private readonly deps: CurrencyRatesDeps) {
    this.rates = new Loadable(() => deps.api.getCurrencyRates());
    const today = () => todayUtc(deps.now?.());
    this.form = new FormState<CurrencyRateValues>(
      { currency: Currency.Dollar, gelPerUnit: '', rateDate: today() },
      {
        currency: (value) => (value === null ? 'adminContent.currencyRates.errors.currency' : undefined),
        gelPerUnit: (value) => {
          const rate = rateOf(value);
          return RATE_PATTERN.test(value.trim()) && rate >= 0.0001 && rate <= 10000
            ? undefined
            : 'adminContent.currencyRates.errors.rate';
        },
        rateDate: (value) =>
          /^\d{4}-\d{2}-\d{2}$/.test(value) && value <= today() ? undefined : 'adminContent.currencyRates.errors.date',
      },
    );
    makeAutoObservable<CurrencyRatesStore, 'deps'>(this, { deps: false, rates: false, form: false });
  }

  async save(): Promise<void> {
    const { form } = this;
    if (!form.validate()) return;
    const { currency, gelPerUnit, rateDate } = form.values;
    this.saving = true;
    try {
      const rates = await this.deps.api.setCurrencyRate({
        currency: currency!,
        gelPerUnit: rateOf(gelPerUnit),
        rateDate,
      });
      runInAction(() => {
        this.rates.value = rates;
        form.reset({ currency, rateDate });
      });
      this.deps.toast('success', { key: 'adminContent.currencyRates.saved' });
    } catch (error) {
      form.applyServerErrors(error);
    } finally {
      runInAction(() => {
        this.saving = false;
      });
    }
  }

  /** Runs the salary statistics now; answers when they were computed (throws the server's refusal). */
  async recompute(): Promise<string> {
    this.recomputing = true;
    try {
      const { computedAt } = await this.deps.api.recompute();
      return computedAt;
    } finally {
      runInAction(() => {
        this.recomputing = false;
      });
    }
  }
}
