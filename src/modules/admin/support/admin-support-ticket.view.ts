import { ApiProperty } from '@nestjs/swagger';
import type { Language } from '../../../core/i18n/language.js';
import { SupportTicketStatus } from '../../../../shared/enums.js';
import type { LeftJoined } from '../../../core/sql/column-selection.js';
import { selectAccountColumns, type AccountColumnsRow, accountDisplayName } from '../../account/account.sql.js';
import { companyOfAccountJoin } from '../../company/company.sql.js';
import {
  supportTicketAccountId,
  supportTicketColumns,
  type SupportTicketRow,
} from '../../static/support/support-ticket.sql.js';

/** An account as a ticket names it: the visitor's, when signed in, or the staff member who answered. */
export class AdminTicketAccount {
  @ApiProperty()
  id: number;
  @ApiProperty()
  email: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description: "The company's name for a company account, else the person's full name",
  })
  name: string | null;
}

/** A ticket in the back office's list. */
export class AdminSupportTicketListItem {
  @ApiProperty()
  id: number;
  @ApiProperty()
  name: string;
  @ApiProperty()
  email: string;
  @ApiProperty()
  message: string;
  @ApiProperty({ enum: ['en', 'ka'], description: 'The language the visitor wrote in, which the answer is mailed in' })
  language: Language;
  @ApiProperty({ enum: SupportTicketStatus })
  status: SupportTicketStatus;
  @ApiProperty()
  createdAt: string;
  @ApiProperty()
  replyCount: number;
  @ApiProperty({ type: String, nullable: true })
  lastReplyAt: string | null;
  @ApiProperty({
    type: AdminTicketAccount,
    nullable: true,
    description: "The visitor's account when they wrote signed in",
  })
  account: AdminTicketAccount | null;
}

export class AdminSupportTicketReply {
  @ApiProperty()
  id: number;
  @ApiProperty()
  message: string;
  @ApiProperty()
  createdAt: string;
  @ApiProperty({ type: AdminTicketAccount, nullable: true })
  author: AdminTicketAccount | null;
}

/** One ticket with the staff's answers, oldest first. */
export class AdminSupportTicket extends AdminSupportTicketListItem {
  @ApiProperty({ type: [AdminSupportTicketReply] })
  replies: AdminSupportTicketReply[];
}

const ACCOUNT_COLUMNS = { account_id: 'id', account_email: 'email' } as const;

/** The account `a` a ticket or a reply names (LEFT JOIN: a visitor may write signed out), with its company page `ac`. */
const ACCOUNT_SELECT = `${selectAccountColumns('a', ACCOUNT_COLUMNS)}, ${accountDisplayName('a', 'ac')} AS account_name`;

/** Over `support_ticket t`: the ticket, its visitor's account and its answers' count. */
export const TICKET_COLUMNS = `${supportTicketColumns('t')},
  ${ACCOUNT_SELECT},
  (SELECT count(*)::int FROM support_ticket_reply sr WHERE sr.ticket_id = t.id) AS reply_count,
  (SELECT max(sr.created_at) FROM support_ticket_reply sr WHERE sr.ticket_id = t.id) AS last_reply_at`;

export const TICKET_FROM = `support_ticket t LEFT JOIN account a ON a.id = ${supportTicketAccountId('t')} ${companyOfAccountJoin('ac', 'a.id')}`;

export const REPLY_SQL = `SELECT r.id, r.message, r.created_at, ${ACCOUNT_SELECT}
  FROM support_ticket_reply r LEFT JOIN account a ON a.id = r.author_account_id ${companyOfAccountJoin('ac', 'a.id')}
  WHERE r.ticket_id = $1 ORDER BY r.created_at, r.id`;

/** A row of TICKET_COLUMNS or REPLY_SQL as the driver answers it (a reply has no ticket fields). */
interface AccountColumns extends LeftJoined<AccountColumnsRow<typeof ACCOUNT_COLUMNS>> {
  account_name: string | null;
}
export interface TicketRow extends AccountColumns, SupportTicketRow {
  reply_count: number | string;
  last_reply_at: Date | string | null;
}
export interface ReplyRow extends AccountColumns {
  id: number | string;
  message: string;
  created_at: Date | string;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

const accountOf = (row: AccountColumns): AdminTicketAccount | null =>
  row.account_id === null
    ? null
    : { id: Number(row.account_id), email: row.account_email!, name: row.account_name ?? null };

export const ticketListItemOf = (row: TicketRow): AdminSupportTicketListItem => ({
  id: Number(row.id),
  name: row.name,
  email: row.email,
  message: row.message,
  language: row.language,
  status: Number(row.status) as SupportTicketStatus,
  createdAt: iso(row.created_at)!,
  replyCount: Number(row.reply_count),
  lastReplyAt: iso(row.last_reply_at),
  account: accountOf(row),
});

export const replyOf = (row: ReplyRow): AdminSupportTicketReply => ({
  id: Number(row.id),
  message: row.message,
  createdAt: iso(row.created_at)!,
  author: accountOf(row),
});
