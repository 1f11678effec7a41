import type { Language } from '../../../core/i18n/language.js';

/** A post in a list (GET Blog/GetBlogs, the RSS feed, the weekly mail). `id` is a string: the
 *  numeric id of a built-in post, the content service's documentId (Strapi 5) or id (Strapi 4). */
export interface BlogPostSummary {
  id: string;
  title: string;
  summary: string;
  coverUrl: string | null;
  /** ISO 8601. */
  publishedAt: string;
  readingMinutes: number;
}

/** One article (GET Blog/GetBlog): its Markdown body and the language its text is in. */
export interface BlogPost extends BlogPostSummary {
  body: string;
  author: string | null;
  updatedAt: string;
  language: Language;
}

/** GET Blog/GetBlogs' answer, in Strapi's own shape. */
export interface BlogList {
  data: BlogPostSummary[];
  meta: { pagination: { page: number; pageSize: number; pageCount: number; total: number } };
}

/** A post as a source reads it, in one language, before it becomes a summary or an article. */
export interface SourcePost {
  id: string;
  title: string;
  summary: string;
  body: string;
  coverUrl: string | null;
  author: string | null;
  publishedAt: Date;
  updatedAt: Date;
  language: Language;
}

export interface SourcePage {
  posts: SourcePost[];
  total: number;
}

const WORDS_PER_MINUTE = 200;

/** Words of a Markdown text at 200 a minute, rounded up; at least one minute. */
export function readingMinutes(markdown: string): number {
  const words = markdown.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)?.length ?? 0;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

export const summaryOf = (post: SourcePost): BlogPostSummary => ({
  id: post.id,
  title: post.title,
  summary: post.summary,
  coverUrl: post.coverUrl,
  publishedAt: post.publishedAt.toISOString(),
  readingMinutes: readingMinutes(post.body),
});

export const articleOf = (post: SourcePost): BlogPost => ({
  ...summaryOf(post),
  body: post.body,
  author: post.author,
  updatedAt: post.updatedAt.toISOString(),
  language: post.language,
});
