import type { i18n as I18n, TFunction } from 'i18next';
import { useContext, useSyncExternalStore } from 'react';
import { getI18n, I18nContext } from 'react-i18next';

type Translate = TFunction<'translation', undefined>;

interface Bound {
  subscribe: (onChange: () => void) => () => void;
  language: string;
  t: Translate;
  /** The texts of plain keys (no options) in that language, as i18next answered them. */
  plain: Map<string, string>;
}

/** `t` for a language: a new function per language, so that memoized children see the change as
 *  react-i18next's do. A key asked without options is looked up once: a list draws the same
 *  labels on every card, and i18next resolves each call anew (its key path, fallbacks and
 *  interpolation pass). */
function translateIn(i18n: I18n, plain: Map<string, string>): Translate {
  return ((...args: Parameters<Translate>) => {
    const [key] = args;
    if (args.length !== 1 || typeof key !== 'string') return i18n.t(...args);
    let text = plain.get(key);
    if (text === undefined) {
      text = i18n.t(key);
      plain.set(key, text);
    }
    return text;
  }) as Translate;
}

const bound = new WeakMap<I18n, Bound>();

/** The instance's subscription and its `t` for the language shown: made once per instance and
 *  language, shared by every component. */
function boundTo(i18n: I18n): Bound {
  let found = bound.get(i18n);
  if (!found) {
    const plain = new Map<string, string>();
    const made: Bound = {
      subscribe: (onChange) => {
        i18n.on('languageChanged', onChange);
        return () => i18n.off('languageChanged', onChange);
      },
      language: i18n.language,
      t: translateIn(i18n, plain),
      plain,
    };
    // Texts added later (the signed-in pages' part) may answer keys looked up before.
    i18n.store.on('added', () => made.plain.clear());
    bound.set(i18n, made);
    found = made;
  } else if (found.language !== i18n.language) {
    found.language = i18n.language;
    found.plain = new Map();
    found.t = translateIn(i18n, found.plain);
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
  const { subscribe, t } = boundTo(i18n);
  useSyncExternalStore(
    subscribe,
    () => i18n.language,
    () => i18n.language,
  );
  return { t, i18n };
}
