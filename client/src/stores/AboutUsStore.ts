import { makeAutoObservable } from 'mobx';
import type { Api } from '../api';
import type { AboutUsInformation, FaqCategory } from '../api/static';
import { Loadable } from './base/Loadable';
import type { LanguageStore } from './LanguageStore';

export const FAQ_CATEGORIES: readonly FaqCategory[] = ['employers', 'talents', 'general'];

export interface FaqEntry {
  id: number;
  question: string;
  /** Markdown. */
  answer: string;
}

/** About-us text and the FAQ (AboutUs/GetInformation). */
export class AboutUsStore {
  readonly information: Loadable<AboutUsInformation>;

  constructor(
    api: Api,
    private readonly language: LanguageStore,
  ) {
    this.information = new Loadable(api.static.getAboutUsInformation);
    makeAutoObservable<AboutUsStore, 'language'>(this, { language: false, information: false });
  }

  /** The FAQ in the three groups of the spec, in the language shown, in the server's order. */
  get faqGroups(): { category: FaqCategory; entries: FaqEntry[] }[] {
    const list = this.information.value?.faqList ?? [];
    return FAQ_CATEGORIES.map((category) => ({
      category,
      entries: list
        .filter((item) => item.category === category)
        .map((item) => ({
          id: item.id,
          question: this.language.pick(item.questionEN, item.questionGE),
          answer: this.language.pick(item.answerEN, item.answerGE),
        })),
    }));
  }
}
