import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import type { Language } from '../../../../core/i18n/language.js';
import { ToNumber } from '../../../../core/validation/transforms.js';
import { ARTICLE_ID } from '../strapi-article.js';
import { BLOG_PAGE_SIZE } from '../../../../../shared/list-settings.js';

export { BLOG_PAGE_SIZE };
export const MAX_BLOG_PAGE_SIZE = 50;
export const MAX_BLOG_PAGE = 100_000;
export const MAX_BLOG_SEARCH = 100;

export class GetBlogsQuery {
  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IsOptional()
  @ToNumber()
  @IsInt({ message: 'blog.pageInvalid' })
  @Min(1, { message: 'blog.pageInvalid' })
  @Max(MAX_BLOG_PAGE, { message: 'blog.pageInvalid' })
  page: number = 1;

  @ApiPropertyOptional({ minimum: 1, maximum: MAX_BLOG_PAGE_SIZE, default: BLOG_PAGE_SIZE })
  @IsOptional()
  @ToNumber()
  @IsInt({ message: 'blog.pageSizeInvalid', context: { max: MAX_BLOG_PAGE_SIZE } })
  @Min(1, { message: 'blog.pageSizeInvalid', context: { max: MAX_BLOG_PAGE_SIZE } })
  @Max(MAX_BLOG_PAGE_SIZE, { message: 'blog.pageSizeInvalid', context: { max: MAX_BLOG_PAGE_SIZE } })
  pageSize: number = BLOG_PAGE_SIZE;

  @ApiPropertyOptional({
    maxLength: MAX_BLOG_SEARCH,
    description: 'Words of the title or summary (built in: misspellings corrected); empty lists every post',
  })
  @IsOptional()
  @MaxLength(MAX_BLOG_SEARCH, { message: 'blog.searchTooLong', context: { max: MAX_BLOG_SEARCH } })
  @IsString({ message: 'blog.textInvalid' })
  search?: string;
}

export class GetBlogQuery {
  @ApiProperty({
    description: 'The article: a built-in post id, or the content service documentId (Strapi 5) or id (Strapi 4)',
  })
  // class-validator runs the decorators bottom-up and stops at the first failure.
  @Matches(ARTICLE_ID, { message: 'blog.idInvalid' })
  @IsString({ message: 'blog.idInvalid' })
  @IsNotEmpty({ message: 'blog.idRequired' })
  id: string;
}

export const BLOG_FEED_LANGUAGES: readonly Language[] = ['en', 'ka'];

/** The language is a query value because feed readers send no Accept-Language. */
export class BlogRssQuery {
  @ApiPropertyOptional({ enum: BLOG_FEED_LANGUAGES, default: 'en' })
  @IsOptional()
  @IsIn(BLOG_FEED_LANGUAGES, { message: 'blog.langInvalid' })
  lang: Language = 'en';
}
