import { makeAutoObservable, runInAction } from 'mobx';
import { REPORT_DETAILS_MAX, type ReportItemType, type ReportReason, type ReportsApi } from '../../api/reports';
import { FormState } from '../../lib/forms/form-state';

interface ReportValues {
  /** As a Radio.Group value: '1' fake, '2' spam, '3' offensive; '' none chosen yet. */
  reason: string;
  details: string;
}

/** Reporting one item (a vacancy, a company page, a review, an invitation): the dialog's state, its reason and
 *  details, and sending them. */
export class ReportStore {
  isOpen = false;
  isSending = false;
  readonly form = new FormState<ReportValues>(
    { reason: '', details: '' },
    {
      reason: (value) => (value ? undefined : 'reportContent.reasonRequired'),
      details: (value) => (value.trim().length > REPORT_DETAILS_MAX ? 'reportContent.detailsTooLong' : undefined),
    },
  );

  constructor(
    private readonly api: ReportsApi,
    private readonly itemType: ReportItemType,
    private readonly itemId: number,
  ) {
    makeAutoObservable<ReportStore, 'api' | 'itemType' | 'itemId'>(this, {
      api: false,
      itemType: false,
      itemId: false,
      form: false,
    });
  }

  open(): void {
    this.form.reset();
    this.isOpen = true;
  }

  close(): void {
    if (!this.isSending) this.isOpen = false;
  }

  /** Sends the report; answers the server's thank-you, or nothing when it was refused (the
   *  messages show in the dialog, which stays open). */
  async submit(): Promise<string | undefined> {
    if (!this.form.validate()) return undefined;
    this.isSending = true;
    try {
      const details = this.form.values.details.trim();
      const thanks = await this.api.createReport({
        itemType: this.itemType,
        itemId: this.itemId,
        reason: Number(this.form.values.reason) as ReportReason,
        ...(details ? { details } : {}),
      });
      runInAction(() => {
        this.isOpen = false;
      });
      return thanks;
    } catch (error) {
      this.form.applyServerErrors(error);
      return undefined;
    } finally {
      runInAction(() => {
        this.isSending = false;
      });
    }
  }
}
