import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Api } from '../../api';
import { REVIEW_REPLY_MAX } from '../../api/reviews';
import { FormState, type FieldMessage } from '../../lib/forms/form-state';
import { requestErrors } from './OwnReviewStore';

export interface ReplyValues {
  text: string;
}

/** The company's one public reply per approved review of its own company: written or edited in a
 *  form under the review, deleted after a confirmation; the list is reloaded after each change. */
export class ReviewReplyStore {
  readonly form = new FormState<ReplyValues>(
    { text: '' },
    {
      text: (value) =>
        !value.trim()
          ? 'reviews.replies.required'
          : value.trim().length > REVIEW_REPLY_MAX
            ? 'reviews.replies.tooLong'
            : undefined,
    },
  );
  /** The review whose reply form is open. */
  editingId: number | null = null;
  saving = false;
  /** The review whose reply is about to be deleted (the dialog is open). */
  confirmingDeleteId: number | null = null;
  deleting = false;
  deleteErrors: FieldMessage[] = [];

  constructor(
    private readonly api: Api,
    /** Reloads the reviews list after a change. */
    private readonly reload: () => Promise<void>,
  ) {
    makeAutoObservable<ReviewReplyStore, 'api' | 'reload'>(this, {
      api: false,
      reload: false,
      form: false,
      deleteErrors: observableRef,
    });
  }

  get remaining(): number {
    return REVIEW_REPLY_MAX - this.form.values.text.length;
  }

  /** Opens the form under a review, with its reply when it has one. */
  open(review: { id: number; reply: { text: string } | null }): void {
    this.form.reset({ text: review.reply?.text ?? '' });
    this.editingId = review.id;
  }

  close(): void {
    if (this.saving) return;
    this.editingId = null;
    this.form.reset();
  }

  /** Publishes the reply; the server's refusal shows under the field or above the buttons. */
  async save(): Promise<boolean> {
    const reviewId = this.editingId;
    if (reviewId === null || this.saving || !this.form.validate()) return false;
    this.saving = true;
    try {
      await this.api.reviews.replyToReview({ reviewId, text: this.form.values.text.trim() });
      runInAction(() => {
        this.editingId = null;
        this.form.reset();
      });
      await this.reload();
      return true;
    } catch (error) {
      this.form.applyServerErrors(error);
      return false;
    } finally {
      runInAction(() => (this.saving = false));
    }
  }

  askDelete(reviewId: number): void {
    this.deleteErrors = [];
    this.confirmingDeleteId = reviewId;
  }

  cancelDelete(): void {
    if (this.deleting) return;
    this.confirmingDeleteId = null;
    this.deleteErrors = [];
  }

  async remove(): Promise<boolean> {
    const reviewId = this.confirmingDeleteId;
    if (reviewId === null || this.deleting) return false;
    this.deleting = true;
    this.deleteErrors = [];
    try {
      await this.api.reviews.deleteReviewReply(reviewId);
      runInAction(() => {
        this.confirmingDeleteId = null;
        if (this.editingId === reviewId) this.editingId = null;
      });
      await this.reload();
      return true;
    } catch (error) {
      runInAction(() => (this.deleteErrors = requestErrors(error)));
      return false;
    } finally {
      runInAction(() => (this.deleting = false));
    }
  }
}
