import { makeAutoObservable, runInAction } from 'mobx';
import type { AdminContentApi, SeoTextInput } from '../../api/admin-content';
import type { SeoDetails, SeoPageKind } from '../../api/common';
import { Loadable } from '../base/Loadable';

/** The SEO texts of every kind of page, and saving one of them. */
export class SeoTextsStore {
  readonly list: Loadable<SeoDetails[]>;

  constructor(private readonly api: AdminContentApi) {
    this.list = new Loadable(api.getSeoTexts);
    makeAutoObservable<SeoTextsStore, 'api'>(this, { api: false, list: false });
  }

  /** Saves one kind's texts; throws the server's refusal. */
  async save(pageKind: SeoPageKind, input: SeoTextInput): Promise<SeoDetails> {
    const saved = await this.api.updateSeoText(pageKind, input);
    runInAction(() => {
      this.list.value = this.list.value?.map((item) => (item.pageKind === pageKind ? saved : item));
    });
    return saved;
  }
}
