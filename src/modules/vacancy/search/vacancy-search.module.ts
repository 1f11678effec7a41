import { Module } from '@nestjs/common';
import { VacancyFeedController } from '../feed/vacancy-feed.controller.js';
import { VacancyFeedService } from '../feed/vacancy-feed.service.js';
import { SimilarVacanciesService } from './similar-vacancies.service.js';
import { VacancyPageService } from './vacancy-page.service.js';
import { VacancySearchController } from './vacancy-search.controller.js';
import { VacancySearchService } from './vacancy-search.service.js';

/** The public side of vacancies: search, the vacancy page, similar and other vacancies, and the
 *  facts of the vacancy pages' heads and sitemap entries (VacancyPageService, read by the web module),
 *  and the RSS feeds of searches (../feed). */
@Module({
  controllers: [VacancySearchController, VacancyFeedController],
  providers: [VacancySearchService, VacancyPageService, SimilarVacanciesService, VacancyFeedService],
  exports: [VacancyPageService],
})
export class VacancySearchModule {}
