import { Module } from '@nestjs/common';
import { SimilarVacanciesService } from './similar-vacancies.service.js';
import { VacancyPageService } from './vacancy-page.service.js';
import { VacancySearchController } from './vacancy-search.controller.js';
import { VacancySearchService } from './vacancy-search.service.js';

/** The public side of vacancies: search, the vacancy page, similar and other vacancies, and the
 *  facts of the vacancy pages' heads and sitemap entries (VacancyPageService, read by the web module). */
@Module({
  controllers: [VacancySearchController],
  providers: [VacancySearchService, VacancyPageService, SimilarVacanciesService],
  exports: [VacancyPageService],
})
export class VacancySearchModule {}
