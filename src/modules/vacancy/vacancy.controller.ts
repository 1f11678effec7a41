import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthSession } from '../../core/auth/auth-session.js';
import { OptionalSession } from '../../core/auth/current-session.decorator.js';
import { Public } from '../../core/auth/public.decorator.js';
import type { Language } from '../../core/i18n/language.js';
import { RequestLanguage } from '../../core/i18n/request-language.decorator.js';
import { LatestItemsQuery } from '../../core/pagination/latest-items.sql.js';
import { talentAccountOf, VacancyListItem } from './vacancy-list-item.sql.js';
import { VacancyService } from './vacancy.service.js';
import { ApiEnvelope } from '../../core/envelope/api-envelope.decorator.js';

@ApiTags('Vacancy')
@Controller('Vacancy')
export class VacancyController {
  constructor(private readonly vacancies: VacancyService) {}

  @Public()
  @Get('GetLatestVacancies')
  @ApiOperation({ summary: 'The open vacancies published last, newest first (vacancy cards)' })
  @ApiEnvelope(VacancyListItem, { page: true })
  getLatestVacancies(
    @Query() query: LatestItemsQuery,
    @RequestLanguage() language: Language,
    @OptionalSession() session: AuthSession | undefined,
  ) {
    return this.vacancies.latestVacancies(query.pageSize, language, talentAccountOf(session));
  }
}
