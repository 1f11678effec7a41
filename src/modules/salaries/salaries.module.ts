import { Module } from '@nestjs/common';
import { SalariesController } from './salaries.controller.js';
import { SalaryInsightRunner } from './salary-insight-runner.service.js';
import { SalaryInsightsService } from './salary-insights.service.js';

/** Salary insights (issue 25): the figures, their files and charts, and the run that computes them. */
@Module({
  controllers: [SalariesController],
  providers: [SalaryInsightsService, SalaryInsightRunner],
  exports: [SalaryInsightRunner],
})
export class SalariesModule {}
