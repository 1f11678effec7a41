import { Body, Controller, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthSession } from '../../../core/auth/auth-session.js';
import { CurrentSession } from '../../../core/auth/current-session.decorator.js';
import { Role, Roles } from '../../../core/auth/roles.decorator.js';
import type { Language } from '../../../core/i18n/language.js';
import { RequestLanguage } from '../../../core/i18n/request-language.decorator.js';
import { ApiEnvelope } from '../../../core/envelope/api-envelope.decorator.js';
import { FavoriteApplicantView, RejectionMailSettingView, SavedTalentItem, TalentDetails } from './application.view.js';
import { CompanyApplicantsService } from './company-applicants.service.js';
import { FavoriteApplicantBody, RejectionMailSettingBody } from './dto/application.dto.js';
import { PageQuery, TalentIdQuery } from './dto/application-query.dto.js';
import { SavedTalentsService } from './saved-talents.service.js';

@ApiTags('Company: applicants and saved talents')
@Controller('Company')
@Roles(Role.Company)
export class CompanyApplicantsController {
  constructor(
    private readonly applicants: CompanyApplicantsService,
    private readonly talents: SavedTalentsService,
  ) {}

  @Get('GetRejectionMailSetting')
  @ApiOperation({ summary: 'Whether a rejected applicant gets the polite rejection mail' })
  @ApiEnvelope(RejectionMailSettingView)
  getRejectionMailSetting(@CurrentSession() session: AuthSession) {
    return this.applicants.rejectionMailSetting(session);
  }

  @Post('UpdateRejectionMailSetting')
  @HttpCode(200)
  @ApiOperation({ summary: 'Turns the polite rejection mail on or off' })
  @ApiEnvelope(RejectionMailSettingView)
  updateRejectionMailSetting(@CurrentSession() session: AuthSession, @Body() body: RejectionMailSettingBody) {
    return this.applicants.updateRejectionMailSetting(session, body.sendRejectionMail);
  }

  @Put('updateUserFavoriteApplicant')
  @ApiOperation({
    summary: 'Saves or forgets a talent who applied to the company (toggles when isFavorite is left out)',
  })
  @ApiEnvelope(FavoriteApplicantView)
  updateUserFavoriteApplicant(@CurrentSession() session: AuthSession, @Body() body: FavoriteApplicantBody) {
    return this.talents.setFavorite(session, body);
  }

  @Get('getFavoriteApplicants')
  @ApiOperation({ summary: "The company's saved talents, the one saved last first" })
  @ApiEnvelope(SavedTalentItem, { page: true })
  getFavoriteApplicants(
    @CurrentSession() session: AuthSession,
    @Query() query: PageQuery,
    @RequestLanguage() language: Language,
  ) {
    return this.talents.favorites(session, query, language);
  }

  @Get('GetTalentDetails')
  @ApiOperation({
    summary: 'A talent who applied to the company: profile, CV of the latest application, applied and saved jobs',
  })
  @ApiEnvelope(TalentDetails)
  getTalentDetails(
    @CurrentSession() session: AuthSession,
    @Query() query: TalentIdQuery,
    @RequestLanguage() language: Language,
  ) {
    return this.talents.details(session, query.userId, language);
  }
}
