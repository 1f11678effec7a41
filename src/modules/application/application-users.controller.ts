import { Body, Controller, Get, HttpCode, Post, Query, Res, UploadedFile, UseInterceptors } from '@nestjs/common';
import { ApiConsumes, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { AuthSession } from '../../core/auth/auth-session.js';
import { CurrentSession } from '../../core/auth/current-session.decorator.js';
import { Role, Roles } from '../../core/auth/roles.decorator.js';
import { RawResponse } from '../../core/envelope/raw-response.decorator.js';
import type { UploadedCv } from '../../core/files/cv-storage.service.js';
import { cvUploadInterceptor } from '../../core/files/cv-upload.interceptor.js';
import type { Language } from '../../core/i18n/language.js';
import { RequestLanguage } from '../../core/i18n/request-language.decorator.js';
import { translate } from '../../core/i18n/translator.js';
import { RateLimited } from '../../core/rate-limit/rate-limited.decorator.js';
import { ApplyService } from './apply.service.js';
import { ApplyToVacancyBody } from './dto/apply.body.js';
import { PageQuery, VacancyIdQuery } from './dto/application.queries.js';
import { FavoriteVacanciesService } from './favorite-vacancies.service.js';
import { attachment } from './file-response.js';
import { TalentCvService } from './talent-cv.service.js';

@ApiTags('Users: applications, CV, favourite vacancies')
@Controller('Users')
@Roles(Role.User)
export class ApplicationUsersController {
  constructor(
    private readonly applying: ApplyService,
    private readonly cvs: TalentCvService,
    private readonly favorites: FavoriteVacanciesService,
  ) {}

  @RateLimited()
  @Post('ApplyToVacancy')
  @HttpCode(200)
  @UseInterceptors(cvUploadInterceptor())
  @ApiConsumes('multipart/form-data')
  @ApiOperation({
    summary:
      'Applies to an open vacancy with a new CV (field CV) or the last one (UseLastVacancy=true); needs a verified e-mail',
  })
  async applyToVacancy(
    @CurrentSession() session: AuthSession,
    @UploadedFile() file: UploadedCv | undefined,
    @Body() body: ApplyToVacancyBody,
    @RequestLanguage() language: Language,
  ) {
    return translate(language, await this.applying.apply(session, body, file));
  }

  @Post('UploadCv')
  @HttpCode(200)
  @UseInterceptors(cvUploadInterceptor())
  @ApiConsumes('multipart/form-data')
  @ApiOperation({ summary: "Replaces the talent's last CV (field CV: PDF, DOC or DOCX up to 10 MB)" })
  async uploadCv(
    @CurrentSession() session: AuthSession,
    @UploadedFile() file: UploadedCv | undefined,
    @RequestLanguage() language: Language,
  ) {
    return translate(language, await this.cvs.upload(session, file));
  }

  @Post('RemoveCv')
  @HttpCode(200)
  @ApiOperation({ summary: "Forgets the talent's last CV (applications keep theirs)" })
  async removeCv(@CurrentSession() session: AuthSession, @RequestLanguage() language: Language) {
    return translate(language, await this.cvs.remove(session));
  }

  @RawResponse()
  @Get('DownloadCv')
  @ApiProduces(
    'application/pdf',
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  )
  @ApiOperation({ summary: "The talent's own last CV, as an attachment" })
  async downloadCv(@CurrentSession() session: AuthSession, @Res({ passthrough: true }) response: Response) {
    const cv = await this.cvs.download(session);
    return attachment(response, {
      fileName: cv.fileName,
      contentType: cv.contentType,
      stream: cv.file.stream,
      size: cv.file.size,
    });
  }

  @Post('AddRemoveFavoriteVacancy')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Saves a vacancy as a favourite, or forgets it when already saved; answers the whole list of ids',
  })
  addRemoveFavoriteVacancy(@CurrentSession() session: AuthSession, @Query() query: VacancyIdQuery) {
    return this.favorites.toggle(session, query.vacancyId);
  }

  @Get('getFavoriteVacancies')
  @ApiOperation({ summary: "The talent's favourite vacancies as cards, the one saved last first" })
  getFavoriteVacancies(
    @CurrentSession() session: AuthSession,
    @Query() query: PageQuery,
    @RequestLanguage() language: Language,
  ) {
    return this.favorites.list(session, query, language);
  }

  @Get('getFavoriteVacancyIds')
  @ApiOperation({ summary: "The ids of the talent's favourite vacancies" })
  getFavoriteVacancyIds(@CurrentSession() session: AuthSession) {
    return this.favorites.ids(session);
  }
}
