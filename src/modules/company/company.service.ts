import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { Page } from '../../core/envelope/envelope.js';
import { firstPage } from '../../core/pagination/page.js';
import { type CompanyListItem, toCompanyListItem } from './company-list-item.js';
import { Company } from './entities/company.entity.js';

/** Company profiles. Grows with the companies issue (profiles, search, compare, reviews). */
@Injectable()
export class CompanyService {
  constructor(@InjectRepository(Company) private readonly companies: Repository<Company>) {}

  /** The companies that joined last, newest first, for the landing page. */
  async newCompanies(pageSize: number): Promise<Page<CompanyListItem>> {
    const [rows, totalCount] = await this.companies.findAndCount({
      order: { createdAt: 'DESC', id: 'DESC' },
      take: pageSize,
    });
    return firstPage(rows.map(toCompanyListItem), totalCount, pageSize);
  }
}
