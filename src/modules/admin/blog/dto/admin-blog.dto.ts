import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsInt, IsString, Matches, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { MAX_RECORD_ID } from '../../../../core/validation/is-record-id.decorator.js';
import { ToNumber } from '../../../../core/validation/transforms.js';
import { GetBlogsQuery, MAX_BLOG_PAGE_SIZE } from '../../../blog/content/dto/blog.dto.js';

export const MAX_TITLE = 200;
export const MAX_SUMMARY = 500;
export const MAX_BODY = 100_000;
export const MAX_AUTHOR = 100;
export const MAX_COVER_URL = 2_000;
export const ADMIN_BLOG_PAGE_SIZE = 20;

/** An image this server stored, a picture of the site (`/static/...`) or an https address. */
export const COVER_URL =
  /^(?:\/api\/Files\/Images\/[0-9a-f]{32}\.webp|\/static\/[A-Za-z0-9._/-]+|https:\/\/[^\s"'<>]+)$/;

const Trimmed = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
/** An optional text: absent or null is '' (the columns hold no nulls); trimmed unless it is a body. */
const OptionalText = (trim = true) =>
  Transform(({ value }) =>
    value === undefined || value === null ? '' : typeof value === 'string' && trim ? value.trim() : value,
  );
/** Empty text is no value: the column keeps null. */
const BlankToNull = () =>
  Transform(({ value }) =>
    typeof value === 'string' && value.trim() === '' ? null : typeof value === 'string' ? value.trim() : value,
  );
const MaxText = (limit: number, key: string) => MaxLength(limit, { message: key, context: { max: limit } });

/** The blog's list query (page, page size, search), drafts included, 20 a page by default. */
export class AdminBlogPostsQuery extends GetBlogsQuery {
  @ApiPropertyOptional({ minimum: 1, maximum: MAX_BLOG_PAGE_SIZE, default: ADMIN_BLOG_PAGE_SIZE })
  override pageSize: number = ADMIN_BLOG_PAGE_SIZE;
}

export class BlogPostIdQuery {
  @ApiProperty()
  @ToNumber()
  @IsInt({ message: 'blog.postIdInvalid' })
  @Min(1, { message: 'blog.postIdInvalid' })
  @Max(MAX_RECORD_ID, { message: 'blog.postIdInvalid' })
  id: number;
}

/** CreatePost and UpdatePost: both languages; the Georgian texts may stay empty (the English ones
 *  are shown). `publish` publishes the post (dated the first time) or takes it back to drafts. */
export class BlogPostBody {
  // class-validator runs a property's decorators bottom-up and stops at the first failure: the
  // presence and type checks sit lowest.
  @ApiProperty({ maxLength: MAX_TITLE })
  @Trimmed()
  @MaxText(MAX_TITLE, 'blog.titleTooLong')
  @Matches(/\S/, { message: 'blog.titleRequired' })
  @IsString({ message: 'blog.titleRequired' })
  titleEn: string;

  @ApiPropertyOptional({ maxLength: MAX_TITLE })
  @OptionalText()
  @MaxText(MAX_TITLE, 'blog.titleTooLong')
  @IsString({ message: 'blog.textInvalid' })
  titleGe: string = '';

  @ApiPropertyOptional({ maxLength: MAX_SUMMARY })
  @OptionalText()
  @MaxText(MAX_SUMMARY, 'blog.summaryTooLong')
  @IsString({ message: 'blog.textInvalid' })
  summaryEn: string = '';

  @ApiPropertyOptional({ maxLength: MAX_SUMMARY })
  @OptionalText()
  @MaxText(MAX_SUMMARY, 'blog.summaryTooLong')
  @IsString({ message: 'blog.textInvalid' })
  summaryGe: string = '';

  @ApiProperty({ maxLength: MAX_BODY, description: 'Markdown' })
  @MaxText(MAX_BODY, 'blog.bodyTooLong')
  @Matches(/\S/, { message: 'blog.bodyRequired' })
  @IsString({ message: 'blog.bodyRequired' })
  bodyEn: string;

  @ApiPropertyOptional({ maxLength: MAX_BODY, description: 'Markdown' })
  @OptionalText(false)
  @MaxText(MAX_BODY, 'blog.bodyTooLong')
  @IsString({ message: 'blog.textInvalid' })
  bodyGe: string = '';

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'From UploadCover, a /static/ picture or an https address; empty: none',
  })
  @BlankToNull()
  @ValidateIf((_, value) => value !== null && value !== undefined)
  @Matches(COVER_URL, { message: 'blog.coverUrlInvalid' })
  @MaxLength(MAX_COVER_URL, { message: 'blog.coverUrlInvalid' })
  @IsString({ message: 'blog.coverUrlInvalid' })
  coverUrl: string | null = null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: MAX_AUTHOR })
  @BlankToNull()
  @ValidateIf((_, value) => value !== null && value !== undefined)
  @MaxText(MAX_AUTHOR, 'blog.authorTooLong')
  @IsString({ message: 'blog.textInvalid' })
  author: string | null = null;

  @ApiProperty()
  @IsBoolean({ message: 'blog.publishRequired' })
  publish: boolean;
}
