import type { i18n } from 'i18next';
import { reaction } from 'mobx';
import { createApi, type Api } from '../api';
import { HttpClient } from '../api/http-client';
import { siteSettingsApi } from '../api/site-settings';
import type { FieldMessage } from '../lib/forms/form-state';
import { ChunkRecovery } from '../lib/chunk-recovery';
import { ConsentScripts } from '../lib/third-party/consent-scripts';
import { createI18n } from '../i18n/setup';
import { PreparedStores } from '../ssr/page-stores';
import { ReplayingFetch, type RecordedAnswer } from '../ssr/recorded-answers';
import { AboutUsStore } from './AboutUsStore';
import { AccountStore } from './AccountStore';
import { AdminStore } from './admin/AdminStore';
import { SessionStore } from './SessionStore';
import { BotCheckStore } from './BotCheckStore';
import { CookieConsentStore } from './CookieConsentStore';
import { CrumbTitlesStore } from './CrumbTitlesStore';
import { FavouritesStore } from './FavouritesStore';
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
  /** The language of the page's address (one URL per language). */
  pathLanguage?: 'en' | 'ka';
  /** Opens the page shown in another language (its other address). */
  openInLanguage?: (language: 'en' | 'ka') => void;
  /** Remembers a chosen language for the server (a cookie). */
  rememberForServer?: (language: 'en' | 'ka') => void;
  /** The site's default language as the server wrote it into the page ("EN" or "GE"). */
  pageDefaultLanguage?: string;
  /** The page comes rendered by the server: calls stay anonymous until it is hydrated (they are
   *  answered from the document), and the session is restored after that. */
  hydrating?: boolean;
  /** The site's public address (PUBLIC_URL) that absolute links start with; the page's origin by default. */
  siteUrl?: string;
  /** The API answers the server rendered the first page from: answered again without the network
   *  until the visitor leaves that page. */
  firstPageAnswers?: RecordedAnswer[];
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
  /** Who is signed in: the token, its user, view-as; sign-in, sign-up, sign-out. */
  readonly auth: SessionStore;
  /** The signed-in account's own changes: passwords, e-mail verification, images, deletion. */
  readonly account: AccountStore;
  readonly botCheck: BotCheckStore;
  readonly admin: AdminStore;
  /** The signed-in account's favourite vacancies (a talent's) and talents (a company's). */
  readonly favourites: FavouritesStore;
  readonly crumbTitles = new CrumbTitlesStore();
  /** The stores the first page's `prepare` made (server rendering, hydration). */
  readonly preparedStores = new PreparedStores();
  /** True until a server-rendered first page is hydrated. */
  hydrating: boolean;
  /** The first page came rendered by the server. */
  readonly serverRendered: boolean;
  /** The site's public address (PUBLIC_URL), without a trailing slash. */
  readonly siteUrl: string;
  /** Answers the first page's calls from the document (see RecordedAnswer). */
  private readonly replay: ReplayingFetch;
  readonly notify: (kind: ToastKind, message: string) => void;

  constructor(options: RootStoreOptions = {}) {
    const storage = options.storage ?? window.localStorage;
    this.hydrating = options.hydrating ?? false;
    this.siteUrl = options.siteUrl ?? (typeof window === 'undefined' ? '' : window.location.origin);
    this.serverRendered = this.hydrating;
    const notify = options.notify ?? (() => {});
    const reload = options.reload ?? (() => window.location.reload());
    this.notify = notify;
    this.i18n = createI18n();
    this.replay = new ReplayingFetch(
      options.firstPageAnswers ?? [],
      options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    );
    this.http = new HttpClient({
      fetch: this.replay.fetch,
      storage,
      reload,
      language: () => this.language.shortCode,
      withToken: () => !this.hydrating,
      track: (call) => this.replay.pending.track(call),
      onRefreshFailed: () => this.auth.markAuthorizationFailed(),
    });
    this.api = createApi(this.http);
    this.language = new LanguageStore({
      i18n: this.i18n,
      storage,
      search: options.search,
      pathLanguage: options.pathLanguage,
      openInLanguage: options.openInLanguage,
      rememberForServer: options.rememberForServer,
      getDefaultLanguage: this.api.account.getDefaultLanguage,
      pageDefaultLanguage:
        options.pageDefaultLanguage ??
        (typeof document === 'undefined' ? undefined : document.documentElement.dataset.defaultLanguage),
      onSwitchFailed: () => notify('warning', this.i18n.t('language.switchFailed')),
    });
    const sessionStorage = options.sessionStorage ?? window.sessionStorage;
    const assignLocation = options.assignLocation ?? ((url: string) => window.location.assign(url));
    this.cookieConsent = new CookieConsentStore(storage, sessionStorage);
    this.chunkRecovery = new ChunkRecovery(sessionStorage, reload);
    this.landing = new LandingStore(this.api, this.language);
    this.staticPages = new StaticPagesStore(this.api, this.language);
    this.aboutUs = new AboutUsStore(this.api, this.language);
    this.seo = new SeoStore(this.api, this.language);
    this.siteSettings = new SiteSettingsStore(siteSettingsApi(this.http).getSiteSettings);
    this.consentScripts = new ConsentScripts({ cookieConsent: this.cookieConsent, siteSettings: this.siteSettings });
    this.admin = new AdminStore(this.api, assignLocation, () => this.language.shortCode);
    this.auth = new SessionStore({ api: this.api, storage });
    this.account = new AccountStore({ api: this.api, session: this.auth, storage, reload });
    this.favourites = new FavouritesStore(this.api);
    this.botCheck = new BotCheckStore(this.api, options.loadBotWidget ?? loadAltcha);
  }

  /** Boots the stores: the language first (nothing renders before it, and the user's field,
   *  experience and technologies come named in it), then the stored session. A later language
   *  switch fetches the user again for the same reason. */
  async start(): Promise<void> {
    await this.language.init();
    await this.restoreSession();
  }

  /** A server-rendered first page is on screen and hydrated: calls carry the token from now on,
   *  and the session is restored (the page was rendered for a visitor). */
  hydrated(): void {
    if (!this.hydrating) return;
    this.hydrating = false;
    void this.restoreSession();
  }

  /** Loads what the shell of every page reads (site settings) before the first render of a
   *  server-rendered page, so that hydration asks the API for none of it. The pages' SEO texts
   *  wait for the first in-app navigation (PageHead): the server writes the first page's head, and
   *  all kinds' texts in both languages would add 28 KB to every page's data block. */
  prepareShell(): void {
    void this.siteSettings.load();
  }

  /** Resolves once the calls on their way (and those their answers lead to) are answered. */
  settled(): Promise<void> {
    return this.replay.pending.settled();
  }

  /** The visitor leaves the first page: its prepared stores and recorded answers go. */
  leftFirstPage(): void {
    this.preparedStores.clear();
    this.replay.stop();
  }

  private async restoreSession(): Promise<void> {
    await this.auth.init();
    // The favourite marks are the signed-in account's: another account (or none) knows none.
    reaction(
      () => this.auth.id,
      () => this.favourites.clear(),
    );
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
