import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadAccountMessages, loadMessages, type Locale } from './locales';

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

/** Loads a language's texts into the instance, once. */
export async function loadLocale(instance: i18n, locale: Locale): Promise<void> {
  if (!instance.hasResourceBundle(locale, 'translation')) {
    instance.addResourceBundle(locale, 'translation', await loadMessages(locale));
  }
}

/** A language's part for signed-in pages (see loadAccountMessages) goes into the same texts. */
const ACCOUNT_MARK = 'applicants';

export const hasAccountTexts = (instance: i18n, locale: Locale): boolean => instance.getResource(locale, 'translation', ACCOUNT_MARK) !== undefined;

export async function loadAccountTexts(instance: i18n, locale: Locale): Promise<void> {
  if (!hasAccountTexts(instance, locale)) instance.addResourceBundle(locale, 'translation', await loadAccountMessages(locale), true, false);
}
