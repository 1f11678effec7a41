import { Body, Controller, Get, HttpCode, Post, Query, UploadedFile, UseInterceptors } from '@nestjs/common';
import { ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthSession } from '../../../core/auth/auth-session.js';
import { CurrentSession } from '../../../core/auth/current-session.decorator.js';
import { Role, Roles } from '../../../core/auth/roles.decorator.js';
import { imageUploadInterceptor } from '../../../core/files/image-upload.interceptor.js';
import type { UploadedImage } from '../../../core/files/image-upload.service.js';
import type { Language } from '../../../core/i18n/language.js';
import { RequestLanguage } from '../../../core/i18n/request-language.decorator.js';
import { translate } from '../../../core/i18n/translator.js';
import { AdminBlogService } from './admin-blog.service.js';
import { AdminBlogPostsQuery, BlogPostBody, BlogPostIdQuery } from './dto/admin-blog.dto.js';
import { ApiEnvelope } from '../../../core/envelope/api-envelope.decorator.js';
import { UploadedImageView } from '../uploaded-image.view.js';
import { AdminBlogPost, AdminBlogPostListItem } from './admin-blog.view.js';

/** The back office's blog posts: staff only (never a view-as session), built-in blog only. */
@ApiTags('Admin')
@Roles(Role.Admin)
@Controller('Admin/Blog')
export class AdminBlogController {
  constructor(private readonly posts: AdminBlogService) {}

  @Get('GetPosts')
  @ApiOperation({ summary: 'Blog posts, drafts too, newest first: { items, totalCount, page, pageSize }' })
  @ApiEnvelope(AdminBlogPostListItem, { page: true })
  getPosts(@Query() query: AdminBlogPostsQuery) {
    return this.posts.list(query);
  }

  @Get('GetPost')
  @ApiOperation({ summary: 'One blog post with both Markdown bodies' })
  @ApiEnvelope(AdminBlogPost)
  getPost(@Query() query: BlogPostIdQuery) {
    return this.posts.get(query.id);
  }

  @Post('CreatePost')
  @HttpCode(200)
  @ApiOperation({ summary: 'A new blog post, a draft or published; audited' })
  @ApiEnvelope(AdminBlogPost)
  createPost(@CurrentSession() staff: AuthSession, @Body() body: BlogPostBody) {
    return this.posts.create(staff, body);
  }

  @Post('UpdatePost')
  @HttpCode(200)
  @ApiOperation({ summary: 'Changes a blog post (publish: true publishes it, false takes it back to drafts); audited' })
  @ApiEnvelope(AdminBlogPost)
  updatePost(@CurrentSession() staff: AuthSession, @Query() query: BlogPostIdQuery, @Body() body: BlogPostBody) {
    return this.posts.update(staff, query.id, body);
  }

  @Post('DeletePost')
  @HttpCode(200)
  @ApiOperation({ summary: 'Deletes a blog post and its uploaded cover; audited' })
  async deletePost(
    @CurrentSession() staff: AuthSession,
    @Query() query: BlogPostIdQuery,
    @RequestLanguage() language: Language,
  ) {
    return translate(language, await this.posts.delete(staff, query.id));
  }

  @Post('UploadCover')
  @HttpCode(200)
  @ApiConsumes('multipart/form-data')
  @UseInterceptors(imageUploadInterceptor('Cover'))
  @ApiOperation({
    summary: "A cover image (multipart field 'Cover'; JPEG, PNG or WebP, at most 10000 KB) → { url } for coverUrl",
  })
  @ApiEnvelope(UploadedImageView)
  uploadCover(@UploadedFile() cover: UploadedImage | undefined) {
    return this.posts.uploadCover(cover);
  }
}
