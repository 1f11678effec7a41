import type { PathLanguage } from '../../../../shared/language-paths';
import type { PageRoute } from '../../../../shared/page-routes';
import type { SeoHead } from '../../../../shared/page-heads/seo-head';
import { siteHeadImage } from '../../../../shared/page-heads/site-head-image';
import type { SeoPageKind } from '../../api/common';
import type { SeoTexts } from '../../stores/SeoStore';
import { absoluteUrl } from './site-origin';

export const SITE_NAME = 'TechBoard.ge';

/** What the server's head functions of a subject are given besides the page's base head. */
export interface SubjectHeadContext {
  publicUrl: string;
  siteName: string;
  /** An absolute URL for a stored image path. */
  absolute: (url: string) => string;
  /** The page's route (a company's tab is its own address). */
  route: PageRoute;
}

/** What a page with a subject tells the head, once it has loaded it (subject-heads.ts). */
export type PageSubject =
  | {
      kind: 'subject';
      /** The data the head is made of: the same identity, the same head. */
      identity: unknown;
      head: (base: SeoHead, context: SubjectHeadContext) => SeoHead;
    }
  /** The subject does not exist or the public may not see it: the not-found page's head, as the
   *  server answers such an address. */
  | { kind: 'notFound' };

export interface PageHeadInput {
  /** The site's public address (site-origin.ts). */
  origin: string;
  language: PathLanguage;
  /** The path shown, without its language. */
  pathname: string;
  route: PageRoute | undefined;
  /** The SEO texts of a kind of page in the page's language (SeoStore.texts). */
  seoTexts: (pageKind: SeoPageKind) => SeoTexts | undefined;
  subject: PageSubject | undefined;
  /** The RSS feed the page announces (absolute address). */
  feed: SeoHead['feed'];
}

/**
 * A page's head as the server writes it (src/web/page-renderer.service.ts): the SEO texts of its
 * kind, its address, indexable when in the sitemap; a page with a subject the head of its subject.
 */
export function pageHead(input: PageHeadInput): SeoHead {
  const { origin, language, subject } = input;
  const route = subject?.kind === 'notFound' ? undefined : input.route;
  const texts = input.seoTexts(route?.pageKind ?? 'notFound');
  let head: SeoHead = {
    language,
    title: texts?.title ?? SITE_NAME,
    description: texts?.description ?? '',
    url: `${origin}${input.pathname}`,
    ...siteHeadImage(origin, language),
    siteName: SITE_NAME,
    indexable: route !== undefined && route.inSitemap,
  };
  if (route?.subject && subject?.kind === 'subject') {
    head = subject.head(head, {
      publicUrl: origin,
      siteName: SITE_NAME,
      absolute: (url) => absoluteUrl(origin, url),
      route,
    });
  }
  return input.feed ? { ...head, feed: input.feed } : head;
}
