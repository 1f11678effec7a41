import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../core/auth/public.decorator.js';
import { GetStaticDataQuery } from './dto/get-static-data.dto.js';
import { ApiEnvelope } from '../../core/envelope/api-envelope.decorator.js';
import { StaticContentService } from './static-content.service.js';
import { HeroView, StaticDataView } from './static-content.view.js';

@ApiTags('Static')
@Controller('BackOfficeStaticData')
export class BackOfficeStaticDataController {
  constructor(private readonly content: StaticContentService) {}

  @Public()
  @Get('GetStaticData')
  @ApiOperation({ summary: 'A static page: AboutUs=0, PrivacyPolicy=1, TermsOfUse=2, Support=3' })
  @ApiEnvelope(StaticDataView)
  getStaticData(@Query() query: GetStaticDataQuery) {
    return this.content.staticData(query.type);
  }

  @Public()
  @Get('GetHeroTextImage')
  @ApiOperation({ summary: "The landing page's hero text and image" })
  @ApiEnvelope(HeroView)
  getHeroTextImage() {
    return this.content.hero();
  }
}
