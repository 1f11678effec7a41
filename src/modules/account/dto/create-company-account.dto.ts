import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import {
  IsAcceptedTerms,
  IsAccountEmail,
  IsCompanyName,
  IsNewPassword,
  IsPasswordConfirmation,
} from './account-fields.rules.js';

/** The business sign-up form (multipart): Name, Email, Password, ConfirmPassword; ProfileImage (the logo) is the file part. */
export class CreateCompanyAccountBody {
  @ApiProperty({ description: 'Company name in English: 2 to 50 Latin letters, digits, spaces and common punctuation' })
  @IsCompanyName()
  name: string;

  @ApiProperty()
  @IsAccountEmail()
  email: string;

  @ApiProperty()
  @IsNewPassword()
  password: string;

  @ApiProperty()
  @IsPasswordConfirmation()
  confirmPassword: string;

  @ApiProperty({ description: 'Consent to the terms of use and the privacy policy: must be true' })
  @IsAcceptedTerms()
  acceptTerms: boolean;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(10000)
  botToken?: string;
}
