import { makeAutoObservable } from 'mobx';
import type { Api } from '../api';
import type { SeoDetails, SeoPageKind } from '../api/common';
import { Loadable } from './base/Loadable';
import type { LanguageStore } from './LanguageStore';

const SITE_NAME = 'TechBoard.ge';

/** Page titles for navigation inside the app (the server writes the first page's head itself). */
export class SeoStore {
  readonly details: Loadable<SeoDetails[]>;

  constructor(
    api: Api,
    private readonly language: LanguageStore,
  ) {
    this.details = new Loadable(() => api.common.getSeoDetails());
    makeAutoObservable<SeoStore, 'language'>(this, { language: false, details: false });
  }

  /** The document title of a kind of page in the language shown; undefined until loaded. */
  title(pageKind: SeoPageKind): string | undefined {
    if (!this.details.isLoaded) return undefined;
    const details = this.details.value?.find((item) => item.pageKind === pageKind);
    return details ? this.language.pick(details.titleEn, details.titleGe) : SITE_NAME;
  }

  /** The title of a page named by its data (a company's name), as the server writes it. */
  namedTitle(name: string): string {
    return `${name} | ${SITE_NAME}`;
  }
}
