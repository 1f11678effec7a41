import { addPageTexts } from '../../i18n/setup';
import { useStores } from '../../stores/StoresContext';
import english from './review-texts/en-US.json' with { type: 'json' };
import georgian from './review-texts/ka-GE.json' with { type: 'json' };

/** The company reviews' texts (a company's reviews, writing one, the back office's review queue), both languages: they come with the code of the pages that use them instead of every page's
 *  texts, which keeps the landing page within its JavaScript budget. Call first in each such page. */
export function useReviewsTexts(): void {
  const { i18n } = useStores();
  addPageTexts(i18n, 'reviews', { 'en-US': english, 'ka-GE': georgian });
}
