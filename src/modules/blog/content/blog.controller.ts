import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../../../core/auth/public.decorator.js';
import { RawResponse } from '../../../core/envelope/raw-response.decorator.js';
import type { Language } from '../../../core/i18n/language.js';
import { RequestLanguage } from '../../../core/i18n/request-language.decorator.js';
import { ApiEnvelope } from '../../../core/envelope/api-envelope.decorator.js';
import { BlogList, BlogPost } from './blog-post.view.js';
import { BlogService } from './blog.service.js';
import { BlogRssQuery, GetBlogQuery, GetBlogsQuery } from './dto/blog.dto.js';

/** Readers poll feeds; five minutes of shared caching keeps them cheap without making news late. */
const FEED_CACHE_CONTROL = 'public, max-age=300';

@ApiTags('Blog')
@Controller('Blog')
export class BlogController {
  constructor(private readonly blog: BlogService) {}

  @Public()
  @Get('GetBlogs')
  @ApiOperation({
    summary:
      "Published posts, newest first: { data, meta: { pagination } } (Strapi's shape); 503 'failed to fetch' when the content service is down",
  })
  @ApiEnvelope(BlogList)
  getBlogs(@Query() query: GetBlogsQuery, @RequestLanguage() language: Language) {
    return this.blog.list(query, language);
  }

  @Public()
  @Get('GetBlog')
  @ApiOperation({ summary: 'One published article with its Markdown body; 404 for an unknown id' })
  @ApiEnvelope(BlogPost)
  getBlog(@Query() query: GetBlogQuery, @RequestLanguage() language: Language) {
    return this.blog.get(query.id, language);
  }

  @Public()
  @RawResponse()
  @Get('Rss')
  @ApiProduces('application/rss+xml')
  @ApiOperation({ summary: 'RSS 2.0 of the 20 newest posts, texts in lang=en|ka' })
  async rss(@Query() query: BlogRssQuery, @Res({ passthrough: true }) response: Response): Promise<string> {
    const xml = await this.blog.rss(query.lang);
    // Set here, not with @Header(): a 400 or 503 envelope must be neither XML nor cached.
    response.set({ 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': FEED_CACHE_CONTROL });
    return xml;
  }
}
