import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AboutUsController } from './about-us.controller.js';
import { BackOfficeStaticDataController } from './back-office-static-data.controller.js';
import { FaqItem } from './entities/faq-item.entity.js';
import { HeroContent } from './entities/hero-content.entity.js';
import { StaticPage } from './entities/static-page.entity.js';
import { StaticContentService } from './static-content.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([StaticPage, HeroContent, FaqItem])],
  controllers: [BackOfficeStaticDataController, AboutUsController],
  providers: [StaticContentService],
  exports: [StaticContentService],
})
export class StaticModule {}
