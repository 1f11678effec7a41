import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty } from 'class-validator';
import { SIGN_IN_PROVIDER_NAMES, type SignInProvider } from '../sign-in-provider.js';

/** POST Account/DisconnectSignInMethod. */
export class DisconnectSignInMethodBody {
  @ApiProperty({ enum: SIGN_IN_PROVIDER_NAMES })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsNotEmpty({ message: 'security.providerUnknown' })
  @IsIn(SIGN_IN_PROVIDER_NAMES, { message: 'security.providerUnknown' })
  provider: SignInProvider;
}
