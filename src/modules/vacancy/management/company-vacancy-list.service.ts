import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AuthSession } from '../../../core/auth/auth-session.js';
import { ApplicationStatus, VacancyStatus } from '../../../../shared/enums.js';
import type { Page } from '../../../core/envelope/envelope.js';
import { AppException } from '../../../core/errors/app.exception.js';
import {
  type CompanyVacancyListItem,
  type CompanyVacancyView,
  loadCompanyVacancy,
  STATE_COLUMNS,
  type StateRow,
  toState,
} from './company-vacancy.view.js';
import type { CompanyVacanciesQuery } from './dto/company-vacancy-query.dto.js';
import { VacancyPublisherService } from './vacancy-publisher.service.js';
import { vacancyVisitCountSql } from '../../account/activity/user-activity.sql.js';

/** Each list of the panel: which vacancies (by their effective status) and in what order, newest first. */
const LISTS: Record<VacancyStatus, { where: string; orderBy: string }> = {
  [VacancyStatus.Active]: {
    where: `v.status = ${VacancyStatus.Active} AND (v.deadline IS NULL OR v.deadline > now())`,
    orderBy: 'v.published_at DESC NULLS LAST, v.id DESC',
  },
  [VacancyStatus.Ended]: {
    where: `(v.status = ${VacancyStatus.Ended} OR (v.status = ${VacancyStatus.Active} AND v.deadline <= now()))`,
    orderBy: 'COALESCE(v.ended_at, v.deadline) DESC NULLS LAST, v.id DESC',
  },
  [VacancyStatus.Draft]: {
    where: `v.status = ${VacancyStatus.Draft}`,
    orderBy: 'v.updated_at DESC, v.id DESC',
  },
};

interface ListRow extends StateRow {
  applicant_count: number;
  new_applicant_count: number;
  visit_count: number;
}

/** The company panel's reads: its three vacancy lists and one vacancy to edit. */
@Injectable()
export class CompanyVacancyListService {
  constructor(
    private readonly db: DataSource,
    private readonly publisher: VacancyPublisherService,
  ) {}

  /** GetAuthorizeCompanyVacancies?Type=1|2|3: active, ended or drafts, a page of them. */
  async list(session: AuthSession, query: CompanyVacanciesQuery): Promise<Page<CompanyVacancyListItem>> {
    const company = await this.publisher.companyOf(session);
    const { where, orderBy } = LISTS[query.type];
    const [{ count }]: { count: number }[] = await this.db.query(
      `SELECT count(*)::int AS count FROM vacancy v WHERE v.company_id = $1 AND ${where}`,
      [company.id],
    );
    const rows: ListRow[] = await this.db.query(
      `SELECT ${STATE_COLUMNS},
              (SELECT count(*)::int FROM application a WHERE a.vacancy_id = v.id) AS applicant_count,
              (SELECT count(*)::int FROM application a WHERE a.vacancy_id = v.id AND a.status = ${ApplicationStatus.New}) AS new_applicant_count,
              (${vacancyVisitCountSql('v.id', 'v.company_id')}) AS visit_count
         FROM vacancy v
        WHERE v.company_id = $1 AND ${where}
        ORDER BY ${orderBy}
        LIMIT $2 OFFSET $3`,
      [company.id, query.pageSize, (query.page - 1) * query.pageSize],
    );
    return {
      items: rows.map((row) => ({
        ...toState(row),
        applicantCount: Number(row.applicant_count),
        newApplicantCount: Number(row.new_applicant_count),
        visitCount: Number(row.visit_count),
      })),
      totalCount: Number(count),
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  /** GetCompanyVacancy: the caller's own vacancy to edit; another company's answers as unknown (404). */
  async get(session: AuthSession, vacancyId: number): Promise<CompanyVacancyView> {
    const company = await this.publisher.companyOf(session);
    const vacancy = await loadCompanyVacancy(this.db, company.id, vacancyId);
    if (!vacancy) throw AppException.notFound('vacancies.notFound');
    return vacancy;
  }
}
