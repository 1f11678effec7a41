import { makeAutoObservable } from 'mobx';
import type { CompanyInvitationView, InvitationStatus, DirectoryApi } from '../../../api/talent-directory';
import { PagedList } from '../../base/PagedList';
import { directoryRefusal } from './directory-access';

export const COMPANY_INVITATIONS_PAGE_SIZE = 20;

/** /companyPanel/invitations: the company's invitations, a page at a time, of one status or all. */
export class CompanyInvitationsStore {
  status: InvitationStatus | null = null;
  readonly list: PagedList<CompanyInvitationView>;

  constructor(deps: { api: DirectoryApi; status?: InvitationStatus | null }) {
    this.status = deps.status ?? null;
    this.list = new PagedList(
      (page, pageSize) => deps.api.talentDirectory.getCompanyInvitations(this.status, page, pageSize),
      COMPANY_INVITATIONS_PAGE_SIZE,
    );
    makeAutoObservable(this, { list: false });
  }

  get refusal(): string | undefined {
    return directoryRefusal(this.list.error);
  }

  setStatus(status: InvitationStatus | null): void {
    this.status = status;
    void this.list.load(1);
  }
}
