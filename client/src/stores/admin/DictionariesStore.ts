import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import {
  DictionaryType,
  type AdminContentApi,
  type AdminDictionaryItem,
  type DictionaryItemInput,
} from '../../api/admin-content';
import type { DictionaryRef } from '../../api/common';
import { whileBusy, whileBusyWith } from '../base/busy';
import { createOrUpdate, deleteFromList, type Editing } from '../base/editing';
import { Loadable } from '../base/Loadable';
import type { PagedList } from '../base/PagedList';
import { SearchedPagedList } from '../base/SearchedPagedList';

export const DICTIONARY_PAGE_SIZE = 20;

/** The list whose top-level items may be an item's parent (the server's rule); the other lists are flat. */
export const PARENT_TYPE: Partial<Record<DictionaryType, DictionaryType>> = {
  [DictionaryType.Technology]: DictionaryType.TechnologyCategory,
  [DictionaryType.JobFunction]: DictionaryType.JobFunction,
  [DictionaryType.Benefit]: DictionaryType.Benefit,
};

/** The back office's dictionaries: one list at a time (search, paging), the item open in the
 *  editor with the parents it may have, and the saving, icon upload and deleting flags. */
export class DictionariesStore {
  editing: Editing<AdminDictionaryItem> = undefined;
  /** The possible parents of the item being edited (lists with parents only). */
  parents: Loadable<DictionaryRef[]> | undefined = undefined;
  isSaving = false;
  isUploadingIcon = false;
  deletingId: number | undefined = undefined;
  /** The list shown (its type is a filter) and its search. */
  readonly search: SearchedPagedList<AdminDictionaryItem, { type: DictionaryType }>;
  readonly list: PagedList<AdminDictionaryItem>;

  constructor(
    private readonly api: AdminContentApi,
    /** The top-level items of a list (the public dictionary). */
    private readonly topLevelItems: (type: DictionaryType) => Promise<DictionaryRef[]>,
    /** After every change (public lists this visit read are read again). */
    private readonly onChanged: () => void = () => {},
    debounceMs?: number,
  ) {
    this.search = new SearchedPagedList(
      ({ type, search }, page, pageSize) => this.api.getDictionaryItems({ type, search, page, pageSize }),
      { filters: { type: DictionaryType.Technology }, pageSize: DICTIONARY_PAGE_SIZE, debounceMs },
    );
    this.list = this.search.list;
    makeAutoObservable<DictionariesStore, 'api' | 'topLevelItems' | 'onChanged'>(this, {
      api: false,
      topLevelItems: false,
      onChanged: false,
      search: false,
      list: false,
      editing: observableRef,
      parents: observableRef,
    });
  }

  /** The list shown. */
  get type(): DictionaryType {
    return this.search.filters.type;
  }

  startNew(): void {
    this.open('new');
  }

  edit(item: AdminDictionaryItem): void {
    this.open(item);
  }

  close(): void {
    this.editing = undefined;
    this.parents = undefined;
  }

  /** Creates (in the list shown) or updates the item being edited; the page is read again. Throws the server's refusal. */
  save(input: DictionaryItemInput): Promise<AdminDictionaryItem> {
    const editing = this.editing;
    return whileBusy(
      (busy) => (this.isSaving = busy),
      async () => {
        const saved = await createOrUpdate(editing, {
          create: () => this.api.createDictionaryItem(this.type, input),
          update: (id) => this.api.updateDictionaryItem(id, input),
        });
        runInAction(() => this.close());
        this.onChanged();
        void this.list.load(this.list.page);
        return saved;
      },
    );
  }

  /** Stores a picked icon; answers its address for the item's iconUrl. */
  uploadIcon(file: File): Promise<string> {
    return whileBusy(
      (busy) => (this.isUploadingIcon = busy),
      async () => (await this.api.uploadDictionaryIcon(file)).url,
    );
  }

  /** Deletes an unused item; answers the server's confirmation text. Throws the server's refusal. */
  remove(id: number): Promise<string> {
    return whileBusyWith(
      (busy) => (this.deletingId = busy),
      id,
      async () => {
        const text = await deleteFromList(this.list, id, (itemId) => this.api.deleteDictionaryItem(itemId));
        this.onChanged();
        return text;
      },
    );
  }

  dispose(): void {
    this.search.dispose();
  }

  private open(item: AdminDictionaryItem | 'new'): void {
    this.editing = item;
    const parentType = PARENT_TYPE[this.type];
    this.parents = parentType === undefined ? undefined : new Loadable(() => this.topLevelItems(parentType));
    void this.parents?.load();
  }
}
