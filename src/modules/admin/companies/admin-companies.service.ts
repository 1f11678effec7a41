import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { AuthSession } from '../../../core/auth/auth-session.js';
import { AuditLogService } from '../../../core/audit/audit-log.service.js';
import { ReadCache } from '../../../core/cache/read-cache.service.js';
import type { Page } from '../../../core/envelope/envelope.js';
import { AppErrorCode } from '../../../core/errors/app-error-code.js';
import { AppException } from '../../../core/errors/app.exception.js';
import { SqlParams } from '../../../core/sql/sql-params.js';
import { CompanyService } from '../../company/company.service.js';
import { accountColumn } from '../../account/account.sql.js';
import {
  companyColumn,
  companyNameTaken,
  lockCompanyVerification,
  markCompanyClaimable,
  setCompanyVerified,
  insertCompanyWebsite,
} from '../../company/company.sql.js';
import { containsPattern } from '../admin-search.js';
import { ADMIN_COMPANY_SELECT, type AdminCompany, adminCompanyOf } from './admin-company.view.js';
import { forgetCompanyCaches } from './company-caches.js';
import type { AdminSearchCompaniesQuery, CreateCompanyPageBody } from './dto/admin-companies.dto.js';

const TARGET = 'company';

/**
 * The back office's companies: the list, verification (isVerified with its date) and unclaimed
 * pages staff create for companies that have not joined yet. Each change is audited in its
 * transaction, and the public caches of company data are emptied after it commits.
 */
@Injectable()
export class AdminCompaniesService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly companies: CompanyService,
    private readonly audit: AuditLogService,
    private readonly cache: ReadCache,
  ) {}

  async search(query: AdminSearchCompaniesQuery): Promise<Page<AdminCompany>> {
    const params = new SqlParams();
    const conditions: string[] = [];
    const text = query.search?.trim();
    if (text) {
      const pattern = params.add(containsPattern(text));
      conditions.push(
        `(${companyColumn('c', 'name')} ILIKE ${pattern} OR ${companyColumn('c', 'transformed_name')} ILIKE ${pattern} OR ${accountColumn('a', 'email')} ILIKE ${pattern})`,
      );
    }
    if (query.verified !== undefined)
      conditions.push(`${companyColumn('c', 'is_verified')} = ${params.add(query.verified)}`);
    if (query.claimable !== undefined)
      conditions.push(`${companyColumn('c', 'is_claiming_necessary')} = ${params.add(query.claimable)}`);
    const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
    const [{ count }] = await this.db.query(
      `SELECT count(*)::int AS count FROM company c LEFT JOIN account a ON a.id = ${companyColumn('c', 'account_id')} ${where}`,
      params.values,
    );
    const rows = await this.db.query(
      `${ADMIN_COMPANY_SELECT} ${where} ORDER BY ${companyColumn('c', 'created_at')} DESC, c.id DESC
        LIMIT ${params.add(query.pageSize)} OFFSET ${params.add((query.page - 1) * query.pageSize)}`,
      params.values,
    );
    return { items: rows.map(adminCompanyOf), totalCount: Number(count), page: query.page, pageSize: query.pageSize };
  }

  /** Verifies the company (dated now); an already verified company keeps its date. */
  verify(staff: AuthSession, companyId: number): Promise<AdminCompany> {
    return this.changeVerification(staff, companyId, true);
  }

  revokeVerification(staff: AuthSession, companyId: number): Promise<AdminCompany> {
    return this.changeVerification(staff, companyId, false);
  }

  /** A page for a company that has not joined: no account, waiting to be claimed. 409 when the name is taken. */
  async createPage(staff: AuthSession, body: CreateCompanyPageBody): Promise<AdminCompany> {
    const website = body.website ?? null;
    const company = await this.db.transaction(async (manager) => {
      // Two staff creating the same page at once: the second waits here and then sees the first.
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('admin.createCompanyPage'))`);
      if (await companyNameTaken(manager, body.name))
        throw AppException.of(AppErrorCode.Conflict, 'admin.companies.nameTaken', undefined, 'name');
      const created = await this.companies.createForAccount(manager, {
        accountId: null,
        name: body.name,
        profileImageUrl: null,
        smallProfileImageUrl: null,
      });
      await markCompanyClaimable(manager, created.id);
      if (website) await insertCompanyWebsite(manager, created.id, website);
      await this.audit.record(
        {
          actorAccountId: staff.accountId,
          action: 'companies.pageCreated',
          targetType: TARGET,
          targetId: created.id,
          after: { name: body.name, transformedName: created.transformedName, website, isClaimingNecessary: true },
        },
        manager,
      );
      return this.find(manager, created.id);
    });
    forgetCompanyCaches(this.cache);
    return company;
  }

  private async changeVerification(staff: AuthSession, companyId: number, verified: boolean): Promise<AdminCompany> {
    const { company, changed } = await this.db.transaction(async (manager) => {
      const current = await lockCompanyVerification(manager, companyId);
      if (!current) throw AppException.notFound('admin.companies.notFound');
      if (current.isVerified === verified) return { company: await this.find(manager, companyId), changed: false };
      await setCompanyVerified(manager, companyId, verified);
      const company = await this.find(manager, companyId);
      await this.audit.record(
        {
          actorAccountId: staff.accountId,
          action: verified ? 'companies.verified' : 'companies.verificationRevoked',
          targetType: TARGET,
          targetId: companyId,
          before: {
            isVerified: current.isVerified,
            verifiedDate: current.verifiedDate?.toISOString() ?? null,
          },
          after: { isVerified: company.isVerified, verifiedDate: company.verifiedDate },
        },
        manager,
      );
      return { company, changed: true };
    });
    if (changed) forgetCompanyCaches(this.cache);
    return company;
  }

  private async find(manager: EntityManager, companyId: number): Promise<AdminCompany> {
    const [row] = await manager.query(`${ADMIN_COMPANY_SELECT} WHERE c.id = $1`, [companyId]);
    if (!row) throw AppException.notFound('admin.companies.notFound');
    return adminCompanyOf(row);
  }
}
