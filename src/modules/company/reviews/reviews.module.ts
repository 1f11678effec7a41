import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Company } from '../entities/company.entity.js';
import { CompanyReview, CompanyReviewReply } from './entities/company-review.entity.js';
import { RequireBodyInterceptor } from './require-body.interceptor.js';
import { ReviewLikeService } from './review-like.service.js';
import { ReviewListingService } from './review-listing.service.js';
import { ReviewModerationService } from './review-moderation.service.js';
import { ReviewRatingService } from './review-rating.service.js';
import { ReviewReplyService } from './review-reply.service.js';
import { ReviewService } from './review.service.js';
import { ReviewsController } from './reviews.controller.js';

/** Company reviews, part of the company module (imported and re-exported by CompanyModule). */
@Module({
  imports: [TypeOrmModule.forFeature([CompanyReview, CompanyReviewReply, Company])],
  controllers: [ReviewsController],
  providers: [
    ReviewService,
    ReviewListingService,
    ReviewLikeService,
    ReviewReplyService,
    ReviewModerationService,
    ReviewRatingService,
    RequireBodyInterceptor,
  ],
  exports: [ReviewModerationService, ReviewRatingService],
})
export class ReviewsModule {}
