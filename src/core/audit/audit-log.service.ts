import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuditAction, AuditTargetType } from '../../../shared/audit-actions.js';

export interface AuditEntry {
  actorAccountId: number | null;
  /** One of AUDIT_ACTIONS (audit-actions.ts), each labelled in the back office. */
  action: AuditAction;
  targetType?: AuditTargetType;
  targetId?: number;
  before?: unknown;
  after?: unknown;
}

/** Who did what to what, and when: staff actions (view-as now, the back office later). */
@Injectable()
export class AuditLogService {
  constructor(private readonly db: DataSource) {}

  async record(entry: AuditEntry, manager: EntityManager = this.db.manager): Promise<void> {
    await manager.query(
      `INSERT INTO audit_log (actor_account_id, action, target_type, target_id, before, after)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        entry.actorAccountId,
        entry.action,
        entry.targetType ?? null,
        entry.targetId ?? null,
        entry.before === undefined ? null : JSON.stringify(entry.before),
        entry.after === undefined ? null : JSON.stringify(entry.after),
      ],
    );
  }
}
