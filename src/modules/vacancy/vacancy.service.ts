import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { Page } from '../../core/envelope/envelope.js';
import type { Language } from '../../core/i18n/language.js';
import { firstPage } from '../../core/pagination/page.js';
import { selectVacancyCards, type VacancyListItem } from './vacancy-list-item.js';
import { openVacancyCondition } from './vacancy-visibility.js';

/** Vacancies for other parts of the site (the landing page). */
@Injectable()
export class VacancyService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The open vacancies published last, newest first, for the landing page. */
  async latestVacancies(pageSize: number, language: Language, talentAccountId: number | null): Promise<Page<VacancyListItem>> {
    const [{ count: totalCount }] = await this.db.query(`SELECT count(*)::int AS count FROM vacancy v WHERE ${openVacancyCondition('v')}`);
    const items = await selectVacancyCards(
      this.db,
      { where: openVacancyCondition('v'), params: [], orderBy: 'v.published_at DESC NULLS LAST, v.id DESC', limit: pageSize },
      language,
      talentAccountId,
    );
    return firstPage(items, Number(totalCount), pageSize);
  }
}
