import { Body, Controller, HttpCode, Post, UploadedFile, UseInterceptors } from '@nestjs/common';
import { ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthSession } from '../../../core/auth/auth-session.js';
import { CurrentSession } from '../../../core/auth/current-session.decorator.js';
import { Role, Roles } from '../../../core/auth/roles.decorator.js';
import type { UploadedCv } from '../../../core/files/cv-storage.service.js';
import { cvUploadInterceptor } from '../../../core/files/cv-upload.interceptor.js';
import type { Language } from '../../../core/i18n/language.js';
import { RequestLanguage } from '../../../core/i18n/request-language.decorator.js';
import { translate } from '../../../core/i18n/translator.js';
import { RateLimited } from '../../../core/rate-limit/rate-limited.decorator.js';
import { ApplyService } from './apply.service.js';
import { ApplyToVacancyBody } from './dto/apply.dto.js';

@ApiTags('Users: applications, CV, favourite vacancies')
@Controller('Users')
@Roles(Role.User)
export class ApplyController {
  constructor(private readonly applying: ApplyService) {}

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
}
