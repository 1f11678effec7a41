import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { AuthSession } from '../../../core/auth/auth-session.js';
import { hasRole } from '../../../core/auth/access.guard.js';
import { Role } from '../../../core/auth/roles.decorator.js';
import { AppException } from '../../../core/errors/app.exception.js';
import type { Language } from '../../../core/i18n/language.js';
import { selectVacancyCards, talentAccountOf } from '../vacancy-list-item.sql.js';
import { openVacancyCondition } from '../../visibility/vacancy-visibility.sql.js';
import { loadMatchContext } from '../match/match-context.sql.js';
import { ACCESS_COLUMNS, isPublic, mayPreview, type VacancyAccessRow } from './vacancy-access.js';
import type { CompanySimAndOtherVacancies } from './vacancy-search.view.js';

/** How many vacancies each list of the vacancy page shows. */
export const SIM_AND_OTHER_SIZE = 6;

/** The vacancy page's two lists: more of the same company, and similar jobs elsewhere. */
@Injectable()
export class SimilarVacanciesService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async simAndOther(
    vacancyId: number | undefined,
    session: AuthSession | undefined,
    language: Language,
  ): Promise<CompanySimAndOtherVacancies> {
    if (vacancyId === undefined) throw AppException.validation('vacancyId', 'vacancySearch.vacancyRequired');
    const [base]: (VacancyAccessRow & { company_id: number; job_function_id: number | null })[] = await this.db.query(
      `SELECT v.company_id, v.job_function_id, ${ACCESS_COLUMNS} FROM vacancy v JOIN company c ON c.id = v.company_id WHERE v.id = $1`,
      [vacancyId],
    );
    // The same rule as the page itself: a hidden vacancy's lists would tell whose it is.
    const staff = !!session && hasRole(session, Role.Admin);
    if (!base || !(isPublic(base) || mayPreview(base, session, staff)))
      throw AppException.notFound('vacancySearch.notFound');

    const talent = talentAccountOf(session);
    // Both lists score their cards against one reading of the talent's profile.
    const matchContext = talent === null ? undefined : await loadMatchContext(this.db, talent);
    const otherVacancies = await selectVacancyCards(
      this.db,
      {
        where: `v.company_id = $1 AND v.id <> $2 AND ${openVacancyCondition('v')}`,
        params: [base.company_id, vacancyId],
        orderBy: 'v.published_at DESC NULLS LAST, v.id DESC',
        limit: SIM_AND_OTHER_SIZE,
      },
      language,
      talent,
      matchContext,
    );
    // Other companies' open vacancies sharing technologies or the job function: most shared
    // technologies first, then the same job function, then the newest.
    const sameFunction = 'coalesce(v.job_function_id = $3::int, false)';
    const similarVacancies = await selectVacancyCards(
      this.db,
      {
        joins: `LEFT JOIN (SELECT vt.vacancy_id, count(*)::int AS count FROM vacancy_technology vt
                            WHERE vt.technology_id IN (SELECT b.technology_id FROM vacancy_technology b WHERE b.vacancy_id = $2)
                            GROUP BY vt.vacancy_id) shared ON shared.vacancy_id = v.id`,
        where: `v.company_id <> $1 AND ${openVacancyCondition('v')} AND (${sameFunction} OR shared.count > 0)`,
        params: [base.company_id, vacancyId, base.job_function_id],
        orderBy: `coalesce(shared.count, 0) DESC, ${sameFunction} DESC, v.published_at DESC NULLS LAST, v.id DESC`,
        limit: SIM_AND_OTHER_SIZE,
      },
      language,
      talent,
      matchContext,
    );
    return { otherVacancies, similarVacancies };
  }
}
