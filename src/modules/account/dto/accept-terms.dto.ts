import { ApiProperty } from '@nestjs/swagger';
import { IsAcceptedTerms } from './account-fields.rules.js';

/** POST Account/AcceptTerms: the consent of an account made by social sign-in (issue 22). */
export class AcceptTermsBody {
  @ApiProperty({ description: 'Must be true: the terms of use and the privacy policy are accepted' })
  @IsAcceptedTerms('account.termsRequiredToContinue')
  acceptTerms: boolean;
}
