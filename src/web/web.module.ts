import { Module } from '@nestjs/common';
import { BlogModule } from '../modules/blog/blog.module.js';
import { CommonModule } from '../modules/common/common.module.js';
import { CompanyModule } from '../modules/company/company.module.js';
import { VacancySearchModule } from '../modules/vacancy/search/vacancy-search.module.js';
import { ClientFiles } from './client-files.js';
import { PageRendererService } from './page-renderer.service.js';
import { RenderedPageCache } from './rendered-page-cache.js';
import { ServerRenderService } from './server-render.service.js';
import { ShareImageRequests } from './share-images/share-image-requests.js';
import { ShareImagesModule } from './share-images/share-images.module.js';
import { ShareImagesService } from './share-images/share-images.service.js';
import { SiteDocumentsService } from './site-documents.service.js';
import { WebMiddleware } from './web.middleware.js';

/** Serves the React client and the documents crawlers read. Its middleware is mounted ahead of
 *  the API routes by app.factory.ts, with the full request path. */
@Module({
  imports: [CommonModule, CompanyModule, VacancySearchModule, BlogModule, ShareImagesModule],
  providers: [
    { provide: ClientFiles, useFactory: () => new ClientFiles() },
    PageRendererService,
    ServerRenderService,
    RenderedPageCache,
    SiteDocumentsService,
    ShareImagesService,
    ShareImageRequests,
    WebMiddleware,
  ],
  exports: [WebMiddleware, RenderedPageCache],
})
export class WebModule {}
