import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthSession } from '../../../core/auth/auth-session.js';
import { AuditLogService } from '../../../core/audit/audit-log.service.js';
import { AppException } from '../../../core/errors/app.exception.js';
import { existingCompanyIds } from '../../company/company.sql.js';
import type { InvitationSuspensionBody } from './dto/talent-invitation.dto.js';
import { invitationsSuspended, setInvitationsSuspended } from './talent-invitation.sql.js';
import type { InvitationSuspensionView } from './talent-invitation.view.js';

/** Staff take a company's right to invite (after reports of spam or abuse: also from the reports
 *  queue, src/modules/admin/reports) or give it back; audited. */
@Injectable()
export class InvitationSuspensionService {
  constructor(
    private readonly db: DataSource,
    private readonly audit: AuditLogService,
  ) {}

  async set(staff: AuthSession, body: InvitationSuspensionBody): Promise<InvitationSuspensionView> {
    if ((await existingCompanyIds(this.db, [body.companyId])).length === 0)
      throw AppException.notFound('talentDirectory.companyNotFound');
    await this.db.transaction((manager) => this.change(staff, body, manager));
    return { companyId: body.companyId, suspended: body.suspended };
  }

  /** The change and its audit entry in the caller's transaction, for an existing company. */
  async change(staff: AuthSession, body: InvitationSuspensionBody, manager: EntityManager): Promise<void> {
    const before = await invitationsSuspended(manager, body.companyId);
    await setInvitationsSuspended(manager, body.companyId, {
      suspended: body.suspended,
      reason: body.reason ?? null,
      by: staff.accountId,
    });
    await this.audit.record(
      {
        actorAccountId: staff.accountId,
        action: body.suspended ? 'invitations.suspended' : 'invitations.restored',
        targetType: 'company',
        targetId: body.companyId,
        before: { suspended: before },
        after: { suspended: body.suspended, reason: body.reason ?? null },
      },
      manager,
    );
  }
}
