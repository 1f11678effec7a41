import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthSession } from '../../../core/auth/auth-session.js';
import { type VacancyApproval, VacancyStatus } from '../../../../shared/enums.js';
import { AppErrorCode } from '../../../core/errors/app-error-code.js';
import { AppException } from '../../../core/errors/app.exception.js';
import { FILE_STORAGE, type FileStorage } from '../../../core/files/file-storage.js';
import type { MessageRef } from '../../../core/i18n/translator.js';
import { type CompanyVacancyView, loadCompanyVacancy } from './company-vacancy.view.js';
import { VacancyPublisherService } from './vacancy-publisher.service.js';
import { forgetVacancyPageVisits } from '../../account/activity/user-activity.sql.js';
import { approvalOnPublishing, effectiveStatus } from './vacancy-rules.js';

interface LockedVacancy {
  status: VacancyStatus;
  approval: VacancyApproval;
  complete: boolean;
}

const conflict = (key: string) => AppException.of(AppErrorCode.Conflict, key);

/** End, renew and delete: the moves of a vacancy between the panel's three lists. A move that does
 *  not fit the vacancy's status is a 409 that says why. */
@Injectable()
export class CompanyVacancyLifecycleService {
  private readonly logger = new Logger('CompanyVacancies');

  constructor(
    private readonly db: DataSource,
    private readonly publisher: VacancyPublisherService,
    @Inject(FILE_STORAGE) private readonly files: FileStorage,
  ) {}

  /** Active → ended, now. */
  async end(session: AuthSession, vacancyId: number): Promise<CompanyVacancyView> {
    const company = await this.publisher.companyOf(session);
    return this.db.transaction(async (manager) => {
      const vacancy = await this.lock(manager, company.id, vacancyId);
      if (vacancy.status === VacancyStatus.Draft) throw conflict('vacancies.endDraft');
      if (vacancy.status === VacancyStatus.Ended) throw conflict('vacancies.alreadyEnded');
      await manager.query(
        `UPDATE vacancy SET status = ${VacancyStatus.Ended}, ended_at = now(), updated_at = now() WHERE id = $1`,
        [vacancyId],
      );
      return (await loadCompanyVacancy(manager, company.id, vacancyId))!;
    });
  }

  /** Ended → active again (republished): published now, with a new deadline from its deadline
   *  choice; an unverified company's vacancy goes back to review. */
  async renew(session: AuthSession, vacancyId: number): Promise<CompanyVacancyView> {
    const company = await this.publisher.companyOf(session);
    return this.db.transaction(async (manager) => {
      const vacancy = await this.lock(manager, company.id, vacancyId);
      if (vacancy.status === VacancyStatus.Draft) throw conflict('vacancies.renewDraft');
      if (vacancy.status === VacancyStatus.Active) throw conflict('vacancies.renewActive');
      if (!vacancy.complete) throw conflict('vacancies.renewIncomplete');
      await manager.query(
        `UPDATE vacancy SET status = ${VacancyStatus.Active}, approval = $2, rejection_reason = NULL, published_at = now(),
                deadline = now() + make_interval(months => deadline_months), ended_at = NULL, updated_at = now()
          WHERE id = $1`,
        [vacancyId, approvalOnPublishing(company.isVerified, vacancy.approval)],
      );
      return (await loadCompanyVacancy(manager, company.id, vacancyId))!;
    });
  }

  /**
   * Deletes the vacancy in any status: it leaves all three lists, and its applications, favourites
   * and links go with it. Its page visits stay in the company's statistics (no longer tied to it),
   * and the CV files only its applications used are removed from storage after the commit.
   */
  async delete(session: AuthSession, vacancyId: number): Promise<MessageRef> {
    const company = await this.publisher.companyOf(session);
    const orphanedFiles = await this.db.transaction(async (manager) => {
      await this.lock(manager, company.id, vacancyId);
      const cvRows: { key: string }[] = await manager.query(
        'SELECT DISTINCT cv_file_key AS key FROM application WHERE vacancy_id = $1',
        [vacancyId],
      );
      await forgetVacancyPageVisits(manager, vacancyId);
      await manager.query('DELETE FROM vacancy WHERE id = $1', [vacancyId]);
      const keys = cvRows.map((row) => row.key);
      if (keys.length === 0) return [];
      const stillUsed: { key: string }[] = await manager.query(
        `SELECT cv_file_key AS key FROM application WHERE cv_file_key = ANY($1::varchar[])
         UNION SELECT file_key FROM talent_cv WHERE file_key = ANY($1::varchar[])`,
        [keys],
      );
      const used = new Set(stillUsed.map((row) => row.key));
      return keys.filter((key) => !used.has(key));
    });
    for (const key of orphanedFiles) {
      await this.files
        .delete(key)
        .catch((error: unknown) => this.logger.warn(`Could not remove the CV file ${key}: ${String(error)}`));
    }
    return { key: 'vacancies.deleted' };
  }

  /** The company's vacancy, locked for the move; 404 when it has none with this id. */
  private async lock(manager: EntityManager, companyId: number, vacancyId: number): Promise<LockedVacancy> {
    const [row]: { status: number; deadline: Date | string | null; approval: number; complete: boolean }[] =
      await manager.query(
        `SELECT v.status, v.deadline, v.approval,
              (EXISTS (SELECT 1 FROM vacancy_description d WHERE d.vacancy_id = v.id AND d.description_en IS NOT NULL)
               AND v.experience_id IS NOT NULL AND v.employment_type_id IS NOT NULL
               AND v.work_location_id IS NOT NULL AND v.job_function_id IS NOT NULL
               AND EXISTS (SELECT 1 FROM vacancy_technology vt WHERE vt.vacancy_id = v.id)) AS complete
         FROM vacancy v WHERE v.id = $1 AND v.company_id = $2 FOR UPDATE OF v`,
        [vacancyId, companyId],
      );
    if (!row) throw AppException.notFound('vacancies.notFound');
    return {
      status: effectiveStatus(Number(row.status), row.deadline === null ? null : new Date(row.deadline), new Date()),
      approval: Number(row.approval) as VacancyApproval,
      complete: row.complete,
    };
  }
}
