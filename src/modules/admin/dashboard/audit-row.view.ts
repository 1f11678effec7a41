import { ApiProperty } from '@nestjs/swagger';

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

export const AUDIT_ROW_SELECT = `SELECT l.id, l.created_at, l.action, l.target_type, l.target_id, l.before, l.after,
    a.id AS actor_id, a.full_name AS actor_name, a.email AS actor_email
  FROM audit_log l LEFT JOIN account a ON a.id = l.actor_account_id`;

/** A row of AUDIT_ROW_SELECT as the driver answers it. */
export interface AuditRowRow {
  id: number | string;
  created_at: Date | string;
  action: string;
  target_type: string | null;
  target_id: number | string | null;
  before: unknown;
  after: unknown;
  actor_id: number | string | null;
  actor_name: string | null;
  actor_email: string;
}

export const auditRowOf = (row: AuditRowRow): AuditRow => ({
  id: Number(row.id),
  createdAt: new Date(row.created_at).toISOString(),
  actor: row.actor_id === null ? null : { id: Number(row.actor_id), name: row.actor_name, email: row.actor_email },
  action: row.action,
  targetType: row.target_type,
  targetId: row.target_id === null ? null : Number(row.target_id),
  before: row.before,
  after: row.after,
});
