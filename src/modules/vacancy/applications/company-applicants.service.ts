import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthSession } from '../../../core/auth/auth-session.js';
import { ApplicationSource, ApplicationStatus } from '../../../../shared/enums.js';
import type { Page } from '../../../core/envelope/envelope.js';
import { AppException } from '../../../core/errors/app.exception.js';
import { type Language, localized } from '../../../core/i18n/language.js';
import { returnedRows } from '../../../database/returned-rows.js';
import { CompanyService, ownCompany } from '../../company/company.service.js';
import { sendsRejectionMail, setSendsRejectionMail } from '../../company/company.sql.js';
import { type CompanySideTalentProfile, companySideProfilesOf } from '../../users/profile/talent-profile.view.js';
import { ApplicationMailer } from './application-mailer.service.js';
import { canMoveTo, statusMailFor } from './application-status.js';
import type { ApplicantItem, ApplicationDetails, RejectionMailSettingView, StatusChange } from './application.view.js';
import { type AccountColumnsRow, selectAccountColumns } from '../../account/account.sql.js';
import { applicationCvUrl } from '../../users/cvs/cv-files.sql.js';
import type { UpdateApplicationStatusBody } from './dto/application.dto.js';
import { ApplicantsSort, type VacancyApplicantsQuery } from './dto/application-query.dto.js';
import { technologiesOf } from './talent-technologies.js';
import { vacancyFitOf } from '../vacancy-fit.view.js';
import { ownVacancyTechnologies, type VacancyTechnologyRow } from '../vacancy-technologies.sql.js';

/** The talent's photos, from the account `acc`. */
const TALENT_IMAGE_COLUMNS = {
  profile_image_url: 'profile_image_url',
  small_profile_image_url: 'small_profile_image_url',
} as const;

/** Where and how a status change mails the talent, from the account `acc`. */
const TALENT_MAIL_COLUMNS = { talent_email: 'email', talent_language: 'language' } as const;

/** The columns of an applicant, over `application a JOIN account acc` and the company id as `$companyParam`. */
const applicantColumns = (companyParam: string) => `
  a.id, a.vacancy_id, a.account_id, a.full_name, a.email, a.phone, a.message, a.status, a.created_at, a.status_changed_at,
  a.cv_file_name, a.source, ${selectAccountColumns('acc', TALENT_IMAGE_COLUMNS)},
  EXISTS (SELECT 1 FROM favorite_applicant f WHERE f.company_id = ${companyParam} AND f.account_id = a.account_id) AS is_favorite`;

interface ApplicantRow extends AccountColumnsRow<typeof TALENT_IMAGE_COLUMNS> {
  id: number;
  vacancy_id: number;
  account_id: number;
  full_name: string;
  email: string;
  phone: string;
  message: string | null;
  status: number;
  created_at: Date;
  status_changed_at: Date;
  cv_file_name: string;
  source: number;
  is_favorite: boolean;
}

/** What an applicant list needs beside the rows: each talent's technologies and company-side
 *  profile, and the technologies of the vacancy they applied to (for the fit). */
interface ApplicantExtras {
  technologies: Map<number, { id: number; name: string }[]>;
  profiles: Map<number, CompanySideTalentProfile>;
  vacancyTechnologies: VacancyTechnologyRow[];
  language: Language;
}

const toApplicant = (row: ApplicantRow, extras: ApplicantExtras): ApplicantItem => {
  const technologies = extras.technologies.get(Number(row.account_id)) ?? [];
  return {
    id: Number(row.id),
    vacancyId: Number(row.vacancy_id),
    userId: Number(row.account_id),
    fullName: row.full_name,
    email: row.email,
    phone: row.phone,
    status: Number(row.status) as ApplicationStatus,
    createdAt: new Date(row.created_at),
    statusChangedAt: new Date(row.status_changed_at),
    cvFileName: row.cv_file_name,
    cvUrl: applicationCvUrl(Number(row.id)),
    profileImageUrl: row.profile_image_url,
    smallProfileImageUrl: row.small_profile_image_url ?? row.profile_image_url,
    technologies,
    profile: extras.profiles.get(Number(row.account_id)) ?? null,
    isFavorite: row.is_favorite,
    source: Number(row.source) as ApplicationSource,
    vacancyFit: vacancyFitOf(
      technologies.map((technology) => technology.id),
      extras.vacancyTechnologies,
      extras.language,
    ),
  };
};

