import { Body, Controller, Get, HttpCode, Post, Query, UseInterceptors } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthSession } from '../../../core/auth/auth-session.js';
import { CurrentSession, OptionalSession } from '../../../core/auth/current-session.decorator.js';
import { Public } from '../../../core/auth/public.decorator.js';
import { Role, Roles } from '../../../core/auth/roles.decorator.js';
import { RateLimited } from '../../../core/rate-limit/rate-limited.decorator.js';
import { CreateUpdateReviewBody, ReplyToReviewBody } from './dto/review.dto.js';
import { CompanyReviewsQuery, ReviewIdQuery, ReviewPageQuery } from './dto/review-query.dto.js';
import { RequireBodyInterceptor } from './require-body.interceptor.js';
import { ReviewListingService } from './review-listing.service.js';
import { ReviewReplyService } from './review-reply.service.js';
import { ReviewService } from './review.service.js';
import { ReviewLikeService, ReviewLikeState } from './review-like.service.js';
import { AuthorReviewView, CompanyReviewsPage, ReviewReplyAnswer } from './review.view.js';
import { ApiEnvelope } from '../../../core/envelope/api-envelope.decorator.js';

@ApiTags('Company reviews')
@Controller('Company')
export class ReviewsController {
  constructor(
    private readonly reviews: ReviewService,
    private readonly listing: ReviewListingService,
    private readonly likes: ReviewLikeService,
    private readonly replies: ReviewReplyService,
  ) {}

  @Roles(Role.User)
  @RateLimited()
  @Post('CreateUpdateReview')
  @HttpCode(200)
  @UseInterceptors(RequireBodyInterceptor)
  @ApiOperation({
    summary:
      "Creates the talent's review of a company (one per company) or, with id, updates it; either way it is pending again",
  })
  @ApiEnvelope(AuthorReviewView)
  createUpdateReview(@CurrentSession() session: AuthSession, @Body() body: CreateUpdateReviewBody) {
    return this.reviews.createOrUpdate(session, body);
  }

  @Public()
  @Get('GetCompanyReviews')
  @ApiOperation({ summary: "A company's approved reviews, newest first, with its rating summary" })
  @ApiEnvelope(CompanyReviewsPage)
  getCompanyReviews(@Query() query: CompanyReviewsQuery, @OptionalSession() session: AuthSession | undefined) {
    return this.listing.companyReviews(query, session);
  }

  @Roles(Role.User)
  @Get('getUserReview')
  @ApiOperation({ summary: "The caller's own review in any status" })
  @ApiEnvelope(AuthorReviewView)
  getUserReview(@CurrentSession() session: AuthSession, @Query() query: ReviewIdQuery) {
    return this.reviews.own(session, query.reviewId);
  }

  @Roles(Role.User)
  @Get('GetMyReviews')
  @ApiOperation({ summary: "The caller's reviews across companies, any status" })
  @ApiEnvelope(AuthorReviewView, { page: true })
  getMyReviews(@CurrentSession() session: AuthSession, @Query() query: ReviewPageQuery) {
    return this.reviews.mine(session, query);
  }

  @Roles(Role.User)
  @Post('likeReview')
  @HttpCode(200)
  @ApiOperation({ summary: "Toggles the caller's like of an approved review" })
  @ApiEnvelope(ReviewLikeState)
  likeReview(@CurrentSession() session: AuthSession, @Query() query: ReviewIdQuery) {
    return this.likes.toggle(session, query.reviewId);
  }

  @Roles(Role.User)
  @Post('deleteReview')
  @HttpCode(200)
  @ApiOperation({ summary: "Deletes the caller's own review" })
  deleteReview(@CurrentSession() session: AuthSession, @Query() query: ReviewIdQuery) {
    return this.reviews.deleteOwn(session, query.reviewId);
  }

  @Roles(Role.Company)
  @Post('ReplyToReview')
  @HttpCode(200)
  @ApiOperation({ summary: "The company's reply to an approved review of its own company (create or update)" })
  @ApiEnvelope(ReviewReplyAnswer)
  replyToReview(@CurrentSession() session: AuthSession, @Body() body: ReplyToReviewBody) {
    return this.replies.reply(session, body);
  }

  @Roles(Role.Company)
  @Post('DeleteReviewReply')
  @HttpCode(200)
  @ApiOperation({ summary: "Removes the company's reply to a review of its own company" })
  deleteReviewReply(@CurrentSession() session: AuthSession, @Query() query: ReviewIdQuery) {
    return this.replies.deleteReply(session, query.reviewId);
  }
}
