import { Body, Controller, Get, HttpCode, Post, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { AuthSession } from '../../../core/auth/auth-session.js';
import { CurrentSession } from '../../../core/auth/current-session.decorator.js';
import { Role, Roles } from '../../../core/auth/roles.decorator.js';
import { AllowedInViewAs } from '../../../core/auth/view-as.decorator.js';
import { RawResponse } from '../../../core/envelope/raw-response.decorator.js';
import type { Language } from '../../../core/i18n/language.js';
import { RequestLanguage } from '../../../core/i18n/request-language.decorator.js';
import { ApiEnvelope } from '../../../core/envelope/api-envelope.decorator.js';
import { ApplicantCvsService } from './applicant-cvs.service.js';
import { ApplicantItem, ApplicationDetails, StatusChange, TalentApplicationItem } from './application.view.js';
import { CompanyApplicantsService } from './company-applicants.service.js';
import { UpdateApplicationStatusBody } from './dto/application.dto.js';
import {
  ApplicantsCvInput,
  ApplicationIdQuery,
  mergeApplicantsCvInput,
  PageQuery,
  VacancyApplicantsQuery,
} from './dto/application-query.dto.js';
import { attachment } from '../../../core/files/file-response.js';
import { TalentApplicationsService } from './talent-applications.service.js';

@ApiTags('Vacancy: applications')
@Controller('Vacancy')
export class VacancyApplicationsController {
  constructor(
    private readonly applicants: CompanyApplicantsService,
    private readonly cvs: ApplicantCvsService,
    private readonly talentApplications: TalentApplicationsService,
  ) {}

  @Roles(Role.Company)
  @Get('getVacancyApplicants')
  @ApiOperation({ summary: "The applicants of one of the company's own vacancies, newest first" })
  @ApiEnvelope(ApplicantItem, { page: true })
  getVacancyApplicants(
    @CurrentSession() session: AuthSession,
    @Query() query: VacancyApplicantsQuery,
    @RequestLanguage() language: Language,
  ) {
    return this.applicants.vacancyApplicants(session, query, language);
  }

  @Roles(Role.Company)
  @Get('getVacancyApplication')
  @ApiOperation({ summary: 'One application to an own vacancy; opening a new one marks it viewed' })
  @ApiEnvelope(ApplicationDetails)
  getVacancyApplication(
    @CurrentSession() session: AuthSession,
    @Query() query: ApplicationIdQuery,
    @RequestLanguage() language: Language,
  ) {
    return this.applicants.application(session, query.applicationId, language);
  }

  @Roles(Role.Company)
  @RawResponse()
  @Get('getApplicationCv')
  @ApiProduces(
    'application/pdf',
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  )
  @ApiOperation({ summary: 'The CV of one application to an own vacancy, as an attachment' })
  async getApplicationCv(
    @CurrentSession() session: AuthSession,
    @Query() query: ApplicationIdQuery,
    @Res({ passthrough: true }) response: Response,
  ) {
    const cv = await this.cvs.applicationCv(session, query.applicationId);
    return attachment(response, {
      fileName: cv.fileName,
      contentType: cv.contentType,
      stream: cv.file.stream,
      size: cv.file.size,
    });
  }

  @Roles(Role.Company)
  @RawResponse()
  @AllowedInViewAs() // a POST only for its list of ids: it reads, so staff viewing as the company may download it
  @Post('getVacancyApplicantsCv')
  @HttpCode(200)
  @ApiProduces('application/zip')
  @ApiOperation({
    summary:
      "A zip of the CVs of an own vacancy's applications (applicationIds, else all); vacancyId in the query or the body",
  })
  async getVacancyApplicantsCv(
    @CurrentSession() session: AuthSession,
    @Query() query: ApplicantsCvInput,
    @Body() body: ApplicantsCvInput,
    @Res({ passthrough: true }) response: Response,
  ) {
    const zip = await this.cvs.zip(session, mergeApplicantsCvInput(query, body));
    return attachment(response, { fileName: zip.fileName, contentType: 'application/zip', stream: zip.stream });
  }

  @Roles(Role.Company)
  @Post('UpdateApplicationStatus')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Moves an application to an own vacancy to another status (2-7); the talent is mailed on interview, offer and rejected',
  })
  @ApiEnvelope(StatusChange)
  updateApplicationStatus(@CurrentSession() session: AuthSession, @Body() body: UpdateApplicationStatusBody) {
    return this.applicants.updateStatus(session, body);
  }

  @Roles(Role.User)
  @Get('getTalentApplications')
  @ApiOperation({ summary: "The talent's own applications with their status, newest first" })
  @ApiEnvelope(TalentApplicationItem, { page: true })
  getTalentApplications(
    @CurrentSession() session: AuthSession,
    @Query() query: PageQuery,
    @RequestLanguage() language: Language,
  ) {
    return this.talentApplications.list(session, query, language);
  }
}
