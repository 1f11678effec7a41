import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { AdminContentApi, AdminFaqItem, FaqItemInput } from '../../api/admin-content';
import type { FaqCategory } from '../../api/static';
import { whileBusy, whileBusyWith } from '../base/busy';
import { createOrUpdate, type Editing } from '../base/editing';
import { Loadable } from '../base/Loadable';

export const FAQ_GROUPS: readonly FaqCategory[] = ['employers', 'talents', 'general'];

/** The FAQ as staff edit it: every question, the one open in the editor, and the saving, moving
 *  and deleting flags. */
export class FaqStore {
  readonly items: Loadable<AdminFaqItem[]>;
  /** A question being edited, `new` for a new one, nothing while the list shows. */
  editing: Editing<AdminFaqItem> = undefined;
  isSaving = false;
  movingId: number | undefined = undefined;
  deletingId: number | undefined = undefined;

  /** `onChanged`: after every change (the public FAQ this visit read is read again). */
  constructor(
    private readonly api: AdminContentApi,
    private readonly onChanged: () => void = () => {},
  ) {
    this.items = new Loadable(api.getFaq);
    makeAutoObservable<FaqStore, 'api' | 'onChanged'>(this, {
      api: false,
      onChanged: false,
      items: false,
      editing: observableRef,
    });
  }

  group(category: FaqCategory): AdminFaqItem[] {
    return (this.items.value ?? []).filter((item) => item.category === category);
  }

  startNew(): void {
    this.editing = 'new';
  }

  edit(item: AdminFaqItem): void {
    this.editing = item;
  }

  close(): void {
    this.editing = undefined;
  }

  /** Creates or updates the question being edited, then reads the FAQ again. Throws the server's refusal. */
  save(input: FaqItemInput): Promise<void> {
    const editing = this.editing;
    return whileBusy(
      (busy) => (this.isSaving = busy),
      async () => {
        await createOrUpdate(editing, {
          create: () => this.api.createFaqItem(input),
          update: (id) => this.api.updateFaqItem(id, input),
        });
        runInAction(() => {
          this.editing = undefined;
        });
        this.onChanged();
        await this.items.load();
      },
    );
  }

  /** Moves a question one place up (-1) or down (+1) in its group. Throws the server's refusal. */
  async move(item: AdminFaqItem, step: -1 | 1): Promise<void> {
    const ids = this.group(item.category).map((other) => other.id);
    const from = ids.indexOf(item.id);
    const to = from + step;
    if (from < 0 || to < 0 || to >= ids.length) return;
    [ids[from], ids[to]] = [ids[to]!, ids[from]!];
    await whileBusyWith(
      (busy) => (this.movingId = busy),
      item.id,
      async () => {
        const all = await this.api.reorderFaq(item.category, ids);
        runInAction(() => {
          this.items.value = all;
        });
        this.onChanged();
      },
    );
  }

  /** Deletes a question; answers the server's confirmation text. Throws the server's refusal. */
  remove(id: number): Promise<string> {
    return whileBusyWith(
      (busy) => (this.deletingId = busy),
      id,
      async () => {
        const text = await this.api.deleteFaqItem(id);
        runInAction(() => {
          this.items.value = this.items.value?.filter((item) => item.id !== id);
        });
        this.onChanged();
        return text;
      },
    );
  }
}
