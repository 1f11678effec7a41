import { Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthSession } from '../../../core/auth/auth-session.js';
import { CurrentSession } from '../../../core/auth/current-session.decorator.js';
import { Role, Roles } from '../../../core/auth/roles.decorator.js';
import type { Language } from '../../../core/i18n/language.js';
import { RequestLanguage } from '../../../core/i18n/request-language.decorator.js';
import { PageQuery, VacancyIdQuery } from '../../vacancy/applications/dto/application-query.dto.js';
import { FavoriteVacanciesService } from './favorite-vacancies.service.js';
import { ApiEnvelope } from '../../../core/envelope/api-envelope.decorator.js';
import { FavoriteToggle } from './favorite-toggle.view.js';
import { SavedVacancyPage } from './saved-vacancy-page.view.js';

/** The talent's favourite vacancies: Users/AddRemoveFavoriteVacancy, getFavoriteVacancies, getFavoriteVacancyIds. */
@ApiTags('Users: applications, CV, favourite vacancies')
@Controller('Users')
@Roles(Role.User)
export class UsersFavoritesController {
  constructor(private readonly favorites: FavoriteVacanciesService) {}

  @Post('AddRemoveFavoriteVacancy')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Saves a vacancy as a favourite, or forgets it when already saved; answers the whole list of ids',
  })
  @ApiEnvelope(FavoriteToggle)
  addRemoveFavoriteVacancy(@CurrentSession() session: AuthSession, @Query() query: VacancyIdQuery) {
    return this.favorites.toggle(session, query.vacancyId);
  }

  @Get('getFavoriteVacancies')
  @ApiOperation({ summary: "The talent's favourite vacancies as cards, the one saved last first" })
  @ApiEnvelope(SavedVacancyPage)
  getFavoriteVacancies(
    @CurrentSession() session: AuthSession,
    @Query() query: PageQuery,
    @RequestLanguage() language: Language,
  ) {
    return this.favorites.list(session, query, language);
  }

  @Get('getFavoriteVacancyIds')
  @ApiOperation({ summary: "The ids of the talent's favourite vacancies" })
  getFavoriteVacancyIds(@CurrentSession() session: AuthSession) {
    return this.favorites.ids(session);
  }
}
