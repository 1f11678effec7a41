import { makeAutoObservable } from 'mobx';
import type { Api } from '../api';
import type { SeoDetails, SeoPageKind } from '../api/common';
import { Loadable } from './base/Loadable';
import type { LanguageStore } from './LanguageStore';

/** A kind of page's title and meta description in the language shown. */
export interface SeoTexts {
  title: string;
  description: string;
}

/** The SEO texts of every kind of page, for the head the client keeps after in-app navigation
 *  (lib/head/; the server writes the first page's head itself). */
export class SeoStore {
  readonly details: Loadable<SeoDetails[]>;

  constructor(
    api: Api,
    private readonly language: LanguageStore,
  ) {
    this.details = new Loadable(() => api.common.getSeoDetails());
    makeAutoObservable<SeoStore, 'language'>(this, { language: false, details: false });
  }

  /** The texts of a kind of page in the language shown; undefined until loaded, and for a kind
   *  without texts (its head then says the site's name, as the server's does). */
  texts(pageKind: SeoPageKind): SeoTexts | undefined {
    const details = this.details.value?.find((item) => item.pageKind === pageKind);
    return (
      details && {
        title: this.language.pick(details.titleEn, details.titleGe),
        description: this.language.pick(details.descriptionEn, details.descriptionGe),
      }
    );
  }
}
