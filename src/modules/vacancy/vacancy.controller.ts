import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../core/auth/public.decorator.js';
import { LatestItemsQuery } from '../../core/pagination/latest-items.query.js';
import { VacancyService } from './vacancy.service.js';

@ApiTags('Vacancy')
@Controller('Vacancy')
export class VacancyController {
  constructor(private readonly vacancies: VacancyService) {}

  @Public()
  @Get('GetLatestVacancies')
  @ApiOperation({ summary: 'The open vacancies published last, newest first' })
  getLatestVacancies(@Query() query: LatestItemsQuery) {
    return this.vacancies.latestVacancies(query.pageSize);
  }
}
