import { makeAutoObservable, runInAction } from 'mobx';
import { Loadable } from '../base/Loadable';

/** One document staff edit as a whole (a static page, the hero, an SEO text): its loaded value,
 *  and saving it, which replaces the value with the server's answer. */
export class EditableDocument<T, Input> {
  readonly current: Loadable<T>;
  isSaving = false;

  constructor(
    load: () => Promise<T>,
    private readonly store: (input: Input) => Promise<T>,
  ) {
    this.current = new Loadable(load);
    makeAutoObservable<EditableDocument<T, Input>, 'store'>(this, { current: false, store: false });
  }

  /** Saves; throws the server's refusal. */
  async save(input: Input): Promise<T> {
    this.isSaving = true;
    try {
      const saved = await this.store(input);
      runInAction(() => {
        this.current.value = saved;
      });
      return saved;
    } finally {
      runInAction(() => {
        this.isSaving = false;
      });
    }
  }
}
