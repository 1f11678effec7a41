import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Api } from '../../api';
import { ApiError } from '../../api/api-error';
import {
  VacancyApproval,
  VacancyStatus,
  type CompanyVacancyListItem,
  type CompanyVacancyPage,
} from '../../api/company-vacancies';
import { toastServerErrors, type Toast } from './VacancyMessages';
import { COMPANY_VACANCIES_PAGE_SIZE } from '../../../../shared/list-settings';

/** How many vacancies one page of a panel list shows. */
export const VACANCY_LIST_PAGE_SIZE = COMPANY_VACANCIES_PAGE_SIZE;

export type VacancyAction = 'end' | 'renew' | 'delete';

/** The panel's three lists by their path and the wire value of `Type` (spec points 2 and 3). */
export const VACANCY_LISTS = [
  { type: VacancyStatus.Active, path: 'active' },
  { type: VacancyStatus.Ended, path: 'ended' },
  { type: VacancyStatus.Draft, path: 'drafts' },
] as const;

export type VacancyListPath = (typeof VACANCY_LISTS)[number]['path'];

export const listPathOf = (status: VacancyStatus): VacancyListPath =>
  VACANCY_LISTS.find((list) => list.type === status)?.path ?? 'active';

const answerApproval = (answer: unknown): VacancyApproval | undefined =>
  typeof answer === 'object' && answer !== null && 'approval' in answer
    ? (answer as { approval: VacancyApproval }).approval
    : undefined;

/** One of the company panel's vacancy lists (active, ended or drafts), a page at a time, with the
 *  actions on its cards: end (active), renew (ended), delete (any, after a question). A card whose
 *  vacancy leaves the list goes at once. */
export class VacancyListStore {
  page = 1;
  result: CompanyVacancyPage | undefined = undefined;
  error: ApiError | undefined = undefined;
  isLoading = false;
  /** The action running on each card, by vacancy id. */
  busy: Record<number, VacancyAction> = {};
  /** The vacancy the delete question is about. */
  deleting: CompanyVacancyListItem | null = null;
  private request = 0;

  constructor(
    private readonly deps: { api: Api; toast: Toast },
    readonly type: VacancyStatus,
  ) {
    makeAutoObservable<VacancyListStore, 'deps' | 'request'>(this, {
      deps: false,
      request: false,
      type: false,
      result: observableRef,
      error: observableRef,
      busy: observableRef,
      deleting: observableRef,
    });
  }

  get items(): CompanyVacancyListItem[] {
    return this.result?.items ?? [];
  }

  get pageCount(): number {
    return this.result
      ? Math.max(1, Math.ceil(this.result.totalCount / (this.result.pageSize || VACANCY_LIST_PAGE_SIZE)))
      : 1;
  }

  get isEmpty(): boolean {
    return this.result !== undefined && this.items.length === 0;
  }

  /** A page of the list; an answer that comes after a newer request is dropped. */
  async load(page = this.page): Promise<void> {
    const request = ++this.request;
    this.page = page;
    this.isLoading = true;
    this.error = undefined;
    try {
      const result = await this.deps.api.companyVacancies.getVacancies(this.type, page, VACANCY_LIST_PAGE_SIZE);
      runInAction(() => {
        if (request === this.request) this.result = result;
      });
    } catch (error) {
      runInAction(() => {
        if (request === this.request) this.error = error instanceof ApiError ? error : new ApiError(0);
      });
    } finally {
      runInAction(() => {
        if (request === this.request) this.isLoading = false;
      });
    }
  }

  /** The first page, unless a page is here or on its way. */
  ensureLoaded(): void {
    if (!this.result && !this.isLoading) void this.load(1);
  }

  setPage(page: number): void {
    void this.load(page);
  }

  busyWith(id: number): VacancyAction | undefined {
    return this.busy[id];
  }

  /** Ends an active vacancy: it moves to the ended list. */
  end(item: CompanyVacancyListItem): Promise<boolean> {
    return this.run(
      item,
      'end',
      () => this.deps.api.companyVacancies.end(item.id),
      () => {
        this.deps.toast('success', { key: 'companyVacancies.toasts.ended' });
      },
    );
  }

  /** Publishes an ended vacancy again: it moves to the active list (an unverified company's waits
   *  for staff approval first). */
  renew(item: CompanyVacancyListItem): Promise<boolean> {
    return this.run(
      item,
      'renew',
      () => this.deps.api.companyVacancies.renew(item.id),
      (answer) => {
        this.deps.toast('success', { key: 'companyVacancies.toasts.renewed' });
        if (answerApproval(answer) === VacancyApproval.Pending)
          this.deps.toast('info', { key: 'companyVacancies.toasts.waitsForApproval' });
      },
    );
  }

  requestDelete(item: CompanyVacancyListItem): void {
    this.deleting = item;
  }

  cancelDelete(): void {
    this.deleting = null;
  }

  /** Deletes the vacancy the question is about: it is gone from every list. */
  async confirmDelete(): Promise<boolean> {
    const item = this.deleting;
    if (!item) return false;
    const done = await this.run(
      item,
      'delete',
      () => this.deps.api.companyVacancies.remove(item.id),
      () => {
        this.deps.toast('success', { key: 'companyVacancies.toasts.deleted' });
      },
    );
    runInAction(() => {
      if (done || this.deleting === item) this.deleting = null;
    });
    return done;
  }

  private async run(
    item: CompanyVacancyListItem,
    action: VacancyAction,
    send: () => Promise<unknown>,
    onDone: (answer: unknown) => void,
  ): Promise<boolean> {
    if (this.busy[item.id]) return false;
    this.busy = { ...this.busy, [item.id]: action };
    try {
      const answer = await send();
      runInAction(() => this.remove(item.id));
      onDone(answer);
      return true;
    } catch (error) {
      toastServerErrors(this.deps.toast, error);
      return false;
    } finally {
      runInAction(() => {
        const { [item.id]: _done, ...rest } = this.busy;
        this.busy = rest;
      });
    }
  }

  /** Takes a vacancy off this list; an emptied page is filled again from the server. */
  private remove(id: number): void {
    const result = this.result;
    if (!result) return;
    const items = result.items.filter((item) => item.id !== id);
    const totalCount = Math.max(0, result.totalCount - (items.length < result.items.length ? 1 : 0));
    this.result = { ...result, items, totalCount };
    if (items.length === 0 && totalCount > 0)
      void this.load(Math.min(this.page, Math.ceil(totalCount / VACANCY_LIST_PAGE_SIZE)));
  }
}
