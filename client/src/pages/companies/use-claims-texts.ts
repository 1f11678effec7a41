import { addPageTexts } from '../../i18n/setup';
import { useStores } from '../../stores/StoresContext';
import english from './claim-texts/en-US.json' with { type: 'json' };
import georgian from './claim-texts/ka-GE.json' with { type: 'json' };

/** The company claims' texts (the claim notice of a company's page, the company panel's claims), both languages: they come with the code of the pages that use them instead of every page's
 *  texts, which keeps the landing page within its JavaScript budget. Call first in each such page. */
export function useClaimsTexts(): void {
  const { i18n } = useStores();
  addPageTexts(i18n, 'claims', { 'en-US': english, 'ka-GE': georgian });
}
