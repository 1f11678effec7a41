import { ApiProperty } from '@nestjs/swagger';
import type { LeftJoined } from '../../../core/sql/column-selection.js';
import { selectAccountColumns, type AccountColumnsRow } from '../../account/account.sql.js';

/** Who did an audited action. */
export class AdminAuditActor {
  @ApiProperty()
  id: number;
  @ApiProperty({ type: String, nullable: true })
  name: string | null;
  @ApiProperty()
  email: string;
}

/** One audit row as the back office shows it: who (null once the account is gone), what, to what, before and after. */
export class AuditRow {
  @ApiProperty()
  id: number;
  @ApiProperty()
  createdAt: string;
  @ApiProperty({ type: AdminAuditActor, nullable: true })
  actor: AdminAuditActor | null;
  @ApiProperty()
  action: string;
  @ApiProperty({ type: String, nullable: true })
  targetType: string | null;
  @ApiProperty({ type: Number, nullable: true })
  targetId: number | null;
  @ApiProperty({ description: 'Any JSON value, or null', oneOf: [{}] })
  before: unknown;
  @ApiProperty({ description: 'Any JSON value, or null', oneOf: [{}] })
  after: unknown;
}

/** Who did it (LEFT JOIN: the account may be gone). */
const ACTOR_COLUMNS = { actor_id: 'id', actor_name: 'full_name', actor_email: 'email' } as const;

export const AUDIT_ROW_SELECT = `SELECT l.id, l.created_at, l.action, l.target_type, l.target_id, l.before, l.after,
    ${selectAccountColumns('a', ACTOR_COLUMNS)}
  FROM audit_log l LEFT JOIN account a ON a.id = l.actor_account_id`;

/** A row of AUDIT_ROW_SELECT as the driver answers it. */
export interface AuditRowRow extends LeftJoined<AccountColumnsRow<typeof ACTOR_COLUMNS>> {
  id: number | string;
  created_at: Date | string;
  action: string;
  target_type: string | null;
  target_id: number | string | null;
  before: unknown;
  after: unknown;
}

export const auditRowOf = (row: AuditRowRow): AuditRow => ({
  id: Number(row.id),
  createdAt: new Date(row.created_at).toISOString(),
  actor: row.actor_id === null ? null : { id: Number(row.actor_id), name: row.actor_name, email: row.actor_email! },
  action: row.action,
  targetType: row.target_type,
  targetId: row.target_id === null ? null : Number(row.target_id),
  before: row.before,
  after: row.after,
});
