import { useEffect, useState } from 'react';
import { useStores } from '../stores/StoresContext';
import { hasAccountTexts, loadAccountTexts } from './setup';

/** True once the texts of signed-in pages (panels, back office) are here in the language shown;
 *  loads them the first time. Call from an observer: a language switch loads the other's. */
export function useAccountTexts(): boolean {
  const { i18n, language } = useStores();
  const locale = language.locale;
  const [, setLoads] = useState(0);
  const ready = hasAccountTexts(i18n, locale);
  useEffect(() => {
    if (ready) return;
    let current = true;
    void loadAccountTexts(i18n, locale).then(() => current && setLoads((count) => count + 1));
    return () => {
      current = false;
    };
  }, [i18n, locale, ready]);
  return ready;
}
