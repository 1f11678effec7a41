import { ApiProperty } from '@nestjs/swagger';
import { SIGN_IN_PROVIDER_NAMES, type SignInProvider } from './sign-in-provider.js';

/** A social sign-in provider of the account. */
export class SignInProviderState {
  @ApiProperty({ enum: SIGN_IN_PROVIDER_NAMES })
  provider: SignInProvider;
  @ApiProperty()
  connected: boolean;
  @ApiProperty({ description: 'The provider is configured on this server (offered on the sign-in page)' })
  available: boolean;
}

/** GET Account/GetSignInMethods. */
export class SignInMethodsView {
  @ApiProperty()
  hasPassword: boolean;
  @ApiProperty({ type: [SignInProviderState] })
  providers: SignInProviderState[];
}
