import { Module } from '@nestjs/common';
import { AdminDictionariesController } from './dictionaries/admin-dictionaries.controller.js';
import { AdminDictionariesService } from './dictionaries/admin-dictionaries.service.js';
import { AdminFaqController } from './faq/admin-faq.controller.js';
import { AdminFaqService } from './faq/admin-faq.service.js';
import { AdminKeyFactsController } from './key-facts/admin-key-facts.controller.js';
import { AdminKeyFactsService } from './key-facts/admin-key-facts.service.js';
import { AdminPagesController } from './pages/admin-pages.controller.js';
import { AdminSeoService } from './pages/admin-seo.service.js';
import { AdminStaticPagesService } from './pages/admin-static-pages.service.js';

/** The back office's content under /api/Admin: dictionaries, key-fact definitions, static pages,
 *  the FAQ, the hero and the SEO texts. */
@Module({
  controllers: [AdminDictionariesController, AdminKeyFactsController, AdminPagesController, AdminFaqController],
  providers: [
    AdminDictionariesService,
    AdminKeyFactsService,
    AdminStaticPagesService,
    AdminSeoService,
    AdminFaqService,
  ],
})
export class AdminContentModule {}
