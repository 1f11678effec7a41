import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthSession } from '../../../core/auth/auth-session.js';
import { CurrentSession } from '../../../core/auth/current-session.decorator.js';
import { Role, Roles } from '../../../core/auth/roles.decorator.js';
import { ApiEnvelope } from '../../../core/envelope/api-envelope.decorator.js';
import type { Language } from '../../../core/i18n/language.js';
import { RequestLanguage } from '../../../core/i18n/request-language.decorator.js';
import { HiddenCompanyBody, UpdateTalentDirectoryBody } from './dto/talent-directory.dto.js';
import { TalentDirectoryService } from './talent-directory.service.js';
import { TalentDirectoryView } from './talent-directory.view.js';

@ApiTags('Users: talent directory')
@Roles(Role.User)
@Controller('Users')
export class TalentDirectoryController {
  constructor(private readonly directory: TalentDirectoryService) {}

  @Get('GetTalentDirectory')
  @ApiOperation({
    summary: 'The talent’s directory settings, hidden companies and the anonymous profile as companies see it',
  })
  @ApiEnvelope(TalentDirectoryView)
  get(@CurrentSession() session: AuthSession, @RequestLanguage() language: Language) {
    return this.directory.settings(session, language);
  }

  @Post('UpdateTalentDirectory')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Show the anonymous profile to companies or not (at once), show the salary, years of experience',
  })
  @ApiEnvelope(TalentDirectoryView)
  update(
    @CurrentSession() session: AuthSession,
    @Body() body: UpdateTalentDirectoryBody,
    @RequestLanguage() language: Language,
  ) {
    return this.directory.update(session, body, language);
  }

  @Post('HideFromCompany')
  @HttpCode(200)
  @ApiOperation({ summary: 'A company that must never see the profile (the current employer, typically)' })
  @ApiEnvelope(TalentDirectoryView)
  hide(@CurrentSession() session: AuthSession, @Body() body: HiddenCompanyBody, @RequestLanguage() language: Language) {
    return this.directory.hide(session, body.companyId, language);
  }

  @Post('UnhideFromCompany')
  @HttpCode(200)
  @ApiOperation({ summary: 'Takes a company off the hidden list' })
  @ApiEnvelope(TalentDirectoryView)
  unhide(
    @CurrentSession() session: AuthSession,
    @Body() body: HiddenCompanyBody,
    @RequestLanguage() language: Language,
  ) {
    return this.directory.unhide(session, body.companyId, language);
  }
}
