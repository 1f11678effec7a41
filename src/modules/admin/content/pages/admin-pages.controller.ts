import { Body, Controller, Get, HttpCode, Post, Query, UploadedFile, UseInterceptors } from '@nestjs/common';
import { ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthSession } from '../../../../core/auth/auth-session.js';
import { CurrentSession } from '../../../../core/auth/current-session.decorator.js';
import { Role, Roles } from '../../../../core/auth/roles.decorator.js';
import { imageUploadInterceptor } from '../../../../core/files/image-upload.interceptor.js';
import type { UploadedImage } from '../../../../core/files/image-upload.service.js';
import { ApiEnvelope } from '../../../../core/envelope/api-envelope.decorator.js';
import { UploadedImageView } from '../../uploaded-image.view.js';
import { HeroView, StaticDataView } from '../../../static/static-content.view.js';
import { AdminSeoService } from './admin-seo.service.js';
import { AdminStaticPagesService } from './admin-static-pages.service.js';
import { HeroBody, SeoPageKindQuery, SeoTextBody, StaticPageBody, StaticPageTypeQuery } from './dto/admin-pages.dto.js';

/** The back office's page texts: static pages, the hero and the SEO texts. Staff only (never a
 *  view-as session); every change audited. */
@ApiTags('Admin')
@Roles(Role.Admin)
@Controller('Admin')
export class AdminPagesController {
  constructor(
    private readonly pages: AdminStaticPagesService,
    private readonly seo: AdminSeoService,
  ) {}

  @Get('GetStaticPage')
  @ApiOperation({ summary: 'A static page in both languages: AboutUs=0, PrivacyPolicy=1, TermsOfUse=2, Support=3' })
  @ApiEnvelope(StaticDataView)
  getStaticPage(@Query() query: StaticPageTypeQuery) {
    return this.pages.page(query.type);
  }

  @Post('UpdateStaticPage')
  @HttpCode(200)
  @ApiOperation({ summary: 'Changes a static page’s titles and Markdown texts; audited' })
  @ApiEnvelope(StaticDataView)
  updateStaticPage(
    @CurrentSession() staff: AuthSession,
    @Query() query: StaticPageTypeQuery,
    @Body() body: StaticPageBody,
  ) {
    return this.pages.updatePage(staff, query.type, body);
  }

  @Get('GetHero')
  @ApiOperation({ summary: "The landing page's hero: titles, texts and image" })
  @ApiEnvelope(HeroView)
  getHero() {
    return this.pages.hero();
  }

  @Post('UpdateHero')
  @HttpCode(200)
  @ApiOperation({ summary: "Changes the landing page's hero (shown at once); audited" })
  @ApiEnvelope(HeroView)
  updateHero(@CurrentSession() staff: AuthSession, @Body() body: HeroBody) {
    return this.pages.updateHero(staff, body);
  }

  @Post('UploadHeroImage')
  @HttpCode(200)
  @ApiConsumes('multipart/form-data')
  @UseInterceptors(imageUploadInterceptor('Image'))
  @ApiOperation({
    summary: "A hero image (multipart field 'Image'; JPEG, PNG or WebP, at most 10000 KB) → { url } for imageUrl",
  })
  @ApiEnvelope(UploadedImageView)
  uploadHeroImage(@UploadedFile() image: UploadedImage | undefined) {
    return this.pages.uploadHeroImage(image);
  }

  @Get('GetSeoTexts')
  @ApiOperation({ summary: 'The <title> and meta description of every kind of page, in both languages' })
  getSeoTexts() {
    return this.seo.list();
  }

  @Post('UpdateSeoText')
  @HttpCode(200)
  @ApiOperation({ summary: 'Changes the texts of one kind of page; audited' })
  updateSeoText(@CurrentSession() staff: AuthSession, @Query() query: SeoPageKindQuery, @Body() body: SeoTextBody) {
    return this.seo.update(staff, query.pageKind, body);
  }
}
