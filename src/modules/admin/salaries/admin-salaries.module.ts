import { Module } from '@nestjs/common';
import { SalariesModule } from '../../salaries/salaries.module.js';
import { AdminSalariesController } from './admin-salaries.controller.js';
import { AdminSalariesService } from './admin-salaries.service.js';

/** The back office's currency rates and salary insights (Admin/GetCurrencyRates, SetCurrencyRate,
 *  RecomputeSalaryInsights). */
@Module({
  imports: [SalariesModule],
  controllers: [AdminSalariesController],
  providers: [AdminSalariesService],
})
export class AdminSalariesModule {}
