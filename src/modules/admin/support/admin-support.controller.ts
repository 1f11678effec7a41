import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthSession } from '../../../core/auth/auth-session.js';
import { CurrentSession } from '../../../core/auth/current-session.decorator.js';
import { Role, Roles } from '../../../core/auth/roles.decorator.js';
import { AdminSupportService } from './admin-support.service.js';
import { GetSupportTicketsQuery, SupportReplyBody, SupportTicketIdQuery } from './dto/admin-support.dto.js';
import { ApiEnvelope } from '../../../core/envelope/api-envelope.decorator.js';
import { AdminSupportTicket, AdminSupportTicketListItem } from './admin-support-ticket.view.js';

/** The back office's support tickets: staff only (never a view-as session). */
@ApiTags('Admin')
@Roles(Role.Admin)
@Controller('Admin')
export class AdminSupportController {
  constructor(private readonly tickets: AdminSupportService) {}

  @Get('GetSupportTickets')
  @ApiOperation({
    summary:
      'Support tickets, newest first, by status (1 open, 2 answered, 3 closed): { items, totalCount, page, pageSize }',
  })
  @ApiEnvelope(AdminSupportTicketListItem, { page: true })
  getSupportTickets(@Query() query: GetSupportTicketsQuery) {
    return this.tickets.list(query);
  }

  @Get('GetSupportTicket')
  @ApiOperation({ summary: 'One support ticket with the staff’s answers' })
  @ApiEnvelope(AdminSupportTicket)
  getSupportTicket(@Query() query: SupportTicketIdQuery) {
    return this.tickets.get(query.id);
  }

  @Post('ReplyToSupportTicket')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Mails an answer to the visitor in the ticket’s language (Reply-To the support address); the ticket becomes answered; audited',
  })
  @ApiEnvelope(AdminSupportTicket)
  replyToSupportTicket(
    @CurrentSession() staff: AuthSession,
    @Query() query: SupportTicketIdQuery,
    @Body() body: SupportReplyBody,
  ) {
    return this.tickets.reply(staff, query.id, body.message);
  }

  @Post('CloseSupportTicket')
  @HttpCode(200)
  @ApiOperation({ summary: 'Closes a support ticket; audited' })
  @ApiEnvelope(AdminSupportTicket)
  closeSupportTicket(@CurrentSession() staff: AuthSession, @Query() query: SupportTicketIdQuery) {
    return this.tickets.close(staff, query.id);
  }
}
