import { Injectable } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { ReadCache } from '../../core/cache/read-cache.service.js';
import { CompanyRef } from './company-ref.view.js';
import { openVacancyCountsByCompanySql } from '../visibility/open-vacancy-counts.sql.js';
import { visibleCompanyCondition } from '../visibility/company-visibility.sql.js';

/** A company on the business landing page's logo carousel. */
export class PartnerCompany extends CompanyRef {
  @ApiProperty({ description: 'Never empty: only companies with a logo are partners' })
  profileImageUrl: string;
}

/** The companies the business landing page (/partners) shows as partners: only those with a
 *  logo, verified ones first, then those with the most open vacancies. */
@Injectable()
export class PartnerCompaniesService {
  constructor(
    private readonly db: DataSource,
    private readonly cache: ReadCache,
  ) {}

  partnerCompanies(take: number): Promise<PartnerCompany[]> {
    return this.cache.remember(`partnerCompanies:${take}`, async () => {
      const rows: PartnerCompany[] = await this.db.query(
        `SELECT c.id, c.name, c.transformed_name AS "transformedName", c.profile_image_url AS "profileImageUrl"
           FROM company c
           LEFT JOIN (${openVacancyCountsByCompanySql()}) oc ON oc.company_id = c.id
          WHERE c.profile_image_url IS NOT NULL AND btrim(c.profile_image_url) <> '' AND ${visibleCompanyCondition('c')}
          ORDER BY c.is_verified DESC, coalesce(oc.count, 0) DESC, lower(c.name), c.id
          LIMIT $1`,
        [take],
      );
      return rows.map((row) => ({ ...row, id: Number(row.id) }));
    });
  }
}
