import type { DataSource, EntityManager } from 'typeorm';
import type { SeoPageKind } from '../../../shared/enums.js';
import type { SeoDetailView } from './site-facts.service.js';

/** The common module's `seo_detail` as other modules read and write it: the back office's SEO texts editor. */

/** The texts of a kind of page (without its kind). */
export type SeoTexts = Omit<SeoDetailView, 'pageKind'>;

/** The texts of every kind of `kinds`, in that order; a kind without texts yet has empty ones. */
export function seoDetailsOf(db: DataSource | EntityManager, kinds: readonly SeoPageKind[]): Promise<SeoDetailView[]> {
  return db.query(
    `SELECT k.kind AS "pageKind", coalesce(s.title_en, '') AS "titleEn", coalesce(s.title_ge, '') AS "titleGe",
            coalesce(s.description_en, '') AS "descriptionEn", coalesce(s.description_ge, '') AS "descriptionGe"
       FROM unnest($1::text[]) WITH ORDINALITY AS k (kind, position)
       LEFT JOIN seo_detail s ON s.page_kind = k.kind ORDER BY k.position`,
    [[...kinds]],
  );
}

/** Locks the texts of a kind of page for a change; null when it has none yet. */
export async function lockSeoTexts(manager: EntityManager, pageKind: SeoPageKind): Promise<SeoTexts | null> {
  const [texts]: SeoTexts[] = await manager.query(
    `SELECT title_en AS "titleEn", title_ge AS "titleGe", description_en AS "descriptionEn", description_ge AS "descriptionGe"
       FROM seo_detail WHERE page_kind = $1 FOR UPDATE`,
    [pageKind],
  );
  return texts ?? null;
}

/** Sets (or first gives) a kind of page its texts. */
export async function saveSeoTexts(manager: EntityManager, pageKind: SeoPageKind, texts: SeoTexts): Promise<void> {
  await manager.query(
    `INSERT INTO seo_detail (page_kind, title_en, title_ge, description_en, description_ge) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (page_kind) DO UPDATE SET title_en = $2, title_ge = $3, description_en = $4, description_ge = $5`,
    [pageKind, texts.titleEn, texts.titleGe, texts.descriptionEn, texts.descriptionGe],
  );
}
