import { Module } from '@nestjs/common';
import { SalariesModule } from './salaries.module.js';
import { SalaryInsightsJob } from './salary-insights.job.js';

/** The daily job alone, imported by the application right after the database's module: Nest calls
 *  the start-up hooks of the modules nearer the root last, and in their order, so its start-up run
 *  comes after the seeding. */
@Module({
  imports: [SalariesModule],
  providers: [SalaryInsightsJob],
})
export class SalaryInsightsJobModule {}
