import type { Company } from './entities/company.entity.js';

/** A company as every list shows it (spec point 3, "company list item"). */
export interface CompanyListItem {
  id: number;
  name: string;
  transformedName: string;
  smallProfileImageUrl: string | null;
  isVerified: boolean;
  isClaimingNecessary: boolean;
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
