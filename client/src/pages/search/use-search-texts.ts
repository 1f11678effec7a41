import { addPageTexts } from '../../i18n/setup';
import { useStores } from '../../stores/StoresContext';
import english from './texts/en-US.json' with { type: 'json' };
import georgian from './texts/ka-GE.json' with { type: 'json' };

/** /search's texts, both languages: they come with the code of the pages that use them instead of every page's
 *  texts, which keeps the landing page within its JavaScript budget. Call first in each such page. */
export function useSearchTexts(): void {
  const { i18n } = useStores();
  addPageTexts(i18n, 'search', { 'en-US': english, 'ka-GE': georgian });
}
