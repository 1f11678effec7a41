import { addPageTexts } from '../../i18n/setup';
import { useStores } from '../../stores/StoresContext';
import english from './texts/en-US.json' with { type: 'json' };
import georgian from './texts/ka-GE.json' with { type: 'json' };

/** /partners' texts, both languages (the page switches between them): they come with the page's
 *  code instead of every page's texts, which keeps the landing page within its JavaScript budget. */
export function usePartnersTexts(): void {
  const { i18n } = useStores();
  addPageTexts(i18n, 'partners', { 'en-US': english, 'ka-GE': georgian });
}
