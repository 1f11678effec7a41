import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthSession } from '../../../core/auth/auth-session.js';
import { CurrentSession } from '../../../core/auth/current-session.decorator.js';
import { Role, Roles } from '../../../core/auth/roles.decorator.js';
import type { Language } from '../../../core/i18n/language.js';
import { RequestLanguage } from '../../../core/i18n/request-language.decorator.js';
import { translate } from '../../../core/i18n/translator.js';
import { ReviewIdQuery } from '../../company/reviews/dto/review-query.dto.js';
import { VacancyIdQuery } from '../../vacancy/management/dto/company-vacancy-query.dto.js';
import { AdminPageQuery } from '../dto/admin-page.dto.js';
import { AdminReasonBody } from '../dto/admin-reason.dto.js';
import { ReviewQueueService } from './review-queue.service.js';
import { VacancyQueueService } from './vacancy-queue.service.js';
import { ApiEnvelope } from '../../../core/envelope/api-envelope.decorator.js';
import { PendingReviewItem, PendingVacancyItem } from './moderation.view.js';

/** The moderation queues of the back office: vacancies in review mode and reviews. Staff only
 *  (never a view-as session); every decision is audited and mailed to whom it concerns. */
@ApiTags('Admin')
@Roles(Role.Admin)
@Controller('Admin')
export class AdminModerationController {
  constructor(
    private readonly vacancies: VacancyQueueService,
    private readonly reviews: ReviewQueueService,
  ) {}

  @Get('GetPendingVacancies')
  @ApiOperation({
    summary: 'Vacancies waiting for approval, longest waiting first: { items, totalCount, page, pageSize }',
  })
  @ApiEnvelope(PendingVacancyItem, { page: true })
  getPendingVacancies(@Query() query: AdminPageQuery) {
    return this.vacancies.pending(query);
  }

  @Post('ApproveVacancy')
  @HttpCode(200)
  @ApiOperation({ summary: 'Shows a waiting vacancy on the site at once and mails its company; audited' })
  async approveVacancy(
    @CurrentSession() staff: AuthSession,
    @Query() query: VacancyIdQuery,
    @RequestLanguage() language: Language,
  ) {
    return translate(language, await this.vacancies.approve(staff, query.vacancyId));
  }

  @Post('RejectVacancy')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Keeps a waiting vacancy hidden and mails its company the reason (1 to 500 characters); audited',
  })
  async rejectVacancy(
    @CurrentSession() staff: AuthSession,
    @Query() query: VacancyIdQuery,
    @Body() body: AdminReasonBody,
    @RequestLanguage() language: Language,
  ) {
    return translate(language, await this.vacancies.reject(staff, query.vacancyId, body.reason));
  }

  @Get('GetPendingReviews')
  @ApiOperation({
    summary:
      'Reviews waiting for moderation, whole, with their author (also of an anonymous review): { items, totalCount, page, pageSize }',
  })
  @ApiEnvelope(PendingReviewItem, { page: true })
  getPendingReviews(@Query() query: AdminPageQuery) {
    return this.reviews.pending(query);
  }

  @Post('ApproveReview')
  @HttpCode(200)
  @ApiOperation({ summary: "Publishes a waiting review on the company's page and mails its author; audited" })
  async approveReview(
    @CurrentSession() staff: AuthSession,
    @Query() query: ReviewIdQuery,
    @RequestLanguage() language: Language,
  ) {
    return translate(language, await this.reviews.approve(staff, query.reviewId));
  }

  @Post('RejectReview')
  @HttpCode(200)
  @ApiOperation({ summary: 'Rejects a waiting review and mails its author the reason (1 to 500 characters); audited' })
  async rejectReview(
    @CurrentSession() staff: AuthSession,
    @Query() query: ReviewIdQuery,
    @Body() body: AdminReasonBody,
    @RequestLanguage() language: Language,
  ) {
    return translate(language, await this.reviews.reject(staff, query.reviewId, body.reason));
  }
}
