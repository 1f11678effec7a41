import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthSession } from '../../../core/auth/auth-session.js';
import { CurrentSession } from '../../../core/auth/current-session.decorator.js';
import { Public } from '../../../core/auth/public.decorator.js';
import { Role, Roles } from '../../../core/auth/roles.decorator.js';
import type { Language } from '../../../core/i18n/language.js';
import { RequestLanguage } from '../../../core/i18n/request-language.decorator.js';
import { translate } from '../../../core/i18n/translator.js';
import { CompanyBenefitsService } from './company-benefits.service.js';
import { ApiEnvelope } from '../../../core/envelope/api-envelope.decorator.js';
import { ProfileBenefitGroupView } from './company-profile.view.js';
import { UpdateCompanyBenefitsBody } from './dto/profile.dto.js';
import { CompanyIdParam } from './dto/profile-query.dto.js';

@ApiTags('Benefits')
@Controller('Benefits')
export class BenefitsController {
  constructor(private readonly benefits: CompanyBenefitsService) {}

  @Public()
  @Get('GetCompanyBenefits/:id')
  @ApiOperation({ summary: "A company's benefits grouped by parent benefit, with sub-benefits" })
  @ApiEnvelope(ProfileBenefitGroupView, { list: true })
  getCompanyBenefits(@Param() params: CompanyIdParam) {
    return this.benefits.benefitsOfCompany(params.id);
  }

  @Roles(Role.Company)
  @Post('UpdateCompanyBenefits')
  @HttpCode(200)
  @ApiOperation({ summary: 'Replaces the caller\'s benefits; answers "Benefits have been updated"' })
  async updateCompanyBenefits(
    @CurrentSession() session: AuthSession,
    @Body() body: UpdateCompanyBenefitsBody,
    @RequestLanguage() language: Language,
  ) {
    return translate(language, await this.benefits.update(session, body.benefitIds ?? []));
  }
}
