import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthSession } from '../../../core/auth/auth-session.js';
import { CurrentSession } from '../../../core/auth/current-session.decorator.js';
import { Public } from '../../../core/auth/public.decorator.js';
import { Role, Roles } from '../../../core/auth/roles.decorator.js';
import type { Language } from '../../../core/i18n/language.js';
import { RequestLanguage } from '../../../core/i18n/request-language.decorator.js';
import { translate } from '../../../core/i18n/translator.js';
import { CompanyBenefitsService } from './company-benefits.service.js';
import { CompanyContactService } from './company-contact.service.js';
import { CompanyKeyFactsService } from './company-key-facts.service.js';
import { CompanyProfileService } from './company-profile.service.js';
import { CompanyProgressService } from './company-progress.service.js';
import {
  CompanyContactView,
  CompanyProfileInfo,
  CompanyProgress,
  KeyFactDefinitionView,
  KeyFactValueView,
  TeamSizeView,
} from './company-profile.view.js';
import { ApiEnvelope } from '../../../core/envelope/api-envelope.decorator.js';
import { CompanyTechnologiesService } from './company-technologies.service.js';
import { UpdateCompanyContactBody } from './dto/contact.dto.js';
import { KeyFactValueBody, UpdateCompanyKeyFactsBody } from './dto/key-fact.dto.js';
import {
  UpdateCompanyAboutBody,
  UpdateCompanyBenefitsBody,
  UpdateCompanyTaglineBody,
  UpdateCompanyTeamSizeBody,
  UpdateCompanyTechnologiesBody,
} from './dto/profile.dto.js';
import { CompanyIdQuery } from './dto/profile-query.dto.js';

/** The company panel's profile calls (the caller's own company) and the public reads of key facts and contacts. */
@ApiTags('Company')
@Controller('Company')
export class CompanyProfileController {
  constructor(
    private readonly profiles: CompanyProfileService,
    private readonly keyFacts: CompanyKeyFactsService,
    private readonly contacts: CompanyContactService,
    private readonly technologies: CompanyTechnologiesService,
    private readonly benefits: CompanyBenefitsService,
    private readonly progress: CompanyProgressService,
  ) {}

  @Roles(Role.Company)
  @Get('GetCompanyProfileInfo')
  @ApiOperation({ summary: "The company panel's view of the caller's company" })
  @ApiEnvelope(CompanyProfileInfo)
  getCompanyProfileInfo(@CurrentSession() session: AuthSession) {
    return this.profiles.profileInfo(session);
  }

  @Roles(Role.Company)
  @Post('UpdateCompanyAbout')
  @HttpCode(200)
  @ApiOperation({ summary: 'About text in English and Georgian (max 1000 each); answers "Updated Successfully"' })
  async updateCompanyAbout(
    @CurrentSession() session: AuthSession,
    @Body() body: UpdateCompanyAboutBody,
    @RequestLanguage() language: Language,
  ) {
    return translate(language, await this.profiles.updateAbout(session, body));
  }

  @Roles(Role.Company)
  @Post('UpdateCompanyTagline')
  @HttpCode(200)
  async updateCompanyTagline(
    @CurrentSession() session: AuthSession,
    @Body() body: UpdateCompanyTaglineBody,
    @RequestLanguage() language: Language,
  ) {
    return translate(language, await this.profiles.updateTagline(session, body));
  }

  @Roles(Role.Company)
  @Post('UpdateCompanyTeamSize')
  @HttpCode(200)
  async updateCompanyTeamSize(
    @CurrentSession() session: AuthSession,
    @Body() body: UpdateCompanyTeamSizeBody,
    @RequestLanguage() language: Language,
  ) {
    return translate(language, await this.profiles.updateTeamSize(session, body.teamSize));
  }

  @Public()
  @Get('GetTeamSizes')
  @ApiOperation({ summary: 'The team sizes a company picks from, named in the request language' })
  @ApiEnvelope(TeamSizeView, { list: true })
  getTeamSizes(@RequestLanguage() language: Language) {
    return this.profiles.teamSizes(language);
  }

  @Roles(Role.Company)
  @Post('UpdateCompanyTechnologies')
  @HttpCode(200)
  async updateCompanyTechnologies(
    @CurrentSession() session: AuthSession,
    @Body() body: UpdateCompanyTechnologiesBody,
    @RequestLanguage() language: Language,
  ) {
    return translate(language, await this.technologies.update(session, body.technologyIds ?? []));
  }

  @Roles(Role.Company)
  @Post('updateCompanyBenefits')
  @HttpCode(200)
  @ApiOperation({ summary: 'Same as Benefits/UpdateCompanyBenefits; answers "Benefits have been updated"' })
  async updateCompanyBenefits(
    @CurrentSession() session: AuthSession,
    @Body() body: UpdateCompanyBenefitsBody,
    @RequestLanguage() language: Language,
  ) {
    return translate(language, await this.benefits.update(session, body.benefitIds ?? []));
  }

  @Public()
  @Get('getKeyFacts')
  @ApiOperation({ summary: 'Key-fact definitions with their options, in display order' })
  @ApiEnvelope(KeyFactDefinitionView, { list: true })
  getKeyFacts() {
    return this.keyFacts.definitions();
  }

  @Public()
  @Get('GetCompanyKeyFactsByCompanyId')
  @ApiOperation({ summary: "A company's key-fact values (hidden definitions left out)" })
  @ApiEnvelope(KeyFactValueView, { list: true })
  getCompanyKeyFactsByCompanyId(@Query() query: CompanyIdQuery) {
    return this.keyFacts.valuesOfCompany(query.companyId);
  }

  @Roles(Role.Company)
  @Post('CreateUpdateCompanyKeyFact')
  @HttpCode(200)
  @ApiOperation({ summary: 'Saves one key-fact value (an empty value removes it); answers the stored value or null' })
  createUpdateCompanyKeyFact(@CurrentSession() session: AuthSession, @Body() body: KeyFactValueBody) {
    return this.keyFacts.createUpdate(session, body);
  }

  @Roles(Role.Company)
  @Post('UpdateCompanyKeyFacts')
  @HttpCode(200)
  @ApiOperation({ summary: 'Saves several key-fact values at once (all or nothing); answers all values' })
  @ApiEnvelope(KeyFactValueView, { list: true })
  updateCompanyKeyFacts(@CurrentSession() session: AuthSession, @Body() body: UpdateCompanyKeyFactsBody) {
    return this.keyFacts.updateMany(session, body.keyFacts);
  }

  @Public()
  @Get('GetCompanyContactInfo')
  @ApiOperation({ summary: "A company's contact card" })
  @ApiEnvelope(CompanyContactView)
  getCompanyContactInfo(@Query() query: CompanyIdQuery) {
    return this.contacts.contactOfCompany(query.companyId);
  }

  @Roles(Role.Company)
  @Post('UpdateCompanyContactInfo')
  @HttpCode(200)
  @ApiOperation({ summary: "Replaces the caller's contact card; answers what was stored" })
  @ApiEnvelope(CompanyContactView)
  updateCompanyContactInfo(@CurrentSession() session: AuthSession, @Body() body: UpdateCompanyContactBody) {
    return this.contacts.update(session, body);
  }

  @Roles(Role.Company)
  @Get('getCompanyProgress')
  @ApiOperation({ summary: "How complete the caller's profile is: percent and checklist" })
  @ApiEnvelope(CompanyProgress)
  getCompanyProgress(@CurrentSession() session: AuthSession, @RequestLanguage() language: Language) {
    return this.progress.progressOfCaller(session, language);
  }
}
