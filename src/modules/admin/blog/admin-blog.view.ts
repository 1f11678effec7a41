import { ApiProperty } from '@nestjs/swagger';
import { type BlogPostEntity, BlogPostStatus } from '../../blog/content/entities/blog-post.entity.js';

/** A post in the back office's list: both languages' titles and summaries, drafts too. */
export class AdminBlogPostListItem {
  @ApiProperty()
  id: number;
  @ApiProperty()
  titleEn: string;
  @ApiProperty()
  titleGe: string;
  @ApiProperty()
  summaryEn: string;
  @ApiProperty()
  summaryGe: string;
  @ApiProperty({ type: String, nullable: true })
  coverUrl: string | null;
  @ApiProperty({ type: String, nullable: true })
  author: string | null;
  @ApiProperty({ enum: BlogPostStatus, description: '1 draft, 2 published' })
  status: BlogPostStatus;
  @ApiProperty()
  isPublished: boolean;
  @ApiProperty({ type: String, nullable: true })
  publishedAt: string | null;
  @ApiProperty()
  createdAt: string;
  @ApiProperty()
  updatedAt: string;
}

/** A post as the back office edits it: the list item and both Markdown bodies. */
export class AdminBlogPost extends AdminBlogPostListItem {
  @ApiProperty()
  bodyEn: string;
  @ApiProperty()
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
