import type { EntityManager } from 'typeorm';
import type { Language } from '../../../core/i18n/language.js';
import { SupportTicketStatus } from '../../../../shared/enums.js';

/** The support ticket's columns, from the ticket joined as `alias`; the rows carry {@link SupportTicketRow}. */
export const supportTicketColumns = (alias: string): string =>
  `${alias}.id, ${alias}.name, ${alias}.email, ${alias}.message, ${alias}.language, ${alias}.status, ${alias}.created_at`;

/** A row of {@link supportTicketColumns} as the driver answers it. */
export interface SupportTicketRow {
  id: number | string;
  name: string;
  email: string;
  message: string;
  language: Language;
  status: number | string;
  created_at: Date | string;
}

/** The join that names the account which wrote the ticket `alias`: `ON <account id> = <alias>.account_id`. */
export const supportTicketAccountId = (alias: string): string => `${alias}.account_id`;

/** The condition that the ticket `alias` is in the state the caller's parameter holds (e.g. `$1`). */
export const supportTicketStatusIs = (alias: string, statusParam: string): string => `${alias}.status = ${statusParam}`;

/** SQL counting the tickets, or those in the state the caller's parameter holds. */
export const supportTicketCountSql = (statusParam: string | null): string =>
  `SELECT count(*)::int AS count FROM support_ticket t${statusParam === null ? '' : ` WHERE ${supportTicketStatusIs('t', statusParam)}`}`;

/** SQL counting the tickets nobody has answered or closed yet. */
export const OPEN_SUPPORT_TICKETS_COUNT = supportTicketCountSql(String(SupportTicketStatus.Open));

/** What a change of a ticket needs: its state, and whom to mail in which language. */
export interface LockedSupportTicket {
  status: SupportTicketStatus;
  email: string;
  language: Language;
}

/** Locks a ticket for a change; null when there is no such ticket. */
export async function lockSupportTicket(manager: EntityManager, id: number): Promise<LockedSupportTicket | null> {
  const [row]: Pick<SupportTicketRow, 'status' | 'email' | 'language'>[] = await manager.query(
    `SELECT status, email, language FROM support_ticket WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return row ? { status: Number(row.status) as SupportTicketStatus, email: row.email, language: row.language } : null;
}

/** Sets a ticket's state (answered, closed). */
export async function setSupportTicketStatus(
  manager: EntityManager,
  id: number,
  status: SupportTicketStatus,
): Promise<void> {
  await manager.query(`UPDATE support_ticket SET status = $2 WHERE id = $1`, [id, status]);
}
