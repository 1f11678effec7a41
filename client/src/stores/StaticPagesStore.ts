import { makeAutoObservable } from 'mobx';
import type { Api } from '../api';
import type { StaticContentType, StaticData } from '../api/static';
import { withoutRepeatedTitle } from '../lib/markdown';
import { Loadable } from './base/Loadable';
import type { LanguageStore } from './LanguageStore';

export interface StaticPageText {
  title: string;
  /** Markdown, without a first heading that repeats the title. */
  body: string;
}

/** The static pages (about us, privacy policy, terms of use, support), each fetched once. */
export class StaticPagesStore {
  private readonly pages = new Map<StaticContentType, Loadable<StaticData>>();

  constructor(
    private readonly api: Api,
    private readonly language: LanguageStore,
  ) {
    makeAutoObservable<StaticPagesStore, 'pages' | 'api' | 'language'>(this, {
      pages: false,
      api: false,
      language: false,
    });
  }

  page(type: StaticContentType): Loadable<StaticData> {
    let page = this.pages.get(type);
    if (!page) {
      page = new Loadable(() => this.api.static.getStaticData(type));
      this.pages.set(type, page);
    }
    return page;
  }

  /** The page's title and Markdown in the language shown; undefined until loaded. */
  text(type: StaticContentType): StaticPageText | undefined {
    const data = this.page(type).value;
    if (!data) return undefined;
    const title = this.language.pick(data.titleEN, data.titleGE);
    return { title, body: withoutRepeatedTitle(this.language.pick(data.descriptionEN, data.descriptionGE), title) };
  }
}
