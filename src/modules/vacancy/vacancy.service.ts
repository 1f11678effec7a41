import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ReadCache } from '../../core/cache/read-cache.service.js';
import type { Page } from '../../core/envelope/envelope.js';
import type { Language } from '../../core/i18n/language.js';
import { firstPage } from '../../core/pagination/page.js';
import { selectVacancyCards, type VacancyListItem } from './vacancy-list-item.sql.js';
import { favoriteVacancyIds } from '../users/favorites/favorite-vacancy.sql.js';
import { vacancyMatches } from './match/vacancy-matches.sql.js';
import { openVacancyCondition } from '../visibility/vacancy-visibility.sql.js';

/** Vacancies for other parts of the site (the landing page). */
@Injectable()
export class VacancyService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly cache: ReadCache,
  ) {}

  /** The open vacancies published last, newest first, for the landing page: the same list for
   *  everyone (cached), with a signed-in talent's saved ones marked and matches added. */
  async latestVacancies(
    pageSize: number,
    language: Language,
    talentAccountId: number | null,
  ): Promise<Page<VacancyListItem>> {
    const page = await this.cache.remember(`latestVacancies:${pageSize}:${language}`, () =>
      this.loadLatest(pageSize, language),
    );
    if (talentAccountId === null) return page;
    const ids = page.items.map((item) => item.id);
    const favorites = await favoriteVacancyIds(this.db, talentAccountId, ids);
    const matches = await vacancyMatches(this.db, talentAccountId, ids);
    return {
      ...page,
      items: page.items.map((item) => ({
        ...item,
        isFavorite: favorites.has(item.id),
        match: matches.get(item.id) ?? null,
      })),
    };
  }

  private async loadLatest(pageSize: number, language: Language): Promise<Page<VacancyListItem>> {
    const [{ count: totalCount }] = await this.db.query(
      `SELECT count(*)::int AS count FROM vacancy v WHERE ${openVacancyCondition('v')}`,
    );
    const items = await selectVacancyCards(
      this.db,
      {
        where: openVacancyCondition('v'),
        params: [],
        orderBy: 'v.published_at DESC NULLS LAST, v.id DESC',
        limit: pageSize,
      },
      language,
      null,
    );
    return firstPage(items, Number(totalCount), pageSize);
  }
}
