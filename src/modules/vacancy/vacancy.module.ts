import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ApplicationsModule } from './applications/applications.module.js';
import { Vacancy } from './entities/vacancy.entity.js';
import { VacancyManagementModule } from './management/vacancy-management.module.js';
import { VacancySearchModule } from './search/vacancy-search.module.js';
import { VacancyOwnerQuery } from './vacancy-owner.sql.js';
import { VacancyController } from './vacancy.controller.js';
import { VacancyService } from './vacancy.service.js';

@Module({
  // Vacancy sits above Company (a vacancy is a company's): its parts import CompanyModule, never the
  // other way round, so this module gathers them all.
  imports: [TypeOrmModule.forFeature([Vacancy]), VacancySearchModule, VacancyManagementModule, ApplicationsModule],
  controllers: [VacancyController],
  providers: [VacancyService, VacancyOwnerQuery],
  exports: [VacancyService, VacancyOwnerQuery],
})
export class VacancyModule {}
