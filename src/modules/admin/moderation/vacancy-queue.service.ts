import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthSession } from '../../../core/auth/auth-session.js';
import { AuditLogService } from '../../../core/audit/audit-log.service.js';
import { ReadCache } from '../../../core/cache/read-cache.service.js';
import { VacancyApproval } from '../../../../shared/enums.js';
import type { Page } from '../../../core/envelope/envelope.js';
import { AppErrorCode } from '../../../core/errors/app-error-code.js';
import { AppException } from '../../../core/errors/app.exception.js';
import type { MessageRef } from '../../../core/i18n/translator.js';
import { accountRecipientColumns, type AccountRecipientRow } from '../../account/account.sql.js';
import {
  companyColumn,
  selectCompanyColumns,
  type CompanyColumnsRow,
  companyRefColumns,
} from '../../company/company.sql.js';
import { VacancyModerationService } from '../../vacancy/management/vacancy-moderation.service.js';
import {
  countVacanciesAwaitingModeration,
  vacancyAwaitsModeration,
  vacancyColumn,
  selectVacancyColumns,
  type VacancyColumnsRow,
} from '../../vacancy/vacancy-columns.sql.js';
import type { AdminPageQuery } from '../dto/admin-page.dto.js';
import { decide, type DecisionSubject } from './moderation-decision.js';
import { ModerationMailer } from './moderation-mailer.service.js';
import { OPEN_VACANCY_CACHE_PREFIXES } from './open-vacancy-caches.js';
import {
  PENDING_VACANCY_COLUMNS,
  type PendingVacancyItem,
  type PendingVacancyRow,
  pendingVacancyOf,
} from './moderation.view.js';

const TARGET = 'vacancy';

const DECIDED_VACANCY_COLUMNS = {
  id: 'id',
  title: 'title',
  title_ge: 'title_ge',
  approval: 'approval',
  rejection_reason: 'rejection_reason',
  published_at: 'published_at',
  deadline: 'deadline',
} as const;
const DECIDED_COMPANY_COLUMNS = { company_name: 'name' } as const;

/** A vacancy as a decision reads and changes it (locked), with its company's account for the mail. */
interface DecidedVacancy
  extends
    VacancyColumnsRow<typeof DECIDED_VACANCY_COLUMNS>,
    CompanyColumnsRow<typeof DECIDED_COMPANY_COLUMNS>,
    AccountRecipientRow {}

/** What the audit log keeps of a decision. */
const auditedFieldsOf = (row: DecidedVacancy) => ({
  approval: Number(row.approval),
  rejectionReason: row.rejection_reason,
  publishedAt: row.published_at === null ? null : new Date(row.published_at).toISOString(),
  deadline: row.deadline === null ? null : new Date(row.deadline).toISOString(),
});

/**
 * The review-mode queue (spec point 4): vacancies of unverified companies (and edits of rejected
 * ones) wait here until staff approve them, which shows them on the site at once, or reject them
 * with a reason mailed to the company. Each decision is audited in its transaction.
 */
@Injectable()
export class VacancyQueueService {
  constructor(
    private readonly db: DataSource,
    private readonly moderation: VacancyModerationService,
    private readonly audit: AuditLogService,
    private readonly mailer: ModerationMailer,
    private readonly cache: ReadCache,
  ) {}

  /** The waiting vacancies, the longest waiting first. */
  async pending(query: AdminPageQuery): Promise<Page<PendingVacancyItem>> {
    const count = await countVacanciesAwaitingModeration(this.db);
    const rows: PendingVacancyRow[] = await this.db.query(
      `SELECT ${selectVacancyColumns('v', PENDING_VACANCY_COLUMNS)},
              ${companyRefColumns('c')}
         FROM vacancy v JOIN company c ON c.id = ${vacancyColumn('v', 'company_id')}
        WHERE ${vacancyAwaitsModeration('v')}
        ORDER BY ${vacancyColumn('v', 'updated_at')}, v.id
        LIMIT $1 OFFSET $2`,
      [query.pageSize, (query.page - 1) * query.pageSize],
    );
    return { items: rows.map(pendingVacancyOf), totalCount: count, page: query.page, pageSize: query.pageSize };
  }

  async approve(staff: AuthSession, vacancyId: number): Promise<MessageRef> {
    await decide(this.db, this.audit, this.subject, {
      staff,
      id: vacancyId,
      action: 'vacancies.approve',
      change: (manager) => this.moderation.approve(vacancyId, manager),
      notify: async (manager, before) => {
        const company = recipientOf(before);
        if (company) await this.mailer.vacancyApproved(manager, company, vacancyOf(before));
      },
    });
    this.cache.forget(...OPEN_VACANCY_CACHE_PREFIXES);
    return { key: 'admin.moderation.vacancyApproved' };
  }

  async reject(staff: AuthSession, vacancyId: number, reason: string): Promise<MessageRef> {
    await decide(this.db, this.audit, this.subject, {
      staff,
      id: vacancyId,
      action: 'vacancies.reject',
      change: (manager) => this.moderation.reject(vacancyId, reason, manager),
      notify: async (manager, before, after) => {
        const company = recipientOf(before);
        if (company)
          await this.mailer.vacancyRejected(manager, company, vacancyOf(before), after.rejection_reason ?? reason);
      },
    });
    return { key: 'admin.moderation.vacancyRejected' };
  }

  private readonly subject: DecisionSubject<DecidedVacancy> = {
    targetType: TARGET,
    findPending: (manager, id) => this.findPending(manager, id),
    find: (manager, id) => this.find(manager, id),
    auditedFieldsOf,
  };

  /** The vacancy, locked for the decision; 404 when unknown, 409 when it is not waiting (decided already). */
  private async findPending(manager: EntityManager, vacancyId: number): Promise<DecidedVacancy> {
    const row = await this.find(manager, vacancyId, true);
    if (!row) throw AppException.notFound('vacancies.notFound');
    if (Number(row.approval) !== VacancyApproval.Pending)
      throw AppException.of(AppErrorCode.Conflict, 'admin.moderation.vacancyNotPending');
    return row;
  }

  private async find(manager: EntityManager, vacancyId: number, lock = false): Promise<DecidedVacancy | undefined> {
    const [row]: DecidedVacancy[] = await manager.query(
      `SELECT ${selectVacancyColumns('v', DECIDED_VACANCY_COLUMNS)},
              ${selectCompanyColumns('c', DECIDED_COMPANY_COLUMNS)}, ${accountRecipientColumns('a')}
         FROM vacancy v
         JOIN company c ON c.id = ${vacancyColumn('v', 'company_id')}
         LEFT JOIN account a ON a.id = ${companyColumn('c', 'account_id')}
        WHERE v.id = $1${lock ? ' FOR UPDATE OF v' : ''}`,
      [vacancyId],
    );
    return row;
  }
}

/** The company's account, which the outcome is mailed to; none for a page nobody has claimed. */
const recipientOf = (row: DecidedVacancy) =>
  row.email ? { email: row.email, name: row.company_name, language: row.language ?? 'en' } : null;

const vacancyOf = (row: DecidedVacancy) => ({ id: Number(row.id), title: row.title, titleGe: row.title_ge });
