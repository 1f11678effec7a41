import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AuthSession } from '../../../core/auth/auth-session.js';
import type { ApplicationStatus } from '../../../../shared/enums.js';
import type { Page } from '../../../core/envelope/envelope.js';
import type { Language } from '../../../core/i18n/language.js';
import { selectVacancyCards } from '../vacancy-list-item.sql.js';
import type { TalentApplicationItem } from './application.view.js';
import type { PageQuery } from './dto/application-query.dto.js';
import { openVacancyIds } from '../vacancy.sql.js';

/** GET Vacancy/getTalentApplications: the talent's own applications, newest first, each with where
 *  it stands and the vacancy as a card (marked expired when no longer open). */
@Injectable()
export class TalentApplicationsService {
  constructor(private readonly db: DataSource) {}

  async list(session: AuthSession, query: PageQuery, language: Language): Promise<Page<TalentApplicationItem>> {
    const [{ count }]: { count: number }[] = await this.db.query(
      'SELECT count(*)::int AS count FROM application WHERE account_id = $1',
      [session.accountId],
    );
    const rows: { id: number; vacancy_id: number; status: number; created_at: Date; status_changed_at: Date }[] =
      await this.db.query(
        `SELECT id, vacancy_id, status, created_at, status_changed_at FROM application
        WHERE account_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
        [session.accountId, query.pageSize, (query.page - 1) * query.pageSize],
      );
    const vacancyIds = rows.map((row) => Number(row.vacancy_id));
    const cards =
      vacancyIds.length === 0
        ? []
        : await selectVacancyCards(
            this.db,
            { where: 'v.id = ANY($1::int[])', params: [vacancyIds], orderBy: 'v.id', limit: vacancyIds.length },
            language,
            session.accountId,
          );
    const byId = new Map(cards.map((card) => [card.id, card]));
    const open = await openVacancyIds(this.db, vacancyIds);
    const items = rows.flatMap((row): TalentApplicationItem[] => {
      const card = byId.get(Number(row.vacancy_id));
      if (!card) return [];
      return [
        {
          id: Number(row.id),
          status: Number(row.status) as ApplicationStatus,
          createdAt: new Date(row.created_at),
          statusChangedAt: new Date(row.status_changed_at),
          vacancy: { ...card, isExpired: !open.has(card.id) },
        },
      ];
    });
    return { items, totalCount: Number(count), page: query.page, pageSize: query.pageSize };
  }
}
