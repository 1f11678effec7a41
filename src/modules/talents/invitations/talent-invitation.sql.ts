import type { DataSource, EntityManager } from 'typeorm';
import { InvitationStatus, type DeclineReason } from '../../../../shared/enums.js';
import { TALENT_DIRECTORY_LIMITS } from '../../../../shared/talent-directory-limits.js';
import { returnedRows } from '../../../database/returned-rows.js';

type Queryable = Pick<DataSource | EntityManager, 'query'>;

/** A talent_invitation row. */
export interface InvitationRow {
  id: number;
  company_id: number;
  account_id: number;
  vacancy_id: number;
  message: string;
  status: InvitationStatus;
  decline_reason: DeclineReason | null;
  application_id: number | null;
  created_at: Date | string;
  expires_at: Date | string;
  responded_at: Date | string | null;
}

const COLUMNS =
  'i.id, i.company_id, i.account_id, i.vacancy_id, i.message, i.status, i.decline_reason, i.application_id, i.created_at, i.expires_at, i.responded_at';

/** A pending invitation past its days reads as expired before the scheduler marks it. */
const numeric = (row: InvitationRow): InvitationRow => ({
  ...row,
  id: Number(row.id),
  company_id: Number(row.company_id),
  account_id: Number(row.account_id),
  vacancy_id: Number(row.vacancy_id),
  status:
    Number(row.status) === InvitationStatus.Pending && new Date(row.expires_at) <= new Date()
      ? InvitationStatus.Expired
      : Number(row.status),
  decline_reason: row.decline_reason === null ? null : Number(row.decline_reason),
  application_id: row.application_id === null ? null : Number(row.application_id),
});

/** The company's latest invitation of each of these talents. */
export async function latestInvitationStates(
  db: Queryable,
  companyId: number,
  accountIds: number[],
): Promise<Map<number, { id: number; status: InvitationStatus }>> {
  if (accountIds.length === 0) return new Map();
  const rows: { account_id: number; id: number; status: number }[] = await db.query(
    `SELECT DISTINCT ON (i.account_id) i.account_id, i.id, i.status FROM talent_invitation i
      WHERE i.company_id = $1 AND i.account_id = ANY($2::int[]) ORDER BY i.account_id, i.created_at DESC, i.id DESC`,
    [companyId, accountIds],
  );
  return new Map(rows.map((row) => [Number(row.account_id), { id: Number(row.id), status: Number(row.status) }]));
}

/** How many invitations the company sent in the last 24 hours. */
export async function invitationsSentToday(db: Queryable, companyId: number): Promise<number> {
  const [row]: { count: number }[] = await db.query(
    `SELECT count(*)::int AS count FROM talent_invitation WHERE company_id = $1 AND created_at > now() - interval '1 day'`,
    [companyId],
  );
  return row.count;
}

/** Adds a pending invitation; null when the company already has one pending for this talent. */
export async function insertInvitation(
  db: Queryable,
  invitation: { companyId: number; accountId: number; vacancyId: number; invitedBy: number; message: string },
): Promise<number | null> {
  const rows: { id: number }[] = await db.query(
    `INSERT INTO talent_invitation (company_id, account_id, vacancy_id, invited_by, message, expires_at)
     VALUES ($1, $2, $3, $4, $5, now() + make_interval(days => $6))
     ON CONFLICT (company_id, account_id) WHERE status = ${InvitationStatus.Pending} DO NOTHING RETURNING id`,
    [
      invitation.companyId,
      invitation.accountId,
      invitation.vacancyId,
      invitation.invitedBy,
      invitation.message,
      TALENT_DIRECTORY_LIMITS.invitationDays,
    ],
  );
  return rows[0] ? Number(rows[0].id) : null;
}

export async function invitationById(db: Queryable, id: number): Promise<InvitationRow | null> {
  const [row]: InvitationRow[] = await db.query(`SELECT ${COLUMNS} FROM talent_invitation i WHERE i.id = $1`, [id]);
  return row ? numeric(row) : null;
}

/** The invitation, locked until the transaction ends. */
export async function lockInvitation(manager: EntityManager, id: number): Promise<InvitationRow | null> {
  const [row]: InvitationRow[] = await manager.query(
    `SELECT ${COLUMNS} FROM talent_invitation i WHERE i.id = $1 FOR UPDATE`,
    [id],
  );
  return row ? numeric(row) : null;
}

