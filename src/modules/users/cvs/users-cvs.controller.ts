import { Controller, Get, HttpCode, Post, Res, UploadedFile, UseInterceptors } from '@nestjs/common';
import { ApiConsumes, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { AuthSession } from '../../../core/auth/auth-session.js';
import { CurrentSession } from '../../../core/auth/current-session.decorator.js';
import { Role, Roles } from '../../../core/auth/roles.decorator.js';
import { RawResponse } from '../../../core/envelope/raw-response.decorator.js';
import type { UploadedCv } from '../../../core/files/cv-storage.service.js';
import { cvUploadInterceptor } from '../../../core/files/cv-upload.interceptor.js';
import { attachment } from '../../../core/files/file-response.js';
import type { Language } from '../../../core/i18n/language.js';
import { RequestLanguage } from '../../../core/i18n/request-language.decorator.js';
import { translate } from '../../../core/i18n/translator.js';
import { TalentCvService } from './talent-cv.service.js';

/** The talent's last CV: Users/UploadCv, RemoveCv, DownloadCv. */
@ApiTags('Users: applications, CV, favourite vacancies')
@Controller('Users')
@Roles(Role.User)
export class UsersCvsController {
  constructor(private readonly cvs: TalentCvService) {}

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
}
