import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Api } from '../../api';
import { MY_REVIEWS_MAX_PAGE_SIZE, ReviewStatus, type OwnReview } from '../../api/reviews';
import type { FieldMessage } from '../../lib/forms/form-state';
import { SOMETHING_WENT_WRONG } from '../../lib/forms/form-state';
import { serverTexts } from '../../lib/forms/server-text';

/** A talent has at most one review of a company; it is found among the talent's reviews
 *  (GetMyReviews, any status, a page of the server's largest size at a time). */
export async function findOwnReview(api: Api, companyId: number): Promise<OwnReview | null> {
  for (let page = 1; ; page++) {
    const answer = await api.reviews.getMyReviews(page, MY_REVIEWS_MAX_PAGE_SIZE);
    const found = answer.items.find((review) => review.companyId === companyId || review.company?.id === companyId);
    if (found) return found;
    if (answer.items.length === 0 || page * MY_REVIEWS_MAX_PAGE_SIZE >= answer.totalCount) return null;
  }
}

/** The locale key of a review's moderation state, as its author sees it. */
export const reviewStatusKey = (status: ReviewStatus): string =>
  status === ReviewStatus.Approved
    ? 'reviews.own.status.published'
    : status === ReviewStatus.Rejected
      ? 'reviews.own.status.rejected'
      : 'reviews.own.status.pending';

/** The server's messages of a failed call, for the whole request. */
export function requestErrors(error: unknown): FieldMessage[] {
  const texts = serverTexts(error);
  return texts.length ? texts.map((text) => ({ text })) : [SOMETHING_WENT_WRONG];
}

/** The signed-in talent's own review of one company, on its reviews tab: found, shown with its
 *  status, and deleted after a confirmation. */
export class OwnReviewStore {
  /** Undefined until looked up; null when the talent has not reviewed the company. */
  review: OwnReview | null | undefined = undefined;
  loading = false;
  /** The look-up failed: the page offers to write a review (the server refuses a second one). */
  loadFailed = false;
  confirmingDelete = false;
  deleting = false;
  deleteErrors: FieldMessage[] = [];
  private pending: Promise<void> | undefined = undefined;

  constructor(
    private readonly api: Api,
    readonly companyId: number,
    /** Told after the review was deleted (the page reloads the company's reviews). */
    private readonly onDeleted: (review: OwnReview) => void = () => {},
  ) {
    makeAutoObservable<OwnReviewStore, 'api' | 'pending' | 'onDeleted'>(this, {
      api: false,
      pending: false,
      onDeleted: false,
      companyId: false,
      review: observableRef,
      deleteErrors: observableRef,
    });
  }

  /** The look-up is over (found, not found, or failed). */
  get settled(): boolean {
    return this.review !== undefined || this.loadFailed;
  }

  get hasReview(): boolean {
    return !!this.review;
  }

  get statusKey(): string | undefined {
    return this.review ? reviewStatusKey(this.review.status) : undefined;
  }

  load(): Promise<void> {
    this.pending ??= this.run();
    return this.pending;
  }

  private async run(): Promise<void> {
    this.loading = true;
    this.loadFailed = false;
    try {
      const review = await findOwnReview(this.api, this.companyId);
      runInAction(() => (this.review = review));
    } catch {
      runInAction(() => (this.loadFailed = true));
    } finally {
      runInAction(() => {
        this.loading = false;
        this.pending = undefined;
      });
    }
  }

  askDelete(): void {
    this.deleteErrors = [];
    this.confirmingDelete = true;
  }

  cancelDelete(): void {
    if (this.deleting) return;
    this.confirmingDelete = false;
    this.deleteErrors = [];
  }

  /** Deletes the review (its likes and reply go with it). Answers the deleted review, or
   *  undefined when the server refused (its message shows in the dialog). */
  async remove(): Promise<OwnReview | undefined> {
    const review = this.review;
    if (!review || this.deleting) return undefined;
    this.deleting = true;
    this.deleteErrors = [];
    try {
      await this.api.reviews.deleteReview(review.id);
      runInAction(() => {
        this.review = null;
        this.confirmingDelete = false;
      });
      this.onDeleted(review);
      return review;
    } catch (error) {
      runInAction(() => (this.deleteErrors = requestErrors(error)));
      return undefined;
    } finally {
      runInAction(() => (this.deleting = false));
    }
  }
}
