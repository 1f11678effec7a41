import { Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app-config.js';
import type { Language } from '../core/i18n/language.js';
import { localized } from '../core/i18n/language.js';
import { SiteFactsService } from '../modules/common/site-facts.service.js';
import { ClientFiles } from './client-files.js';
import { findPageRoute } from './page-route-matcher.js';
import { renderSeoHead } from './seo-head.js';

export interface RenderedPage {
  status: 200 | 404;
  html: string;
}

const SITE_NAME = 'TechBoard.ge';
export const SEO_PLACEHOLDER = '<!--seo-head-->';

/** index.html for a client route, with that page's head already filled in; 404 for unknown paths. */
@Injectable()
export class PageRendererService {
  constructor(
    private readonly config: AppConfig,
    private readonly siteFacts: SiteFactsService,
    private readonly files: ClientFiles,
  ) {}

  async render(path: string, language: Language): Promise<RenderedPage> {
    const route = findPageRoute(path);
    const pageKind = route?.pageKind ?? 'notFound';
    const [seo] = await this.siteFacts.seo(pageKind);
    const head = renderSeoHead({
      language,
      title: seo ? localized(language, seo.titleEn, seo.titleGe) : SITE_NAME,
      description: seo ? localized(language, seo.descriptionEn, seo.descriptionGe) : '',
      url: `${this.config.publicUrl}${path}`,
      imageUrl: `${this.config.publicUrl}/static/hero.svg`,
      siteName: SITE_NAME,
      // Panels, wizards and duplicates of other pages stay out of search engines, as out of the sitemap.
      indexable: route !== null && route.inSitemap,
    });
    const html = this.files
      .indexHtml()
      .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
      .replace(/<title>[^<]*<\/title>/, '')
      .replace(SEO_PLACEHOLDER, head);
    return { status: route ? 200 : 404, html };
  }
}
