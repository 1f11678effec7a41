import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../../../core/auth/public.decorator.js';
import { RawResponse } from '../../../core/envelope/raw-response.decorator.js';
import { VacancyFeedQuery } from './dto/vacancy-feed.dto.js';
import { VacancyFeedService } from './vacancy-feed.service.js';

/** Readers poll feeds; five minutes of shared caching spares the search without making news late. */
const FEED_CACHE_CONTROL = 'public, max-age=300';

@ApiTags('Vacancy')
@Controller('Vacancy')
export class VacancyFeedController {
  constructor(private readonly feeds: VacancyFeedService) {}

  @Public()
  @RawResponse()
  @Get('Rss')
  @ApiProduces('application/rss+xml')
  @ApiOperation({
    summary: "RSS 2.0 of the 50 newest open vacancies of a search (SearchVacancies' filters), texts in lang=en|ka",
  })
  async rss(@Query() query: VacancyFeedQuery, @Res({ passthrough: true }) response: Response): Promise<string> {
    const xml = await this.feeds.rss(query);
    // Set here, not with @Header(): a 400 envelope must be neither XML nor cached.
    response.set({ 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': FEED_CACHE_CONTROL });
    return xml;
  }
}
