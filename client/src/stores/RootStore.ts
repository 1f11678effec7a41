import type { i18n } from 'i18next';
import { reaction } from 'mobx';
import { createApi, type Api } from '../api';
import { HttpClient } from '../api/http-client';
import { siteSettingsApi } from '../api/site-settings';
import type { FieldMessage } from '../lib/forms/form-state';
import { ChunkRecovery } from '../lib/chunk-recovery';
import { ConsentScripts } from '../lib/third-party/consent-scripts';
import { createI18n } from '../i18n/setup';
import { AboutUsStore } from './AboutUsStore';
import { AdminStore } from './AdminStore';
import { AuthStore } from './AuthStore';
import { BotCheckStore } from './BotCheckStore';
import { CookieConsentStore } from './CookieConsentStore';
import { CrumbTitlesStore } from './CrumbTitlesStore';
import { LandingStore } from './LandingStore';
import { LanguageStore } from './LanguageStore';
import { SeoStore } from './SeoStore';
import { SiteSettingsStore } from './SiteSettingsStore';
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
  /** Full-page navigation (the back office's view-as link). */
  assignLocation?: (url: string) => void;
  /** Loads the altcha web component (tests pass a stand-in). */
  loadBotWidget?: () => Promise<void>;
}

const loadAltcha = () => import('../lib/altcha').then(() => undefined);

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
  readonly siteSettings: SiteSettingsStore;
  /** The consent-gated tag manager and ads tag, and the sign-up conversion. */
  readonly consentScripts: ConsentScripts;
  readonly chunkRecovery: ChunkRecovery;
  readonly auth: AuthStore;
  readonly botCheck: BotCheckStore;
  readonly admin: AdminStore;
  readonly crumbTitles = new CrumbTitlesStore();
  readonly notify: (kind: ToastKind, message: string) => void;

  constructor(options: RootStoreOptions = {}) {
    const storage = options.storage ?? window.localStorage;
    const notify = options.notify ?? (() => {});
    const reload = options.reload ?? (() => window.location.reload());
    this.notify = notify;
    this.i18n = createI18n();
    this.http = new HttpClient({
      fetch: options.fetch,
      storage,
      reload,
      language: () => this.language.shortCode,
      onRefreshFailed: () => this.auth.markAuthorizationFailed(),
    });
    this.api = createApi(this.http);
    this.language = new LanguageStore({
      i18n: this.i18n,
      storage,
      search: options.search,
      getDefaultLanguage: this.api.account.getDefaultLanguage,
      pageDefaultLanguage: document.documentElement.dataset.defaultLanguage,
      onSwitchFailed: () => notify('warning', this.i18n.t('language.switchFailed')),
    });
    const sessionStorage = options.sessionStorage ?? window.sessionStorage;
    this.cookieConsent = new CookieConsentStore(storage, sessionStorage);
    this.chunkRecovery = new ChunkRecovery(sessionStorage, reload);
    this.landing = new LandingStore(this.api, this.language);
    this.staticPages = new StaticPagesStore(this.api, this.language);
    this.aboutUs = new AboutUsStore(this.api, this.language);
    this.seo = new SeoStore(this.api, this.language);
    this.siteSettings = new SiteSettingsStore(siteSettingsApi(this.http).getSiteSettings);
    this.consentScripts = new ConsentScripts({ cookieConsent: this.cookieConsent, siteSettings: this.siteSettings });
    this.admin = new AdminStore(this.api, options.assignLocation ?? ((url) => window.location.assign(url)));
    this.auth = new AuthStore({ api: this.api, storage, reload });
    this.botCheck = new BotCheckStore(this.api, options.loadBotWidget ?? loadAltcha);
  }

  /** Boots the stores: the language first (nothing renders before it, and the user's field,
   *  experience and technologies come named in it), then the stored session. A later language
   *  switch fetches the user again for the same reason. */
  async start(): Promise<void> {
    await this.language.init();
    await this.auth.init();
    reaction(
      () => this.language.locale,
      () => {
        if (this.auth.isLoggedIn) void this.auth.loadUser();
      },
    );
  }

  /** A toast for a message of a form or store (a locale key or the server's text). */
  toast(kind: ToastKind, message: FieldMessage): void {
    this.notify(kind, 'key' in message ? this.i18n.t(message.key) : message.text);
  }
}
