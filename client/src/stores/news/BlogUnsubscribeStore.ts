import { makeAutoObservable, runInAction } from 'mobx';
import type { Api } from '../../api';
import { ApiError } from '../../api/api-error';

/** What /unsubscribe shows: no link, checking, a broken link, "You already unsubscribed", the
 *  question (the address still gets the news), or the outcome. */
export type UnsubscribeState = 'noToken' | 'checking' | 'invalid' | 'already' | 'confirm' | 'done' | 'failed';

/** /unsubscribe?token=…: the link of a news mail. Opening it asks first (a mail scanner that
 *  prefetches links unsubscribes no one); the button unsubscribes. */
export class BlogUnsubscribeStore {
  state: UnsubscribeState;
  isSubmitting = false;
  /** The server's text after unsubscribing, or its error text. */
  message: string | undefined = undefined;

  constructor(
    private readonly api: Api,
    private readonly token: string | null,
  ) {
    this.state = token ? 'checking' : 'noToken';
    makeAutoObservable<BlogUnsubscribeStore, 'api' | 'token'>(this, { api: false, token: false });
  }

  async check(): Promise<void> {
    if (!this.token) return;
    this.state = 'checking';
    try {
      const { status } = await this.api.blog.checkStatus({ token: this.token });
      runInAction(() => {
        this.state = status === 'unsubscribed' ? 'already' : 'confirm';
      });
    } catch (error) {
      runInAction(() => this.fail(error));
    }
  }

  async unsubscribe(): Promise<void> {
    if (!this.token) return;
    this.isSubmitting = true;
    try {
      const text = await this.api.blog.subscribeUnsubscribe({ token: this.token });
      runInAction(() => {
        this.message = text;
        this.state = 'done';
      });
    } catch (error) {
      runInAction(() => this.fail(error));
    } finally {
      runInAction(() => {
        this.isSubmitting = false;
      });
    }
  }

  private fail(error: unknown): void {
    const status = error instanceof ApiError ? error.status : 0;
    this.message = error instanceof ApiError ? error.message : undefined;
    this.state = status === 409 ? 'already' : status === 400 || status === 404 ? 'invalid' : 'failed';
  }
}
