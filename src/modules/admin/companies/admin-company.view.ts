import { ApiProperty } from '@nestjs/swagger';
import { ClaimStatus } from '../../../../shared/enums.js';
import { CompanyRef } from '../../company/company-ref.view.js';
import {
  companyColumn,
  selectCompanyColumns,
  type CompanyColumnsRow,
  companyOfAccountJoin,
  companyContactJoin,
} from '../../company/company.sql.js';
import { selectAccountColumns, type AccountColumnsRow } from '../../account/account.sql.js';
import type { LeftJoined } from '../../../core/sql/column-selection.js';
import {
  claimColumn,
  type ClaimColumnsRow,
  pendingClaimCountSql,
  selectClaimColumns,
} from '../../company/claims/company-claim.sql.js';

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

const ADMIN_COMPANY_COLUMNS = {
  id: 'id',
  name: 'name',
  transformed_name: 'transformed_name',
  small_profile_image_url: 'small_profile_image_url',
  profile_image_url: 'profile_image_url',
  is_verified: 'is_verified',
  verified_date: 'verified_date',
  is_claiming_necessary: 'is_claiming_necessary',
  created_at: 'created_at',
} as const;

/** The page's owner (LEFT JOIN: an unclaimed page has none). */
const ADMIN_COMPANY_ACCOUNT_COLUMNS = {
  account_id: 'id',
  account_email: 'email',
  account_full_name: 'full_name',
  account_is_blocked: 'is_blocked',
} as const;

export const ADMIN_COMPANY_SELECT = `SELECT ${selectCompanyColumns('c', ADMIN_COMPANY_COLUMNS)}, cc.website,
    ${selectAccountColumns('a', ADMIN_COMPANY_ACCOUNT_COLUMNS)},
    (${pendingClaimCountSql('c.id')}) AS pending_claims
  FROM company c
  ${companyContactJoin('cc', 'c')}
  LEFT JOIN account a ON a.id = ${companyColumn('c', 'account_id')}`;

/** A row of ADMIN_COMPANY_SELECT as the driver answers it. */
export interface AdminCompanyRow
  extends
    CompanyColumnsRow<typeof ADMIN_COMPANY_COLUMNS>,
    LeftJoined<AccountColumnsRow<typeof ADMIN_COMPANY_ACCOUNT_COLUMNS>> {
  website: string | null;
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
          email: row.account_email!,
          fullName: row.account_full_name,
          isBlocked: row.account_is_blocked!,
        },
  pendingClaims: Number(row.pending_claims),
});

const CLAIM_COMPANY_COLUMNS = {
  company_id: 'id',
  company_name: 'name',
  transformed_name: 'transformed_name',
  is_verified: 'is_verified',
  is_claiming_necessary: 'is_claiming_necessary',
} as const;

const CLAIMANT_COLUMNS = {
  account_id: 'id',
  email: 'email',
  full_name: 'full_name',
  is_blocked: 'is_blocked',
  language: 'language',
} as const;

/** The claimant's own page (LEFT JOIN: most claimants have none). */
const CLAIMANT_COMPANY_COLUMNS = { own_company_id: 'id', own_company_name: 'name' } as const;

/** The claim itself. */
const CLAIM_COLUMNS = {
  id: 'id',
  status: 'status',
  message: 'message',
  created_at: 'created_at',
  decided_at: 'decided_at',
} as const;

export const ADMIN_CLAIM_SELECT = `SELECT ${selectClaimColumns('cl', CLAIM_COLUMNS)},
    ${selectCompanyColumns('c', CLAIM_COMPANY_COLUMNS)},
    ${selectAccountColumns('a', CLAIMANT_COLUMNS)}, ${selectCompanyColumns('own', CLAIMANT_COMPANY_COLUMNS)}
  FROM company_claim cl
  JOIN company c ON c.id = ${claimColumn('cl', 'company_id')}
  JOIN account a ON a.id = ${claimColumn('cl', 'account_id')}
  ${companyOfAccountJoin('own', 'a.id')}`;

/** A row of ADMIN_CLAIM_SELECT as the driver answers it. */
export interface AdminClaimRow
  extends
    CompanyColumnsRow<typeof CLAIM_COMPANY_COLUMNS>,
    AccountColumnsRow<typeof CLAIMANT_COLUMNS>,
    LeftJoined<CompanyColumnsRow<typeof CLAIMANT_COMPANY_COLUMNS>>,
    ClaimColumnsRow<typeof CLAIM_COLUMNS> {}

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
