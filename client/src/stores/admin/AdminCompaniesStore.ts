import { makeAutoObservable, runInAction } from 'mobx';
import type { AdminCompaniesApi, AdminCompanyItem, CompanyPageInput } from '../../api/admin-companies';
import { whileBusy, whileBusyWith } from '../base/busy';
import type { PagedList } from '../base/PagedList';
import { SearchedPagedList } from '../base/SearchedPagedList';

export const ADMIN_COMPANIES_PAGE_SIZE = 20;

export type YesNoFilter = 'all' | 'yes' | 'no';
const asBoolean = (filter: YesNoFilter) => (filter === 'all' ? undefined : filter === 'yes');

/** The back office's companies: the searched, filtered list, verification (the row changes in
 *  place) and new unclaimed pages. */
export class AdminCompaniesStore {
  /** The company a verify or revoke call is under way for. */
  busyId: number | undefined = undefined;
  isCreateOpen = false;
  isCreating = false;
  readonly search: SearchedPagedList<AdminCompanyItem, { verified: YesNoFilter; claimable: YesNoFilter }>;
  readonly list: PagedList<AdminCompanyItem>;

  constructor(
    private readonly api: AdminCompaniesApi,
    debounceMs?: number,
  ) {
    this.search = new SearchedPagedList(
      ({ search, verified, claimable }, page, pageSize) =>
        this.api.searchCompanies({
          page,
          pageSize,
          search,
          verified: asBoolean(verified),
          claimable: asBoolean(claimable),
        }),
      { filters: { verified: 'all', claimable: 'all' }, pageSize: ADMIN_COMPANIES_PAGE_SIZE, debounceMs },
    );
    this.list = this.search.list;
    makeAutoObservable<AdminCompaniesStore, 'api'>(this, { api: false, search: false, list: false });
  }

  /** Verifies or revokes; throws the server's refusal. */
  setVerification(company: AdminCompanyItem, verified: boolean): Promise<AdminCompanyItem> {
    return whileBusyWith(
      (busy) => (this.busyId = busy),
      company.id,
      async () => {
        const changed = verified
          ? await this.api.verifyCompany(company.id)
          : await this.api.revokeVerification(company.id);
        runInAction(() =>
          this.list.update(
            (item) => item.id === company.id,
            () => changed,
          ),
        );
        return changed;
      },
    );
  }

  openCreate(): void {
    this.isCreateOpen = true;
  }

  closeCreate(): void {
    this.isCreateOpen = false;
  }

  /** Creates an unclaimed page; the list is read again from its first page. Throws the server's refusal. */
  createPage(input: CompanyPageInput): Promise<AdminCompanyItem> {
    return whileBusy(
      (busy) => (this.isCreating = busy),
      async () => {
        const created = await this.api.createCompanyPage(input);
        runInAction(() => {
          this.isCreateOpen = false;
        });
        void this.list.load(1);
        return created;
      },
    );
  }

  /** A claim decided elsewhere changed a page's owner: the page shown is read again. */
  refresh(): void {
    if (this.list.isLoaded) void this.list.load();
  }

  dispose(): void {
    this.search.dispose();
  }
}
