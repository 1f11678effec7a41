import { makeAutoObservable, runInAction } from 'mobx';
import type { Api } from '../api';
import type { BotCheckKind } from '../api/account';
import { Loadable } from './base/Loadable';

/** The anti-bot check (DESIGN.md section 4): which kind the server wants, and the altcha widget's
 *  code, loaded only by the pages that show it. */
export class BotCheckStore {
  readonly kind: Loadable<BotCheckKind>;
  widgetReady = false;
  widgetFailed = false;
  private widgetLoading: Promise<void> | undefined = undefined;

  constructor(
    api: Api,
    private readonly loadWidgetCode: () => Promise<void>,
  ) {
    this.kind = new Loadable(api.account.getBotCheckKind);
    makeAutoObservable<BotCheckStore, 'loadWidgetCode' | 'widgetLoading'>(this, {
      kind: false,
      loadWidgetCode: false,
      widgetLoading: false,
    });
  }

  /** The client shows a widget only for altcha; reCAPTCHA has none here, 'off' needs none. */
  get usesWidget(): boolean {
    return this.kind.value === 'altcha';
  }

  /** Loads the widget's code once (the altcha web component, its worker and styles). */
  loadWidget(): Promise<void> {
    this.widgetLoading ??= this.loadWidgetCode().then(
      () =>
        runInAction(() => {
          this.widgetReady = true;
        }),
      () =>
        runInAction(() => {
          this.widgetFailed = true;
          this.widgetLoading = undefined;
        }),
    );
    return this.widgetLoading;
  }
}
