import { ApiProperty } from '@nestjs/swagger';
import { AccountKind } from '../../../../shared/enums.js';
import type { LeftJoined } from '../../../core/sql/column-selection.js';
import { selectAccountColumns, type AccountColumnsRow } from '../../account/account.sql.js';
import { selectCompanyColumns, type CompanyColumnsRow, companyOfAccountJoin } from '../../company/company.sql.js';

/** An account as the back office lists it: who, which kind, its company page, and whether it is blocked. */
export class AdminAccount {
  @ApiProperty()
  id: number;
  @ApiProperty()
  email: string;
  @ApiProperty({ type: String, nullable: true })
  fullName: string | null;
  @ApiProperty({ enum: AccountKind })
  userType: AccountKind;
  @ApiProperty({ type: Number, nullable: true })
  companyId: number | null;
  @ApiProperty({ type: String, nullable: true })
  companyName: string | null;
  @ApiProperty()
  isEmailVerified: boolean;
  @ApiProperty()
  isStaff: boolean;
  @ApiProperty()
  isBlocked: boolean;
  @ApiProperty()
  createdAt: string;
}

const ACCOUNT_COLUMNS = {
  id: 'id',
  email: 'email',
  full_name: 'full_name',
  account_kind: 'account_kind',
  is_email_verified: 'is_email_verified',
  is_staff: 'is_staff',
  is_blocked: 'is_blocked',
  created_at: 'created_at',
} as const;

/** The account's company page (LEFT JOIN: a talent or staff account has none). */
const ACCOUNT_COMPANY_COLUMNS = { company_id: 'id', company_name: 'name' } as const;

/** The columns of an AdminAccount, from {@link ADMIN_ACCOUNT_FROM}. */
export const ADMIN_ACCOUNT_COLUMNS = `${selectAccountColumns('a', ACCOUNT_COLUMNS)},
  ${selectCompanyColumns('c', ACCOUNT_COMPANY_COLUMNS)}`;

/** The account `a` and its company page `c`. */
export const ADMIN_ACCOUNT_FROM = `account a ${companyOfAccountJoin('c', 'a.id')}`;

/** A row of ADMIN_ACCOUNT_COLUMNS as the driver answers it. */
export interface AdminAccountRow
  extends AccountColumnsRow<typeof ACCOUNT_COLUMNS>, LeftJoined<CompanyColumnsRow<typeof ACCOUNT_COMPANY_COLUMNS>> {}

export const adminAccountOf = (row: AdminAccountRow): AdminAccount => ({
  id: Number(row.id),
  email: row.email,
  fullName: row.full_name,
  userType: Number(row.account_kind) as AccountKind,
  companyId: row.company_id === null ? null : Number(row.company_id),
  companyName: row.company_name,
  isEmailVerified: row.is_email_verified,
  isStaff: row.is_staff,
  isBlocked: row.is_blocked,
  createdAt: new Date(row.created_at).toISOString(),
});
