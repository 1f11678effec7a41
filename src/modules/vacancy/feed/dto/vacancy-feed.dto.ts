import { ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import type { Language } from '../../../../core/i18n/language.js';
import { SearchVacanciesQuery } from '../../search/dto/search-vacancies.dto.js';

export const FEED_LANGUAGES: readonly Language[] = ['en', 'ka'];

/** SearchVacancies' filters and the feed's language. Not its sort and paging: a feed is always the
 *  newest vacancies. The language is a query value because feed readers send no Accept-Language. */
export class VacancyFeedQuery extends OmitType(SearchVacanciesQuery, ['sortBy', 'sort', 'page', 'pageSize'] as const) {
  @ApiPropertyOptional({ enum: FEED_LANGUAGES, default: 'en', description: 'The language of the texts: en or ka' })
  @IsOptional()
  @IsIn(FEED_LANGUAGES, { message: 'vacancyFeed.langInvalid' })
  lang: Language = 'en';
}
