import { Module } from '@nestjs/common';
import { BlogModule } from '../../blog/blog.module.js';
import { AdminBlogController } from './admin-blog.controller.js';
import { AdminBlogService } from './admin-blog.service.js';

/** The back office's blog posts (AdminBlogController under /api/Admin/Blog). */
@Module({
  imports: [BlogModule],
  controllers: [AdminBlogController],
  providers: [AdminBlogService],
})
export class AdminBlogModule {}
