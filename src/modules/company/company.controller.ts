import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../core/auth/public.decorator.js';
import { LatestItemsQuery } from '../../core/pagination/latest-items.query.js';
import { CompanyService } from './company.service.js';

@ApiTags('Company')
@Controller('Company')
export class CompanyController {
  constructor(private readonly companies: CompanyService) {}

  @Public()
  @Get('GetNewCompanies')
  @ApiOperation({ summary: 'The companies that joined last, newest first' })
  getNewCompanies(@Query() query: LatestItemsQuery) {
    return this.companies.newCompanies(query.pageSize);
  }
}
