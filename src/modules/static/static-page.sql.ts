import type { EntityManager } from 'typeorm';
import type { StaticContentType } from '../../../shared/enums.js';
import type { HeroView, StaticDataView } from './static-content.view.js';

/**
 * The static module's `static_page` and `hero_content` as other modules read and write them: the
 * version of the terms an account consents to, and the back office's editor of the pages and hero.
 */

const PAGE_COLUMNS = `type, title_en AS "titleEN", title_ge AS "titleGE", content_en AS "descriptionEN", content_ge AS "descriptionGE", updated_at AS "updatedAt"`;
const HERO_COLUMNS = `title_en AS "titleEN", title_ge AS "titleGE", text_en AS "textEN", text_ge AS "textGE", image_url AS "imageUrl"`;

/** When each of the pages of types `types` was last changed (a page that does not exist is absent). */
export async function staticPagesUpdatedAt(
  manager: EntityManager,
  types: StaticContentType[],
): Promise<Map<StaticContentType, Date>> {
  const pages: { type: number | string; updated_at: Date | string }[] = await manager.query(
    'SELECT type, updated_at FROM static_page WHERE type = ANY($1::smallint[])',
    [types],
  );
  return new Map(pages.map((page) => [Number(page.type) as StaticContentType, new Date(page.updated_at)]));
}

/** The page of type `type` as the public call answers it (locked for a change when `lock`); null when none. */
export async function staticPage(
  manager: EntityManager,
  type: StaticContentType,
  lock = false,
): Promise<StaticDataView | null> {
  const [page]: (Omit<StaticDataView, 'type'> & { type: number | string })[] = await manager.query(
    `SELECT ${PAGE_COLUMNS} FROM static_page WHERE type = $1${lock ? ' FOR UPDATE' : ''}`,
    [type],
  );
  return page ? { ...page, type: Number(page.type) as StaticContentType } : null;
}

/** Sets the page's titles and texts (Markdown), changed now. */
export async function updateStaticPage(
  manager: EntityManager,
  type: StaticContentType,
  texts: Pick<StaticDataView, 'titleEN' | 'titleGE' | 'descriptionEN' | 'descriptionGE'>,
): Promise<void> {
  await manager.query(
    `UPDATE static_page SET title_en = $2, title_ge = $3, content_en = $4, content_ge = $5, updated_at = now() WHERE type = $1`,
    [type, texts.titleEN, texts.titleGE, texts.descriptionEN, texts.descriptionGE],
  );
}

/** The landing page's hero (locked for a change when `lock`); null when there is none. */
export async function heroContent(manager: EntityManager, lock = false): Promise<HeroView | null> {
  const [hero]: HeroView[] = await manager.query(
    `SELECT ${HERO_COLUMNS} FROM hero_content WHERE id = 1${lock ? ' FOR UPDATE' : ''}`,
  );
  return hero ?? null;
}

export async function updateHeroContent(manager: EntityManager, hero: HeroView): Promise<void> {
  await manager.query(
    `UPDATE hero_content SET title_en = $1, title_ge = $2, text_en = $3, text_ge = $4, image_url = $5 WHERE id = 1`,
    [hero.titleEN, hero.titleGE, hero.textEN, hero.textGE, hero.imageUrl],
  );
}
