import { addPageTexts } from '../../i18n/setup';
import { useStores } from '../../stores/StoresContext';
import english from './texts/en-US.json' with { type: 'json' };
import georgian from './texts/ka-GE.json' with { type: 'json' };

/** The news pages' texts (/news, an article, /unsubscribe), both languages: they come with these
 *  pages' code instead of every page's texts, which keeps the landing page within its JavaScript
 *  budget. Call first in each of these pages, before anything under it reads a `news.` text. */
export function useNewsTexts(): void {
  const { i18n } = useStores();
  addPageTexts(i18n, 'news', { 'en-US': english, 'ka-GE': georgian });
}
