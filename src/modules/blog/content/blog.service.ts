import { Inject, Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config.js';
import { AppException } from '../../../core/errors/app.exception.js';
import type { Language } from '../../../core/i18n/language.js';
import { translate } from '../../../core/i18n/translator.js';
import { type BlogList, type BlogPost, type BlogPostSummary, articleOf, summaryOf } from './blog-post.view.js';
import { BlogFeedImages } from './blog-feed-images.js';
import { renderBlogRss } from './blog-rss.js';
import { ARTICLE_ID } from './strapi-article.js';
import { BLOG_SOURCE, type BlogListRequest, type BlogSitemapEntry, type BlogSource } from './blog-source.js';

/** How many posts the RSS feed and the weekly mail carry at most: the newest ones. */
export const BLOG_FEED_SIZE = 20;

/** The blog as the site reads it, whichever source holds the posts (see BlogSource). */
@Injectable()
export class BlogService {
  private readonly publicUrl: string;

  constructor(
    @Inject(BLOG_SOURCE) private readonly source: BlogSource,
    private readonly feedImages: BlogFeedImages,
    config: AppConfig,
  ) {
    this.publicUrl = config.publicUrl;
  }

  /** The posts live in the external content service (the back office cannot edit them). */
  get isExternal(): boolean {
    return this.source.kind === 'external';
  }

  /** GET Blog/GetBlogs: a page of published posts, newest first, in Strapi's shape. */
  async list(request: BlogListRequest, language: Language): Promise<BlogList> {
    const search = request.search?.trim() || undefined;
    const { posts, total } = await this.source.list({ ...request, search }, language);
    return {
      data: posts.map(summaryOf),
      meta: {
        pagination: {
          page: request.page,
          pageSize: request.pageSize,
          pageCount: Math.ceil(total / request.pageSize),
          total,
        },
      },
    };
  }

  /** GET Blog/GetBlog: one published article; 404 'blog.notFound' when there is none. */
  async get(id: string, language: Language): Promise<BlogPost> {
    const post = ARTICLE_ID.test(id) ? await this.source.get(id, language) : null;
    if (!post) throw AppException.notFound('blog.notFound');
    return articleOf(post);
  }

  /** The weekly mail's posts: published in [from, to), newest first, at most 20. */
  async postsPublishedBetween(from: Date, to: Date, language: Language): Promise<BlogPostSummary[]> {
    return (await this.source.publishedBetween(from, to, language, BLOG_FEED_SIZE)).map(summaryOf);
  }

  /** GET Blog/Rss: the 20 newest posts as RSS 2.0, each with an image enclosure of its real size. */
  async rss(language: Language): Promise<string> {
    const { data } = await this.list({ page: 1, pageSize: BLOG_FEED_SIZE }, language);
    const images = new Map(
      await Promise.all(data.map(async (post) => [post.id, await this.feedImages.imageOf(post, language)] as const)),
    );
    return renderBlogRss(
      {
        title: translate(language, 'blog.feedTitle'),
        description: translate(language, 'blog.feedDescription'),
        link: `${this.publicUrl}/news`,
        selfLink: this.feedUrl(language),
        language,
        articleLink: (id) => this.articleUrl(id),
        imageOf: (post) => images.get(post.id) ?? null,
      },
      data,
    );
  }

  /** The sitemap's articles; none when the content service cannot be read (the rest of the
   *  sitemap must not fail with it). */
  sitemapEntries(): Promise<BlogSitemapEntry[]> {
    return this.source.sitemapEntries().catch(() => []);
  }

  feedUrl(language: Language): string {
    return `${this.publicUrl}/api/Blog/Rss?lang=${language}`;
  }

  articleUrl(id: string): string {
    return `${this.publicUrl}/news/${encodeURIComponent(id)}`;
  }
}
