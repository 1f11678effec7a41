import { ApiProperty } from '@nestjs/swagger';
import { AccountKind } from '../../../../shared/enums.js';

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

/** The columns of an AdminAccount, from `account a LEFT JOIN company c ON c.account_id = a.id`. */
export const ADMIN_ACCOUNT_COLUMNS = `a.id, a.email, a.full_name, a.account_kind, a.is_email_verified, a.is_staff, a.is_blocked,
  a.created_at, c.id AS company_id, c.name AS company_name`;

export const ADMIN_ACCOUNT_FROM = `account a LEFT JOIN company c ON c.account_id = a.id`;

/** A row of ADMIN_ACCOUNT_COLUMNS as the driver answers it (ids may come as strings). */
export interface AdminAccountRow {
  id: number | string;
  email: string;
  full_name: string | null;
  account_kind: number | string;
  is_email_verified: boolean;
  is_staff: boolean;
  is_blocked: boolean;
  created_at: Date | string;
  company_id: number | string | null;
  company_name: string | null;
}

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
