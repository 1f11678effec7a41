import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { AccountSearchQuery, AdminAccountItem, AdminAccountsApi } from '../../api/admin-accounts';
import { AccountKind } from '../../api/enums';
import { whileBusyWith } from '../base/busy';
import type { PagedList } from '../base/PagedList';
import { SearchedPagedList } from '../base/SearchedPagedList';

export const ADMIN_ACCOUNTS_PAGE_SIZE = 20;

export type KindFilter = 'all' | 'talents' | 'companies';
export type BlockFilter = 'all' | 'blocked' | 'active';

const KIND_QUERY: Record<KindFilter, AccountSearchQuery['type']> = {
  all: undefined,
  talents: AccountKind.User,
  companies: AccountKind.Company,
};
const BLOCK_QUERY: Record<BlockFilter, boolean | undefined> = { all: undefined, blocked: true, active: false };

/** The back office's accounts: the searched, filtered list, the account whose block is being
 *  asked for, and the block/unblock calls (the row changes in place). */
export class AdminAccountsStore {
  /** The account the block dialog is open for. */
  blocking: AdminAccountItem | undefined = undefined;
  /** The account a block or unblock call is under way for. */
  busyId: number | undefined = undefined;
  readonly search: SearchedPagedList<AdminAccountItem, { kind: KindFilter; block: BlockFilter }>;
  readonly list: PagedList<AdminAccountItem>;

  constructor(
    private readonly api: AdminAccountsApi,
    debounceMs?: number,
  ) {
    this.search = new SearchedPagedList(
      ({ search, kind, block }, page, pageSize) =>
        this.api.searchAccounts({ page, pageSize, search, type: KIND_QUERY[kind], blocked: BLOCK_QUERY[block] }),
      { filters: { kind: 'all', block: 'all' }, pageSize: ADMIN_ACCOUNTS_PAGE_SIZE, debounceMs },
    );
    this.list = this.search.list;
    makeAutoObservable<AdminAccountsStore, 'api'>(this, {
      api: false,
      search: false,
      list: false,
      blocking: observableRef,
    });
  }

  openBlock(account: AdminAccountItem): void {
    this.blocking = account;
  }

  closeBlock(): void {
    this.blocking = undefined;
  }

  /** Blocks the account of the open dialog; throws the server's refusal (the dialog shows it). */
  async confirmBlock(reason: string): Promise<void> {
    const account = this.blocking;
    if (!account) return;
    await this.change(account.id, () => this.api.blockAccount(account.id, reason));
    runInAction(() => {
      this.blocking = undefined;
    });
  }

  unblock(account: AdminAccountItem): Promise<void> {
    return this.change(account.id, () => this.api.unblockAccount(account.id));
  }

  dispose(): void {
    this.search.dispose();
  }

  private change(id: number, call: () => Promise<AdminAccountItem>): Promise<void> {
    return whileBusyWith(
      (busy) => (this.busyId = busy),
      id,
      async () => {
        const changed = await call();
        runInAction(() =>
          this.list.update(
            (item) => item.id === id,
            () => changed,
          ),
        );
      },
    );
  }
}
