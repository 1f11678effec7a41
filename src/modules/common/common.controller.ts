import { Body, Controller, Get, Header, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../core/auth/public.decorator.js';
import { DictionaryService } from './dictionary.service.js';
import { FindTechnologiesBody } from './dto/find-technologies.dto.js';
import { GetDictionaryQuery } from './dto/get-dictionary.dto.js';
import { GetSeoDetailsQuery } from './dto/get-seo-details.dto.js';
import {
  CountryCodesView,
  DEFAULT_COUNTRY_CODE,
  IndexPageCount,
  SeoDetailView,
  SiteFactsService,
} from './site-facts.service.js';
import { SiteSettings, SiteSettingsService } from './site-settings.service.js';
import { TechnologyFinderService } from './technology-finder.service.js';
import { ApiEnvelope } from '../../core/envelope/api-envelope.decorator.js';
import { DictionaryItemView } from './dto/dictionary-item.view.js';

@ApiTags('Common')
@Controller('Common')
export class CommonController {
  constructor(
    private readonly dictionary: DictionaryService,
    private readonly siteFacts: SiteFactsService,
    private readonly technologyFinder: TechnologyFinderService,
    private readonly siteSettings: SiteSettingsService,
  ) {}

  @Public()
  @Get('GetDictionary')
  @ApiOperation({ summary: 'Reference lists by type, optionally with usage counts' })
  @ApiEnvelope(DictionaryItemView, { list: true })
  getDictionary(@Query() query: GetDictionaryQuery) {
    return this.dictionary.getDictionary(query);
  }

  @Public()
  @Get('GetIndexPageCount')
  @ApiOperation({ summary: 'Open vacancies, companies and talents, for the landing page' })
  @ApiEnvelope(IndexPageCount)
  getIndexPageCount() {
    return this.siteFacts.indexPageCount();
  }

  @Public()
  @Get('GetSeoDetails')
  @ApiOperation({ summary: 'Title and description of each kind of page, in both languages' })
  @ApiEnvelope(SeoDetailView, { list: true })
  getSeoDetails(@Query() query: GetSeoDetailsQuery) {
    return this.siteFacts.seo(query.pageKind);
  }

  @Public()
  @Get('getCountryCodes')
  @ApiOperation({ summary: 'Every country with its dial code; the first item holds the list' })
  @ApiEnvelope(CountryCodesView, { list: true })
  async getCountryCodes() {
    return [{ defaultCode: DEFAULT_COUNTRY_CODE, countryCodes: await this.siteFacts.countryCodeList() }];
  }

  @Public()
  @Get('GetSiteSettings')
  @Header('Cache-Control', 'public, max-age=300')
  @ApiOperation({ summary: 'Support contacts and the ids of the consent-gated third-party scripts' })
  @ApiEnvelope(SiteSettings)
  getSiteSettings() {
    return this.siteSettings.settings;
  }

  @Public()
  @Post('findTechnologiesInContext')
  @HttpCode(200)
  @ApiOperation({ summary: 'Technologies of the dictionary named in a text' })
  @ApiEnvelope(DictionaryItemView, { list: true })
  findTechnologiesInContext(@Body() body: FindTechnologiesBody) {
    return this.technologyFinder.findInContext(body.context);
  }
}
