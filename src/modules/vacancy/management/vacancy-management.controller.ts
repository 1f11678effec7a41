import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiExtraModels, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope } from '../../../core/envelope/api-envelope.decorator.js';
import { CompanyVacancyListItem, CompanyVacancyState, CompanyVacancyView } from './company-vacancy.view.js';
import type { AuthSession } from '../../../core/auth/auth-session.js';
import { CurrentSession } from '../../../core/auth/current-session.decorator.js';
import { Role, Roles } from '../../../core/auth/roles.decorator.js';
import type { Language } from '../../../core/i18n/language.js';
import { RequestLanguage } from '../../../core/i18n/request-language.decorator.js';
import { translate } from '../../../core/i18n/translator.js';
import { CompanyVacancyEditorService } from './company-vacancy-editor.service.js';
import { CompanyVacancyLifecycleService } from './company-vacancy-lifecycle.service.js';
import { CompanyVacancyListService } from './company-vacancy-list.service.js';
import { CompanyVacancyBody } from './dto/company-vacancy.dto.js';
import { CompanyVacanciesQuery, VacancyIdQuery } from './dto/company-vacancy-query.dto.js';

/** The company panel's vacancies. Every call is the caller's own company's, and needs a verified
 *  company or a profile at 100 percent (403 otherwise). */
@ApiTags('Vacancy (company panel)')
// The state alone is what the client's panel pages share between the list card and the editor.
@ApiExtraModels(CompanyVacancyState)
@Roles(Role.Company)
@Controller('Vacancy')
export class VacancyManagementController {
  constructor(
    private readonly lists: CompanyVacancyListService,
    private readonly editor: CompanyVacancyEditorService,
    private readonly lifecycle: CompanyVacancyLifecycleService,
  ) {}

  @Get('GetAuthorizeCompanyVacancies')
  @ApiOperation({
    summary: 'Type=1 active, 2 ended, 3 drafts: a page of them, newest first, with applicant and visit counts',
  })
  @ApiEnvelope(CompanyVacancyListItem, { page: true })
  getAuthorizeCompanyVacancies(@CurrentSession() session: AuthSession, @Query() query: CompanyVacanciesQuery) {
    return this.lists.list(session, query);
  }

  @Get('GetCompanyVacancy')
  @ApiOperation({ summary: "One of the caller's vacancies, everything the editor needs" })
  @ApiEnvelope(CompanyVacancyView)
  getCompanyVacancy(@CurrentSession() session: AuthSession, @Query() query: VacancyIdQuery) {
    return this.lists.get(session, query.vacancyId);
  }

  @Post('CreateCompanyVacancy')
  @HttpCode(200)
  @ApiOperation({ summary: 'A new vacancy, published (publish: true) or saved as a draft; answers the vacancy' })
  @ApiEnvelope(CompanyVacancyView)
  createCompanyVacancy(@CurrentSession() session: AuthSession, @Body() body: CompanyVacancyBody) {
    return this.editor.create(session, body);
  }

  @Post('UpdateCompanyVacancy')
  @HttpCode(200)
  @ApiOperation({ summary: 'Replaces the vacancy (a draft may be published by it); answers the vacancy' })
  @ApiEnvelope(CompanyVacancyView)
  updateCompanyVacancy(
    @CurrentSession() session: AuthSession,
    @Query() query: VacancyIdQuery,
    @Body() body: CompanyVacancyBody,
  ) {
    return this.editor.update(session, query.vacancyId, body);
  }

  @Post('EndCompanyVacancy')
  @HttpCode(200)
  @ApiOperation({ summary: 'Active → ended (409 otherwise); answers the vacancy' })
  @ApiEnvelope(CompanyVacancyView)
  endCompanyVacancy(@CurrentSession() session: AuthSession, @Query() query: VacancyIdQuery) {
    return this.lifecycle.end(session, query.vacancyId);
  }

  @Post('RenewCompanyVacancy')
  @HttpCode(200)
  @ApiOperation({ summary: 'Ended → active with a new deadline (409 otherwise); answers the vacancy' })
  @ApiEnvelope(CompanyVacancyView)
  renewCompanyVacancy(@CurrentSession() session: AuthSession, @Query() query: VacancyIdQuery) {
    return this.lifecycle.renew(session, query.vacancyId);
  }

  @Post('DeleteCompanyVacancy')
  @HttpCode(200)
  @ApiOperation({ summary: 'Deletes the vacancy in any status, with its applications' })
  async deleteCompanyVacancy(
    @CurrentSession() session: AuthSession,
    @Query() query: VacancyIdQuery,
    @RequestLanguage() language: Language,
  ) {
    return translate(language, await this.lifecycle.delete(session, query.vacancyId));
  }
}
