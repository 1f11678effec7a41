import { Module } from '@nestjs/common';
import { FavoriteVacanciesService } from './favorite-vacancies.service.js';
import { UsersFavoritesController } from './users-favorites.controller.js';

/** The talent's favourite vacancies (favorite_vacancy). */
@Module({
  controllers: [UsersFavoritesController],
  providers: [FavoriteVacanciesService],
})
export class UsersFavoritesModule {}
