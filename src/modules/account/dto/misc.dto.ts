import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { IsAccountEmail } from './account-fields.rules.js';

export class CheckUserExistQuery {
  @ApiProperty()
  @IsAccountEmail()
  email: string;
}

export class VerifyUserEmailBody {
  @ApiProperty()
  @IsNotEmpty({ message: 'account.verificationFailed' })
  @IsString({ message: 'account.verificationFailed' })
  @MaxLength(200, { message: 'account.verificationFailed' })
  verificationId: string;

  @ApiProperty()
  @IsAccountEmail()
  email: string;
}

export class ViewAsQuery {
  @ApiProperty({ description: 'A one-time link id (60 s for view-as, 2 min for social sign-in)' })
  @IsNotEmpty({ message: 'account.incorrectLink' })
  @IsString({ message: 'account.incorrectLink' })
  @MaxLength(200, { message: 'account.incorrectLink' })
  tokenId: string;
}

export class RefreshTokenBody {
  @ApiProperty({ description: 'The access token held so far (it may have expired)' })
  @IsNotEmpty()
  @IsString()
  @MaxLength(4000)
  token: string;
}
