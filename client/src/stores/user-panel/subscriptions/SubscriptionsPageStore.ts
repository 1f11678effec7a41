import type { Api } from '../../../api';
import type { DictionaryItem } from '../../../api/common';
import type { TextPicker } from '../../../lib/dictionary-groups';
import { Loadable } from '../../base/Loadable';
import { FILTER_DICTIONARY } from '../../vacancies/VacancySearchStore';
import { CompanySubscriptionsStore } from './CompanySubscriptionsStore';
import { JobFunctionSubscriptionsStore } from './JobFunctionSubscriptionsStore';
import { SavedSearchesStore } from './SavedSearchesStore';
import type { Toast } from './send-change';

/** /userPanel/user-subscriptions: the three kinds of subscription, each loaded and saved on its
 *  own, and the dictionary that names the job functions and the saved searches' filters. */
export class SubscriptionsPageStore {
  /** Every dictionary a vacancy filter uses, in one request (both languages in each item). */
  readonly dictionary: Loadable<DictionaryItem[]>;
  readonly companies: CompanySubscriptionsStore;
  readonly jobFunctions: JobFunctionSubscriptionsStore;
  readonly searches: SavedSearchesStore;

  constructor(deps: { api: Api; toast: Toast; language: TextPicker; t: (key: string) => string }) {
    const { api, toast, language, t } = deps;
    this.dictionary = new Loadable(() =>
      api.common.getDictionary({ dictionaryType: Object.values(FILTER_DICTIONARY) }),
    );
    this.companies = new CompanySubscriptionsStore({ api, toast });
    this.jobFunctions = new JobFunctionSubscriptionsStore({
      api,
      toast,
      language,
      otherGroup: () => t('signUp.otherGroup'),
      dictionary: () => this.dictionary.value,
    });
    this.searches = new SavedSearchesStore({ api, toast });
  }

  load(): void {
    void this.dictionary.ensureLoaded();
    void this.companies.load();
    void this.jobFunctions.load();
    void this.searches.load();
  }
}
