import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { AuthSession } from '../../../core/auth/auth-session.js';
import { OptionalSession } from '../../../core/auth/current-session.decorator.js';
import { Public } from '../../../core/auth/public.decorator.js';
import type { Language } from '../../../core/i18n/language.js';
import { RequestLanguage } from '../../../core/i18n/request-language.decorator.js';
import { translate } from '../../../core/i18n/translator.js';
import { RateLimited } from '../../../core/rate-limit/rate-limited.decorator.js';
import { CreateTicketBody } from './dto/create-ticket.dto.js';
import { SupportTicketService } from './support-ticket.service.js';

@ApiTags('Support')
@Controller('Support')
export class SupportController {
  constructor(private readonly tickets: SupportTicketService) {}

  @Public()
  @RateLimited()
  @Post('CreateTicket')
  @HttpCode(200)
  @ApiOperation({
    summary: "The support chat's message: stored as a ticket, mailed to support, acknowledged to the sender",
  })
  async createTicket(
    @Body() body: CreateTicketBody,
    @OptionalSession() session: AuthSession | undefined,
    @RequestLanguage() language: Language,
    @Req() request: Request,
  ) {
    return translate(language, await this.tickets.create(body, { language, ip: request.ip, session }));
  }
}
