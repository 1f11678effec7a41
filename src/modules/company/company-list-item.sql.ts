import { ApiProperty } from '@nestjs/swagger';
import type { CompanyCardRow } from './company.sql.js';
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

/** The list item of a row selected with companyCardColumns (company.sql.ts). */
export const companyListItemOfCard = (row: CompanyCardRow): CompanyListItem => ({
  id: Number(row.company_id),
  name: row.company_name,
  transformedName: row.company_transformed_name,
  smallProfileImageUrl: row.company_small_image_url ?? row.company_image_url,
  isVerified: row.company_is_verified,
  isClaimingNecessary: row.company_is_claiming_necessary,
  verifiedDate: row.company_verified_date === null ? null : new Date(row.company_verified_date),
});
