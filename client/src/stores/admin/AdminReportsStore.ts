import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { type AdminReport, type AdminReportsApi, ReportStatus } from '../../api/admin-reports';
import { ApiError } from '../../api/api-error';
import { ReportItemType } from '../../api/reports';
import { PagedList } from '../base/PagedList';

export const ADMIN_REPORTS_PAGE_SIZE = 10;

export type StatusFilter = 'open' | 'dismissed' | 'actioned' | 'all';
export type ItemFilter = 'all' | 'vacancies' | 'companies' | 'reviews' | 'invitations';

const STATUSES: Record<StatusFilter, ReportStatus | undefined> = {
  open: ReportStatus.Open,
  dismissed: ReportStatus.Dismissed,
  actioned: ReportStatus.Actioned,
  all: undefined,
};
const ITEM_TYPES: Record<ItemFilter, ReportItemType | undefined> = {
  all: undefined,
  vacancies: ReportItemType.Vacancy,
  companies: ReportItemType.Company,
  reviews: ReportItemType.Review,
  invitations: ReportItemType.Invitation,
};

/** The back office's reports queue: the reports by status and item type, page by page, and the
 *  actions (hide the item, dismiss, block the account behind it; an invitation's: dismiss, suspend
 *  the company's invitations). An action resolves every
 *  open report of the item, so the page is read again after it. */
export class AdminReportsStore {
  status: StatusFilter = 'open';
  itemType: ItemFilter = 'all';
  /** The report an action is on its way for. */
  busyId: number | undefined = undefined;
  /** The report whose item is about to be hidden (the confirmation shows). */
  hiding: AdminReport | undefined = undefined;
  /** The report whose account is about to be blocked (the reason dialog shows). */
  blocking: AdminReport | undefined = undefined;
  /** The invitation report whose company's invitations are about to be suspended (the reason dialog shows). */
  suspending: AdminReport | undefined = undefined;
  readonly list: PagedList<AdminReport>;

  constructor(private readonly api: AdminReportsApi) {
    this.list = new PagedList(
      (page, pageSize) =>
        this.api.getReports({ page, pageSize, status: STATUSES[this.status], itemType: ITEM_TYPES[this.itemType] }),
      ADMIN_REPORTS_PAGE_SIZE,
    );
    makeAutoObservable<AdminReportsStore, 'api'>(this, {
      api: false,
      list: false,
      hiding: observableRef,
      blocking: observableRef,
      suspending: observableRef,
    });
  }

  setStatus(status: StatusFilter): void {
    this.status = status;
    void this.list.load(1);
  }

  setItemType(itemType: ItemFilter): void {
    this.itemType = itemType;
    void this.list.load(1);
  }

  openHide(report: AdminReport): void {
    this.hiding = report;
  }

  closeHide(): void {
    if (this.busyId === undefined) this.hiding = undefined;
  }

  /** Hides the item of the report being confirmed. Throws the server's refusal. */
  async confirmHide(): Promise<AdminReport | undefined> {
    const report = this.hiding;
    if (!report) return undefined;
    const done = await this.act(report, () => this.api.hideReportedItem(report.id));
    runInAction(() => {
      this.hiding = undefined;
    });
    return done;
  }

  /** Throws the server's refusal. */
  dismiss(report: AdminReport): Promise<AdminReport> {
    return this.act(report, () => this.api.dismissReport(report.id));
  }

  openBlock(report: AdminReport): void {
    this.blocking = report;
  }

  closeBlock(): void {
    if (this.busyId === undefined) this.blocking = undefined;
  }

  /** Blocks the owner of the report's item with the reason; throws the server's refusal. */
  async confirmBlock(reason: string): Promise<AdminReport | undefined> {
    const report = this.blocking;
    if (!report) return undefined;
    const done = await this.act(report, () => this.api.blockReportedAccount(report.id, reason));
    runInAction(() => {
      this.blocking = undefined;
    });
    return done;
  }

  openSuspend(report: AdminReport): void {
    this.suspending = report;
  }

  closeSuspend(): void {
    if (this.busyId === undefined) this.suspending = undefined;
  }

  /** Suspends the invitations of the company behind the report's invitation with the reason;
   *  throws the server's refusal. */
  async confirmSuspend(reason: string): Promise<AdminReport | undefined> {
    const report = this.suspending;
    if (!report) return undefined;
    const done = await this.act(report, () => this.api.suspendReportedInvitations(report.id, reason));
    runInAction(() => {
      this.suspending = undefined;
    });
    return done;
  }

  private async act(report: AdminReport, send: () => Promise<AdminReport>): Promise<AdminReport> {
    this.busyId = report.id;
    try {
      const done = await send();
      void this.list.load();
      return done;
    } catch (error) {
      if (error instanceof ApiError && (error.status === 404 || error.status === 409)) void this.list.load();
      throw error;
    } finally {
      runInAction(() => {
        this.busyId = undefined;
      });
    }
  }
}
