import { type Language, localized } from '../language.js';
import { shareImageUrl } from '../share-image-urls.js';

/**
 * The image fields of a page's head (SeoHead's imageUrl and imageAlt): the subject's share image
 * and what it says, in the page's language. Plain functions: the heads that use them are plain.
 */
export interface HeadImage {
  imageUrl: string;
  imageAlt: string;
}

export const vacancyHeadImage = (
  publicUrl: string,
  vacancy: { id: number; title: string; titleGe: string | null; company: { name: string } },
  language: Language,
): HeadImage => ({
  imageUrl: shareImageUrl(publicUrl, { kind: 'vacancy', id: String(vacancy.id) }, language),
  imageAlt: `${localized(language, vacancy.title, vacancy.titleGe)} — ${vacancy.company.name}`,
});

export const companyHeadImage = (
  publicUrl: string,
  company: { name: string; transformedName: string },
  language: Language,
): HeadImage => ({
  imageUrl: shareImageUrl(publicUrl, { kind: 'company', slug: company.transformedName }, language),
  imageAlt: company.name,
});

export const articleHeadImage = (
  publicUrl: string,
  post: { id: string; title: string },
  language: Language,
): HeadImage => ({
  imageUrl: shareImageUrl(publicUrl, { kind: 'article', id: post.id }, language),
  imageAlt: post.title,
});
