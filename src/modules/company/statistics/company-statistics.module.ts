import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { VacancyModule } from '../../vacancy/vacancy.module.js';
import { Company } from '../entities/company.entity.js';
import { CompanyStatisticsController } from './company-statistics.controller.js';
import { CompanyStatisticsService } from './company-statistics.service.js';
import { UserActivityController } from './user-activity.controller.js';
import { UserActivityService } from './user-activity.service.js';

/** Visit activity (`Account/AddUserActivity`) and the company statistics built from it. */
@Module({
  imports: [TypeOrmModule.forFeature([Company]), VacancyModule],
  controllers: [UserActivityController, CompanyStatisticsController],
  providers: [UserActivityService, CompanyStatisticsService],
})
export class CompanyStatisticsModule {}
