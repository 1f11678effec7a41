import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthSession } from '../../../core/auth/auth-session.js';
import { CurrentSession } from '../../../core/auth/current-session.decorator.js';
import { Role, Roles } from '../../../core/auth/roles.decorator.js';
import { ApiEnvelope } from '../../../core/envelope/api-envelope.decorator.js';
import type { Language } from '../../../core/i18n/language.js';
import { RequestLanguage } from '../../../core/i18n/request-language.decorator.js';
import { AnonymousTalentView } from './anonymous-talent.view.js';
import { DirectoryTalentView } from './directory-talent.view.js';
import { SearchTalentsQuery, TalentIdQuery } from './dto/talent-search-query.dto.js';
import { TalentSearchService } from './talent-search.service.js';

@ApiTags('Company: talent directory')
@Roles(Role.Company)
@Controller('Company')
export class TalentSearchController {
  constructor(private readonly search: TalentSearchService) {}

  @Get('SearchTalents')
  @ApiOperation({
    summary:
      'Anonymous profiles of talents open to offers, most recently active first (verified companies with a complete profile)',
  })
  @ApiEnvelope(AnonymousTalentView, { page: true })
  searchTalents(
    @CurrentSession() session: AuthSession,
    @Query() query: SearchTalentsQuery,
    @RequestLanguage() language: Language,
  ) {
    return this.search.search(session, query, language);
  }

  @Get('GetTalent')
  @ApiOperation({
    summary: 'One profile: anonymous, or with who the talent is once they accepted this company’s invitation',
  })
  @ApiEnvelope(DirectoryTalentView)
  getTalent(
    @CurrentSession() session: AuthSession,
    @Query() query: TalentIdQuery,
    @RequestLanguage() language: Language,
  ) {
    return this.search.talent(session, query, language);
  }
}
