import { makeAutoObservable, runInAction } from 'mobx';
import { toastServerErrors } from '../VacancyMessages';
import type { ApplicantsDeps } from './cv-download';

/** The company's choice to send a polite mail to the talents it rejects; a change shows at once
 *  and goes back when the server refuses it. */
export class RejectionMailStore {
  enabled = false;
  isLoaded = false;
  isSaving = false;

  constructor(private readonly deps: ApplicantsDeps) {
    makeAutoObservable<RejectionMailStore, 'deps'>(this, { deps: false });
  }

  async load(): Promise<void> {
    try {
      const answer = await this.deps.api.companyApplicants.getRejectionMailSetting();
      runInAction(() => {
        this.enabled = answer.sendRejectionMail;
        this.isLoaded = true;
      });
    } catch (error) {
      toastServerErrors(this.deps.toast, error);
    }
  }

  async set(enabled: boolean): Promise<void> {
    if (this.isSaving || !this.isLoaded) return;
    const before = this.enabled;
    this.enabled = enabled;
    this.isSaving = true;
    try {
      const answer = await this.deps.api.companyApplicants.updateRejectionMailSetting(enabled);
      runInAction(() => (this.enabled = answer.sendRejectionMail));
      this.deps.toast('success', {
        key: answer.sendRejectionMail ? 'applicants.rejectionMail.turnedOn' : 'applicants.rejectionMail.turnedOff',
      });
    } catch (error) {
      runInAction(() => (this.enabled = before));
      toastServerErrors(this.deps.toast, error);
    } finally {
      runInAction(() => (this.isSaving = false));
    }
  }
}
