import { makeAutoObservable, runInAction } from 'mobx';
import type { Api } from '../../api';
import type { ReviewRequest } from '../../api/company';
import { ReviewVisibility } from '../../api/enums';
import type { OwnReview } from '../../api/reviews';
import { FormState } from '../../lib/forms/form-state';
import { findOwnReview } from './OwnReviewStore';

export const HEADLINE_MAX = 150;

export interface ReviewValues {
  rating: number;
  headline: string;
  description: string;
  pros: string;
  cons: string;
  advice: string;
  benefits: string;
  visibility: string;
  position: string;
  tenure: string;
}

export const newReviewForm = () =>
  new FormState<ReviewValues>(
    {
      rating: 0,
      headline: '',
      description: '',
      pros: '',
      cons: '',
      advice: '',
      benefits: '',
      visibility: String(ReviewVisibility.Anonymous),
      position: '',
      tenure: '',
    },
    {
      rating: (value) => (value >= 1 && value <= 5 ? undefined : 'reviews.validation.ratingRequired'),
      headline: (value) =>
        !value.trim()
          ? 'reviews.validation.headlineRequired'
          : value.trim().length > HEADLINE_MAX
            ? 'reviews.validation.headlineTooLong'
            : undefined,
      description: (value) => (value.trim() ? undefined : 'reviews.validation.descriptionRequired'),
    },
  );

const optional = (value: string) => value.trim() || null;

/** CreateUpdateReview's body: with `id` it updates the talent's own review (pending again). */
export type ReviewBody = ReviewRequest & { id?: number };

/** reviews/createReview: a talent writes their one review of a company, or edits it (prefilled
 *  from getUserReview when the page is opened with ?reviewId=, else found among their reviews). */
export class ReviewEditorStore {
  readonly form = newReviewForm();
  /** The review being edited; null for a new one. */
  editingId: number | null = null;
  /** The talent's existing review was looked up (the form may show). */
  ready = false;
  sending = false;

  constructor(
    private readonly api: Api,
    readonly companyId: number,
  ) {
    makeAutoObservable<ReviewEditorStore, 'api'>(this, { api: false, form: false, companyId: false });
  }

  get isEditing(): boolean {
    return this.editingId !== null;
  }

  get showsAuthor(): boolean {
    return this.form.values.visibility === String(ReviewVisibility.ActualDetails);
  }

  /** Finds the talent's review of this company and fills the form with it; a failed look-up
   *  leaves a new review (the server answers a second one with a conflict). */
  async prepare(reviewId?: number): Promise<void> {
    let review: OwnReview | null = null;
    if (reviewId) {
      review = await this.api.reviews.getUserReview(reviewId).catch(() => null);
      if (review && review.companyId !== this.companyId) review = null;
    }
    if (!review) review = await findOwnReview(this.api, this.companyId).catch(() => null);
    runInAction(() => {
      if (review) this.fill(review);
      this.ready = true;
    });
  }

  fill(review: OwnReview): void {
    this.editingId = review.id;
    this.form.reset({
      rating: review.rating,
      headline: review.headline,
      description: review.description,
      pros: review.pros ?? '',
      cons: review.cons ?? '',
      advice: review.advice ?? '',
      benefits: review.benefits ?? '',
      visibility: String(review.visibility),
      position: review.position ?? '',
      tenure: review.tenure ?? '',
    });
  }

  get body(): ReviewBody {
    const values = this.form.values;
    const shown = this.showsAuthor;
    return {
      ...(this.editingId !== null ? { id: this.editingId } : {}),
      companyId: this.companyId,
      rating: values.rating,
      headline: values.headline.trim(),
      description: values.description.trim(),
      pros: optional(values.pros),
      cons: optional(values.cons),
      advice: optional(values.advice),
      benefits: optional(values.benefits),
      visibility: Number(values.visibility) as ReviewVisibility,
      position: shown ? optional(values.position) : null,
      tenure: shown ? optional(values.tenure) : null,
    };
  }

  /** Sends the review; the server's messages land under their fields. True when it was saved. */
  async submit(): Promise<boolean> {
    if (this.sending || !this.form.validate()) return false;
    this.sending = true;
    try {
      const body: ReviewBody = this.body;
      await this.api.company.createUpdateReview(body);
      return true;
    } catch (error) {
      this.form.applyServerErrors(error);
      return false;
    } finally {
      runInAction(() => (this.sending = false));
    }
  }
}
