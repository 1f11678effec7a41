import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { IsRecordId, IsRecordIdList } from '../../../core/validation/is-record-id.decorator.js';
import { ToNumberArray } from '../../../core/validation/transforms.js';
import {
  IsAcceptedTerms,
  IsAccountEmail,
  IsFullName,
  IsNewPassword,
  IsPasswordConfirmation,
} from './account-fields.rules.js';

/** The personal sign-up form (multipart): spec point 3's sign-up form; ProfileImage is the file part. */
export class CreateUserAccountBody {
  @ApiProperty({ description: 'Full name: Latin or Georgian letters, at least two words, 4 to 50 characters' })
  @IsFullName()
  name: string;

  @ApiProperty()
  @IsAccountEmail()
  email: string;

  @ApiProperty({
    description: '8 to 128 characters with a lower and an upper case letter, a digit and a special character',
  })
  @IsNewPassword()
  password: string;

  @ApiProperty()
  @IsPasswordConfirmation()
  confirmPassword: string;

  @ApiProperty({ description: 'Consent to the terms of use and the privacy policy: must be true' })
  @IsAcceptedTerms()
  acceptTerms: boolean;

  @ApiPropertyOptional({ description: 'Field id (dictionary type 1)' })
  @IsOptional()
  @IsRecordId()
  field?: number;

  @ApiPropertyOptional({ description: 'Experience level id (dictionary type 5)' })
  @IsOptional()
  @IsRecordId()
  experience?: number;

  @ApiProperty({ type: [Number], description: 'Technology ids (dictionary type 8), at least one' })
  @ToNumberArray()
  @IsRecordIdList(50, { list: 'account.technologiesRequired' }, 1)
  technologies: number[];

  @ApiPropertyOptional({ type: [Number], description: 'Job function ids (dictionary type 6)' })
  @IsOptional()
  @ToNumberArray()
  @IsRecordIdList(50)
  jobFunctions?: number[];

  @ApiPropertyOptional({ description: 'The anti-bot proof (altcha payload or reCAPTCHA response)' })
  @IsOptional()
  @IsString()
  @MaxLength(10000)
  botToken?: string;
}
