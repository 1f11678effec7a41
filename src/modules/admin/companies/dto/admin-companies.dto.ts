import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { IsRecordId } from '../../../../core/validation/is-record-id.decorator.js';
import { ToBoolean, ToNumber } from '../../../../core/validation/transforms.js';
import { IsCompanyName } from '../../../account/dto/account-fields.rules.js';
import { ClaimStatus } from '../../../../../shared/enums.js';
import { IsProfileUrl } from '../../../company/profile/profile.rules.js';
import { MAX_ADMIN_SEARCH } from '../../accounts/dto/admin-accounts.dto.js';
import { AdminPageQuery } from '../../dto/admin-page.dto.js';

/** GET Admin/SearchCompanies: part of the name or the owner's e-mail; verified or not; unclaimed or not. */
export class AdminSearchCompaniesQuery extends AdminPageQuery {
  @ApiPropertyOptional({
    maxLength: MAX_ADMIN_SEARCH,
    description: "Part of the name, the URL name or the owner's e-mail",
  })
  @IsOptional()
  @MaxLength(MAX_ADMIN_SEARCH, { message: 'admin.searchTooLong', context: { max: MAX_ADMIN_SEARCH } })
  @IsString({ message: 'validation.isString' })
  search?: string;

  @ApiPropertyOptional({ description: 'true: verified companies only; false: unverified ones' })
  @IsOptional()
  @ToBoolean()
  @IsBoolean({ message: 'admin.companies.verifiedInvalid' })
  verified?: boolean;

  @ApiPropertyOptional({ description: 'true: pages waiting to be claimed (isClaimingNecessary); false: the others' })
  @IsOptional()
  @ToBoolean()
  @IsBoolean({ message: 'admin.companies.claimableInvalid' })
  claimable?: boolean;
}

export class CompanyIdQuery {
  @ApiProperty()
  @IsRecordId()
  companyId: number;
}

/** POST Admin/CreateCompanyPage: an unclaimed page with the spec's company name rules and an optional website. */
export class CreateCompanyPageBody {
  @ApiProperty({
    minLength: 2,
    maxLength: 50,
    description: 'English only: Latin letters, digits, spaces and common punctuation',
  })
  @IsCompanyName()
  name: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'http:// is put in front of a link without a scheme',
  })
  @IsProfileUrl(500)
  website?: string | null;
}

/** GET Admin/GetClaims: all claims, or those of one status. */
export class AdminClaimsQuery extends AdminPageQuery {
  @ApiPropertyOptional({
    enum: [ClaimStatus.Pending, ClaimStatus.Approved, ClaimStatus.Rejected],
    description: '1 pending, 2 approved, 3 rejected',
  })
  @IsOptional()
  @ToNumber()
  @IsIn([ClaimStatus.Pending, ClaimStatus.Approved, ClaimStatus.Rejected], { message: 'admin.claims.statusInvalid' })
  status?: ClaimStatus;
}

export class ClaimIdQuery {
  @ApiProperty()
  @IsRecordId()
  claimId: number;
}
