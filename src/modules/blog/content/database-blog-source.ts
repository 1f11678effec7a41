import type { DataSource } from 'typeorm';
import type { Language } from '../../../core/i18n/language.js';
import { SqlParams } from '../../../core/sql/sql-params.js';
import { MAX_RECORD_ID } from '../../../core/validation/is-record-id.decorator.js';
import { prepareSearch } from '../../search/text/search-query.js';
import type { SourcePage, SourcePost } from './blog-post.view.js';
import type { BlogListRequest, BlogSitemapEntry, BlogSource } from './blog-source.js';
import { BlogPostStatus } from './entities/blog-post.entity.js';

interface PostRow {
  id: number;
  title_en: string;
  title_ge: string;
  summary_en: string;
  summary_ge: string;
  body_en: string;
  body_ge: string;
  cover_url: string | null;
  author: string | null;
  published_at: Date;
  updated_at: Date;
}

const COLUMNS = `p.id, p.title_en, p.title_ge, p.summary_en, p.summary_ge, p.body_en, p.body_ge, p.cover_url, p.author,
  p.published_at, p.updated_at`;
const PUBLISHED = `p.status = ${BlogPostStatus.Published}`;
const NEWEST_FIRST = 'ORDER BY p.published_at DESC, p.id DESC';

/** The text in the language asked for, the other one when that is empty. */
const pick = (language: Language, english: string, georgian: string) =>
  language === 'ka' ? georgian || english : english || georgian;

/** A row in one language; the body decides which language the article is served in. */
export function sourcePostOf(row: PostRow, language: Language): SourcePost {
  const served: Language = language === 'ka' ? (row.body_ge ? 'ka' : 'en') : row.body_en ? 'en' : 'ka';
  return {
    id: String(row.id),
    title: pick(language, row.title_en, row.title_ge),
    summary: pick(language, row.summary_en, row.summary_ge),
    body: served === 'ka' ? row.body_ge : row.body_en,
    coverUrl: row.cover_url,
    author: row.author,
    publishedAt: new Date(row.published_at),
    updatedAt: new Date(row.updated_at),
    language: served,
  };
}

/** The built-in blog: the published rows of blog_post, searched by their search_vector (titles and
 *  summaries, misspellings corrected from the lexicon) like every other search of the site. */
export class DatabaseBlogSource implements BlogSource {
  readonly kind = 'database';

  constructor(private readonly db: DataSource) {}

  async list(request: BlogListRequest, language: Language): Promise<SourcePage> {
    const params = new SqlParams();
    const where = [PUBLISHED];
    if (request.search) {
      const prepared = await prepareSearch(this.db, request.search);
      if (!prepared) return { posts: [], total: 0 };
      where.push(`p.search_vector @@ ${params.add(prepared.fuzzy)}::tsquery`);
    }
    const filter = `WHERE ${where.join(' AND ')}`;
    const offset = (request.page - 1) * request.pageSize;
    const rows: (PostRow & { total: number })[] = await this.db.query(
      `SELECT ${COLUMNS}, count(*) OVER ()::int AS total FROM blog_post p ${filter}
       ${NEWEST_FIRST} LIMIT ${params.add(request.pageSize)} OFFSET ${params.add(offset)}`,
      params.values,
    );
    let total = rows.length ? Number(rows[0]!.total) : 0;
    if (rows.length === 0 && offset > 0) {
      const [{ count }] = await this.db.query(
        `SELECT count(*)::int AS count FROM blog_post p ${filter}`,
        params.values.slice(0, -2),
      );
      total = Number(count);
    }
    return { posts: rows.map((row) => sourcePostOf(row, language)), total };
  }

  async get(id: string, language: Language): Promise<SourcePost | null> {
    if (!/^\d{1,10}$/.test(id) || Number(id) > MAX_RECORD_ID) return null;
    const [row]: PostRow[] = await this.db.query(
      `SELECT ${COLUMNS} FROM blog_post p WHERE p.id = $1 AND ${PUBLISHED}`,
      [Number(id)],
    );
    return row ? sourcePostOf(row, language) : null;
  }

  async publishedBetween(from: Date, to: Date, language: Language, limit: number): Promise<SourcePost[]> {
    const rows: PostRow[] = await this.db.query(
      `SELECT ${COLUMNS} FROM blog_post p WHERE ${PUBLISHED} AND p.published_at >= $1 AND p.published_at < $2 ${NEWEST_FIRST} LIMIT $3`,
      [from, to, limit],
    );
    return rows.map((row) => sourcePostOf(row, language));
  }

  async sitemapEntries(): Promise<BlogSitemapEntry[]> {
    const rows: { id: number; last_modified: Date }[] = await this.db.query(
      `SELECT p.id, greatest(p.published_at, p.updated_at) AS last_modified FROM blog_post p WHERE ${PUBLISHED} ${NEWEST_FIRST}`,
    );
    return rows.map((row) => ({ id: String(row.id), lastModified: new Date(row.last_modified) }));
  }
}