const applicationNotFound = () => AppException.notFound('applications.applicationNotFound');

/** The company panel's applicants: a company sees only the applications to its own vacancies; any
 *  other vacancy or application answers 404, as if it did not exist. */
@Injectable()
export class CompanyApplicantsService {
  constructor(
    private readonly db: DataSource,
    private readonly companies: CompanyService,
    private readonly mailer: ApplicationMailer,
  ) {}

  /** Technologies and profiles of these applicants of one of the company's vacancies, in the
   *  request's language, with the vacancy's technologies. */
  private async extrasOf(
    accountIds: number[],
    vacancy: { vacancyId: number; companyId: number },
    language: Language,
  ): Promise<ApplicantExtras> {
    const unique = [...new Set(accountIds)];
    const [technologies, profiles, vacancyTechnologies] = await Promise.all([
      technologiesOf(this.db, unique, language),
      companySideProfilesOf(this.db, unique, language),
      ownVacancyTechnologies(this.db, vacancy.vacancyId, vacancy.companyId),
    ]);
    return { technologies, profiles, vacancyTechnologies: vacancyTechnologies ?? [], language };
  }

  /** GET Vacancy/getVacancyApplicants: newest first (or oldest first), optionally of one status. */
  async vacancyApplicants(
    session: AuthSession,
    query: VacancyApplicantsQuery,
    language: Language,
  ): Promise<Page<ApplicantItem>> {
    const company = await ownCompany(this.companies, session);
    await this.ownVacancy(company.id, query.vacancyId);
    const status = query.status ?? null;
    const [{ count }]: { count: number }[] = await this.db.query(
      'SELECT count(*)::int AS count FROM application a WHERE a.vacancy_id = $1 AND ($2::smallint IS NULL OR a.status = $2)',
      [query.vacancyId, status],
    );
    const rows: ApplicantRow[] = await this.db.query(
      `SELECT ${applicantColumns('$2')}
         FROM application a JOIN account acc ON acc.id = a.account_id
        WHERE a.vacancy_id = $1 AND ($3::smallint IS NULL OR a.status = $3)
        ORDER BY ${query.sort === ApplicantsSort.Oldest ? 'a.created_at ASC, a.id ASC' : 'a.created_at DESC, a.id DESC'}
        LIMIT $4 OFFSET $5`,
      [query.vacancyId, company.id, status, query.pageSize, (query.page - 1) * query.pageSize],
    );
    const extras = await this.extrasOf(
      rows.map((row) => Number(row.account_id)),
      { vacancyId: query.vacancyId, companyId: company.id },
      language,
    );
    return {
      items: rows.map((row) => toApplicant(row, extras)),
      totalCount: Number(count),
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  /** GET Vacancy/getVacancyApplication: opening a New application marks it Viewed (not for a
   *  read-only view-as session, which must leave no trace). */
  async application(session: AuthSession, applicationId: number, language: Language): Promise<ApplicationDetails> {
    const company = await ownCompany(this.companies, session);
    const [row]: (ApplicantRow & {
      title: string;
      title_ge: string | null;
      field_id: number | null;
      field_name: string | null;
      field_name_ge: string | null;
      experience_id: number | null;
      experience_name: string | null;
      experience_name_ge: string | null;
    })[] = await this.db.query(
      `SELECT ${applicantColumns('$2')}, v.title, v.title_ge,
              fd.id AS field_id, fd.name AS field_name, fd.name_ge AS field_name_ge,
              ex.id AS experience_id, ex.name AS experience_name, ex.name_ge AS experience_name_ge
         FROM application a
         JOIN vacancy v ON v.id = a.vacancy_id
         JOIN account acc ON acc.id = a.account_id
         LEFT JOIN dictionary_item fd ON fd.id = acc.field_id
         LEFT JOIN dictionary_item ex ON ex.id = acc.experience_id
        WHERE a.id = $1 AND v.company_id = $2`,
      [applicationId, company.id],
    );
    if (!row) throw applicationNotFound();
    if (Number(row.status) === ApplicationStatus.New && !session.viewAs) {
      const updated = returnedRows<{ status: number; status_changed_at: Date }>(
        await this.db.query(
          `UPDATE application SET status = $2, status_changed_at = now() WHERE id = $1 AND status = $3 RETURNING status, status_changed_at`,
          [row.id, ApplicationStatus.Viewed, ApplicationStatus.New],
        ),
      );
      if (updated[0]) Object.assign(row, updated[0]);
    }
    const extras = await this.extrasOf(
      [Number(row.account_id)],
      { vacancyId: Number(row.vacancy_id), companyId: company.id },
      language,
    );
    const named = (id: number | null, name: string | null, nameGe: string | null) =>
      id === null || name === null ? null : { id: Number(id), name: localized(language, name, nameGe) };
    return {
      ...toApplicant(row, extras),
      message: row.message,
      vacancy: { id: Number(row.vacancy_id), title: row.title, titleGE: row.title_ge },
      field: named(row.field_id, row.field_name, row.field_name_ge),
      experience: named(row.experience_id, row.experience_name, row.experience_name_ge),
    };
  }

  /** POST Vacancy/UpdateApplicationStatus (rules in application-status.ts); the talent's mail
   *  commits with the change. */
  async updateStatus(session: AuthSession, body: UpdateApplicationStatusBody): Promise<StatusChange> {
    const company = await ownCompany(this.companies, session);
    if (!canMoveTo(body.status)) throw AppException.validation('status', 'applications.statusInvalid');
    return this.db.transaction(async (manager) => {
      const [row]: ({
        id: number;
        status: number;
        status_changed_at: Date;
        full_name: string;
        vacancy_id: number;
        title: string;
        title_ge: string | null;
        transformed_title: string | null;
        company_name: string;
        send_rejection_mail: boolean;
      } & AccountColumnsRow<typeof TALENT_MAIL_COLUMNS>)[] = await manager.query(
        `SELECT a.id, a.status, a.status_changed_at, a.full_name, v.id AS vacancy_id, v.title, v.title_ge, v.transformed_title,
                c.name AS company_name, c.send_rejection_mail, ${selectAccountColumns('acc', TALENT_MAIL_COLUMNS)}
           FROM application a
           JOIN vacancy v ON v.id = a.vacancy_id
           JOIN company c ON c.id = v.company_id
           JOIN account acc ON acc.id = a.account_id
          WHERE a.id = $1 AND v.company_id = $2
          FOR UPDATE OF a`,
        [body.applicationId, company.id],
      );
      if (!row) throw applicationNotFound();
      if (Number(row.status) === body.status) {
        return { id: Number(row.id), status: body.status, statusChangedAt: new Date(row.status_changed_at) };
      }
      const [updated] = returnedRows<{ status_changed_at: Date }>(
        await manager.query(
          `UPDATE application SET status = $2, status_changed_at = now() WHERE id = $1 RETURNING status_changed_at`,
          [row.id, body.status],
        ),
      );
      const mail = statusMailFor(body.status, row.send_rejection_mail);
      if (mail) {
        await this.mailer.statusChanged(
          manager,
          mail,
          { email: row.talent_email, name: row.full_name, language: row.talent_language },
          {
            id: Number(row.vacancy_id),
            title: row.title,
            titleGe: row.title_ge,
            transformedTitle: row.transformed_title,
            companyName: row.company_name,
          },
        );
      }
      return { id: Number(row.id), status: body.status, statusChangedAt: new Date(updated!.status_changed_at) };
    });
  }

  /** GET Company/GetRejectionMailSetting. */
  async rejectionMailSetting(session: AuthSession): Promise<RejectionMailSettingView> {
    const company = await ownCompany(this.companies, session);
    return { sendRejectionMail: await sendsRejectionMail(this.db, company.id) };
  }

  /** POST Company/UpdateRejectionMailSetting. */
  async updateRejectionMailSetting(
    session: AuthSession,
    sendRejectionMail: boolean,
  ): Promise<RejectionMailSettingView> {
    const company = await ownCompany(this.companies, session);
    await setSendsRejectionMail(this.db, company.id, sendRejectionMail);
    return { sendRejectionMail };
  }

  /** 404 unless the vacancy is the company's own (any status: drafts and ended ones keep their applicants). */
  async ownVacancy(
    companyId: number,
    vacancyId: number,
    db: DataSource | EntityManager = this.db,
  ): Promise<{ id: number; title: string }> {
    const [vacancy]: { id: number; title: string }[] = await db.query(
      'SELECT id, title FROM vacancy WHERE id = $1 AND company_id = $2',
      [vacancyId, companyId],
    );
    if (!vacancy) throw AppException.notFound('applications.vacancyNotFound');
    return { id: Number(vacancy.id), title: vacancy.title };
  }
}
