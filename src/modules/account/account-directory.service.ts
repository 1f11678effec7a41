import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AccountKind } from '../../../shared/enums.js';
import { AppException } from '../../core/errors/app.exception.js';
import { CompanyService } from '../company/company.service.js';
import { findAccountByEmail } from './account-queries.js';

export interface AccountSummary {
  id: number;
  email: string;
  fullName: string | null;
  userType: AccountKind;
  companyName: string | null;
  isEmailVerified: boolean;
  isStaff: boolean;
  createdAt: Date;
}

/** Finding accounts, for staff. */
@Injectable()
export class AccountDirectoryService {
  constructor(
    private readonly db: DataSource,
    private readonly companies: CompanyService,
  ) {}

  async findByEmail(email: string): Promise<AccountSummary> {
    const account = await findAccountByEmail(this.db, email);
    if (!account) throw AppException.notFound('account.notFound');
    const company =
      account.accountKind === AccountKind.Company ? await this.companies.findByAccountId(account.id) : null;
    return {
      id: account.id,
      email: account.email,
      fullName: account.fullName,
      userType: account.accountKind,
      companyName: company?.name ?? null,
      isEmailVerified: account.isEmailVerified,
      isStaff: account.isStaff,
      createdAt: account.createdAt,
    };
  }
}
