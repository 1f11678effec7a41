import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CommonController } from './common.controller.js';
import { DictionaryCountsQuery } from './dictionary-counts.sql.js';
import { DictionaryService } from './dictionary.service.js';
import { CountryCode } from './entities/country-code.entity.js';
import { DictionaryItem } from './entities/dictionary-item.entity.js';
import { SeoDetail } from './entities/seo-detail.entity.js';
import { SiteFactsService } from './site-facts.service.js';
import { SiteSettingsService } from './site-settings.service.js';
import { TechnologyFinderService } from './technology-finder.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([DictionaryItem, CountryCode, SeoDetail])],
  controllers: [CommonController],
  providers: [DictionaryService, DictionaryCountsQuery, SiteFactsService, SiteSettingsService, TechnologyFinderService],
  exports: [DictionaryService, SiteFactsService, SiteSettingsService, TechnologyFinderService],
})
export class CommonModule {}
