import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthSession } from '../../../core/auth/auth-session.js';
import { CurrentSession } from '../../../core/auth/current-session.decorator.js';
import { Role, Roles } from '../../../core/auth/roles.decorator.js';
import type { Language } from '../../../core/i18n/language.js';
import { RequestLanguage } from '../../../core/i18n/request-language.decorator.js';
import { translate } from '../../../core/i18n/translator.js';
import { CompanySubscriptionsService } from './company-subscriptions.service.js';
import {
  CreateUpdateSubscriptionBody,
  SubscribeToCompanyBody,
  UpdateSubscribedCompaniesBody,
  UpdateSubscribedJobFunctionsBody,
} from './dto/subscription.dto.js';
import { CompanyIdQuery, SubscriptionIdQuery } from './dto/subscription-query.dto.js';
import { JobFunctionSubscriptionsService } from './job-function-subscriptions.service.js';
import { SavedSearchesService } from './saved-searches.service.js';
import { ApiEnvelope } from '../../../core/envelope/api-envelope.decorator.js';
import { SavedSearchView, SubscribedCompaniesView, SubscribedJobFunctionsView } from './subscription.view.js';

@ApiTags('Users: subscriptions')
@Controller('Users')
@Roles(Role.User)
export class SubscriptionsController {
  constructor(
    private readonly companies: CompanySubscriptionsService,
    private readonly jobFunctions: JobFunctionSubscriptionsService,
    private readonly searches: SavedSearchesService,
  ) {}

  @Get('GetUserSubscribedCompanies')
  @ApiOperation({ summary: "The talent's subscribed companies and the group's frequency (1 daily, 2 weekly)" })
  @ApiEnvelope(SubscribedCompaniesView)
  getUserSubscribedCompanies(@CurrentSession() session: AuthSession) {
    return this.companies.list(session);
  }

  @Post('UpdateUserSubscribedCompanies')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Replaces the subscribed companies (at least one) and sets their frequency; turns digests back on',
  })
  async updateUserSubscribedCompanies(
    @CurrentSession() session: AuthSession,
    @Body() body: UpdateSubscribedCompaniesBody,
    @RequestLanguage() language: Language,
  ) {
    return translate(language, await this.companies.replace(session, body));
  }

  @Post('SubscribeToCompany')
  @HttpCode(200)
  @ApiOperation({ summary: 'Subscribes to one company (no copy when already subscribed); turns digests back on' })
  async subscribeToCompany(
    @CurrentSession() session: AuthSession,
    @Query() query: CompanyIdQuery,
    @Body() body: SubscribeToCompanyBody,
    @RequestLanguage() language: Language,
  ) {
    return translate(language, await this.companies.subscribe(session, query.companyId, body?.frequency));
  }

  @Post('UnsubscribeFromCompany')
  @HttpCode(200)
  @ApiOperation({ summary: 'Removes the subscription to one company' })
  async unsubscribeFromCompany(
    @CurrentSession() session: AuthSession,
    @Query() query: CompanyIdQuery,
    @RequestLanguage() language: Language,
  ) {
    return translate(language, await this.companies.unsubscribe(session, query.companyId));
  }

  @Get('GetUserSubscribedJobFunctions')
  @ApiOperation({ summary: "The talent's subscribed job functions (with their parents) and the group's frequency" })
  @ApiEnvelope(SubscribedJobFunctionsView)
  getUserSubscribedJobFunctions(@CurrentSession() session: AuthSession) {
    return this.jobFunctions.list(session);
  }

  @Post('UpdateUserSubscribedJobFunctions')
  @HttpCode(200)
  @ApiOperation({ summary: 'Replaces the subscribed job functions (empty removes them all); turns digests back on' })
  async updateUserSubscribedJobFunctions(
    @CurrentSession() session: AuthSession,
    @Body() body: UpdateSubscribedJobFunctionsBody,
    @RequestLanguage() language: Language,
  ) {
    return translate(language, await this.jobFunctions.replace(session, body));
  }

  @Get('GetUserSubscriptions')
  @ApiOperation({ summary: "The talent's saved vacancy searches, newest first" })
  @ApiEnvelope(SavedSearchView, { list: true })
  getUserSubscriptions(@CurrentSession() session: AuthSession) {
    return this.searches.list(session);
  }

  @Post('CreateUpdateSubscriptions')
  @HttpCode(200)
  @ApiOperation({
    summary: "Saves a vacancy search (no id) or changes one's own (id); the same filter twice changes the saved one",
  })
  async createUpdateSubscriptions(
    @CurrentSession() session: AuthSession,
    @Body() body: CreateUpdateSubscriptionBody,
    @RequestLanguage() language: Language,
  ) {
    return translate(language, await this.searches.save(session, body, language));
  }

  @Post('DeleteSubscription')
  @HttpCode(200)
  @ApiOperation({ summary: "Deletes one of the talent's saved searches" })
  async deleteSubscription(
    @CurrentSession() session: AuthSession,
    @Query() query: SubscriptionIdQuery,
    @RequestLanguage() language: Language,
  ) {
    return translate(language, await this.searches.delete(session, query.subscriptionId));
  }
}
