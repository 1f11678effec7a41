import { addPageTexts } from '../../../i18n/setup';
import { useStores } from '../../../stores/StoresContext';
import english from './texts/en-US.json' with { type: 'json' };
import georgian from './texts/ka-GE.json' with { type: 'json' };

/** The match panel's texts, both languages: they come with the vacancy page's code instead of every
 *  page's texts (the landing page's JavaScript budget). */
export function useVacancyMatchTexts(): void {
  const { i18n } = useStores();
  addPageTexts(i18n, 'vacancyMatch', { 'en-US': english, 'ka-GE': georgian });
}
