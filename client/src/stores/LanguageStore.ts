import type { i18n } from 'i18next';
import { makeAutoObservable, runInAction } from 'mobx';
import type { DefaultLanguage } from '../api/account';
import { pickText } from '../i18n/localize';
import { hasAccountTexts, loadAccountTexts, loadLocale } from '../i18n/setup';
import { DEFAULT_LOCALE, isLocale, localeOfShortCode, shortCodeOf, type Locale } from '../i18n/locales';

export const LANGUAGE_KEY = 'lang';

export interface LanguageStoreOptions {
  i18n: i18n;
  storage: Storage;
  getDefaultLanguage: () => Promise<DefaultLanguage>;
  /** The default the server wrote into the page (`<html data-default-language>`): no call needed. */
  pageDefaultLanguage?: string;
  /** The page's query string on load; `?lang=en|ka` picks the language (addresses of before issue 20;
   *  the server redirects them, so only tests and the dev server still pass one). */
  search?: string;
  /** The language of the page's address (`/ka/...` is Georgian, a bare path English): it wins. */
  pathLanguage?: 'en' | 'ka';
  /** Moves to the same page in another language (a full navigation to its address). */
  openInLanguage?: (language: 'en' | 'ka') => void;
  /** Remembers the choice for the server too (the `lang` cookie, see language-paths.ts). */
  rememberForServer?: (language: 'en' | 'ka') => void;
  /** Told when a language could not be switched to (its texts failed to load). */
  onSwitchFailed?: () => void;
}

/** Spec point 4: the app renders nothing until the language is known. The page's address says it
 *  (one URL per language, issue 20); without an address language (tests), a `?lang=` wins, then
 *  the stored choice, then the server's default ("EN" → en-US, anything else → ka-GE). */
export class LanguageStore {
  /** The language shown; undefined until known. */
  language: Locale | undefined = undefined;
  isLoadingDefault = false;
  isSwitching = false;
  /** The language asked for last: a slower, earlier switch must not win over it. */
  private requested: Locale | undefined = undefined;

  constructor(private readonly options: LanguageStoreOptions) {
    makeAutoObservable<LanguageStore, 'options' | 'requested'>(this, { options: false, requested: false });
  }

  get ready(): boolean {
    return this.language !== undefined;
  }

  get locale(): Locale {
    return this.language ?? DEFAULT_LOCALE;
  }

  /** `en` or `ka`, as `Accept-Language` and `?lang=` spell it. */
  get shortCode(): 'en' | 'ka' {
    return shortCodeOf(this.locale);
  }

  /** Picks the English or Georgian variant of a bilingual text; Georgian falls back to English when empty. */
  pick(english: string, georgian: string | null | undefined): string {
    return pickText(this.locale, english, georgian);
  }

  async init(): Promise<void> {
    const fromUrl =
      localeOfShortCode(this.options.pathLanguage ?? null) ??
      localeOfShortCode(new URLSearchParams(this.options.search ?? '').get('lang'));
    const stored = this.options.storage.getItem(LANGUAGE_KEY);
    const known = fromUrl ?? (isLocale(stored) ? stored : undefined);
    await this.show(known ?? (await this.fetchDefault()));
  }

  /** The visitor's choice: remembered, and used from the next API call on. With addresses per
   *  language, the choice opens the page's address in that language instead. */
  async setLanguage(locale: Locale): Promise<void> {
    this.options.storage.setItem(LANGUAGE_KEY, locale);
    this.options.rememberForServer?.(shortCodeOf(locale));
    if (this.options.openInLanguage && locale !== this.language) {
      this.options.openInLanguage(shortCodeOf(locale));
      return;
    }
    await this.show(locale);
  }

  private async fetchDefault(): Promise<Locale> {
    const fromPage = this.options.pageDefaultLanguage;
    if (fromPage === 'EN' || fromPage === 'GE') return fromPage === 'EN' ? 'en-US' : 'ka-GE';
    this.isLoadingDefault = true;
    try {
      const answer = await this.options.getDefaultLanguage();
      return answer === 'EN' ? 'en-US' : 'ka-GE';
    } catch {
      return DEFAULT_LOCALE;
    } finally {
      runInAction(() => {
        this.isLoadingDefault = false;
      });
    }
  }

  private async show(locale: Locale): Promise<void> {
    this.requested = locale;
    this.isSwitching = true;
    try {
      await loadLocale(this.options.i18n, locale);
      // A page that has the signed-in pages' texts keeps them in the new language.
      if (this.language && hasAccountTexts(this.options.i18n, this.language))
        await loadAccountTexts(this.options.i18n, locale);
      if (this.requested !== locale) return;
      await this.options.i18n.changeLanguage(locale);
      runInAction(() => {
        this.language = locale;
      });
      if (typeof document !== 'undefined') document.documentElement.lang = shortCodeOf(locale);
    } catch {
      this.options.onSwitchFailed?.();
      // Without any texts there is nothing to show: fall back to the default language.
      if (!this.ready && locale !== DEFAULT_LOCALE) await this.show(DEFAULT_LOCALE);
    } finally {
      runInAction(() => {
        this.isSwitching = false;
      });
    }
  }
}
