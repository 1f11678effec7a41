import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Api } from '../../api';
import { KeyFactType } from '../../api/enums';
import type { CompanyContact, CompanyDetails, KeyFactDefinition, KeyFactValue, ReviewPage } from '../../api/company';
import type { VacancyListItem } from '../../api/vacancy';
import { Loadable } from '../base/Loadable';

/** A company page lists up to this many of the company's open vacancies (the search's page size). */
const COMPANY_VACANCIES_PAGE = VACANCY_SEARCH_PAGE_SIZE;
import type { LanguageStore } from '../LanguageStore';
import { VACANCY_SEARCH_PAGE_SIZE } from '../../../../shared/list-settings';

export interface KeyFactRow {
  id: number;
  name: string;
  value: string;
}

/** The shown text of a company's key-fact values, by the definitions (options by id → name). */
export function keyFactRows(
  definitions: KeyFactDefinition[],
  values: KeyFactValue[],
  language: LanguageStore,
): KeyFactRow[] {
  return [...definitions]
    .filter((definition) => !definition.hide)
    .sort((a, b) => a.orderIndex - b.orderIndex)
    .flatMap((definition) => {
      const found = values.find((value) => value.keyFactId === definition.id);
      const value = found ? keyFactText(definition, found, language) : '';
      return value ? [{ id: definition.id, name: language.pick(definition.name, definition.nameGE), value }] : [];
    });
}

/** What keyFactText reads of a definition: getKeyFacts' names it in both languages, a comparison's
 *  (Comparison's keyFactDefinitions) in the request's language only. */
type ShownKeyFact = Pick<KeyFactDefinition, 'keyFactType'> & {
  options: { id: number; name: string; nameGE?: string }[];
};

export function keyFactText(definition: ShownKeyFact, value: KeyFactValue, language: LanguageStore): string {
  switch (definition.keyFactType) {
    case KeyFactType.Number:
    case KeyFactType.Year:
      return value.descriptionNumber === null || value.descriptionNumber === undefined
        ? ''
        : String(value.descriptionNumber);
    case KeyFactType.SingleChoice:
    case KeyFactType.MultipleChoice:
      return (value.checkedOptions ?? [])
        .map((id) => definition.options.find((option) => option.id === id))
        .filter((option) => option !== undefined)
        .map((option) => language.pick(option.name, option.nameGE))
        .join(', ');
    default:
      return language.pick(value.descriptionEN ?? '', value.descriptionGE);
  }
}

/** One company's public profile (/companies/:slug and its tabs). */
export class CompanyProfileStore {
  readonly details: Loadable<CompanyDetails>;
  readonly definitions: Loadable<KeyFactDefinition[]>;
  readonly keyFacts: Loadable<KeyFactValue[]>;
  readonly contact: Loadable<CompanyContact | null>;
  /** The company's open vacancies (its vacancies tab). */
  readonly vacancies: Loadable<VacancyListItem[]>;
  reviews: ReviewPage | undefined = undefined;
  reviewsPage = 1;
  reviewsLoading = false;
  reviewsFailed = false;
  /** Reviews whose like is on its way. */
  liking = new Set<number>();

  constructor(
    private readonly api: Api,
    readonly slug: string,
  ) {
    this.details = new Loadable(() => api.company.getCompanyDetails(slug));
    this.definitions = new Loadable(() => api.company.getKeyFacts());
    this.keyFacts = new Loadable(() => api.company.getCompanyKeyFacts(this.companyId!));
    this.contact = new Loadable(() => api.company.getCompanyContactInfo(this.companyId!));
    this.vacancies = new Loadable(
      async () =>
        (await api.vacancy.searchVacancies({ companyId: this.companyId!, pageSize: COMPANY_VACANCIES_PAGE })).items,
    );
    makeAutoObservable<CompanyProfileStore, 'api'>(this, {
      api: false,
      details: false,
      definitions: false,
      keyFacts: false,
      contact: false,
      vacancies: false,
      reviews: observableRef,
      liking: observableRef,
    });
  }

  get companyId(): number | undefined {
    return this.details.value?.id;
  }

  get notFound(): boolean {
    return this.details.error?.status === 404;
  }

  /** The key facts and the contact card of the general-information tab. */
  loadGeneralInformation(): void {
    if (this.companyId === undefined) return;
    void this.definitions.ensureLoaded();
    void this.keyFacts.ensureLoaded();
    void this.contact.ensureLoaded();
  }

  async loadReviews(page = this.reviewsPage): Promise<void> {
    const companyId = this.companyId;
    if (companyId === undefined) return;
    this.reviewsPage = page;
    this.reviewsLoading = true;
    this.reviewsFailed = false;
    try {
      const reviews = await this.api.company.getCompanyReviews(companyId, page);
      runInAction(() => (this.reviews = reviews));
    } catch {
      runInAction(() => (this.reviewsFailed = true));
    } finally {
      runInAction(() => (this.reviewsLoading = false));
    }
  }

  /** Likes a review, or takes the like back; the server answers the new state. */
  async toggleLike(reviewId: number): Promise<void> {
    if (this.liking.has(reviewId)) return;
    this.liking = new Set([...this.liking, reviewId]);
    try {
      const { liked, likeCount } = await this.api.company.likeReview(reviewId);
      runInAction(() => {
        if (!this.reviews) return;
        this.reviews = {
          ...this.reviews,
          items: this.reviews.items.map((review) =>
            review.id === reviewId ? { ...review, likedByMe: liked, likeCount } : review,
          ),
        };
      });
    } finally {
      runInAction(() => {
        const liking = new Set(this.liking);
        liking.delete(reviewId);
        this.liking = liking;
      });
    }
  }
}
