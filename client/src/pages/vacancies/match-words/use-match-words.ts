import { addPageTexts } from '../../../i18n/setup';
import { useStores } from '../../../stores/StoresContext';
import english from './en-US.json' with { type: 'json' };
import georgian from './ka-GE.json' with { type: 'json' };

/** The match's words of the cards and the search's sort (issue 25), both languages: they come with
 *  the vacancy lists' code instead of every page's texts, so the landing page (which draws none of
 *  them) stays within its JavaScript budget. */
export function useMatchWords(): void {
  const { i18n } = useStores();
  addPageTexts(i18n, 'matchWords', { 'en-US': english, 'ka-GE': georgian });
}
