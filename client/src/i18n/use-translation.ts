import type { i18n as I18n, TFunction } from 'i18next';
import { useContext, useSyncExternalStore } from 'react';
import { getI18n, I18nContext } from 'react-i18next';

type Translate = TFunction<'translation', undefined>;

interface Bound {
  subscribe: (onChange: () => void) => () => void;
  language: string;
  t: Translate;
}

// A new function per language, so that memoized children see the change as react-i18next's do.
const translateIn = (i18n: I18n): Translate => ((...args: Parameters<Translate>) => i18n.t(...args)) as Translate;

const bound = new WeakMap<I18n, Bound>();

/** The instance's subscription and its `t` for the language shown: made once per instance and
 *  language, shared by every component. */
function boundTo(i18n: I18n): Bound {
  let found = bound.get(i18n);
  if (!found) {
    found = {
      subscribe: (onChange) => {
        i18n.on('languageChanged', onChange);
        return () => i18n.off('languageChanged', onChange);
      },
      language: i18n.language,
      t: translateIn(i18n),
    };
    bound.set(i18n, found);
  } else if (found.language !== i18n.language) {
    found.language = i18n.language;
    found.t = translateIn(i18n);
  }
  return found;
}

/**
 * The texts of the language shown, as react-i18next's useTranslation gives them (`t`, `i18n`, a
 * render on a language change), without what it does per component: a copy of the i18n instance's
 * properties and a `t` of its own. A server render draws hundreds of components once each, so
 * that copy was a tenth of a search page's rendering time.
 */
export function useTranslation(): { t: Translate; i18n: I18n } {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  const { subscribe } = boundTo(i18n);
  useSyncExternalStore(subscribe, () => i18n.language, () => i18n.language);
  return { t: boundTo(i18n).t, i18n };
}
