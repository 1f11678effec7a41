import { Logger } from '@nestjs/common';
import type { ReadCache } from '../../../core/cache/read-cache.service.js';
import { AppErrorCode } from '../../../core/errors/app-error-code.js';
import { AppException } from '../../../core/errors/app.exception.js';
import type { Language } from '../../../core/i18n/language.js';
import type { SourcePage, SourcePost } from './blog-post.view.js';
import type { BlogListRequest, BlogSitemapEntry, BlogSource } from './blog-source.js';
import { StrapiShapeError, strapiPageOf, strapiSingleOf } from './strapi-article.js';

export interface StrapiConnection {
  /** The service's base address, without a trailing slash. */
  url: string;
  token: string;
  timeoutMs: number;
}

/** How many posts the sitemap lists from the content service. */
const SITEMAP_POSTS = 100;
const NEWEST_FIRST = 'publishedAt:desc';

const fetchFailed = () => AppException.of(AppErrorCode.ServiceUnavailable, 'blog.fetchFailed');
const otherLanguage = (language: Language): Language => (language === 'ka' ? 'en' : 'ka');

/**
 * The blog read from a Strapi-compatible content API (`/api/blogs`, Strapi 5 or 4 answers) with the
 * server's bearer token, which never leaves the server. Answers are kept in the read cache by
 * language and arguments. A service that is down, slow (BLOG_API_TIMEOUT_MS), answers an error or
 * something unreadable gives 503 'failed to fetch'; its 404 is an unknown article.
 */
export class StrapiBlogSource implements BlogSource {
  readonly kind = 'external';
  private readonly logger = new Logger(StrapiBlogSource.name);

  constructor(
    private readonly connection: StrapiConnection,
    private readonly cache: ReadCache,
  ) {}

  list(request: BlogListRequest, language: Language): Promise<SourcePage> {
    const search = request.search ?? '';
    return this.cache.remember(`blog:list:${language}:${request.page}:${request.pageSize}:${search}`, async () => {
      const params = this.listParams(language, request.page, request.pageSize);
      if (search) {
        params.set('filters[$or][0][title][$containsi]', search);
        params.set('filters[$or][1][summary][$containsi]', search);
      }
      const answer = await this.call('/api/blogs', params);
      return this.readable(() => strapiPageOf(answer, this.connection.url, language, this.skipped));
    });
  }

  /** In the language asked for, else the other one: an article need not be translated. */
  get(id: string, language: Language): Promise<SourcePost | null> {
    return this.cache.remember(`blog:get:${language}:${id}`, async () => {
      for (const locale of [language, otherLanguage(language)]) {
        const params = new URLSearchParams({ locale, populate: 'cover' });
        const answer = await this.call(`/api/blogs/${encodeURIComponent(id)}`, params, { notFound: null });
        if (answer !== null) return this.readable(() => strapiSingleOf(answer, this.connection.url, locale));
      }
      return null;
    });
  }

  publishedBetween(from: Date, to: Date, language: Language, limit: number): Promise<SourcePost[]> {
    const [start, end] = [from.toISOString(), to.toISOString()];
    return this.cache.remember(`blog:between:${language}:${start}:${end}:${limit}`, async () => {
      const params = this.listParams(language, 1, limit);
      params.set('filters[publishedAt][$gte]', start);
      params.set('filters[publishedAt][$lt]', end);
      const answer = await this.call('/api/blogs', params);
      return this.readable(() => strapiPageOf(answer, this.connection.url, language, this.skipped).posts);
    });
  }

  sitemapEntries(): Promise<BlogSitemapEntry[]> {
    return this.cache.remember('blog:sitemap', async () => {
      const answer = await this.call('/api/blogs', this.listParams('en', 1, SITEMAP_POSTS));
      const posts = this.readable(() => strapiPageOf(answer, this.connection.url, 'en', this.skipped).posts);
      return posts.map((post) => ({ id: post.id, lastModified: post.updatedAt }));
    });
  }

  private listParams(language: Language, page: number, pageSize: number): URLSearchParams {
    return new URLSearchParams({
      locale: language,
      'pagination[page]': String(page),
      'pagination[pageSize]': String(pageSize),
      'sort[0]': NEWEST_FIRST,
      populate: 'cover',
    });
  }

  /** The JSON of a GET; `notFound` is what a 404 gives instead of a failure. */
  private async call(path: string, params: URLSearchParams, options: { notFound?: null } = {}): Promise<unknown> {
    const url = `${this.connection.url}${path}?${params}`;
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { Authorization: `Bearer ${this.connection.token}`, Accept: 'application/json' },
        signal: AbortSignal.timeout(this.connection.timeoutMs),
        redirect: 'error',
      });
    } catch (error) {
      this.logger.warn(`Blog content service unreachable (${path}): ${(error as Error).message}`);
      throw fetchFailed();
    }
    if (response.status === 404 && 'notFound' in options) {
      await response.body?.cancel();
      return options.notFound;
    }
    if (!response.ok) {
      await response.body?.cancel();
      this.logger.warn(`Blog content service answered ${response.status} (${path})`);
      throw fetchFailed();
    }
    try {
      return await response.json();
    } catch (error) {
      this.logger.warn(`Blog content service sent no JSON (${path}): ${(error as Error).message}`);
      throw fetchFailed();
    }
  }

  /** An article of a list that could not be read: left out, and said in the log. */
  private readonly skipped = (error: StrapiShapeError) =>
    this.logger.warn(`Blog content service: an article was left out: ${error.message}`);

  /** Reads an answer; a shape we cannot read is the service's failure, not ours. */
  private readable<T>(read: () => T): T {
    try {
      return read();
    } catch (error) {
      if (!(error instanceof StrapiShapeError)) throw error;
      this.logger.warn(`Blog content service: ${error.message}`);
      throw fetchFailed();
    }
  }
}
