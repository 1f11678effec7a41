import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AboutUsController } from './about-us.controller.js';
import { BackOfficeStaticDataController } from './back-office-static-data.controller.js';
import { FaqItem } from './entities/faq-item.entity.js';
import { HeroContent } from './entities/hero-content.entity.js';
import { StaticPage } from './entities/static-page.entity.js';
import { StaticContentService } from './static-content.service.js';
import { SupportTicket } from './support/entities/support-ticket.entity.js';
import { SupportController } from './support/support.controller.js';
import { SupportTicketService } from './support/support-ticket.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([StaticPage, HeroContent, FaqItem, SupportTicket])],
  controllers: [BackOfficeStaticDataController, AboutUsController, SupportController],
  providers: [StaticContentService, SupportTicketService],
  exports: [StaticContentService],
})
export class StaticModule {}
