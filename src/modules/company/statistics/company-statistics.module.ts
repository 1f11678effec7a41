import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Company } from '../entities/company.entity.js';
import { CompanyStatisticsController } from './company-statistics.controller.js';
import { CompanyStatisticsService } from './company-statistics.service.js';

/** The company statistics, built from the visits `Account/AddUserActivity` records (account/activity/). */
@Module({
  imports: [TypeOrmModule.forFeature([Company])],
  controllers: [CompanyStatisticsController],
  providers: [CompanyStatisticsService],
})
export class CompanyStatisticsModule {}
