import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthSession } from '../../../core/auth/auth-session.js';
import type { Page } from '../../../core/envelope/envelope.js';
import { AppException } from '../../../core/errors/app.exception.js';
import type { Language } from '../../../core/i18n/language.js';
import { returnedRows } from '../../../database/returned-rows.js';
import { selectVacancyCards, type VacancyListItem } from '../../vacancy/vacancy-list-item.sql.js';
import { openVacancyCondition } from '../../visibility/vacancy-visibility.sql.js';
import type { PageQuery } from '../../vacancy/applications/dto/application-query.dto.js';
import { publicVacancyCondition } from '../../visibility/vacancy-access.sql.js';
import type { FavoriteToggle } from './favorite-toggle.view.js';

/** The saved ones the talent can still see: published (open or ended) and approved. A saved
 *  vacancy that went back to review or to draft is kept but not shown until it is public again. */
const SAVED_AND_PUBLIC = `EXISTS (SELECT 1 FROM favorite_vacancy f WHERE f.account_id = $1 AND f.vacancy_id = v.id) AND ${publicVacancyCondition('v')}`;

/** A talent's favourite vacancies. */
@Injectable()
export class FavoriteVacanciesService {
  constructor(private readonly db: DataSource) {}

  /** POST Users/AddRemoveFavoriteVacancy: saves the vacancy, or forgets it when already saved.
   *  Only a vacancy the public may see can be saved (404 otherwise); any can be forgotten. */
  async toggle(session: AuthSession, vacancyId: number): Promise<FavoriteToggle> {
    return this.db.transaction(async (manager) => {
      const removed = returnedRows(
        await manager.query(
          'DELETE FROM favorite_vacancy WHERE account_id = $1 AND vacancy_id = $2 RETURNING vacancy_id',
          [session.accountId, vacancyId],
        ),
      );
      if (removed.length === 0) {
        const [vacancy] = await manager.query(
          `SELECT 1 FROM vacancy v WHERE v.id = $1 AND ${publicVacancyCondition('v')}`,
          [vacancyId],
        );
        if (!vacancy) throw AppException.notFound('applications.vacancyNotFound');
        await manager.query(
          'INSERT INTO favorite_vacancy (account_id, vacancy_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
          [session.accountId, vacancyId],
        );
      }
      return { isFavorite: removed.length === 0, favoriteVacancyIds: await this.ids(session, manager) };
    });
  }

  /** GET Users/getFavoriteVacancyIds. */
  async ids(session: AuthSession, db: DataSource | EntityManager = this.db): Promise<number[]> {
    const rows: { id: number }[] = await db.query(
      `SELECT v.id FROM vacancy v WHERE ${SAVED_AND_PUBLIC} ORDER BY v.id`,
      [session.accountId],
    );
    return rows.map((row) => Number(row.id));
  }

  /** GET Users/getFavoriteVacancies: the vacancy cards, the one saved last first; `isExpired` when
   *  no longer open. */
  async list(
    session: AuthSession,
    query: PageQuery,
    language: Language,
  ): Promise<Page<VacancyListItem & { isExpired: boolean }>> {
    const [{ count }]: { count: number }[] = await this.db.query(
      `SELECT count(*)::int AS count FROM vacancy v WHERE ${SAVED_AND_PUBLIC}`,
      [session.accountId],
    );
    const cards = await selectVacancyCards(
      this.db,
      {
        where: SAVED_AND_PUBLIC,
        params: [session.accountId],
        orderBy:
          '(SELECT f.created_at FROM favorite_vacancy f WHERE f.account_id = $1 AND f.vacancy_id = v.id) DESC, v.id DESC',
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      },
      language,
      session.accountId,
    );
    const open = await openIds(
      this.db,
      cards.map((card) => card.id),
    );
    return {
      items: cards.map((card) => ({ ...card, isExpired: !open.has(card.id) })),
      totalCount: Number(count),
      page: query.page,
      pageSize: query.pageSize,
    };
  }
}

/** Which of the vacancies are open now (the one rule of "open"). */
export async function openIds(db: DataSource | EntityManager, vacancyIds: number[]): Promise<Set<number>> {
  if (vacancyIds.length === 0) return new Set();
  const rows: { id: number }[] = await db.query(
    `SELECT v.id FROM vacancy v WHERE v.id = ANY($1::int[]) AND ${openVacancyCondition('v')}`,
    [vacancyIds],
  );
  return new Set(rows.map((row) => Number(row.id)));
}
