import { ApiProperty } from '@nestjs/swagger';
import type { CompanyCardRow } from './company.sql.js';

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

/** What a list item is made from: the company entity, or a row selected under the entity's names. */
export interface CompanyListItemSource {
  id: number | string;
  name: string;
  transformedName: string;
  smallProfileImageUrl: string | null;
  profileImageUrl: string | null;
  isVerified: boolean;
  isClaimingNecessary: boolean;
  verifiedDate: Date | string | null;
}

/** A list shows the small logo, or the full one where no small one was made. */
export const toCompanyListItem = (company: CompanyListItemSource): CompanyListItem => ({
  id: Number(company.id),
  name: company.name,
  transformedName: company.transformedName,
  smallProfileImageUrl: company.smallProfileImageUrl ?? company.profileImageUrl,
  isVerified: company.isVerified,
  isClaimingNecessary: company.isClaimingNecessary,
  verifiedDate: company.verifiedDate === null ? null : new Date(company.verifiedDate),
});

/** The list item of a row selected with companyCardColumns (company.sql.ts). */
export const companyListItemOfCard = (row: CompanyCardRow): CompanyListItem =>
  toCompanyListItem({
    id: row.company_id,
    name: row.company_name,
    transformedName: row.company_transformed_name,
    smallProfileImageUrl: row.company_small_image_url,
    profileImageUrl: row.company_image_url,
    isVerified: row.company_is_verified,
    isClaimingNecessary: row.company_is_claiming_necessary,
    verifiedDate: row.company_verified_date,
  });
