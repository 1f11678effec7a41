import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Length, Matches, MaxLength } from 'class-validator';
import {
  GEORGIAN_OR_ENGLISH_TEXT,
  PHONE_DIGIT_COUNT,
  PHONE_MAX_LENGTH,
  PHONE_PATTERN,
} from '../../../../../shared/profile-patterns.js';
import {
  APPLICATION_LIMITS,
  IsOptionalBoolean,
  IsRequiredId,
  IsRequiredLine,
  TrimText,
} from './application-fields.rules.js';
import { IsPlainEmail } from '../../../../core/validation/is-plain-email.js';

// Rules run in the order written (applyDecorators), so the first message is the most telling one.

/** POST Users/ApplyToVacancy, the text fields of the multipart form beside the `CV` file. */
export class ApplyToVacancyBody {
  @ApiProperty()
  @IsRequiredId('applications.vacancyRequired', 'applications.vacancyInvalid')
  vacancyId: number;

  @ApiProperty({
    minLength: APPLICATION_LIMITS.fullNameMin,
    maxLength: APPLICATION_LIMITS.fullNameMax,
    description: 'Georgian or English',
  })
  @IsRequiredLine(
    'applications.fullNameRequired',
    IsString({ message: 'applications.fullNameRequired' }),
    Length(APPLICATION_LIMITS.fullNameMin, APPLICATION_LIMITS.fullNameMax, { message: 'applications.fullNameLength' }),
    Matches(GEORGIAN_OR_ENGLISH_TEXT, { message: 'applications.fullNameLanguage' }),
  )
  fullName: string;

  @ApiProperty()
  @IsRequiredLine(
    'applications.emailRequired',
    IsString({ message: 'applications.emailInvalid' }),
    MaxLength(APPLICATION_LIMITS.emailMax, { message: 'applications.emailInvalid' }),
    IsPlainEmail('applications.emailInvalid'),
  )
  email: string;

  @ApiProperty({ description: 'An optional plus, then digit groups separated by single spaces' })
  @IsRequiredLine(
    'applications.phoneRequired',
    IsString({ message: 'applications.phoneInvalid' }),
    MaxLength(PHONE_MAX_LENGTH, { message: 'applications.phoneInvalid' }),
    Matches(PHONE_PATTERN, { message: 'applications.phoneInvalid' }),
    Matches(PHONE_DIGIT_COUNT, { message: 'applications.phoneInvalid' }),
  )
  phone: string;

  @ApiPropertyOptional({ maxLength: APPLICATION_LIMITS.message, description: 'Georgian or English' })
  @applyDecorators(
    TrimText(),
    IsOptional(),
    IsString({ message: 'applications.messageLanguage' }),
    MaxLength(APPLICATION_LIMITS.message, {
      message: 'applications.messageTooLong',
      context: { max: APPLICATION_LIMITS.message },
    }),
    Matches(GEORGIAN_OR_ENGLISH_TEXT, { message: 'applications.messageLanguage' }),
  )
  message?: string;

  @ApiPropertyOptional({ description: "true: apply with the talent's last CV instead of a new file" })
  @IsOptionalBoolean('applications.useLastCvInvalid')
  useLastVacancy?: boolean;
}
