import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { VacancyApproval, VacancyStatus } from '../../../../shared/enums.js';
import { AppException } from '../../../core/errors/app.exception.js';
import { returnedRows } from '../../../database/returned-rows.js';

export const REJECTION_REASON_MAX_LENGTH = 1000;

/** Staff decisions on vacancies in review mode (spec point 4), called by the back office
 *  (src/modules/admin/moderation). Give the caller's transaction's manager to decide inside it. */
@Injectable()
export class VacancyModerationService {
  constructor(private readonly db: DataSource) {}

  /** Lets the public see the vacancy (approval 2); 404 for an unknown id. A pending active vacancy
   *  becomes public now: published now, its deadline counted from now, so it is new to the digests. */
  async approve(vacancyId: number, manager: EntityManager = this.db.manager): Promise<void> {
    // Every SET expression reads the row as it was before this update.
    const publicNow = `status = ${VacancyStatus.Active} AND approval = ${VacancyApproval.Pending}`;
    await this.decide(manager, vacancyId, VacancyApproval.Approved, null, {
      published_at: `CASE WHEN ${publicNow} THEN now() ELSE published_at END`,
      deadline: `CASE WHEN ${publicNow} THEN now() + make_interval(months => deadline_months) ELSE deadline END`,
    });
  }

  /** Keeps the vacancy hidden (approval 3) with the reason its company sees; 404 for an unknown id. */
  async reject(
    vacancyId: number,
    reason: string | null = null,
    manager: EntityManager = this.db.manager,
  ): Promise<void> {
    const text = reason?.trim() || null;
    if (text !== null && text.length > REJECTION_REASON_MAX_LENGTH) {
      throw AppException.validation('reason', 'vacancies.rejectionReasonTooLong', { max: REJECTION_REASON_MAX_LENGTH });
    }
    await this.decide(manager, vacancyId, VacancyApproval.Rejected, text);
  }

  private async decide(
    manager: EntityManager,
    vacancyId: number,
    approval: VacancyApproval,
    reason: string | null,
    also: Record<string, string> = {},
  ): Promise<void> {
    const assignments = Object.entries(also)
      .map(([column, value]) => `, ${column} = ${value}`)
      .join('');
    const rows = returnedRows(
      await manager.query(
        `UPDATE vacancy SET approval = $2, rejection_reason = $3${assignments} WHERE id = $1 RETURNING id`,
        [vacancyId, approval, reason],
      ),
    );
    if (!rows.length) throw AppException.notFound('vacancies.notFound');
  }
}
