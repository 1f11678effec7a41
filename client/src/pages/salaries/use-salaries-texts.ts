import { addPageTexts } from '../../i18n/setup';
import { useStores } from '../../stores/StoresContext';
import english from './texts/en-US.json' with { type: 'json' };
import georgian from './texts/ka-GE.json' with { type: 'json' };

/** /salaries' texts, both languages: they come with the page's code, not with every page's texts
 *  (the landing page's JavaScript budget). */
export function useSalariesTexts(): void {
  const { i18n } = useStores();
  addPageTexts(i18n, 'salaries', { 'en-US': english, 'ka-GE': georgian });
}
