import type { i18n } from 'i18next';
import { createApi, type Api } from '../api';
import { HttpClient } from '../api/http-client';
import { ChunkRecovery } from '../lib/chunk-recovery';
import { createI18n } from '../i18n/setup';
import { AboutUsStore } from './AboutUsStore';
import { CookieConsentStore } from './CookieConsentStore';
import { LandingStore } from './LandingStore';
import { LanguageStore } from './LanguageStore';
import { SeoStore } from './SeoStore';
import { StaticPagesStore } from './StaticPagesStore';

export type ToastKind = 'success' | 'error' | 'warning' | 'info';

/** What the stores need from the outside world; tests pass fakes, the browser the real thing. */
export interface RootStoreOptions {
  fetch?: typeof fetch;
  storage?: Storage;
  sessionStorage?: Storage;
  /** The query string of the page on load. */
  search?: string;
  reload?: () => void;
  notify?: (kind: ToastKind, message: string) => void;
}

/** Every store, registered once (outline's RootStore); components reach them through useStores(). */
export class RootStore {
  readonly i18n: i18n;
  readonly http: HttpClient;
  readonly api: Api;
  readonly language: LanguageStore;
  readonly cookieConsent: CookieConsentStore;
  readonly landing: LandingStore;
  readonly staticPages: StaticPagesStore;
  readonly aboutUs: AboutUsStore;
  readonly seo: SeoStore;
  readonly chunkRecovery: ChunkRecovery;

  constructor(options: RootStoreOptions = {}) {
    const storage = options.storage ?? window.localStorage;
    const notify = options.notify ?? (() => {});
    const reload = options.reload ?? (() => window.location.reload());
    this.i18n = createI18n();
    this.http = new HttpClient({
      fetch: options.fetch,
      storage,
      reload,
      language: () => this.language.shortCode,
    });
    this.api = createApi(this.http);
    this.language = new LanguageStore({
      i18n: this.i18n,
      storage,
      search: options.search,
      getDefaultLanguage: this.api.account.getDefaultLanguage,
      onSwitchFailed: () => notify('warning', this.i18n.t('language.switchFailed')),
    });
    const sessionStorage = options.sessionStorage ?? window.sessionStorage;
    this.cookieConsent = new CookieConsentStore(storage, sessionStorage);
    this.chunkRecovery = new ChunkRecovery(sessionStorage, reload);
    this.landing = new LandingStore(this.api, this.language);
    this.staticPages = new StaticPagesStore(this.api, this.language);
    this.aboutUs = new AboutUsStore(this.api, this.language);
    this.seo = new SeoStore(this.api, this.language);
  }
}
