import { ApiProperty } from '@nestjs/swagger';
import type { Company } from './entities/company.entity.js';

/** A company as every list shows it (spec point 3, "company list item"). A class only so the OpenAPI
 *  document describes it. */
export class CompanyListItem {
  @ApiProperty()
  id: number;
  @ApiProperty()
  name: string;
  @ApiProperty({ description: "The company's address on the site (/companies/<transformedName>)" })
  transformedName: string;
  @ApiProperty({ type: String, nullable: true })
  smallProfileImageUrl: string | null;
  @ApiProperty()
  isVerified: boolean;
  @ApiProperty()
  isClaimingNecessary: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  verifiedDate: Date | null;
}

export const toCompanyListItem = (company: Company): CompanyListItem => ({
  id: company.id,
  name: company.name,
  transformedName: company.transformedName,
  smallProfileImageUrl: company.smallProfileImageUrl ?? company.profileImageUrl,
  isVerified: company.isVerified,
  isClaimingNecessary: company.isClaimingNecessary,
  verifiedDate: company.verifiedDate,
});
