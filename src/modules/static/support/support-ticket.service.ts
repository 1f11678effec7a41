import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../../config/app-config.js';
import type { AuthSession } from '../../../core/auth/auth-session.js';
import { BotCheck } from '../../../core/bot-check/bot-check.js';
import { AppException } from '../../../core/errors/app.exception.js';
import type { Language } from '../../../core/i18n/language.js';
import { MailOutbox } from '../../../core/mail/mail-outbox.service.js';
import { supportAcknowledgementMail, supportTicketMail } from '../../../core/mail/templates/support-mails.js';
import type { CreateTicketBody } from './dto/create-ticket.dto.js';
import { SupportTicket } from './entities/support-ticket.entity.js';

export interface TicketContext {
  language: Language;
  ip?: string;
  session?: AuthSession;
}

/** The support chat's tickets: a row, a mail to the support address and an acknowledgement to
 *  the visitor, all in one transaction. */
@Injectable()
export class SupportTicketService {
  constructor(
    private readonly db: DataSource,
    private readonly config: AppConfig,
    private readonly botCheck: BotCheck,
    private readonly outbox: MailOutbox,
  ) {}

  async create(body: CreateTicketBody, context: TicketContext): Promise<string> {
    if (!(await this.botCheck.verify(body.botToken, context.ip)))
      throw AppException.validation('botToken', 'account.botCheckFailed');
    await this.db.transaction(async (manager) => {
      const ticket = await manager.save(
        manager.create(SupportTicket, {
          name: body.name,
          email: body.email,
          message: body.message,
          language: context.language,
          accountId: context.session?.accountId ?? null,
        }),
      );
      const toSupport = supportTicketMail({
        ticketId: ticket.id,
        name: ticket.name,
        email: ticket.email,
        message: ticket.message,
        language: ticket.language,
        accountId: ticket.accountId,
      });
      const toVisitor = supportAcknowledgementMail(context.language, {
        ticketId: ticket.id,
        faqUrl: `${this.config.publicUrl}/faq`,
      });
      await this.outbox.enqueueAll(
        [
          { to: this.config.support.email, ...toSupport, headers: { 'Reply-To': body.email } },
          { to: body.email, ...toVisitor },
        ],
        manager,
      );
    });
    return 'support.ticketCreated';
  }
}
