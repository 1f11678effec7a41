import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptionalWholeNumber } from '../../../../core/validation/is-optional-whole-number.decorator.js';
import { IsReviewRecordId, REVIEW_LIMITS } from './review-fields.rules.js';

export class ReviewIdQuery {
  @ApiProperty()
  @IsReviewRecordId('reviews.reviewIdRequired', 'reviews.reviewIdInvalid')
  reviewId: number;
}

export class ReviewPageQuery {
  @ApiPropertyOptional({ minimum: 1, maximum: REVIEW_LIMITS.maxPage, default: 1 })
  @IsOptionalWholeNumber(REVIEW_LIMITS.maxPage, 'reviews.pageInvalid')
  page: number = 1;

  @ApiPropertyOptional({ minimum: 1, maximum: REVIEW_LIMITS.maxPageSize, default: REVIEW_LIMITS.pageSize })
  @IsOptionalWholeNumber(REVIEW_LIMITS.maxPageSize, 'reviews.pageSizeInvalid')
  pageSize: number = REVIEW_LIMITS.pageSize;
}

export class CompanyReviewsQuery extends ReviewPageQuery {
  @ApiProperty()
  @IsReviewRecordId('reviews.companyRequired', 'reviews.companyInvalid')
  companyId: number;
}
