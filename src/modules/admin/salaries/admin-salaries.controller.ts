import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthSession } from '../../../core/auth/auth-session.js';
import { CurrentSession } from '../../../core/auth/current-session.decorator.js';
import { Role, Roles } from '../../../core/auth/roles.decorator.js';
import { ApiEnvelope } from '../../../core/envelope/api-envelope.decorator.js';
import { SalaryRecomputeView } from '../../salaries/salary-insights.view.js';
import { AdminCurrencyRate } from './admin-currency-rate.view.js';
import { AdminSalariesService } from './admin-salaries.service.js';
import { SetCurrencyRateBody } from './dto/admin-salaries.dto.js';

/** The currency rates the salaries are compared in, and the salary insights' run: staff only. */
@ApiTags('Admin')
@Roles(Role.Admin)
@Controller('Admin')
export class AdminSalariesController {
  constructor(private readonly salaries: AdminSalariesService) {}

  @Get('GetCurrencyRates')
  @ApiOperation({ summary: 'GEL per unit of each foreign currency, with the day of the rate' })
  @ApiEnvelope(AdminCurrencyRate, { list: true })
  getCurrencyRates() {
    return this.salaries.rates();
  }

  @Post('SetCurrencyRate')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sets a currency’s rate and its day (not in the future); answers the rates; audited' })
  @ApiEnvelope(AdminCurrencyRate, { list: true })
  setCurrencyRate(@CurrentSession() staff: AuthSession, @Body() body: SetCurrencyRateBody) {
    return this.salaries.setRate(staff, body);
  }

  @Post('RecomputeSalaryInsights')
  @HttpCode(200)
  @ApiOperation({ summary: 'Computes the salary insights now, under the daily run’s claim; audited' })
  @ApiEnvelope(SalaryRecomputeView)
  recomputeSalaryInsights(@CurrentSession() staff: AuthSession) {
    return this.salaries.recompute(staff);
  }
}
