import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, Matches } from 'class-validator';
import { IsProfileEmail, IsProfilePhone, IsProfileText, IsProfileUrl, OFFICE_MAX_LENGTH } from '../profile.rules.js';

/** POST Company/UpdateCompanyContactInfo: the whole contact card (spec point 3); a field left out or
 *  empty is cleared. Links without a scheme are stored with http:// in front. */
export class UpdateCompanyContactBody {
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'Optional plus, then digit groups separated by single spaces',
  })
  @IsProfilePhone()
  phoneNumber?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'A dial code of GET Common/getCountryCodes; +995 when empty',
  })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() || null : value))
  @IsOptional()
  @IsString({ message: 'companyProfile.countryCodeUnknown' })
  @Matches(/^\+?\d{1,7}$/, { message: 'companyProfile.countryCodeUnknown' })
  countryCode?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsProfileEmail()
  email?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsProfileUrl(500)
  website?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'English only' })
  @IsProfileText(OFFICE_MAX_LENGTH, 'english', 'companyProfile.textTooLong', false)
  georgiaOffice?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Georgian or English' })
  @IsProfileText(OFFICE_MAX_LENGTH, 'georgianOrEnglish', 'companyProfile.textTooLong', false)
  georgiaOfficeGe?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsProfileUrl(1000)
  googleMapUrl?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'English only' })
  @IsProfileText(OFFICE_MAX_LENGTH, 'english', 'companyProfile.textTooLong', false)
  headQuarter?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Georgian or English' })
  @IsProfileText(OFFICE_MAX_LENGTH, 'georgianOrEnglish', 'companyProfile.textTooLong', false)
  headQuarterGe?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsProfileUrl(1000)
  headQuarterGoogleMapUrl?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsProfileUrl(500)
  facebookUrl?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsProfileUrl(500)
  linkedInUrl?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsProfileUrl(500)
  twitterUrl?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsProfileUrl(500)
  youTubeUrl?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsProfileUrl(500)
  tikTokUrl?: string | null;
}
