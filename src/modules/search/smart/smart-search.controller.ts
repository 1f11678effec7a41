import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthSession } from '../../../core/auth/auth-session.js';
import { OptionalSession } from '../../../core/auth/current-session.decorator.js';
import { Public } from '../../../core/auth/public.decorator.js';
import type { Language } from '../../../core/i18n/language.js';
import { RequestLanguage } from '../../../core/i18n/request-language.decorator.js';
import { talentAccountOf } from '../../vacancy/vacancy-list-item.sql.js';
import { SmartSearchQuery } from './dto/smart-search.dto.js';
import { ApiEnvelope } from '../../../core/envelope/api-envelope.decorator.js';
import { SmartSearchService } from './smart-search.service.js';
import { SmartSearchResult } from './smart-search.view.js';

@ApiTags('Search')
@Controller('Search')
export class SmartSearchController {
  constructor(private readonly smartSearch: SmartSearchService) {}

  @Public()
  @Get('GetSmartSearch')
  @ApiOperation({ summary: 'Vacancies, companies and technologies matching the terms, ranked, with the matched words' })
  @ApiEnvelope(SmartSearchResult)
  getSmartSearch(
    @Query() query: SmartSearchQuery,
    @RequestLanguage() language: Language,
    @OptionalSession() session: AuthSession | undefined,
  ) {
    return this.smartSearch.search(query, language, talentAccountOf(session));
  }
}
