import { makeAutoObservable, runInAction } from 'mobx';
import type { Api } from '../../api';
import { CLAIM_MESSAGE_MAX, type CompanyClaim } from '../../api/claims';
import { FormState } from '../../lib/forms/form-state';

export interface ClaimValues {
  message: string;
}

/** A company account asks to take over an unclaimed company page (staff decide in the back office). */
export class CompanyClaimStore {
  readonly form = new FormState<ClaimValues>(
    { message: '' },
    { message: (value) => (value.trim().length > CLAIM_MESSAGE_MAX ? 'claims.messageTooLong' : undefined) },
  );
  opened = false;
  sending = false;
  /** The claim sent from this page. */
  sent: CompanyClaim | null = null;

  constructor(
    private readonly api: Api,
    readonly companyId: number,
  ) {
    makeAutoObservable<CompanyClaimStore, 'api'>(this, { api: false, form: false, companyId: false });
  }

  open(): void {
    this.form.reset();
    this.opened = true;
  }

  close(): void {
    this.opened = false;
  }

  /** Sends the claim; the server's refusals (already pending, not claimable) show in the dialog. */
  async submit(): Promise<boolean> {
    if (!this.form.validate()) return false;
    this.sending = true;
    try {
      const claim = await this.api.claims.claimCompany(this.companyId, this.form.values.message.trim() || null);
      runInAction(() => {
        this.sent = claim;
        this.opened = false;
      });
      return true;
    } catch (error) {
      this.form.applyServerErrors(error);
      return false;
    } finally {
      runInAction(() => {
        this.sending = false;
      });
    }
  }
}
