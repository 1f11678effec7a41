import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthSession } from '../../../core/auth/auth-session.js';
import { ApplicationSource, VacancyCallToAction } from '../../../../shared/enums.js';
import { AppException } from '../../../core/errors/app.exception.js';
import { AppErrorCode } from '../../../core/errors/app-error-code.js';
import { CvStorageService, type StoredCv, type UploadedCv } from '../../../core/files/cv-storage.service.js';
import { CV_FIELD } from '../../../core/files/cv-upload.interceptor.js';
import { isUniqueViolation } from '../../../database/unique-violation.js';
import { ApplicationMailer } from './application-mailer.service.js';
import type { ApplyToVacancyBody } from './dto/apply.dto.js';
import { PendingCvFiles } from '../../users/cvs/pending-cv-files.service.js';
import { TalentCvService } from '../../users/cvs/talent-cv.service.js';
import { VACANCY_ACCESS_SELECT, type VacancyAccessRow } from '../../visibility/vacancy-access.sql.js';
import { accountContact, type AccountColumnsRow, selectAccountColumns } from '../../account/account.sql.js';
import { companyColumn, type CompanyColumnsRow, selectCompanyColumns } from '../../company/company.sql.js';
import type { LeftJoined } from '../../../core/sql/column-selection.js';

/** The company that published the vacancy, and the account to tell of an application (none for an unclaimed page). */
const COMPANY_COLUMNS = { company_name: 'name' } as const;
const COMPANY_ACCOUNT_COLUMNS = {
  company_email: 'email',
  company_full_name: 'full_name',
  company_language: 'language',
} as const;

interface ApplyVacancyRow
  extends
    VacancyAccessRow,
    CompanyColumnsRow<typeof COMPANY_COLUMNS>,
    LeftJoined<AccountColumnsRow<typeof COMPANY_ACCOUNT_COLUMNS>> {}

const alreadyApplied = () =>
  AppException.of(AppErrorCode.Conflict, 'applications.alreadyApplied', undefined, 'vacancyId');

/** POST Users/ApplyToVacancy: a talent with a verified e-mail applies to an open vacancy with a CV. */
@Injectable()
export class ApplyService {
  constructor(
    private readonly db: DataSource,
    private readonly cvs: CvStorageService,
    private readonly talentCvs: TalentCvService,
    private readonly mailer: ApplicationMailer,
    private readonly pending: PendingCvFiles,
  ) {}

