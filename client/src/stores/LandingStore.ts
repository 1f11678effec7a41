import { makeAutoObservable } from 'mobx';
import type { Api } from '../api';
import { DictionaryType, type DictionaryItem, type IndexPageCount } from '../api/common';
import type { CompanyListItem } from '../api/company';
import type { HeroTextImage } from '../api/static';
import type { VacancyListItem } from '../api/vacancy';
import { Loadable } from './base/Loadable';
import type { LanguageStore } from './LanguageStore';

/** How many cards each landing list shows: a multiple of its grid's columns at every width (1, 2
 *  and 4; ListCards.module.css), so no row is left half empty. */
export const LANDING_LIST_SIZE = 8;

/** The landing page: hero, the three figures, popular technologies, latest vacancies and new
 *  companies. Each is its own request with its own loading flag, so one failing (the vacancy and
 *  company lists before their issues land) leaves the others standing. */
export class LandingStore {
  readonly hero: Loadable<HeroTextImage>;
  readonly counts: Loadable<IndexPageCount>;
  readonly technologies: Loadable<DictionaryItem[]>;
  readonly latestVacancies: Loadable<VacancyListItem[]>;
  readonly newCompanies: Loadable<CompanyListItem[]>;

  constructor(
    api: Api,
    private readonly language: LanguageStore,
  ) {
    this.hero = new Loadable(api.static.getHeroTextImage);
    this.counts = new Loadable(api.common.getIndexPageCount);
    this.technologies = new Loadable(() =>
      api.common.getDictionary({
        dictionaryType: [DictionaryType.Technology],
        isHomeScreen: true,
        activeVacancyCount: true,
      }),
    );
    this.latestVacancies = new Loadable(() => api.vacancy.getLatestVacancies(LANDING_LIST_SIZE));
    this.newCompanies = new Loadable(() => api.company.getNewCompanies(LANDING_LIST_SIZE));
    makeAutoObservable<LandingStore, 'language'>(this, {
      language: false,
      hero: false,
      counts: false,
      technologies: false,
      latestVacancies: false,
      newCompanies: false,
    });
  }

  /** The hero in the language shown; undefined until loaded (the page has its own fallback). */
  get heroText(): { title: string; text: string; imageUrl: string } | undefined {
    const hero = this.hero.value;
    if (!hero) return undefined;
    return {
      title: this.language.pick(hero.titleEN, hero.titleGE),
      text: this.language.pick(hero.textEN, hero.textGE),
      imageUrl: hero.imageUrl,
    };
  }

  /** Everything on the page; the figures are fetched afresh on every visit. */
  load(): void {
    void this.hero.ensureLoaded();
    void this.counts.load();
    void this.technologies.ensureLoaded();
    void this.latestVacancies.ensureLoaded();
    void this.newCompanies.ensureLoaded();
  }
}
