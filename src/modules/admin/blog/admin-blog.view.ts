import { type BlogPostEntity, BlogPostStatus } from '../../blog/content/entities/blog-post.entity.js';

/** A post in the back office's list: both languages' titles and summaries, drafts too. */
export interface AdminBlogPostListItem {
  id: number;
  titleEn: string;
  titleGe: string;
  summaryEn: string;
  summaryGe: string;
  coverUrl: string | null;
  author: string | null;
  status: BlogPostStatus;
  isPublished: boolean;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A post as the back office edits it: the list item and both Markdown bodies. */
export interface AdminBlogPost extends AdminBlogPostListItem {
  bodyEn: string;
  bodyGe: string;
}

const iso = (date: Date | null) => (date === null ? null : new Date(date).toISOString());

export const adminListItemOf = (post: Omit<BlogPostEntity, 'bodyEn' | 'bodyGe'>): AdminBlogPostListItem => ({
  id: post.id,
  titleEn: post.titleEn,
  titleGe: post.titleGe,
  summaryEn: post.summaryEn,
  summaryGe: post.summaryGe,
  coverUrl: post.coverUrl,
  author: post.author,
  status: post.status,
  isPublished: post.status === BlogPostStatus.Published,
  publishedAt: iso(post.publishedAt),
  createdAt: iso(post.createdAt)!,
  updatedAt: iso(post.updatedAt)!,
});

export const adminPostOf = (post: BlogPostEntity): AdminBlogPost => ({
  ...adminListItemOf(post),
  bodyEn: post.bodyEn,
  bodyGe: post.bodyGe,
});

/** What the audit log keeps of a post (its bodies are too long to copy on every change). */
export const auditedFieldsOf = (post: BlogPostEntity) => ({
  titleEn: post.titleEn,
  titleGe: post.titleGe,
  coverUrl: post.coverUrl,
  author: post.author,
  status: post.status,
  publishedAt: iso(post.publishedAt),
});
