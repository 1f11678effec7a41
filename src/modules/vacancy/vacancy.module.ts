import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Vacancy } from './entities/vacancy.entity.js';
import { VacancyOwnerQuery } from './vacancy-owner.query.js';
import { VacancyController } from './vacancy.controller.js';
import { VacancyService } from './vacancy.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([Vacancy])],
  controllers: [VacancyController],
  providers: [VacancyService, VacancyOwnerQuery],
  exports: [VacancyService, VacancyOwnerQuery],
})
export class VacancyModule {}
