import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { IsAccountEmail, IsExistingPassword } from './account-fields.rules.js';

export class SignInBody {
  @ApiProperty()
  @IsAccountEmail()
  email: string;

  @ApiProperty()
  @IsExistingPassword()
  password: string;

  @ApiPropertyOptional({ description: 'Required after three failed attempts for the e-mail' })
  @IsOptional()
  @IsString()
  @MaxLength(10000)
  botToken?: string;
}
