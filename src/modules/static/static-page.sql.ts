import type { EntityManager } from 'typeorm';
import type { StaticContentType } from '../../../shared/enums.js';

/** The static module's `static_page` as other modules read it: the version of the terms an account consents to. */

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
