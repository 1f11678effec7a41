import { makeAutoObservable } from 'mobx';
import { DictionaryType, type DictionaryItem } from '../../api/common';
import {
  SALARY_FILTER_KEYS,
  type SalaryFilters,
  type SalaryInsightsView,
  type SalaryPageApi,
} from '../../api/salaries';
import {
  dictionaryGroups,
  dictionaryOptions,
  type Option,
  type OptionGroup,
  type TextPicker,
} from '../../lib/dictionary-groups';
import { Loadable } from '../base/Loadable';

export const NO_SALARY_FILTERS: SalaryFilters = { technologyId: null, experienceId: null, cityId: null };

const positiveId = (text: string | null): number | null =>
  text !== null && /^\d{1,9}$/.test(text) && Number(text) >= 1 ? Number(text) : null;

/** The filters of an address's query; what does not parse is left out. */
export function parseSalaryQuery(search: URLSearchParams): SalaryFilters {
  return {
    technologyId: positiveId(search.get('technologyId')),
    experienceId: positiveId(search.get('experienceId')),
    cityId: positiveId(search.get('cityId')),
  };
}

const sameFilters = (a: SalaryFilters, b: SalaryFilters) => SALARY_FILTER_KEYS.every((key) => a[key] === b[key]);

export interface SalaryInsightsDeps {
  api: SalaryPageApi;
  language: TextPicker;
  /** The heading of technologies without a category. */
  otherGroup: () => string;
}

/** /salaries: the figure of the address's filters and the choices of the filters. */
export class SalaryInsightsStore {
  filters: SalaryFilters;
  /** The filters the shown figure answers. */
  private loadedFor: SalaryFilters | undefined = undefined;
  readonly insights: Loadable<SalaryInsightsView>;
  readonly dictionary: Loadable<DictionaryItem[]>;

  constructor(
    private readonly deps: SalaryInsightsDeps,
    filters: SalaryFilters,
  ) {
    this.filters = filters;
    this.insights = new Loadable(async () => {
      const asked = this.filters;
      const view = await deps.api.salaries.getInsights(asked);
      this.loadedFor = asked;
      return view;
    });
    this.dictionary = new Loadable(() =>
      deps.api.common.getDictionary({
        dictionaryType: [DictionaryType.Technology, DictionaryType.Experience, DictionaryType.City],
      }),
    );
    makeAutoObservable<SalaryInsightsStore, 'deps' | 'loadedFor'>(this, {
      deps: false,
      loadedFor: false,
      insights: false,
      dictionary: false,
    });
  }

  load(): Promise<unknown> {
    return Promise.all([this.insights.load(), this.dictionary.ensureLoaded()]);
  }

  /** The address moved (a filter chosen, a row's link, Back): its figure. */
  followAddress(filters: SalaryFilters): void {
    if (sameFilters(filters, this.filters)) return;
    this.filters = filters;
    void this.loadCurrent();
  }

  /** A load already on its way asked for the filters before: asks again for the new ones. */
  private async loadCurrent(): Promise<void> {
    await this.insights.load();
    if (this.loadedFor && !sameFilters(this.loadedFor, this.filters)) await this.insights.load();
  }

  get hasFilters(): boolean {
    return SALARY_FILTER_KEYS.some((key) => this.filters[key] !== null);
  }

  get technologyOptions(): OptionGroup[] {
    return dictionaryGroups(
      this.dictionary.value,
      DictionaryType.Technology,
      this.deps.language,
      this.deps.otherGroup(),
    );
  }

  get levelOptions(): Option[] {
    return dictionaryOptions(this.dictionary.value, DictionaryType.Experience, this.deps.language);
  }

  get cityOptions(): Option[] {
    return dictionaryOptions(this.dictionary.value, DictionaryType.City, this.deps.language);
  }
}
