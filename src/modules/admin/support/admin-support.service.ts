import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { AppConfig } from '../../../config/app-config.js';
import type { AuthSession } from '../../../core/auth/auth-session.js';
import { AuditLogService } from '../../../core/audit/audit-log.service.js';
import type { Page } from '../../../core/envelope/envelope.js';
import { AppErrorCode } from '../../../core/errors/app-error-code.js';
import { AppException } from '../../../core/errors/app.exception.js';
import { MailOutbox } from '../../../core/mail/mail-outbox.service.js';
import { supportReplyMail } from '../../../core/mail/templates/support-reply-mail.js';
import { SqlParams } from '../../../core/sql/sql-params.js';
import { SupportTicketStatus } from '../../../../shared/enums.js';
import {
  type AdminSupportTicket,
  type AdminSupportTicketListItem,
  REPLY_SQL,
  replyOf,
  TICKET_COLUMNS,
  TICKET_FROM,
  ticketListItemOf,
} from './admin-support-ticket.view.js';
import type { GetSupportTicketsQuery } from './dto/admin-support.dto.js';
import {
  type LockedSupportTicket,
  lockSupportTicket,
  setSupportTicketStatus,
  supportTicketCountSql,
  supportTicketStatusIs,
} from '../../static/support/support-ticket.sql.js';

const TARGET = 'support_ticket';

/**
 * The support chat's tickets in the back office: staff read them, answer by mail (in the language
 * the visitor wrote in, Reply-To the support address; the answer is kept with the ticket, which
 * becomes answered) and close them. Each change is audited in its transaction.
 */
@Injectable()
export class AdminSupportService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly config: AppConfig,
    private readonly outbox: MailOutbox,
    private readonly audit: AuditLogService,
  ) {}

  async list(query: GetSupportTicketsQuery): Promise<Page<AdminSupportTicketListItem>> {
    const params = new SqlParams();
    const status = query.status === undefined ? null : params.add(query.status);
    const filter = status === null ? '' : `WHERE ${supportTicketStatusIs('t', status)}`;
    const [{ count }]: { count: number }[] = await this.db.query(supportTicketCountSql(status), params.values);
    const offset = (query.page - 1) * query.pageSize;
    const rows =
      offset >= count
        ? []
        : await this.db.query(
            `SELECT ${TICKET_COLUMNS} FROM ${TICKET_FROM} ${filter}
              ORDER BY t.created_at DESC, t.id DESC LIMIT ${params.add(query.pageSize)} OFFSET ${params.add(offset)}`,
            params.values,
          );
    return { items: rows.map(ticketListItemOf), totalCount: Number(count), page: query.page, pageSize: query.pageSize };
  }

  get(id: number): Promise<AdminSupportTicket> {
    return this.find(this.db.manager, id);
  }

  async reply(staff: AuthSession, id: number, message: string): Promise<AdminSupportTicket> {
    return this.db.transaction(async (manager) => {
      const ticket = await this.lock(manager, id);
      if (ticket.status === SupportTicketStatus.Closed)
        throw AppException.of(AppErrorCode.Conflict, 'admin.support.ticketClosed');
      const [reply]: { id: number }[] = await manager.query(
        `INSERT INTO support_ticket_reply (ticket_id, author_account_id, message) VALUES ($1, $2, $3) RETURNING id`,
        [id, staff.accountId, message],
      );
      await setSupportTicketStatus(manager, id, SupportTicketStatus.Answered);
      const mail = supportReplyMail(ticket.language, { ticketId: id, message });
      await this.outbox.enqueue(
        { to: ticket.email, ...mail, headers: { 'Reply-To': this.config.support.email } },
        manager,
      );
      await this.audit.record(
        {
          actorAccountId: staff.accountId,
          action: 'support.reply',
          targetType: TARGET,
          targetId: id,
          before: { status: ticket.status },
          after: { status: SupportTicketStatus.Answered, replyId: Number(reply.id) },
        },
        manager,
      );
      return this.find(manager, id);
    });
  }

  async close(staff: AuthSession, id: number): Promise<AdminSupportTicket> {
    return this.db.transaction(async (manager) => {
      const ticket = await this.lock(manager, id);
      if (ticket.status === SupportTicketStatus.Closed)
        throw AppException.of(AppErrorCode.Conflict, 'admin.support.alreadyClosed');
      await setSupportTicketStatus(manager, id, SupportTicketStatus.Closed);
      await this.audit.record(
        {
          actorAccountId: staff.accountId,
          action: 'support.close',
          targetType: TARGET,
          targetId: id,
          before: { status: ticket.status },
          after: { status: SupportTicketStatus.Closed },
        },
        manager,
      );
      return this.find(manager, id);
    });
  }

  private async lock(manager: EntityManager, id: number): Promise<LockedSupportTicket> {
    const ticket = await lockSupportTicket(manager, id);
    if (!ticket) throw AppException.notFound('admin.support.notFound');
    return ticket;
  }

  private async find(manager: EntityManager, id: number): Promise<AdminSupportTicket> {
    const [row] = await manager.query(`SELECT ${TICKET_COLUMNS} FROM ${TICKET_FROM} WHERE t.id = $1`, [id]);
    if (!row) throw AppException.notFound('admin.support.notFound');
    // One after the other: `manager` may be a transaction's, which runs one query at a time.
    const replies = await manager.query(REPLY_SQL, [id]);
    return { ...ticketListItemOf(row), replies: replies.map(replyOf) };
  }
}
