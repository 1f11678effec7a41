import type { TestApp } from './test-app.js';

export interface BlogPostSeed {
  titleEn: string;
  titleGe?: string;
  summaryEn?: string;
  summaryGe?: string;
  bodyEn?: string;
  bodyGe?: string;
  coverUrl?: string | null;
  author?: string | null;
  /** false: a draft. */
  published?: boolean;
  publishedDaysAgo?: number;
}

/** A row of blog_post as the back office would leave it; answers its id. */
export async function insertBlogPost(t: TestApp, seed: BlogPostSeed): Promise<number> {
  const published = seed.published ?? true;
  const [{ id }] = await t.db.query(
    `INSERT INTO blog_post (title_en, title_ge, summary_en, summary_ge, body_en, body_ge, cover_url, author, status, published_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, now() - make_interval(secs => $10 * 86400), now() - make_interval(secs => $10 * 86400))
     RETURNING id`,
    [
      seed.titleEn,
      seed.titleGe ?? '',
      seed.summaryEn ?? '',
      seed.summaryGe ?? '',
      seed.bodyEn ?? `${seed.titleEn}.`,
      seed.bodyGe ?? '',
      seed.coverUrl ?? null,
      seed.author ?? null,
      published ? 2 : 1,
      seed.publishedDaysAgo ?? 0,
    ],
  );
  if (!published) await t.db.query(`UPDATE blog_post SET published_at = NULL WHERE id = $1`, [id]);
  return Number(id);
}
