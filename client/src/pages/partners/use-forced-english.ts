import { useEffect, useState } from 'react';
import { useStores } from '../../stores/StoresContext';

const ENGLISH = 'en-US';

/** Spec point 2: the business landing page is in English whatever language was chosen before; it
 *  switches the app to English on load. True once English shows (or the switch failed: the page
 *  then shows in the language it has rather than not at all). Call from an observer. */
export function useForcedEnglish(): boolean {
  const { language } = useStores();
  const [settled, setSettled] = useState(false);

  useEffect(() => {
    let mounted = true;
    const done = () => {
      if (mounted) setSettled(true);
    };
    if (language.locale === ENGLISH) done();
    else void language.setLanguage(ENGLISH).finally(done);
    return () => {
      mounted = false;
    };
  }, [language]);

  return settled || language.locale === ENGLISH;
}
