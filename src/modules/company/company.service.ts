import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, IsNull, type Repository } from 'typeorm';
import type { AuthSession } from '../../core/auth/auth-session.js';
import { ReadCache } from '../../core/cache/read-cache.service.js';
import type { Page } from '../../core/envelope/envelope.js';
import { AppException } from '../../core/errors/app.exception.js';
import { firstPage } from '../../core/pagination/page.js';
import { companySlug } from './company-slug.js';
import { type CompanyListItem, toCompanyListItem } from './company-list-item.sql.js';
import { Company } from './entities/company.entity.js';

/** Company profiles. Grows with the companies issue (profiles, search, compare, reviews). */
@Injectable()
export class CompanyService {
  constructor(
    @InjectRepository(Company) private readonly companies: Repository<Company>,
    private readonly cache: ReadCache,
  ) {}

  /** The profile a business sign-up creates (or staff's unclaimed page: no account), with a URL name not yet taken. */
  async createForAccount(
    manager: EntityManager,
    profile: {
      accountId: number | null;
      name: string;
      profileImageUrl: string | null;
      smallProfileImageUrl: string | null;
    },
  ): Promise<Company> {
    const base = companySlug(profile.name) || 'company';
    const taken = new Set<string>(
      (
        await manager.query(
          `SELECT transformed_name FROM company WHERE transformed_name = $1 OR transformed_name LIKE $2`,
          [base, `${base}-%`],
        )
      ).map((row: { transformed_name: string }) => row.transformed_name),
    );
    let transformedName = base;
    for (let n = 2; taken.has(transformedName); n++) transformedName = `${base}-${n}`;
    return manager.save(manager.create(Company, { ...profile, transformedName }));
  }

  async findByAccountId(accountId: number): Promise<Company | null> {
    return this.companies.findOne({ where: { accountId } });
  }

  async updateImages(
    accountId: number,
    images: Partial<Pick<Company, 'profileImageUrl' | 'smallProfileImageUrl' | 'coverImageUrl'>>,
  ): Promise<void> {
    await this.companies.update({ accountId }, images);
  }

  /** Removes the account's company with everything that hangs on it (vacancies cascade). */
  async deleteForAccount(manager: EntityManager, accountId: number): Promise<Company | null> {
    const company = await manager.findOne(Company, { where: { accountId } });
    if (company) await manager.delete(Company, { id: company.id });
    return company;
  }

  /** The companies that joined last, newest first, for the landing page. */
  newCompanies(pageSize: number): Promise<Page<CompanyListItem>> {
    return this.cache.remember(`newCompanies:${pageSize}`, async () => {
      const [rows, totalCount] = await this.companies.findAndCount({
        where: { hiddenAt: IsNull() },
        order: { createdAt: 'DESC', id: 'DESC' },
        take: pageSize,
      });
      return firstPage(rows.map(toCompanyListItem), totalCount, pageSize);
    });
  }
}

/** The signed-in company account's own company. Write calls take no company id: this is the only
 *  company they can touch. A company account without a company (never in practice) may do nothing. */
export async function ownCompany(companies: CompanyService, session: AuthSession): Promise<Company> {
  const company = await companies.findByAccountId(session.accountId);
  if (!company) throw AppException.forbidden();
  return company;
}
