import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthSession } from '../../../core/auth/auth-session.js';
import { CurrentSession } from '../../../core/auth/current-session.decorator.js';
import { Role, Roles } from '../../../core/auth/roles.decorator.js';
import { ApiEnvelope } from '../../../core/envelope/api-envelope.decorator.js';
import { CompanyStatisticsService } from './company-statistics.service.js';
import { CompanyStatistics } from './company-statistics.view.js';
import { CompanyStatisticsQuery } from './dto/company-statistics.dto.js';

@ApiTags('Company')
@Controller('Company')
export class CompanyStatisticsController {
  constructor(private readonly statistics: CompanyStatisticsService) {}

  @Roles(Role.Company)
  @Get('GetCompanyStatistics')
  @ApiOperation({
    summary:
      "The caller's company: profile visits, vacancy visits and applications per day (week, month) or month (year), in Georgia's time",
  })
  @ApiEnvelope(CompanyStatistics)
  getCompanyStatistics(@Query() query: CompanyStatisticsQuery, @CurrentSession() session: AuthSession) {
    return this.statistics.forAccount(session.accountId, query.period);
  }
}
