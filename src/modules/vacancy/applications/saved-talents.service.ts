import { accountColumn, type AccountColumnsRow, selectAccountColumns } from '../../account/account.sql.js';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthSession } from '../../../core/auth/auth-session.js';
import type { ApplicationStatus } from '../../../../shared/enums.js';
import type { Page } from '../../../core/envelope/envelope.js';
import { AppException } from '../../../core/errors/app.exception.js';
import { type Language, localized } from '../../../core/i18n/language.js';
import { CompanyService, ownCompany } from '../../company/company.service.js';
import type { AppliedJob, FavoriteApplicantView, SavedTalentItem, TalentDetails } from './application.view.js';
import { applicationCvUrl } from '../../users/cvs/cv-files.sql.js';
import type { FavoriteApplicantBody } from './dto/application.dto.js';
import type { PageQuery } from './dto/application-query.dto.js';
import { companySideProfilesOf } from '../../users/profile/talent-profile.view.js';
import { technologiesOf } from './talent-technologies.js';

/** A saved talent's name, e-mail and photos as their account holds them (an application's own
 *  name and e-mail come first where there is one). */
const TALENT_CARD_COLUMNS = {
  account_name: 'full_name',
  account_email: 'email',
  profile_image_url: 'profile_image_url',
  small_profile_image_url: 'small_profile_image_url',
} as const;

const TALENT_DETAIL_COLUMNS = { id: 'id', ...TALENT_CARD_COLUMNS } as const;

/** The latest application of talent `f.account_id` to company `$1`, as a LATERAL join. */
const LATEST_APPLICATION = (talent: string) => `LEFT JOIN LATERAL (
    SELECT a.id, a.full_name, a.email, a.phone, a.cv_file_name FROM application a JOIN vacancy v ON v.id = a.vacancy_id
     WHERE a.account_id = ${talent} AND v.company_id = $1 ORDER BY a.created_at DESC, a.id DESC LIMIT 1
  ) la ON true`;

const talentNotFound = () => AppException.notFound('applications.talentNotFound');

/**
 * What a company knows about the talents who applied to it: its saved talents (favourite
 * applicants) and a talent's details. A talent who never applied to the company does not exist for
 * it (404). Name and contact are the ones the talent gave in their latest application to it.
 */
@Injectable()
export class SavedTalentsService {
  constructor(
    private readonly db: DataSource,
    private readonly companies: CompanyService,
  ) {}

  /** PUT Company/updateUserFavoriteApplicant: saves or forgets the talent (toggles when isFavorite is left out). */
  async setFavorite(session: AuthSession, body: FavoriteApplicantBody): Promise<FavoriteApplicantView> {
    const company = await ownCompany(this.companies, session);
    return this.db.transaction(async (manager) => {
      const [saved] = await manager.query(
        'SELECT 1 FROM favorite_applicant WHERE company_id = $1 AND account_id = $2',
        [company.id, body.userId],
      );
      const isFavorite = body.isFavorite ?? !saved;
      // Forgetting a saved talent stays possible after their applications are gone.
      if (!(saved && !isFavorite) && !(await this.applied(manager, company.id, body.userId))) throw talentNotFound();
      if (isFavorite) {
        await manager.query(
          'INSERT INTO favorite_applicant (company_id, account_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
          [company.id, body.userId],
        );
      } else {
        await manager.query('DELETE FROM favorite_applicant WHERE company_id = $1 AND account_id = $2', [
          company.id,
          body.userId,
        ]);
      }
      return { userId: body.userId, isFavorite };
    });
  }

