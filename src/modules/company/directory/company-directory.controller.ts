import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../../core/auth/public.decorator.js';
import type { Language } from '../../../core/i18n/language.js';
import { RequestLanguage } from '../../../core/i18n/request-language.decorator.js';
import { ApiEnvelope } from '../../../core/envelope/api-envelope.decorator.js';
import { CompanyListItem } from '../company-list-item.sql.js';
import { CompanyDirectoryService } from './company-directory.service.js';
import { CompanyCardView, CompanyComparison, CompanyDetailView } from './company-directory.view.js';
import { CompareCompaniesListQuery, CompaniesByNameQuery } from './dto/company-pickers.dto.js';
import { CompanyDetailsQuery, CompareCompaniesQuery } from './dto/company-details.dto.js';
import { SearchCompaniesQuery } from './dto/search-companies.dto.js';

/** The public company directory: search, pickers, the company page and the comparison. */
@ApiTags('Company')
@Controller('Company')
export class CompanyDirectoryController {
  constructor(private readonly directory: CompanyDirectoryService) {}

  @Public()
  @Get('searchCompanies')
  @ApiOperation({ summary: 'The company directory (36 a page): verified first, then by open vacancies, then by name' })
  @ApiEnvelope(CompanyCardView, { page: true })
  searchCompanies(@Query() query: SearchCompaniesQuery) {
    return this.directory.search(query);
  }

  @Public()
  @Get('GetCompaniesByName')
  @ApiOperation({ summary: 'Company picker: companies whose name contains the text (10 a page)' })
  @ApiEnvelope(CompanyListItem, { page: true })
  getCompaniesByName(@Query() query: CompaniesByNameQuery) {
    return this.directory.pickerList(query.companyName, query.page);
  }

  @Public()
  @Get('GetCompareCompanies')
  @ApiOperation({ summary: 'The compare pickers: companies whose name contains the text (10 a page)' })
  @ApiEnvelope(CompanyListItem, { page: true })
  getCompareCompanies(@Query() query: CompareCompaniesListQuery) {
    return this.directory.pickerList(query.searchTerm, query.page);
  }

  @Public()
  @Get('CompareCompanies')
  @ApiOperation({ summary: 'Two companies side by side, from compareUrl = first-slug-vs-second-slug' })
  @ApiEnvelope(CompanyComparison)
  compareCompanies(@Query() query: CompareCompaniesQuery, @RequestLanguage() language: Language) {
    return this.directory.compare(query.compareUrl, language);
  }

  @Public()
  @Get('GetCompanyDetails')
  @ApiOperation({ summary: 'The public company page, by companyId or companySlug' })
  @ApiEnvelope(CompanyDetailView)
  getCompanyDetails(@Query() query: CompanyDetailsQuery, @RequestLanguage() language: Language) {
    return this.directory.details(query, language);
  }
}
