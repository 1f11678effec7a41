import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { IsAccountEmail, IsExistingPassword, IsNewPassword, IsPasswordConfirmation } from './account-fields.rules.js';

export class SendPasswordRecoveryLinkBody {
  @ApiProperty()
  @IsAccountEmail()
  email: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(10000)
  botToken?: string;
}

export class RecoverUserPasswordBody {
  @ApiProperty()
  @IsAccountEmail()
  email: string;

  @ApiProperty({ description: 'The token from the recovery link' })
  @IsNotEmpty({ message: 'account.incorrectLink' })
  @IsString({ message: 'account.incorrectLink' })
  @MaxLength(200, { message: 'account.incorrectLink' })
  token: string;

  @ApiProperty()
  @IsNewPassword()
  newPassword: string;

  @ApiProperty()
  @IsPasswordConfirmation()
  confirmPassword: string;
}

export class PasswordChangeBody {
  @ApiProperty()
  @IsExistingPassword()
  oldPassword: string;

  @ApiProperty()
  @IsNewPassword()
  newPassword: string;

  @ApiProperty()
  @IsPasswordConfirmation()
  confirmPassword: string;
}

export class DeleteAccountBody {
  @ApiPropertyOptional({ description: 'Required when the account has a password' })
  @IsOptional()
  @IsString()
  @MaxLength(128)
  password?: string;
}
