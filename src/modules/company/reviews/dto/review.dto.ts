import { IsOptionalWholeNumber } from '../../../../core/validation/is-optional-whole-number.decorator.js';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { MAX_RECORD_ID } from '../../../../core/validation/is-record-id.decorator.js';
import { ReviewVisibility } from '../../../../../shared/enums.js';
import {
  IsOptionalText,
  IsRating,
  IsRequiredText,
  IsReviewRecordId,
  IsReviewVisibility,
  REVIEW_LIMITS,
} from './review-fields.rules.js';

/** CreateUpdateReview (DESIGN.md section 3): without `id` a new review, with it the caller's own one. */
export class CreateUpdateReviewBody {
  @ApiPropertyOptional({ description: "The caller's own review to update; absent to create one" })
  @IsOptionalWholeNumber(MAX_RECORD_ID, 'reviews.reviewIdInvalid')
  id?: number;

  @ApiProperty()
  @IsReviewRecordId('reviews.companyRequired', 'reviews.companyInvalid')
  companyId: number;

  @ApiProperty({ minimum: 1, maximum: 5 })
  @IsRating()
  rating: number;

  @ApiProperty({ maxLength: REVIEW_LIMITS.headline })
  @IsRequiredText(REVIEW_LIMITS.headline, 'reviews.headlineRequired', 'reviews.headlineTooLong')
  headline: string;

  @ApiProperty({ maxLength: REVIEW_LIMITS.description })
  @IsRequiredText(REVIEW_LIMITS.description, 'reviews.descriptionRequired', 'reviews.descriptionTooLong')
  description: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: REVIEW_LIMITS.text })
  @IsOptionalText(REVIEW_LIMITS.text, 'reviews.textTooLong')
  pros?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: REVIEW_LIMITS.text })
  @IsOptionalText(REVIEW_LIMITS.text, 'reviews.textTooLong')
  cons?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: REVIEW_LIMITS.text,
    description: 'Advice to the management',
  })
  @IsOptionalText(REVIEW_LIMITS.text, 'reviews.textTooLong')
  advice?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: REVIEW_LIMITS.text })
  @IsOptionalText(REVIEW_LIMITS.text, 'reviews.textTooLong')
  benefits?: string | null;

  @ApiProperty({ enum: [1, 2], description: '1 anonymous, 2 actual details (profile picture, position, tenure)' })
  @IsReviewVisibility()
  visibility: ReviewVisibility;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: REVIEW_LIMITS.position })
  @IsOptionalText(REVIEW_LIMITS.position, 'reviews.positionTooLong')
  position?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: REVIEW_LIMITS.tenure })
  @IsOptionalText(REVIEW_LIMITS.tenure, 'reviews.tenureTooLong')
  tenure?: string | null;
}

export class ReplyToReviewBody {
  @ApiProperty()
  @IsReviewRecordId('reviews.reviewIdRequired', 'reviews.reviewIdInvalid')
  reviewId: number;

  @ApiProperty({ maxLength: REVIEW_LIMITS.reply })
  @IsRequiredText(REVIEW_LIMITS.reply, 'reviews.replyRequired', 'reviews.replyTooLong')
  text: string;
}
