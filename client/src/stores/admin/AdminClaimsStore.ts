import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { AdminClaimItem, AdminCompaniesApi } from '../../api/admin-companies';
import { ClaimStatus } from '../../api/enums';
import { PagedList } from '../base/PagedList';

export const ADMIN_CLAIMS_PAGE_SIZE = 10;

export type ClaimFilter = 'pending' | 'approved' | 'rejected' | 'all';
const STATUS_QUERY: Record<ClaimFilter, ClaimStatus | undefined> = {
  pending: ClaimStatus.Pending,
  approved: ClaimStatus.Approved,
  rejected: ClaimStatus.Rejected,
  all: undefined,
};

/** The claims queue: pending claims by default, approve, or reject with a reason. */
export class AdminClaimsStore {
  status: ClaimFilter = 'pending';
  rejecting: AdminClaimItem | undefined = undefined;
  approving: AdminClaimItem | undefined = undefined;
  busyId: number | undefined = undefined;
  readonly list: PagedList<AdminClaimItem>;

  constructor(
    private readonly api: AdminCompaniesApi,
    /** Told after a decision (an approval moves a page to its claimant). */
    private readonly onDecided: () => void = () => {},
  ) {
    this.list = new PagedList(
      (page, pageSize) => this.api.getClaims({ page, pageSize, status: STATUS_QUERY[this.status] }),
      ADMIN_CLAIMS_PAGE_SIZE,
    );
    makeAutoObservable<AdminClaimsStore, 'api' | 'onDecided'>(this, {
      api: false,
      onDecided: false,
      list: false,
      rejecting: observableRef,
      approving: observableRef,
    });
  }

  setStatus(status: ClaimFilter): void {
    this.status = status;
    void this.list.load(1);
  }

  openApprove(claim: AdminClaimItem): void {
    this.approving = claim;
  }

  openReject(claim: AdminClaimItem): void {
    this.rejecting = claim;
  }

  closeDialogs(): void {
    this.approving = undefined;
    this.rejecting = undefined;
  }

  /** Approves the claim of the open confirmation; throws the server's refusal. */
  confirmApprove(): Promise<void> {
    const claim = this.approving;
    return claim ? this.decide(claim, () => this.api.approveClaim(claim.id)) : Promise.resolve();
  }

  /** Rejects the claim of the open dialog with the reason; throws the server's refusal. */
  confirmReject(reason: string): Promise<void> {
    const claim = this.rejecting;
    return claim ? this.decide(claim, () => this.api.rejectClaim(claim.id, reason)) : Promise.resolve();
  }

  private async decide(claim: AdminClaimItem, call: () => Promise<AdminClaimItem>): Promise<void> {
    this.busyId = claim.id;
    try {
      await call();
      runInAction(() => this.closeDialogs());
      // Read again: the claim leaves a filtered queue, and an approval also rejects the page's other claims.
      void this.list.load();
      this.onDecided();
    } finally {
      runInAction(() => {
        this.busyId = undefined;
      });
    }
  }
}
