import type { SeoHead } from './seo-head.js';
import { articleHeadImage } from './share-image-head.js';
import { addressInLanguage } from '../language-paths.js';
import { shortenFlat } from '../text/shorten.js';

/** How much of an article's text a meta description takes when it has no summary. */
const DESCRIPTION_LENGTH = 160;
/** Google shows at most this much of an Article's headline. */
const HEADLINE_LENGTH = 110;

/** What an article's head reads of a post (the blog's BlogPost answer; declared here because the
 *  client's head code compiles this file, and the answer's class carries server decorators). */
export interface ArticleHeadPost {
  id: string;
  title: string;
  summary: string;
  body: string;
  coverUrl: string | null;
  author: string | null;
  publishedAt: string;
  updatedAt: string;
  language: 'en' | 'ka';
}

export interface ArticleHeadContext {
  publicUrl: string;
  siteName: string;
  /** The article's page, by its id as the source spells it. */
  pageUrl: string;
  /** An absolute URL for a stored image path. */
  absolute: (url: string) => string;
}

/** Markdown as the words a reader sees: no images, link targets, code fences or markers. */
export function markdownText(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(?:#{1,6}\s+|>\s?|[-*+]\s+|\d+[.)]\s+)/gm, '')
    .replace(/[*_`~]+/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A blog article's head: its title, its summary (or the start of its text), its cover, its own
 * address, og:type article with its dates, and a schema.org Article.
 */
export function articleHead(base: SeoHead, post: ArticleHeadPost, context: ArticleHeadContext): SeoHead {
  const description = post.summary.trim()
    ? shortenFlat(post.summary, DESCRIPTION_LENGTH * 2)
    : shortenFlat(markdownText(post.body), DESCRIPTION_LENGTH);
  const cover = post.coverUrl ? context.absolute(post.coverUrl) : null;
  const site = { '@type': 'Organization', name: context.siteName, url: context.publicUrl };
  // The page in the language it is in (one address per language).
  const address = addressInLanguage(context.pageUrl, base.language);
  const article = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: shortenFlat(post.title, HEADLINE_LENGTH),
    ...(description ? { description } : {}),
    url: address,
    mainEntityOfPage: { '@type': 'WebPage', '@id': address },
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    inLanguage: post.language,
    author: post.author ? { '@type': 'Person', name: post.author } : site,
    ...(cover ? { image: [cover] } : {}),
    publisher: { ...site, logo: { '@type': 'ImageObject', url: `${context.publicUrl}/static/logo.svg` } },
  };
  return {
    ...base,
    title: `${post.title} | ${context.siteName}`,
    description: description || base.description,
    url: context.pageUrl,
    ...articleHeadImage(context.publicUrl, post, base.language),
    article: { publishedTime: post.publishedAt, modifiedTime: post.updatedAt },
    jsonLd: [article],
  };
}
