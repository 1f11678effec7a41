import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { NotificationFrequency } from '../../../../../shared/enums.js';
import { IsEnumValue } from '../../../../core/validation/is-enum-value.decorator.js';
import { ToNumber } from '../../../../core/validation/transforms.js';

export const SUBSCRIPTION_LIMITS = {
  companies: 100,
  jobFunctions: 30,
  savedSearches: 20,
  /** The most ids one filter of a saved search takes (as SearchVacancies). */
  filterIds: 50,
  searchTerm: 100,
  name: 100,
} as const;

/** An optional frequency: 1 daily, 2 weekly. */
export const IsOptionalFrequency = () =>
  applyDecorators(
    IsOptional(),
    ToNumber(),
    IsEnumValue(NotificationFrequency, { message: 'subscriptions.frequencyInvalid' }),
  );

/** Trims text; blank or null becomes undefined (left out). */
const TrimToUndefined = () =>
  Transform(({ value }) => {
    if (value === null) return undefined;
    if (typeof value !== 'string') return value;
    const text = value.trim();
    return text === '' ? undefined : text;
  });

/** Optional one-line text, trimmed, at most `max` characters (blank is left out). */
export const IsOptionalText = (max: number, invalid: string, tooLong: string) =>
  applyDecorators(
    TrimToUndefined(),
    IsOptional(),
    IsString({ message: invalid }),
    MaxLength(max, { message: tooLong, context: { max } }),
  );
