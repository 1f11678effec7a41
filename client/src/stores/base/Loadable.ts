import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { ApiError } from '../../api/api-error';

/** One remote value with its own loading flag (spec point 4): on while the request is pending,
 *  off when it ends, success or failure. Concurrent loads share one request. */
export class Loadable<T> {
  value: T | undefined = undefined;
  error: ApiError | undefined = undefined;
  isLoading = false;
  private pending: Promise<void> | undefined = undefined;

  constructor(private readonly loader: () => Promise<T>) {
    // Values are replaced whole, never changed in place: kept as plain references.
    makeAutoObservable<Loadable<T>, 'pending' | 'loader'>(this, {
      value: observableRef,
      pending: false,
      loader: false,
    });
  }

  get isLoaded(): boolean {
    return this.value !== undefined;
  }

  get failed(): boolean {
    return this.error !== undefined;
  }

  /** Fetches the value (again). */
  load(): Promise<void> {
    this.pending ??= this.run();
    return this.pending;
  }

  /** Fetches the value unless it is here or on its way. */
  ensureLoaded(): Promise<void> {
    return this.isLoaded ? Promise.resolve() : this.load();
  }

  private async run(): Promise<void> {
    this.isLoading = true;
    this.error = undefined;
    try {
      const value = await this.loader();
      runInAction(() => {
        this.value = value;
      });
    } catch (error) {
      runInAction(() => {
        this.error = error instanceof ApiError ? error : new ApiError(0, {}, String(error));
      });
    } finally {
      runInAction(() => {
        this.isLoading = false;
        this.pending = undefined;
      });
    }
  }
}
