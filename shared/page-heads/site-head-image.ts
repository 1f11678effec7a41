import type { Language } from '../language.js';
import type { HeadImage } from './share-image-head.js';
import { shareImageUrl } from '../share-image-urls.js';

export const SHARE_SITE_NAME = 'TechBoard.ge';

/** What the site is: the title of its share card and the alt text of its image. Kept here rather
 *  than in the server's messages so that the browser writes the same head after navigation. */
export const SITE_SHARE_TITLE: Record<Language, string> = {
  en: 'Tech jobs and IT companies in Georgia',
  ka: 'IT ვაკანსიები და ტექ კომპანიები საქართველოში',
};

/** The head's image of every page without a subject of its own: the site's card. */
export const siteHeadImage = (publicUrl: string, language: Language): HeadImage => ({
  imageUrl: shareImageUrl(publicUrl, { kind: 'site' }, language),
  imageAlt: `${SHARE_SITE_NAME}: ${SITE_SHARE_TITLE[language]}`,
});
