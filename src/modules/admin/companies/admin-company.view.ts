import { ApiProperty } from '@nestjs/swagger';
import { ClaimStatus } from '../../../../shared/enums.js';
import { CompanyRef } from '../../company/company-ref.view.js';

/** The account behind a company page or a claim, as staff see it. */
export class AdminCompanyAccount {
  @ApiProperty()
  id: number;
  @ApiProperty()
  email: string;
  @ApiProperty({ type: String, nullable: true })
  fullName: string | null;
  @ApiProperty()
  isBlocked: boolean;
}

/** A company as the back office lists it: the list item's fields, its owner, website and pending claims. */
export class AdminCompany extends CompanyRef {
  @ApiProperty({ type: String, nullable: true })
  smallProfileImageUrl: string | null;
  @ApiProperty()
  isVerified: boolean;
  @ApiProperty({ type: String, nullable: true })
  verifiedDate: string | null;
  @ApiProperty()
  isClaimingNecessary: boolean;
  @ApiProperty()
  createdAt: string;
  @ApiProperty({ type: String, nullable: true })
  website: string | null;
  @ApiProperty({ type: AdminCompanyAccount, nullable: true })
  account: AdminCompanyAccount | null;
  @ApiProperty()
  pendingClaims: number;
}

/** The page a claim is for. */
export class AdminClaimCompany extends CompanyRef {
  @ApiProperty()
  isVerified: boolean;
  @ApiProperty()
  isClaimingNecessary: boolean;
}

/** Who claims a page, and the page the claimant has now. */
export class AdminClaimant extends AdminCompanyAccount {
  @ApiProperty({ type: Number, nullable: true })
  companyId: number | null;
  @ApiProperty({ type: String, nullable: true })
  companyName: string | null;
}

/** A claim in the back office's queue: the page, the claimant and the page the claimant has now. */
export class AdminClaim {
  @ApiProperty()
  id: number;
  @ApiProperty({ enum: ClaimStatus })
  status: ClaimStatus;
  @ApiProperty({ type: String, nullable: true })
  message: string | null;
  @ApiProperty()
  createdAt: string;
  @ApiProperty({ type: String, nullable: true })
  decidedAt: string | null;
  @ApiProperty({ type: AdminClaimCompany })
  company: AdminClaimCompany;
  @ApiProperty({ type: AdminClaimant })
  claimant: AdminClaimant;
}

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

export const ADMIN_COMPANY_SELECT = `SELECT c.id, c.name, c.transformed_name, c.small_profile_image_url, c.profile_image_url,
    c.is_verified, c.verified_date, c.is_claiming_necessary, c.created_at, cc.website,
    a.id AS account_id, a.email AS account_email, a.full_name AS account_full_name, a.is_blocked AS account_is_blocked,
    (SELECT count(*)::int FROM company_claim cl WHERE cl.company_id = c.id AND cl.status = 1) AS pending_claims
  FROM company c
  LEFT JOIN company_contact cc ON cc.company_id = c.id
  LEFT JOIN account a ON a.id = c.account_id`;

/** A row of ADMIN_COMPANY_SELECT as the driver answers it. */
export interface AdminCompanyRow {
  id: number | string;
  name: string;
  transformed_name: string;
  small_profile_image_url: string | null;
  profile_image_url: string | null;
  is_verified: boolean;
  verified_date: Date | string | null;
  is_claiming_necessary: boolean;
  created_at: Date | string;
  website: string | null;
  account_id: number | string | null;
  account_email: string;
  account_full_name: string | null;
  account_is_blocked: boolean;
  pending_claims: number | string;
}

export const adminCompanyOf = (row: AdminCompanyRow): AdminCompany => ({
  id: Number(row.id),
  name: row.name,
  transformedName: row.transformed_name,
  smallProfileImageUrl: row.small_profile_image_url ?? row.profile_image_url,
  isVerified: row.is_verified,
  verifiedDate: iso(row.verified_date),
  isClaimingNecessary: row.is_claiming_necessary,
  createdAt: iso(row.created_at)!,
  website: row.website ?? null,
  account:
    row.account_id === null
      ? null
      : {
          id: Number(row.account_id),
          email: row.account_email,
          fullName: row.account_full_name,
          isBlocked: row.account_is_blocked,
        },
  pendingClaims: Number(row.pending_claims),
});

export const ADMIN_CLAIM_SELECT = `SELECT cl.id, cl.status, cl.message, cl.created_at, cl.decided_at,
    c.id AS company_id, c.name AS company_name, c.transformed_name, c.is_verified, c.is_claiming_necessary,
    a.id AS account_id, a.email, a.full_name, a.is_blocked, a.language, own.id AS own_company_id, own.name AS own_company_name
  FROM company_claim cl
  JOIN company c ON c.id = cl.company_id
  JOIN account a ON a.id = cl.account_id
  LEFT JOIN company own ON own.account_id = a.id`;

/** A row of ADMIN_CLAIM_SELECT as the driver answers it. */
export interface AdminClaimRow {
  id: number | string;
  status: number | string;
  message: string | null;
  created_at: Date | string;
  decided_at: Date | string | null;
  company_id: number | string;
  company_name: string;
  transformed_name: string;
  is_verified: boolean;
  is_claiming_necessary: boolean;
  account_id: number | string;
  email: string;
  full_name: string | null;
  is_blocked: boolean;
  language: string | null;
  own_company_id: number | string | null;
  own_company_name: string | null;
}

export const adminClaimOf = (row: AdminClaimRow): AdminClaim => ({
  id: Number(row.id),
  status: Number(row.status) as ClaimStatus,
  message: row.message,
  createdAt: iso(row.created_at)!,
  decidedAt: iso(row.decided_at),
  company: {
    id: Number(row.company_id),
    name: row.company_name,
    transformedName: row.transformed_name,
    isVerified: row.is_verified,
    isClaimingNecessary: row.is_claiming_necessary,
  },
  claimant: {
    id: Number(row.account_id),
    email: row.email,
    fullName: row.full_name,
    isBlocked: row.is_blocked,
    companyId: row.own_company_id === null ? null : Number(row.own_company_id),
    companyName: row.own_company_name,
  },
});
