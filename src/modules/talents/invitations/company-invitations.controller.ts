import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthSession } from '../../../core/auth/auth-session.js';
import { CurrentSession } from '../../../core/auth/current-session.decorator.js';
import { Role, Roles } from '../../../core/auth/roles.decorator.js';
import { ApiEnvelope } from '../../../core/envelope/api-envelope.decorator.js';
import type { Language } from '../../../core/i18n/language.js';
import { RequestLanguage } from '../../../core/i18n/request-language.decorator.js';
import { CompanyInvitationsService } from './company-invitations.service.js';
import { CompanyInvitationsQuery, InviteTalentBody } from './dto/talent-invitation.dto.js';
import { CompanyInvitationView } from './talent-invitation.view.js';

@ApiTags('Company: talent directory')
@Roles(Role.Company)
@Controller('Company')
export class CompanyInvitationsController {
  constructor(private readonly invitations: CompanyInvitationsService) {}

  @Post('InviteTalent')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Invites a talent to one of the company’s open vacancies (20 a day, one pending per talent); the talent is mailed',
  })
  @ApiEnvelope(CompanyInvitationView)
  invite(
    @CurrentSession() session: AuthSession,
    @Body() body: InviteTalentBody,
    @RequestLanguage() language: Language,
  ) {
    return this.invitations.invite(session, body, language);
  }

  @Get('GetTalentInvitations')
  @ApiOperation({ summary: 'The company’s invitations, newest first: pending, accepted, declined, expired' })
  @ApiEnvelope(CompanyInvitationView, { page: true })
  list(
    @CurrentSession() session: AuthSession,
    @Query() query: CompanyInvitationsQuery,
    @RequestLanguage() language: Language,
  ) {
    return this.invitations.list(session, query, language);
  }
}
