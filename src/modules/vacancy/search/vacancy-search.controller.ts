import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthSession } from '../../../core/auth/auth-session.js';
import { OptionalSession } from '../../../core/auth/current-session.decorator.js';
import { Public } from '../../../core/auth/public.decorator.js';
import { AllowedInViewAs } from '../../../core/auth/view-as.decorator.js';
import type { Language } from '../../../core/i18n/language.js';
import { RequestLanguage } from '../../../core/i18n/request-language.decorator.js';
import { talentAccountOf } from '../vacancy-list-item.sql.js';
import { SearchVacanciesQuery } from './dto/search-vacancies.dto.js';
import { GetVacancyQuery, VacancyIdInput } from './dto/vacancy-page.dto.js';
import { SimilarVacanciesService } from './similar-vacancies.service.js';
import { VacancyPageService } from './vacancy-page.service.js';
import { CompanySimAndOtherVacancies, VacancyDetailView } from './vacancy-search.view.js';
import { VacancySearchPage, VacancySearchService } from './vacancy-search.service.js';
import { ApiEnvelope } from '../../../core/envelope/api-envelope.decorator.js';

/** The public side of vacancies: the search and the vacancy page. */
@ApiTags('Vacancy')
@Controller('Vacancy')
export class VacancySearchController {
  constructor(
    private readonly search: VacancySearchService,
    private readonly pages: VacancyPageService,
    private readonly similar: SimilarVacanciesService,
  ) {}

  @Public()
  @Get('SearchVacancies')
  @ApiOperation({
    summary:
      'Open vacancies by text and filters, sorted (1 newest, 2 deadline, 3 salary; sort=match: best match first, talents only), 36 a page',
  })
  @ApiEnvelope(VacancySearchPage)
  searchVacancies(
    @Query() query: SearchVacanciesQuery,
    @RequestLanguage() language: Language,
    @OptionalSession() session: AuthSession | undefined,
  ) {
    return this.search.search(query, language, talentAccountOf(session));
  }

  @Public()
  @Get('GetVacancy')
  @ApiOperation({
    summary:
      'The vacancy page; an ended one is marked isExpired; drafts only for their company (or staff with fromAdmin) in preview',
  })
  @ApiEnvelope(VacancyDetailView, {
    description:
      'The vacancy card with its description, benefits, the company card and `applicants` ' +
      '({count, orMore}: exact below 25, else 25+, 50+, 100+, 200+, 500+ or 1000+; the same for every caller)',
  })
  getVacancy(
    @Query() query: GetVacancyQuery,
    @RequestLanguage() language: Language,
    @OptionalSession() session: AuthSession | undefined,
  ) {
    return this.pages.detail(query.vacancyId, query.fromAdmin ?? false, session, language);
  }

  @Public()
  @AllowedInViewAs()
  @Post('SearchCompanySimAndOtherVacancies')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "The vacancy page's lists: the company's other open vacancies and similar ones of other companies (6 each)",
  })
  @ApiEnvelope(CompanySimAndOtherVacancies)
  searchCompanySimAndOtherVacancies(
    @Body() body: VacancyIdInput,
    @Query() query: VacancyIdInput,
    @RequestLanguage() language: Language,
    @OptionalSession() session: AuthSession | undefined,
  ) {
    return this.similar.simAndOther(body?.vacancyId ?? query.vacancyId, session, language);
  }
}
