import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../core/auth/public.decorator.js';
import { StaticContentService } from './static-content.service.js';

@ApiTags('Static')
@Controller('AboutUs')
export class AboutUsController {
  constructor(private readonly content: StaticContentService) {}

  @Public()
  @Get('GetInformation')
  @ApiOperation({ summary: 'About-us text and the FAQ' })
  getInformation() {
    return this.content.aboutUs();
  }
}
