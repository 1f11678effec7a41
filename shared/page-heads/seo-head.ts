import type { Language } from '../language.js';

/** A page's head: what the server writes into index.html (src/web/seo-head.ts renders it) and what
 *  the client keeps after in-app navigation (client/src/lib/head/). */
export interface SeoHead {
  language: Language;
  title: string;
  description: string;
  /** Absolute URL of the page without a language parameter. */
  url: string;
  /** Absolute URL of the page's share image: a PNG of SHARE_IMAGE's size (src/web/share-images/share-card.ts). */
  imageUrl: string;
  /** What the share image says, in the page's language. */
  imageAlt?: string;
  siteName: string;
  /** False for the not-found page and pages outside the sitemap: `noindex`, no canonical or alternates. */
  indexable: boolean;
  /** schema.org documents written as `<script type="application/ld+json">`. */
  jsonLd?: object[];
  /** An article's page: og:type article with its dates (ISO 8601); otherwise og:type website. */
  article?: { publishedTime: string; modifiedTime: string };
  /** A page out of search engines that is still shared by its link (an ended vacancy): it keeps og:url. */
  shareable?: boolean;
  /** An RSS feed of the page (`<link rel="alternate" type="application/rss+xml">`). */
  feed?: { title: string; url: string };
}
