import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Length, Matches, MaxLength } from 'class-validator';
import { IsRequiredLine, TrimText } from '../../../vacancy/applications/dto/application-fields.rules.js';
import { GEORGIAN_OR_ENGLISH_TEXT } from '../../../../../shared/profile-patterns.js';
import { IsPlainEmail } from '../../../../core/validation/is-plain-email.js';

export const SUPPORT_LIMITS = { nameMin: 2, nameMax: 80, emailMax: 254, messageMax: 2000 } as const;

/** POST Support/CreateTicket: the chat widget's form. Rules run in the order written. */
export class CreateTicketBody {
  @ApiProperty({
    minLength: SUPPORT_LIMITS.nameMin,
    maxLength: SUPPORT_LIMITS.nameMax,
    description: 'Georgian or English',
  })
  @IsRequiredLine(
    'support.nameRequired',
    IsString({ message: 'support.nameRequired' }),
    Length(SUPPORT_LIMITS.nameMin, SUPPORT_LIMITS.nameMax, { message: 'support.nameLength' }),
    Matches(GEORGIAN_OR_ENGLISH_TEXT, { message: 'support.nameLanguage' }),
  )
  name: string;

  @ApiProperty()
  @IsRequiredLine(
    'support.emailRequired',
    IsString({ message: 'support.emailInvalid' }),
    MaxLength(SUPPORT_LIMITS.emailMax, { message: 'support.emailInvalid' }),
    IsPlainEmail('support.emailInvalid'),
  )
  email: string;

  @ApiProperty({ minLength: 1, maxLength: SUPPORT_LIMITS.messageMax, description: 'Georgian or English' })
  @applyDecorators(
    TrimText(),
    IsString({ message: 'support.messageRequired' }),
    MaxLength(SUPPORT_LIMITS.messageMax, {
      message: 'support.messageTooLong',
      context: { max: SUPPORT_LIMITS.messageMax },
    }),
    Matches(GEORGIAN_OR_ENGLISH_TEXT, { message: 'support.messageLanguage' }),
  )
  message: string;

  @ApiPropertyOptional({ description: 'The anti-bot proof (altcha payload or reCAPTCHA response)' })
  @IsOptional()
  @IsString()
  @MaxLength(10000)
  botToken?: string;
}
