import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { VacancyFit } from '../../../api/company-applicants';
import type { CompanyVacancyListItem } from '../../../api/company-vacancies';
import {
  INVITATION_MESSAGE_MAX,
  InvitationStatus,
  type DirectoryTalentView,
  type DirectoryApi,
} from '../../../api/talent-directory';
import { FormState } from '../../../lib/forms/form-state';
import { Loadable } from '../../base/Loadable';
import { whileBusy } from '../../base/busy';
import type { Toast } from '../VacancyMessages';
import { directoryRefusal } from './directory-access';
import { openVacancies } from './open-vacancies';

export interface InviteValues {
  vacancyId: number | null;
  message: string;
}

export const inviteRules = {
  vacancyId: (value: number | null) => (value === null ? 'talentSearch.invite.chooseVacancy' : undefined),
  message: (value: string) =>
    value.trim() === ''
      ? 'talentSearch.invite.messageRequired'
      : value.length > INVITATION_MESSAGE_MAX
        ? 'talentSearch.invite.messageTooLong'
        : undefined,
};

/** /companyPanel/talents/:talentId: one anonymous profile (or the contact the talent revealed by
 *  accepting), and the form inviting the talent to one of the company's active vacancies. */
export class TalentPageStore {
  readonly talent: Loadable<DirectoryTalentView>;
  readonly vacancies: Loadable<CompanyVacancyListItem[]>;
  readonly form = new FormState<InviteValues>({ vacancyId: null, message: '' }, inviteRules);
  sending = false;
  /** The server's explanation when the company may not invite (403 on InviteTalent). */
  inviteRefusal: string | undefined = undefined;
  /** How the talent fits the vacancy chosen in the invite form; null: none chosen (or not yet read). */
  fit: VacancyFit | null = null;
  private fitRequest = 0;

  constructor(
    private readonly deps: { api: DirectoryApi; toast: Toast },
    readonly talentId: string,
  ) {
    this.talent = new Loadable(() => deps.api.talentDirectory.getTalent(talentId));
    // Only an approved active vacancy can take an invitation.
    this.vacancies = new Loadable(() => openVacancies(deps.api));
    makeAutoObservable<TalentPageStore, 'deps' | 'fitRequest'>(this, {
      deps: false,
      fitRequest: false,
      fit: observableRef,
      talent: false,
      vacancies: false,
      form: false,
      talentId: false,
    });
  }

  /** The server's explanation when the company may not see the directory (403). */
  get refusal(): string | undefined {
    return directoryRefusal(this.talent.error);
  }

  get isNotFound(): boolean {
    return this.talent.error?.status === 404;
  }

  /** A pending invitation of this company stands: a second one is refused until it is answered. */
  get hasPendingInvitation(): boolean {
    return this.talent.value?.invitation?.status === InvitationStatus.Pending;
  }

  start(): void {
    void this.talent.load();
    void this.vacancies.ensureLoaded();
  }

  /** Texts come in the request's language: the profile and the fit again after a switch. */
  reload(): void {
    void this.talent.load();
    void this.loadFit();
  }

  /** The invite form's vacancy, and the talent's fit to it. */
  chooseVacancy(vacancyId: number | null): void {
    this.form.set('vacancyId', vacancyId);
    void this.loadFit();
  }

  /** The fit to the form's vacancy (the profile read again with it); a failure just shows none. */
  private async loadFit(): Promise<void> {
    const request = ++this.fitRequest;
    const vacancyId = this.form.values.vacancyId;
    if (vacancyId === null) {
      this.fit = null;
      return;
    }
    try {
      const answer = await this.deps.api.talentDirectory.getTalent(this.talentId, vacancyId);
      runInAction(() => {
        if (request === this.fitRequest) this.fit = answer.vacancyFit;
      });
    } catch {
      runInAction(() => {
        if (request === this.fitRequest) this.fit = null;
      });
    }
  }

  async invite(): Promise<void> {
    const { form } = this;
    if (!form.validate()) return;
    this.inviteRefusal = undefined;
    try {
      const sent = await whileBusy(
        (busy) => (this.sending = busy),
        () =>
          this.deps.api.talentDirectory.inviteTalent({
            talentId: this.talentId,
            vacancyId: form.values.vacancyId!,
            message: form.values.message.trim(),
          }),
      );
      runInAction(() => {
        const talent = this.talent.value;
        if (talent) this.talent.value = { ...talent, invitation: { id: sent.id, status: sent.status } };
        form.reset();
        this.fit = null;
        this.fitRequest++;
      });
      this.deps.toast('success', { key: 'talentSearch.invite.sent' });
    } catch (error) {
      const refusal = directoryRefusal(error);
      if (refusal !== undefined) runInAction(() => (this.inviteRefusal = refusal));
      else form.applyServerErrors(error);
    }
  }
}
