import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Vacancy } from './entities/vacancy.entity.js';
import { VacancySearchModule } from './search/vacancy-search.module.js';
import { VacancyOwnerQuery } from './vacancy-owner.query.js';
import { VacancyController } from './vacancy.controller.js';
import { VacancyService } from './vacancy.service.js';

@Module({
  // The company panel's VacancyManagementModule is imported by AppModule: it needs CompanyModule,
  // which imports this module (statistics), and Nest modules must not import each other in a circle.
  imports: [TypeOrmModule.forFeature([Vacancy]), VacancySearchModule],
  controllers: [VacancyController],
  providers: [VacancyService, VacancyOwnerQuery],
  exports: [VacancyService, VacancyOwnerQuery],
})
export class VacancyModule {}
