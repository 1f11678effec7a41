import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthSession } from '../../core/auth/auth-session.js';
import { CurrentSession } from '../../core/auth/current-session.decorator.js';
import { Role, Roles } from '../../core/auth/roles.decorator.js';
import type { Language } from '../../core/i18n/language.js';
import { RequestLanguage } from '../../core/i18n/request-language.decorator.js';
import { translate } from '../../core/i18n/translator.js';
import { RateLimited } from '../../core/rate-limit/rate-limited.decorator.js';
import { ContentReportService } from './content-report.service.js';
import { CreateReportBody } from './dto/create-report.dto.js';

@ApiTags('Reports')
@Controller('Reports')
export class ReportsController {
  constructor(private readonly reports: ContentReportService) {}

  @Roles(Role.User, Role.Company)
  @RateLimited()
  @Post('CreateReport')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Reports a vacancy, a company page, a review or (the invited talent only) an invitation as fake, spam or offensive (once per item); answers a thank-you text',
  })
  async createReport(
    @CurrentSession() session: AuthSession,
    @Body() body: CreateReportBody,
    @RequestLanguage() language: Language,
  ) {
    return translate(language, await this.reports.create(session, body));
  }
}
