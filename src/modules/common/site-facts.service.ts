import { Injectable } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { DataSource, Repository } from 'typeorm';
import { ReadCache } from '../../core/cache/read-cache.service.js';
import { AccountKind, SEO_PAGE_KINDS, type SeoPageKind } from '../../../shared/enums.js';
import { accountCountOfKindSql } from '../account/account.sql.js';
import { openVacancyCountSql } from '../visibility/open-vacancy-counts.sql.js';
import { visibleCompanyCountSql } from '../visibility/company-visibility.sql.js';
import { CountryCode } from './entities/country-code.entity.js';
import { SeoDetail } from './entities/seo-detail.entity.js';

/** The answers are classes only so the OpenAPI document (and the client's generated types)
 *  describe them: the service builds plain objects of these shapes. */
export class IndexPageCount {
  @ApiProperty()
  activeVacancyCount: number;
  @ApiProperty()
  companyCount: number;
  @ApiProperty()
  userCount: number;
}

export class SeoDetailView {
  @ApiProperty({ enum: SEO_PAGE_KINDS })
  pageKind: SeoPageKind;
  @ApiProperty()
  titleEn: string;
  @ApiProperty()
  titleGe: string;
  @ApiProperty()
  descriptionEn: string;
  @ApiProperty()
  descriptionGe: string;
}

export class CountryCodeView {
  @ApiProperty({ description: 'ISO 3166-1 alpha-2' })
  code: string;
  @ApiProperty()
  dialCode: string;
  @ApiProperty()
  name: string;
  @ApiProperty()
  nameGE: string;
}

/** GET Common/getCountryCodes answers one of these in a list. */
export class CountryCodesView {
  @ApiProperty()
  defaultCode: string;
  @ApiProperty({ type: [CountryCodeView] })
  countryCodes: CountryCodeView[];
}

export const DEFAULT_COUNTRY_CODE = 'GE';

/** Small facts about the site as a whole: landing-page counts, SEO texts, country codes. */
@Injectable()
export class SiteFactsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(SeoDetail) private readonly seoDetails: Repository<SeoDetail>,
    @InjectRepository(CountryCode) private readonly countryCodes: Repository<CountryCode>,
    private readonly cache: ReadCache,
  ) {}

  indexPageCount(): Promise<IndexPageCount> {
    return this.cache.remember('indexPageCount', () => this.countIndexPageFigures());
  }

  private async countIndexPageFigures(): Promise<IndexPageCount> {
    const [row] = await this.dataSource.query(
      `SELECT (${openVacancyCountSql()})::int AS "activeVacancyCount",
              (${visibleCompanyCountSql()})::int AS "companyCount",
              (${accountCountOfKindSql('$1')})::int AS "userCount"`,
      [AccountKind.User],
    );
    return row;
  }

  async seo(pageKind?: SeoPageKind): Promise<SeoDetailView[]> {
    const rows = await this.seoDetails.find({ where: pageKind ? { pageKind } : {}, order: { pageKind: 'ASC' } });
    return rows.map(({ pageKind: kind, titleEn, titleGe, descriptionEn, descriptionGe }) => ({
      pageKind: kind,
      titleEn,
      titleGe,
      descriptionEn,
      descriptionGe,
    }));
  }

  /** Every country; Georgia (+995) first, as the default of every phone picker. */
  async countryCodeList(): Promise<CountryCodeView[]> {
    const rows = await this.countryCodes.find({ order: { orderIndex: 'ASC', name: 'ASC' } });
    rows.sort((a, b) => Number(b.code === DEFAULT_COUNTRY_CODE) - Number(a.code === DEFAULT_COUNTRY_CODE));
    return rows.map(({ code, dialCode, name, nameGe }) => ({ code, dialCode, name, nameGE: nameGe }));
  }
}
