import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../core/auth/public.decorator.js';
import { ApiEnvelope } from '../../core/envelope/api-envelope.decorator.js';
import { StaticContentService } from './static-content.service.js';
import { AboutUsView } from './static-content.view.js';

@ApiTags('Static')
@Controller('AboutUs')
export class AboutUsController {
  constructor(private readonly content: StaticContentService) {}

  @Public()
  @Get('GetInformation')
  @ApiOperation({ summary: 'About-us text and the FAQ' })
  @ApiEnvelope(AboutUsView)
  getInformation() {
    return this.content.aboutUs();
  }
}
