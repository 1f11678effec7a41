import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { AuthSession } from '../../../core/auth/auth-session.js';
import { CurrentSession } from '../../../core/auth/current-session.decorator.js';
import { Public } from '../../../core/auth/public.decorator.js';
import { Role, Roles } from '../../../core/auth/roles.decorator.js';
import { ApiEnvelope } from '../../../core/envelope/api-envelope.decorator.js';
import type { Language } from '../../../core/i18n/language.js';
import { RequestLanguage } from '../../../core/i18n/request-language.decorator.js';
import { DirectoryPageQuery } from '../directory/dto/talent-search-query.dto.js';
import { DeclineInvitationBody, InvitationIdBody } from './dto/talent-invitation.dto.js';
import { TalentInvitationsService } from './talent-invitations.service.js';
import { TalentInvitationView } from './talent-invitation.view.js';

@ApiTags('Users: talent directory')
@Controller('Users')
export class TalentInvitationsController {
  constructor(private readonly invitations: TalentInvitationsService) {}

  @Roles(Role.User)
  @Get('GetTalentInvitations')
  @ApiOperation({ summary: 'The talent’s invitations from companies, newest first' })
  @ApiEnvelope(TalentInvitationView, { page: true })
  list(
    @CurrentSession() session: AuthSession,
    @Query() query: DirectoryPageQuery,
    @RequestLanguage() language: Language,
  ) {
    return this.invitations.list(session, query, language);
  }

  @Roles(Role.User)
  @Post('AcceptTalentInvitation')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Accepts: applies to the vacancy with the last CV (source "invitation") and reveals the profile to that company only',
  })
  @ApiEnvelope(TalentInvitationView)
  accept(
    @CurrentSession() session: AuthSession,
    @Body() body: InvitationIdBody,
    @RequestLanguage() language: Language,
  ) {
    return this.invitations.accept(session, body.invitationId, language);
  }

  @Roles(Role.User)
  @Post('DeclineTalentInvitation')
  @HttpCode(200)
  @ApiOperation({ summary: 'Declines, with an optional reason the company never sees' })
  @ApiEnvelope(TalentInvitationView)
  decline(
    @CurrentSession() session: AuthSession,
    @Body() body: DeclineInvitationBody,
    @RequestLanguage() language: Language,
  ) {
    return this.invitations.decline(session, body.invitationId, body.reason, language);
  }

  @Public()
  @Post('DeclineTalentInvitationByToken')
  @HttpCode(200)
  @ApiQuery({
    name: 'token',
    required: true,
    description: 'The signed token of the invitation mail’s “not interested” link',
  })
  @ApiOperation({ summary: 'The mail’s one-click “not interested”, without signing in' })
  @ApiEnvelope(TalentInvitationView)
  declineByToken(@Query('token') token: unknown, @RequestLanguage() language: Language) {
    return this.invitations.declineByToken(token, language);
  }
}
