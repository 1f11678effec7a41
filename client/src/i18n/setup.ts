import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadAccountMessages, loadMessages, type Locale, type Messages } from './locales';

/** An i18next instance with no texts yet; LanguageStore adds a language's texts before showing it. */
export function createI18n(): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: {},
    fallbackLng: false,
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}

/** The texts are only read: every instance (one per server render) uses the loaded files' objects
 *  as they are, instead of i18next's deep copy of the whole language per instance. */
const SHARED_TEXTS = { silent: false, skipCopy: true };

/** Loads a language's texts into the instance, once. */
export async function loadLocale(instance: i18n, locale: Locale): Promise<void> {
  if (!instance.hasResourceBundle(locale, 'translation')) {
    instance.addResourceBundle(locale, 'translation', await loadMessages(locale), false, false, SHARED_TEXTS);
  }
}

/** A language's part for signed-in pages (see loadAccountMessages) goes into the same texts. */
const ACCOUNT_MARK = 'applicants';

export const hasAccountTexts = (instance: i18n, locale: Locale): boolean =>
  instance.getResource(locale, 'translation', ACCOUNT_MARK) !== undefined;

/** Its sections are none of the first file's (locales.test.ts): added beside them, not merged into
 *  them, so that the shared objects stay as loaded. */
export async function loadAccountTexts(instance: i18n, locale: Locale): Promise<void> {
  if (!hasAccountTexts(instance, locale))
    instance.addResourceBundle(locale, 'translation', await loadAccountMessages(locale), false, false, SHARED_TEXTS);
}

/** Texts that one page alone uses and that come with its code (so the other pages do not carry
 *  them): added beside the language's own, once, during the page's first render, on the server
 *  and in the browser alike. `section` is their one top-level key. */
export function addPageTexts(instance: i18n, section: string, texts: Record<Locale, Messages>): void {
  for (const [locale, messages] of Object.entries(texts) as [Locale, Messages][]) {
    if (instance.getResource(locale, 'translation', section) === undefined) {
      instance.addResourceBundle(locale, 'translation', messages, false, false, SHARED_TEXTS);
    }
  }
}
