import { Injectable } from '@nestjs/common';
import escapeHtml from 'escape-html';
import { AppConfig } from '../config/app-config.js';
import { pageRoutes } from './page-routes.js';

/** robots.txt and sitemap.xml. */
@Injectable()
export class SiteDocumentsService {
  constructor(private readonly config: AppConfig) {}

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

  sitemapXml(): string {
    const base = this.config.publicUrl;
    const urls = pageRoutes
      .filter((route) => route.inSitemap)
      .map((route) => {
        const loc = escapeHtml(`${base}${route.path}`);
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