/** Records the talent's answer to a pending invitation. */
export async function answerInvitation(
  db: Queryable,
  id: number,
  answer:
    | { status: InvitationStatus.Accepted; applicationId: number }
    | { status: InvitationStatus.Declined; reason: DeclineReason | null },
): Promise<void> {
  await db.query(
    `UPDATE talent_invitation SET status = $2, application_id = $3, decline_reason = $4, responded_at = now()
      WHERE id = $1 AND status = ${InvitationStatus.Pending}`,
    [
      id,
      answer.status,
      answer.status === InvitationStatus.Accepted ? answer.applicationId : null,
      answer.status === InvitationStatus.Declined ? answer.reason : null,
    ],
  );
}

/** Marks the pending invitations whose 14 days are over as expired; answers how many. */
export async function expireInvitations(db: Queryable): Promise<number> {
  const rows = returnedRows(
    await db.query(
      `UPDATE talent_invitation SET status = ${InvitationStatus.Expired}
        WHERE status = ${InvitationStatus.Pending} AND expires_at <= now() RETURNING id`,
    ),
  );
  return rows.length;
}

/** A page of invitations under a condition over `i` (parameters from `$1`), newest first. */
export async function invitationPage(
  db: Queryable,
  where: string,
  params: unknown[],
  page: { limit: number; offset: number },
): Promise<{ rows: InvitationRow[]; totalCount: number }> {
  const [{ count }]: { count: number }[] = await db.query(
    `SELECT count(*)::int AS count FROM talent_invitation i WHERE ${where}`,
    params,
  );
  const rows: InvitationRow[] = await db.query(
    `SELECT ${COLUMNS} FROM talent_invitation i WHERE ${where}
      ORDER BY i.created_at DESC, i.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, page.limit, page.offset],
  );
  return { rows: rows.map(numeric), totalCount: count };
}

/** Whether the company's invitation of this talent was accepted (what reveals the full profile). */
export async function acceptedInvitation(
  db: Queryable,
  companyId: number,
  accountId: number,
): Promise<InvitationRow | null> {
  const [row]: InvitationRow[] = await db.query(
    `SELECT ${COLUMNS} FROM talent_invitation i
      WHERE i.company_id = $1 AND i.account_id = $2 AND i.status = ${InvitationStatus.Accepted}
      ORDER BY i.responded_at DESC LIMIT 1`,
    [companyId, accountId],
  );
  return row ? numeric(row) : null;
}

/** Whether staff suspended the company's right to invite. */
export async function invitationsSuspended(db: Queryable, companyId: number): Promise<boolean> {
  const rows: unknown[] = await db.query('SELECT 1 FROM company_invitation_suspension WHERE company_id = $1', [
    companyId,
  ]);
  return rows.length > 0;
}

export async function setInvitationsSuspended(
  db: Queryable,
  companyId: number,
  suspension: { suspended: boolean; reason: string | null; by: number },
): Promise<void> {
  if (!suspension.suspended) {
    await db.query('DELETE FROM company_invitation_suspension WHERE company_id = $1', [companyId]);
    return;
  }
  await db.query(
    `INSERT INTO company_invitation_suspension (company_id, reason, suspended_by) VALUES ($1, $2, $3)
     ON CONFLICT (company_id) DO UPDATE SET reason = EXCLUDED.reason, suspended_by = EXCLUDED.suspended_by, created_at = now()`,
    [companyId, suspension.reason, suspension.by],
  );
}

/**
 * The invitation whose id is `idColumn` as a FROM item `as`, for the reports queue
 * (src/modules/reports/reported-item.sql.ts): its `company_id`, `vacancy_id`, `account_id` (the
 * invited talent, the only one who may report it) and `message`. `idColumn` may name a column of an
 * outer query (a LATERAL join's).
 */
export const invitationReportSource = (as: string, idColumn: string): string =>
  `(SELECT i.company_id, i.vacancy_id, i.account_id, i.message FROM talent_invitation i WHERE i.id = ${idColumn}) ${as}`;
