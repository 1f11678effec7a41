import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Company } from '../../company/entities/company.entity.js';
import { VacancyModule } from '../../vacancy/vacancy.module.js';
import { UserActivityController } from './user-activity.controller.js';
import { UserActivityService } from './user-activity.service.js';

/** Page visits (`Account/AddUserActivity`, the user_activity table): the raw material of the
 *  company statistics, which read it. */
@Module({
  imports: [TypeOrmModule.forFeature([Company]), VacancyModule],
  controllers: [UserActivityController],
  providers: [UserActivityService],
})
export class UserActivityModule {}
