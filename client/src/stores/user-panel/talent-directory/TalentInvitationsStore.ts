import { makeAutoObservable } from 'mobx';
import type { DeclineReason, TalentInvitationView, DirectoryApi } from '../../../api/talent-directory';
import { PagedList } from '../../base/PagedList';
import { whileBusyWith } from '../../base/busy';
import { toastServerErrors, type Toast } from '../../company-panel/VacancyMessages';

export const TALENT_INVITATIONS_PAGE_SIZE = 20;

/** The companies' invitations of the talent, a page at a time, answered with accept or decline
 *  (an answered invitation stays in the list with its new status). */
export class TalentInvitationsStore {
  readonly list: PagedList<TalentInvitationView>;
  /** The invitation being answered. */
  busyId: number | undefined = undefined;
  /** The invitation whose decline dialog is open. */
  declining: TalentInvitationView | undefined = undefined;

  constructor(private readonly deps: { api: DirectoryApi; toast: Toast }) {
    this.list = new PagedList(
      (page, pageSize) => deps.api.talentDirectory.getTalentInvitations(page, pageSize),
      TALENT_INVITATIONS_PAGE_SIZE,
    );
    makeAutoObservable<TalentInvitationsStore, 'deps'>(this, { deps: false, list: false });
  }

  async accept(invitation: TalentInvitationView): Promise<void> {
    if (await this.answer(invitation.id, () => this.deps.api.talentDirectory.acceptInvitation(invitation.id)))
      this.deps.toast('success', { key: 'talentDirectory.invitations.accepted' });
  }

  openDecline(invitation: TalentInvitationView): void {
    this.declining = invitation;
  }

  closeDecline(): void {
    this.declining = undefined;
  }

  async decline(reason: DeclineReason | null): Promise<void> {
    const invitation = this.declining;
    if (!invitation) return;
    const done = await this.answer(invitation.id, () =>
      this.deps.api.talentDirectory.declineInvitation(invitation.id, reason ?? undefined),
    );
    if (done) {
      this.closeDecline();
      this.deps.toast('success', { key: 'talentDirectory.invitations.declined' });
    }
  }

  private async answer(id: number, call: () => Promise<TalentInvitationView>): Promise<boolean> {
    try {
      const answered = await whileBusyWith((busy) => (this.busyId = busy), id, call);
      this.list.update(
        (item) => item.id === id,
        () => answered,
      );
      return true;
    } catch (error) {
      toastServerErrors(this.deps.toast, error);
      return false;
    }
  }
}
