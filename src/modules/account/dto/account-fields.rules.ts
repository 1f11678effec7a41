import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { Equals, IsNotEmpty, IsString, Length, Matches, MaxLength } from 'class-validator';
import { IsPlainEmail } from '../../../core/validation/is-plain-email.js';
import { IsSingleScriptEmail } from '../../../core/validation/is-single-script-email.js';

/** The sign-up and password rules of spec point 5, shared by every form that takes these fields.
 *  The client keeps the same patterns in client/src/lib/validation/account-rules.ts. */
/** Long passphrases from password managers fit (OWASP ASVS 6.2.9 asks for at least 64; issue 22). */
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_PATTERN = new RegExp(
  `^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)(?=.*[^A-Za-z0-9]).{8,${PASSWORD_MAX_LENGTH}}$`,
);
export const FULL_NAME_PATTERN = /^(?:[A-Za-z]+(?: [A-Za-z]+)+|[\u10D0-\u10FF]+(?: [\u10D0-\u10FF]+)+)$/;
export const COMPANY_NAME_CHARACTERS = /^[A-Za-z0-9 .,&'"()\-+!?@#/:;_]+$/;
export const COMPANY_NAME_LATIN_ONLY = /^[\x20-\x7E]+$/;

const trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : value));

export const IsAccountEmail = () =>
  applyDecorators(
    Transform(({ value }) => (typeof value === 'string' ? value.trim() : value)),
    IsNotEmpty({ message: 'account.emailRequired' }),
    IsString({ message: 'account.emailInvalid' }),
    MaxLength(254, { message: 'account.emailInvalid' }),
    IsPlainEmail('account.emailInvalid'),
    IsSingleScriptEmail('account.emailMixedScripts'),
  );

export const IsNewPassword = () =>
  applyDecorators(
    IsNotEmpty({ message: 'account.passwordRequired' }),
    IsString({ message: 'account.passwordRule' }),
    Matches(PASSWORD_PATTERN, { message: 'account.passwordRule' }),
  );

/** Any stored password is accepted as typed (old passwords may predate today's rule). */
export const IsExistingPassword = () =>
  applyDecorators(IsNotEmpty({ message: 'account.passwordRequired' }), IsString(), MaxLength(PASSWORD_MAX_LENGTH));

export const IsFullName = () =>
  applyDecorators(
    trim(),
    IsNotEmpty({ message: 'account.fullNameRequired' }),
    IsString({ message: 'account.fullNameFormat' }),
    Length(4, 50, { message: 'account.fullNameLength' }),
    Matches(FULL_NAME_PATTERN, { message: 'account.fullNameLanguage' }),
  );

export const IsCompanyName = () =>
  applyDecorators(
    trim(),
    IsNotEmpty({ message: 'account.companyNameRequired' }),
    IsString({ message: 'account.companyNameFormat' }),
    Length(2, 50, { message: 'account.companyNameLength' }),
    Matches(COMPANY_NAME_LATIN_ONLY, { message: 'account.companyNameEnglish' }),
    Matches(COMPANY_NAME_CHARACTERS, { message: 'account.companyNameFormat' }),
  );

/** Sign-up's consent to the terms of use and the privacy policy (issue 22): it must be given. A
 *  multipart form sends it as the text "true". */
export const IsAcceptedTerms = (message = 'account.termsRequired') =>
  applyDecorators(
    Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value)),
    Equals(true, { message }),
  );

/** The confirmation must repeat the password; checked in the service, which sees both fields. */
export const IsPasswordConfirmation = () =>
  applyDecorators(IsNotEmpty({ message: 'account.passwordRepeat' }), IsString({ message: 'account.passwordRepeat' }));