  /** GET Company/getFavoriteApplicants: the one saved last first, each with the company's vacancies they applied to. */
  async favorites(session: AuthSession, query: PageQuery, language: Language): Promise<Page<SavedTalentItem>> {
    const company = await ownCompany(this.companies, session);
    const [{ count }]: { count: number }[] = await this.db.query(
      'SELECT count(*)::int AS count FROM favorite_applicant WHERE company_id = $1',
      [company.id],
    );
    const rows: ({
      account_id: number;
      saved_at: Date;
      full_name: string | null;
      email: string | null;
    } & AccountColumnsRow<typeof TALENT_CARD_COLUMNS>)[] = await this.db.query(
      `SELECT f.account_id, f.created_at AS saved_at, ${selectAccountColumns('acc', TALENT_CARD_COLUMNS)},
              la.full_name, la.email
         FROM favorite_applicant f
         JOIN account acc ON acc.id = f.account_id
         ${LATEST_APPLICATION('f.account_id')}
        WHERE f.company_id = $1
        ORDER BY f.created_at DESC, f.account_id DESC
        LIMIT $2 OFFSET $3`,
      [company.id, query.pageSize, (query.page - 1) * query.pageSize],
    );
    const accountIds = rows.map((row) => Number(row.account_id));
    const technologies = await technologiesOf(this.db, accountIds, language);
    const jobs = await this.appliedJobs(this.db, company.id, accountIds);
    return {
      items: rows.map((row) => ({
        id: Number(row.account_id),
        fullName: row.full_name ?? row.account_name,
        email: row.email ?? row.account_email,
        profileImageUrl: row.profile_image_url,
        smallProfileImageUrl: row.small_profile_image_url ?? row.profile_image_url,
        technologies: technologies.get(Number(row.account_id)) ?? [],
        savedAt: new Date(row.saved_at),
        applications: jobs.get(Number(row.account_id)) ?? [],
      })),
      totalCount: Number(count),
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  /** GET Company/GetTalentDetails. */
  async details(session: AuthSession, talentId: number, language: Language): Promise<TalentDetails> {
    const company = await ownCompany(this.companies, session);
    const [row]: ({
      field_id: number | null;
      field_name: string | null;
      field_name_ge: string | null;
      experience_id: number | null;
      experience_name: string | null;
      experience_name_ge: string | null;
      application_id: number | null;
      full_name: string | null;
      email: string | null;
      phone: string | null;
      cv_file_name: string | null;
      is_favorite: boolean;
    } & AccountColumnsRow<typeof TALENT_DETAIL_COLUMNS>)[] = await this.db.query(
      `SELECT ${selectAccountColumns('acc', TALENT_DETAIL_COLUMNS)},
              fd.id AS field_id, fd.name AS field_name, fd.name_ge AS field_name_ge,
              ex.id AS experience_id, ex.name AS experience_name, ex.name_ge AS experience_name_ge,
              la.id AS application_id, la.full_name, la.email, la.phone, la.cv_file_name,
              EXISTS (SELECT 1 FROM favorite_applicant f WHERE f.company_id = $1 AND f.account_id = acc.id) AS is_favorite
         FROM account acc
         ${LATEST_APPLICATION('acc.id')}
         LEFT JOIN dictionary_item fd ON fd.id = ${accountColumn('acc', 'field_id')}
         LEFT JOIN dictionary_item ex ON ex.id = ${accountColumn('acc', 'experience_id')}
        WHERE acc.id = $2`,
      [company.id, talentId],
    );
    if (!row || row.application_id === null) throw talentNotFound();
    const named = (id: number | null, name: string | null, nameGe: string | null) =>
      id === null || name === null ? null : { id: Number(id), name: localized(language, name, nameGe) };
    const saved: { id: number; title: string; title_ge: string | null }[] = await this.db.query(
      `SELECT v.id, v.title, v.title_ge FROM favorite_vacancy fv JOIN vacancy v ON v.id = fv.vacancy_id
        WHERE fv.account_id = $1 AND v.company_id = $2 ORDER BY fv.created_at DESC, v.id DESC`,
      [talentId, company.id],
    );
    const technologies = await technologiesOf(this.db, [talentId], language);
    const profiles = await companySideProfilesOf(this.db, [talentId], language);
    const jobs = await this.appliedJobs(this.db, company.id, [talentId]);
    return {
      id: Number(row.id),
      fullName: row.full_name ?? row.account_name,
      email: row.email ?? row.account_email,
      phone: row.phone,
      profileImageUrl: row.profile_image_url,
      smallProfileImageUrl: row.small_profile_image_url ?? row.profile_image_url,
      field: named(row.field_id, row.field_name, row.field_name_ge),
      experience: named(row.experience_id, row.experience_name, row.experience_name_ge),
      technologies: technologies.get(talentId) ?? [],
      profile: profiles.get(talentId) ?? null,
      cvUrl: applicationCvUrl(Number(row.application_id)),
      cvFileName: row.cv_file_name,
      isFavorite: row.is_favorite,
      appliedJobs: jobs.get(talentId) ?? [],
      savedJobs: saved.map((vacancy) => ({
        vacancyId: Number(vacancy.id),
        title: vacancy.title,
        titleGE: vacancy.title_ge,
      })),
    };
  }

  private async applied(db: DataSource | EntityManager, companyId: number, talentId: number): Promise<boolean> {
    const [row] = await db.query(
      'SELECT 1 FROM application a JOIN vacancy v ON v.id = a.vacancy_id WHERE a.account_id = $1 AND v.company_id = $2 LIMIT 1',
      [talentId, companyId],
    );
    return !!row;
  }

  /** Each talent's applications to the company's vacancies, newest first; one query. */
  private async appliedJobs(
    db: DataSource | EntityManager,
    companyId: number,
    talentIds: number[],
  ): Promise<Map<number, AppliedJob[]>> {
    const byTalent = new Map<number, AppliedJob[]>(talentIds.map((id) => [id, []]));
    if (talentIds.length === 0) return byTalent;
    const rows: {
      id: number;
      account_id: number;
      vacancy_id: number;
      title: string;
      title_ge: string | null;
      status: number;
      created_at: Date;
      status_changed_at: Date;
    }[] = await db.query(
      `SELECT a.id, a.account_id, v.id AS vacancy_id, v.title, v.title_ge, a.status, a.created_at, a.status_changed_at
         FROM application a JOIN vacancy v ON v.id = a.vacancy_id
        WHERE v.company_id = $1 AND a.account_id = ANY($2::int[])
        ORDER BY a.created_at DESC, a.id DESC`,
      [companyId, talentIds],
    );
    for (const row of rows) {
      byTalent.get(Number(row.account_id))?.push({
        applicationId: Number(row.id),
        vacancyId: Number(row.vacancy_id),
        title: row.title,
        titleGE: row.title_ge,
        status: Number(row.status) as ApplicationStatus,
        createdAt: new Date(row.created_at),
        statusChangedAt: new Date(row.status_changed_at),
      });
    }
    return byTalent;
  }
}
