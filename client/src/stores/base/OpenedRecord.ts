import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { ApiError } from '../../api/api-error';

/** One server record shown while it is open (a drawer, a dialog): opened by its id, loaded with a
 *  loading flag and error; an answer for a record closed or replaced meanwhile is dropped. */
export class OpenedRecord<T> {
  id: number | null = null;
  value: T | undefined = undefined;
  error: ApiError | undefined = undefined;
  isLoading = false;
  private request = 0;

  constructor(
    private readonly fetch: (id: number) => Promise<T>,
    private readonly onLoaded: (value: T) => void = () => {},
  ) {
    makeAutoObservable<OpenedRecord<T>, 'request' | 'fetch' | 'onLoaded'>(this, {
      request: false,
      fetch: false,
      onLoaded: false,
      value: observableRef,
      error: observableRef,
    });
  }

  get isOpen(): boolean {
    return this.id !== null;
  }

  open(id: number): void {
    this.id = id;
    this.value = undefined;
    void this.load();
  }

  close(): void {
    this.id = null;
    this.request++;
  }

  /** Replaces the value shown (after a change the server confirmed). */
  set(value: T): void {
    this.value = value;
  }

  async load(): Promise<void> {
    const id = this.id;
    if (id === null) return;
    const request = ++this.request;
    this.isLoading = true;
    this.error = undefined;
    try {
      const value = await this.fetch(id);
      if (request !== this.request) return;
      runInAction(() => (this.value = value));
      this.onLoaded(value);
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
}