  /**
   * Checks, in this order: a verified e-mail (403), the vacancy (404 unknown or not public, 409
   * expired or not taking applications), one application per vacancy (409), a CV (400 none, 413,
   * 415). The application, the talent's new last CV and both mails commit together.
   * @returns the message key of the success text.
   */
  async apply(session: AuthSession, body: ApplyToVacancyBody, file: UploadedCv | undefined): Promise<string> {
    const talent = await accountContact(this.db, session.accountId);
    if (!talent) throw AppException.unauthorized();
    if (!talent.isEmailVerified) throw AppException.forbidden('applications.emailNotVerified');
    const vacancy = await this.vacancyToApplyTo(body.vacancyId);
    const [existing] = await this.db.query('SELECT 1 FROM application WHERE vacancy_id = $1 AND account_id = $2', [
      vacancy.id,
      session.accountId,
    ]);
    if (existing) throw alreadyApplied();
    if (!file && !body.useLastVacancy) throw AppException.validation(CV_FIELD, 'applications.cvRequired');

    const newCv = file ? await this.cvs.store(file) : null;
    let replacedCvKey: string | null;
    try {
      replacedCvKey = await this.db.transaction(async (manager) => {
        if (newCv) await this.pending.claim(manager, newCv.key);
        const cv: StoredCv | null = newCv ?? (await this.talentCvs.lastCvForUpdate(manager, session.accountId));
        if (!cv) throw AppException.validation(CV_FIELD, 'applications.cvRequired');
        await manager.query(
          `INSERT INTO application (vacancy_id, account_id, full_name, email, phone, message, cv_file_key, cv_file_name, cv_content_type)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
          [
            vacancy.id,
            session.accountId,
            body.fullName,
            body.email,
            body.phone,
            body.message ?? null,
            cv.key,
            cv.fileName,
            cv.contentType,
          ],
        );
        const replaced = newCv ? await this.talentCvs.setLastCv(manager, session.accountId, newCv) : null;

        const mailVacancy = {
          id: vacancy.id,
          title: vacancy.title,
          titleGe: vacancy.title_ge,
          transformedTitle: vacancy.transformed_title,
          companyName: vacancy.company_name,
        };
        await this.mailer.applicationSent(
          manager,
          { email: talent.email, name: talent.fullName, language: talent.language },
          mailVacancy,
        );
        if (vacancy.company_email) {
          const company = {
            email: vacancy.company_email,
            name: vacancy.company_full_name,
            language: vacancy.company_language ?? 'en',
          };
          await this.mailer.newApplication(manager, company, mailVacancy, body.fullName);
        }
        return replaced;
      });
    } catch (error) {
      if (newCv) {
        await this.cvs.remove(newCv.key);
        await this.pending.forget(newCv.key);
      }
      if (isUniqueViolation(error)) throw alreadyApplied();
      throw error;
    }
    if (replacedCvKey) await this.talentCvs.removeFileIfUnused(replacedCvKey);
    return 'applications.applied';
  }

  /**
   * A talent accepted a company's invitation to this vacancy (the talents module's transaction): the
   * application is made from the account's name and e-mail, the profile's phone and the last CV,
   * marked as coming from the invitation, and the company is told as for any application. 409 when
   * the vacancy closed or the talent has applied already, 400 without a CV.
   * @returns the new application's id.
   */
  async applyFromInvitation(
    manager: EntityManager,
    talent: { accountId: number; fullName: string; email: string; phone: string },
    vacancyId: number,
  ): Promise<number> {
    const vacancy = await this.vacancyToApplyTo(vacancyId, manager);
    const cv = await this.talentCvs.lastCvForUpdate(manager, talent.accountId);
    if (!cv) throw AppException.validation('_', 'talentDirectory.cvRequired');
    let id: number;
    try {
      const [row]: { id: number }[] = await manager.query(
        `INSERT INTO application (vacancy_id, account_id, full_name, email, phone, cv_file_key, cv_file_name, cv_content_type, source)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, ${ApplicationSource.Invitation}) RETURNING id`,
        [
          vacancy.id,
          talent.accountId,
          talent.fullName,
          talent.email,
          talent.phone,
          cv.key,
          cv.fileName,
          cv.contentType,
        ],
      );
      id = Number(row.id);
    } catch (error) {
      if (isUniqueViolation(error)) throw alreadyApplied();
      throw error;
    }
    if (vacancy.company_email) {
      await this.mailer.newApplication(
        manager,
        { email: vacancy.company_email, name: vacancy.company_full_name, language: vacancy.company_language ?? 'en' },
        {
          id: vacancy.id,
          title: vacancy.title,
          titleGe: vacancy.title_ge,
          transformedTitle: vacancy.transformed_title,
          companyName: vacancy.company_name,
        },
        talent.fullName,
      );
    }
    return id;
  }

  /** `db` is the caller's transaction when there is one (PGlite has a single session). */
  private async vacancyToApplyTo(
    vacancyId: number,
    db: DataSource | EntityManager = this.db,
  ): Promise<ApplyVacancyRow> {
    const [vacancy]: ApplyVacancyRow[] = await db.query(
      `SELECT ${VACANCY_ACCESS_SELECT('v')}, ${selectCompanyColumns('c', COMPANY_COLUMNS)},
              ${selectAccountColumns('ca', COMPANY_ACCOUNT_COLUMNS)}
         FROM vacancy v
         JOIN company c ON c.id = v.company_id
         LEFT JOIN account ca ON ca.id = ${companyColumn('c', 'account_id')}
        WHERE v.id = $1`,
      [vacancyId],
    );
    if (!vacancy || !vacancy.is_public) throw AppException.notFound('applications.vacancyNotFound');
    if (!vacancy.is_open)
      throw AppException.of(AppErrorCode.Conflict, 'applications.vacancyExpired', undefined, 'vacancyId');
    if (Number(vacancy.call_to_action) !== VacancyCallToAction.ApplyNow) {
      throw AppException.of(AppErrorCode.Conflict, 'applications.notAcceptingApplications', undefined, 'vacancyId');
    }
    return vacancy;
  }
}
