import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { AdminContentApi, AdminKeyFactDefinition, KeyFactDefinitionInput } from '../../api/admin-content';
import { whileBusy, whileBusyWith } from '../base/busy';
import { createOrUpdate, type Editing } from '../base/editing';
import { Loadable } from '../base/Loadable';

/** The key-fact definitions as staff edit them: the list, the one open in the editor, and the
 *  saving and deleting flags. */
export class KeyFactsStore {
  readonly definitions: Loadable<AdminKeyFactDefinition[]>;
  editing: Editing<AdminKeyFactDefinition> = undefined;
  isSaving = false;
  deletingId: number | undefined = undefined;

  constructor(private readonly api: AdminContentApi) {
    this.definitions = new Loadable(api.getKeyFactDefinitions);
    makeAutoObservable<KeyFactsStore, 'api'>(this, { api: false, definitions: false, editing: observableRef });
  }

  startNew(): void {
    this.editing = 'new';
  }

  edit(definition: AdminKeyFactDefinition): void {
    this.editing = definition;
  }

  close(): void {
    this.editing = undefined;
  }

  /** Creates or updates the definition being edited, then reads the list again. Throws the server's refusal. */
  save(input: KeyFactDefinitionInput): Promise<void> {
    const editing = this.editing;
    return whileBusy(
      (busy) => (this.isSaving = busy),
      async () => {
        await createOrUpdate(editing, {
          create: () => this.api.createKeyFactDefinition(input),
          update: (id) => this.api.updateKeyFactDefinition(id, input),
        });
        runInAction(() => {
          this.editing = undefined;
        });
        await this.definitions.load();
      },
    );
  }

  /** Deletes a definition no company filled in; answers the server's confirmation text. Throws the server's refusal. */
  remove(id: number): Promise<string> {
    return whileBusyWith(
      (busy) => (this.deletingId = busy),
      id,
      async () => {
        const text = await this.api.deleteKeyFactDefinition(id);
        runInAction(() => {
          this.definitions.value = this.definitions.value?.filter((definition) => definition.id !== id);
        });
        return text;
      },
    );
  }
}
