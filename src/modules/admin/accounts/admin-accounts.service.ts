import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { Page } from '../../../core/envelope/envelope.js';
import { SqlParams } from '../../../core/sql/sql-params.js';
import { accountColumn } from '../../account/account.sql.js';
import { companyColumn } from '../../company/company.sql.js';
import { containsPattern } from '../admin-search.js';
import { ADMIN_ACCOUNT_COLUMNS, ADMIN_ACCOUNT_FROM, type AdminAccount, adminAccountOf } from './admin-account.view.js';
import type { SearchAccountsQuery } from './dto/admin-accounts.dto.js';

/** The back office's account list: every account (staff too), newest first, filtered by text, kind and block. */
@Injectable()
export class AdminAccountsService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async search(query: SearchAccountsQuery): Promise<Page<AdminAccount>> {
    const params = new SqlParams();
    const conditions: string[] = [];
    const text = query.search?.trim();
    if (text) {
      const pattern = params.add(containsPattern(text));
      conditions.push(
        `(${accountColumn('a', 'email')} ILIKE ${pattern} OR ${accountColumn('a', 'full_name')} ILIKE ${pattern} OR ${companyColumn('c', 'name')} ILIKE ${pattern})`,
      );
    }
    if (query.type !== undefined) conditions.push(`${accountColumn('a', 'account_kind')} = ${params.add(query.type)}`);
    if (query.blocked !== undefined)
      conditions.push(`${accountColumn('a', 'is_blocked')} = ${params.add(query.blocked)}`);
    const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
    const [{ count }] = await this.db.query(
      `SELECT count(*)::int AS count FROM ${ADMIN_ACCOUNT_FROM} ${where}`,
      params.values,
    );
    const rows = await this.db.query(
      `SELECT ${ADMIN_ACCOUNT_COLUMNS} FROM ${ADMIN_ACCOUNT_FROM} ${where}
        ORDER BY ${accountColumn('a', 'created_at')} DESC, a.id DESC LIMIT ${params.add(query.pageSize)} OFFSET ${params.add((query.page - 1) * query.pageSize)}`,
      params.values,
    );
    return { items: rows.map(adminAccountOf), totalCount: Number(count), page: query.page, pageSize: query.pageSize };
  }
}
