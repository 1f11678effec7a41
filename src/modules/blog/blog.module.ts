import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../config/app-config.js';
import { ReadCache } from '../../core/cache/read-cache.service.js';
import { ShareImagesModule } from '../../web/share-images/share-images.module.js';
import { BlogController } from './content/blog.controller.js';
import { BlogFeedImages } from './content/blog-feed-images.js';
import { BlogService } from './content/blog.service.js';
import { BLOG_SOURCE } from './content/blog-source.js';
import { DatabaseBlogSource } from './content/database-blog-source.js';
import { BlogPostEntity } from './content/entities/blog-post.entity.js';
import { StrapiBlogSource } from './content/strapi-blog-source.js';

/** The blog: posts from the blog_post table, or from a Strapi-compatible content API when
 *  BLOG_API_URL and BLOG_API_TOKEN are set (chosen once, at start-up). */
@Module({
  imports: [TypeOrmModule.forFeature([BlogPostEntity]), ShareImagesModule],
  controllers: [BlogController],
  providers: [
    {
      provide: BLOG_SOURCE,
      inject: [AppConfig, DataSource, ReadCache],
      useFactory: (config: AppConfig, db: DataSource, cache: ReadCache) =>
        config.blogApi ? new StrapiBlogSource(config.blogApi, cache) : new DatabaseBlogSource(db),
    },
    BlogFeedImages,
    BlogService,
  ],
  exports: [BlogService],
})
export class BlogModule {}
