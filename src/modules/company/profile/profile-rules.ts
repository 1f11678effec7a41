import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsEmail, IsOptional, IsString, IsUrl, Matches, MaxLength } from 'class-validator';

/**
 * The rules of spec point 5 for the company profile, shared by its forms. The client keeps the same
 * patterns for its own checks.
 */

/** English only: Latin letters, digits, punctuation, symbols and whitespace; no other script. */
export const ENGLISH_TEXT = /^[\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]*$/u;
/** A Georgian field: Georgian or English (both scripts, digits, punctuation, whitespace). */
export const GEORGIAN_OR_ENGLISH_TEXT = /^[\p{Script=Latin}\p{Script=Georgian}\p{Script=Common}\p{Script=Inherited}]*$/u;
/** The contact form's phone: an optional plus, then digit groups separated by single spaces. */
export const PHONE_PATTERN = /^\+?\d+(?: \d+)*$/;
/** A phone number has at most 15 digits (E.164). */
const PHONE_DIGIT_COUNT = /^\D*(?:\d\D*){1,15}$/;
export const DEFAULT_COUNTRY_CODE = '+995';

export const ABOUT_MAX_LENGTH = 1000;
export const TAGLINE_MAX_LENGTH = 200;
export const KEY_FACT_TEXT_MAX_LENGTH = 500;
export const OFFICE_MAX_LENGTH = 300;

/** The team sizes a company picks from (the demo data and the company-size key fact use the same ranges). */
export const TEAM_SIZES = ['1-10', '11-50', '51-200', '201-500', '501-1000', '1000+'] as const;
export type TeamSize = (typeof TEAM_SIZES)[number];

const SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;

/** A link typed without a scheme is stored with `http://` in front (spec point 5). */
export const withScheme = (url: string): string => (SCHEME.test(url) ? url : `http://${url}`);

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
export const IsProfileText = (max: number, language: TextLanguage, tooLongKey = 'companyProfile.textTooLong', multiline = true) =>
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
      { protocols: ['http', 'https'], require_protocol: true, require_tld: true, disallow_auth: true, allow_underscores: true },
      { message: 'companyProfile.urlInvalid' },
    ),
  );

export const IsProfileEmail = () =>
  applyDecorators(
    Transform(({ value }) => toOptionalLine(value)),
    IsOptional(),
    IsString({ message: 'companyProfile.emailInvalid' }),
    MaxLength(254, { message: 'companyProfile.emailInvalid' }),
    IsEmail({}, { message: 'companyProfile.emailInvalid' }),
  );

export const IsProfilePhone = () =>
  applyDecorators(
    Transform(({ value }) => (typeof value === 'string' ? value.trim() || null : value)),
    IsOptional(),
    IsString({ message: 'companyProfile.phoneInvalid' }),
    MaxLength(30, { message: 'companyProfile.phoneInvalid' }),
    Matches(PHONE_PATTERN, { message: 'companyProfile.phoneInvalid' }),
    Matches(PHONE_DIGIT_COUNT, { message: 'companyProfile.phoneInvalid' }),
  );
