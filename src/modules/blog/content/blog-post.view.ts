import { ApiProperty } from '@nestjs/swagger';
import type { Language } from '../../../core/i18n/language.js';

/** A post in a list (GET Blog/GetBlogs, the RSS feed, the weekly mail). `id` is a string: the
 *  numeric id of a built-in post, the content service's documentId (Strapi 5) or id (Strapi 4). */
export class BlogPostSummary {
  @ApiProperty()
  id: string;
  @ApiProperty()
  title: string;
  @ApiProperty()
  summary: string;
  @ApiProperty({ type: String, nullable: true })
  coverUrl: string | null;
  @ApiProperty({ description: 'ISO 8601' })
  publishedAt: string;
  @ApiProperty()
  readingMinutes: number;
}

/** One article (GET Blog/GetBlog): its Markdown body and the language its text is in. */
export class BlogPost extends BlogPostSummary {
  @ApiProperty({ description: 'Markdown' })
  body: string;
  @ApiProperty({ type: String, nullable: true })
  author: string | null;
  @ApiProperty({ description: 'ISO 8601' })
  updatedAt: string;
  @ApiProperty({
    enum: ['en', 'ka'],
    description: 'The language of the text served (the other one when the asked one is missing)',
  })
  language: Language;
}

/** GetBlogs' paging, in Strapi's shape. */
export class BlogPagination {
  @ApiProperty()
  page: number;
  @ApiProperty()
  pageSize: number;
  @ApiProperty()
  pageCount: number;
  @ApiProperty()
  total: number;
}

export class BlogListMeta {
  @ApiProperty({ type: BlogPagination })
  pagination: BlogPagination;
}

/** GET Blog/GetBlogs' answer, in Strapi's own shape. */
export class BlogList {
  @ApiProperty({ type: [BlogPostSummary] })
  data: BlogPostSummary[];
  @ApiProperty({ type: BlogListMeta })
  meta: BlogListMeta;
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
