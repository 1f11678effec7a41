import { Module } from '@nestjs/common';
import { BlogModule } from '../modules/blog/blog.module.js';
import { CommonModule } from '../modules/common/common.module.js';
import { CompanyModule } from '../modules/company/company.module.js';
import { VacancySearchModule } from '../modules/vacancy/search/vacancy-search.module.js';
import { ClientFiles } from './client-files.js';
import { PageRendererService } from './page-renderer.service.js';
import { SiteDocumentsService } from './site-documents.service.js';
import { WebMiddleware } from './web.middleware.js';

/** Serves the React client and the documents crawlers read. Its middleware is mounted ahead of
 *  the API routes by app.factory.ts, with the full request path. */
@Module({
  imports: [CommonModule, CompanyModule, VacancySearchModule, BlogModule],
  providers: [
    { provide: ClientFiles, useFactory: () => new ClientFiles() },
    PageRendererService,
    SiteDocumentsService,
    WebMiddleware,
  ],
  exports: [WebMiddleware],
})
export class WebModule {}
