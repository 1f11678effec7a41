import type { Language } from '../../../core/i18n/language.js';
import type { SourcePage, SourcePost } from './blog-post.view.js';

export interface BlogListRequest {
  page: number;
  pageSize: number;
  /** Trimmed; absent or empty lists every post. */
  search?: string;
}

/** A published post's address for the sitemap. */
export interface BlogSitemapEntry {
  id: string;
  lastModified: Date;
}

/**
 * Where the blog's published posts come from: the blog_post table (DatabaseBlogSource, the default)
 * or a Strapi-compatible content API (StrapiBlogSource, when BLOG_API_URL and BLOG_API_TOKEN are
 * set). Texts are in the language asked for, the other one standing in where it is missing.
 * An unreachable or confused content service throws AppException 503 'blog.fetchFailed'.
 */
export interface BlogSource {
  /** `external`: posts are managed in the content service, the back office cannot edit them. */
  readonly kind: 'database' | 'external';
  /** Published posts, newest first. */
  list(request: BlogListRequest, language: Language): Promise<SourcePage>;
  /** One published post; null when there is none by that id. */
  get(id: string, language: Language): Promise<SourcePost | null>;
  /** Posts published in [from, to), newest first, at most `limit`. */
  publishedBetween(from: Date, to: Date, language: Language, limit: number): Promise<SourcePost[]>;
  sitemapEntries(): Promise<BlogSitemapEntry[]>;
}

export const BLOG_SOURCE = Symbol('BLOG_SOURCE');
