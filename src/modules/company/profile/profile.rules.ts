import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, IsUrl, Matches, MaxLength } from 'class-validator';
import { IsPlainEmail } from '../../../core/validation/is-plain-email.js';
import {
  ENGLISH_TEXT,
  GEORGIAN_OR_ENGLISH_TEXT,
  PHONE_DIGIT_COUNT,
  PHONE_MAX_LENGTH,
  PHONE_PATTERN,
  withScheme,
} from '../../../../shared/profile-patterns.js';

/**
 * The rules of spec point 5 for the company profile, shared by its forms. The client keeps the same
 * patterns for its own checks.
 */

export {
  ABOUT_MAX_LENGTH,
  DEFAULT_COUNTRY_CODE,
  ENGLISH_TEXT,
  GEORGIAN_OR_ENGLISH_TEXT,
  KEY_FACT_TEXT_MAX_LENGTH,
  OFFICE_MAX_LENGTH,
  PHONE_PATTERN,
  TAGLINE_MAX_LENGTH,
  withScheme,
} from '../../../../shared/profile-patterns.js';

/** The team sizes a company picks from (the demo data and the company-size key fact use the same ranges). */
export const TEAM_SIZES = ['1-10', '11-50', '51-200', '201-500', '501-1000', '1000+'] as const;
export type TeamSize = (typeof TEAM_SIZES)[number];

/** Trims text; an empty or blank value becomes null (the field is cleared). Line breaks are kept as \n. */
export const toOptionalText = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  const text = value.replace(/\r\n?/g, '\n').trim();
  return text === '' ? null : text;
};

/** Trims a one-line value and collapses inner whitespace; blank becomes null. */
export const toOptionalLine = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  const text = value.trim().replace(/\s+/g, ' ');
  return text === '' ? null : text;
};

export type TextLanguage = 'english' | 'georgianOrEnglish';

/** Optional text of at most `max` characters in the given language; blank clears it. */
export const IsProfileText = (
  max: number,
  language: TextLanguage,
  tooLongKey = 'companyProfile.textTooLong',
  multiline = true,
) =>
  applyDecorators(
    Transform(({ value }) => (multiline ? toOptionalText(value) : toOptionalLine(value))),
    IsOptional(),
    IsString({ message: 'validation.isString' }),
    MaxLength(max, { message: tooLongKey, context: { max } }),
    Matches(language === 'english' ? ENGLISH_TEXT : GEORGIAN_OR_ENGLISH_TEXT, {
      message: language === 'english' ? 'companyProfile.englishOnly' : 'companyProfile.georgianOrEnglish',
    }),
  );

/** An optional link: scheme optional (http:// is put in front), http or https only, at most `max` characters. */
export const IsProfileUrl = (max: number) =>
  applyDecorators(
    Transform(({ value }) => {
      const text = toOptionalLine(value);
      return typeof text === 'string' ? withScheme(text) : text;
    }),
    IsOptional(),
    IsString({ message: 'companyProfile.urlInvalid' }),
    MaxLength(max, { message: 'companyProfile.urlTooLong', context: { max } }),
    IsUrl(
      {
        protocols: ['http', 'https'],
        require_protocol: true,
        require_tld: true,
        disallow_auth: true,
        allow_underscores: true,
      },
      { message: 'companyProfile.urlInvalid' },
    ),
  );

export const IsProfileEmail = () =>
  applyDecorators(
    Transform(({ value }) => toOptionalLine(value)),
    IsOptional(),
    IsString({ message: 'companyProfile.emailInvalid' }),
    MaxLength(254, { message: 'companyProfile.emailInvalid' }),
    IsPlainEmail('companyProfile.emailInvalid'),
  );

export const IsProfilePhone = () =>
  applyDecorators(
    Transform(({ value }) => (typeof value === 'string' ? value.trim() || null : value)),
    IsOptional(),
    IsString({ message: 'companyProfile.phoneInvalid' }),
    MaxLength(PHONE_MAX_LENGTH, { message: 'companyProfile.phoneInvalid' }),
    Matches(PHONE_PATTERN, { message: 'companyProfile.phoneInvalid' }),
    Matches(PHONE_DIGIT_COUNT, { message: 'companyProfile.phoneInvalid' }),
  );
