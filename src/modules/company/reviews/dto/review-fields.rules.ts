import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { MAX_RECORD_ID } from '../../../../core/validation/is-record-id.decorator.js';
import { ToNumber } from '../../../../core/validation/transforms.js';
import { ReviewVisibility } from '../../../../../shared/enums.js';
import { REVIEWS_MAX_PAGE_SIZE } from '../../../../../shared/list-settings.js';

export const REVIEW_LIMITS = {
  headline: 150,
  description: 5000,
  text: 2000,
  position: 100,
  tenure: 50,
  reply: 2000,
  pageSize: 10,
  maxPageSize: REVIEWS_MAX_PAGE_SIZE,
  maxPage: 100_000,
} as const;

const trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/** A required id of a stored record, with the review messages. */
export const IsReviewRecordId = (required: string, invalid: string) =>
  applyDecorators(
    ToNumber(),
    IsNotEmpty({ message: required }),
    IsInt({ message: invalid }),
    Min(1, { message: invalid }),
    Max(MAX_RECORD_ID, { message: invalid }),
  );

/** Required text, trimmed, at most `max` characters. */
export const IsRequiredText = (max: number, required: string, tooLong: string) =>
  applyDecorators(
    trim(),
    IsNotEmpty({ message: required }),
    IsString({ message: 'reviews.textFormat' }),
    MaxLength(max, { message: tooLong }),
  );

/** Optional text, trimmed, at most `max` characters; empty text is stored as nothing. */
export const IsOptionalText = (max: number, tooLong: string) =>
  applyDecorators(
    trim(),
    IsOptional(),
    IsString({ message: 'reviews.textFormat' }),
    MaxLength(max, { message: tooLong }),
  );

/** The overall rating: a whole number of stars, 1 to 5. */
export const IsRating = () =>
  applyDecorators(
    ToNumber(),
    IsNotEmpty({ message: 'reviews.ratingRequired' }),
    IsInt({ message: 'reviews.ratingRange' }),
    Min(1, { message: 'reviews.ratingRange' }),
    Max(5, { message: 'reviews.ratingRange' }),
  );

/** 1 anonymous, 2 actual details. */
export const IsReviewVisibility = () =>
  applyDecorators(
    ToNumber(),
    IsNotEmpty({ message: 'reviews.visibilityRequired' }),
    IsIn([ReviewVisibility.Anonymous, ReviewVisibility.ActualDetails], { message: 'reviews.visibilityInvalid' }),
  );
