import { Injectable } from '@nestjs/common';
import escapeHtml from 'escape-html';
import { AppConfig } from '../config/app-config.js';
import { CompanyDirectoryService } from '../modules/company/directory/company-directory.service.js';
import { type PageRoute, pageRoutes } from './page-routes.js';

/** robots.txt and sitemap.xml. */
@Injectable()
export class SiteDocumentsService {
  constructor(
    private readonly config: AppConfig,
    private readonly companies: CompanyDirectoryService,
  ) {}

  robotsTxt(): string {
    return [
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      'Disallow: /companyPanel',
      'Disallow: /userPanel',
      'Disallow: /admin',
      '',
      `Sitemap: ${this.config.publicUrl}/sitemap.xml`,
      '',
    ].join('\n');
  }

  /** Every page of the sitemap routes; a company route stands for the page of every company. */
  async sitemapXml(): Promise<string> {
    const base = this.config.publicUrl;
    const slugs = pageRoutes.some((route) => route.inSitemap && route.subject === 'company') ? await this.companies.sitemapSlugs() : [];
    const pathsOf = (route: PageRoute): string[] => {
      if (route.subject === 'company') return slugs.map((slug) => route.path.replace(':slug', encodeURIComponent(slug)));
      return route.path.includes(':') ? [] : [route.path];
    };
    const urls = pageRoutes
      .filter((route) => route.inSitemap)
      .flatMap(pathsOf)
      .map((path) => {
        const loc = escapeHtml(`${base}${path}`);
        return [
          '  <url>',
          `    <loc>${loc}</loc>`,
          `    <xhtml:link rel="alternate" hreflang="en" href="${loc}?lang=en"/>`,
          `    <xhtml:link rel="alternate" hreflang="ka" href="${loc}?lang=ka"/>`,
          `    <xhtml:link rel="alternate" hreflang="x-default" href="${loc}"/>`,
          '  </url>',
        ].join('\n');
      });
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ...urls,
      '</urlset>',
      '',
    ].join('\n');
  }
}
