import type { DataSource, EntityManager } from 'typeorm';
import type { AuditAction, AuditTargetType } from '../../../../shared/audit-actions.js';
import type { AuthSession } from '../../../core/auth/auth-session.js';
import type { AuditLogService } from '../../../core/audit/audit-log.service.js';

/** What a decision on one queue's item needs: its decided row, read (locked) before and after. */
export interface DecisionSubject<Row> {
  targetType: AuditTargetType;
  /** The item locked for the decision; throws 404 when unknown, 409 when it no longer waits. */
  findPending(manager: EntityManager, id: number): Promise<Row>;
  find(manager: EntityManager, id: number): Promise<Row | undefined>;
  auditedFieldsOf(row: Row): unknown;
}

/**
 * One staff decision on a waiting item (a review or a vacancy), in one transaction: the item is
 * locked, changed, the change audited with the fields before and after, and its owner mailed.
 */
export function decide<Row>(
  db: DataSource,
  audit: AuditLogService,
  subject: DecisionSubject<Row>,
  decision: {
    staff: AuthSession;
    id: number;
    action: AuditAction;
    change(manager: EntityManager): Promise<void>;
    notify(manager: EntityManager, before: Row, after: Row): Promise<void>;
  },
): Promise<void> {
  return db.transaction(async (manager) => {
    const before = await subject.findPending(manager, decision.id);
    await decision.change(manager);
    const after = (await subject.find(manager, decision.id))!;
    await audit.record(
      {
        actorAccountId: decision.staff.accountId,
        action: decision.action,
        targetType: subject.targetType,
        targetId: decision.id,
        before: subject.auditedFieldsOf(before),
        after: subject.auditedFieldsOf(after),
      },
      manager,
    );
    await decision.notify(manager, before, after);
  });
}
