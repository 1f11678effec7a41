import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../core/auth/public.decorator.js';
import { LatestItemsQuery } from '../../core/pagination/latest-items.sql.js';
import { CompanyService } from './company.service.js';
import { PartnerCompaniesQuery } from './dto/partner-companies.dto.js';
import { PartnerCompaniesService, PartnerCompany } from './partner-companies.service.js';
import { CompanyListItem } from './company-list-item.sql.js';
import { ApiEnvelope } from '../../core/envelope/api-envelope.decorator.js';

@ApiTags('Company')
@Controller('Company')
export class CompanyController {
  constructor(
    private readonly companies: CompanyService,
    private readonly partners: PartnerCompaniesService,
  ) {}

  @Public()
  @Get('GetNewCompanies')
  @ApiOperation({ summary: 'The companies that joined last, newest first' })
  @ApiEnvelope(CompanyListItem, { page: true })
  getNewCompanies(@Query() query: LatestItemsQuery) {
    return this.companies.newCompanies(query.pageSize);
  }

  @Public()
  @Get('GetPartnerCompanies')
  @ApiOperation({
    summary: 'Companies with a logo for the business landing page: verified first, then most open vacancies',
  })
  @ApiEnvelope(PartnerCompany, { list: true })
  getPartnerCompanies(@Query() query: PartnerCompaniesQuery) {
    return this.partners.partnerCompanies(query.take);
  }
}
