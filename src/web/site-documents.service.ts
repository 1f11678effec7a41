import { Injectable } from '@nestjs/common';
import escapeHtml from 'escape-html';
import { AppConfig } from '../config/app-config.js';
import { BlogService } from '../modules/blog/content/blog.service.js';
import { CompanyDirectoryService } from '../modules/company/directory/company-directory.service.js';
import { VacancyPageService } from '../modules/vacancy/search/vacancy-page.service.js';
import { type PageRoute, pageRoutes } from '../../shared/page-routes.js';
import { languageAddresses } from '../../shared/language-paths.js';

/** robots.txt and sitemap.xml. */
@Injectable()
export class SiteDocumentsService {
  constructor(
    private readonly config: AppConfig,
    private readonly companies: CompanyDirectoryService,
    private readonly vacancies: VacancyPageService,
    private readonly blog: BlogService,
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

  /** Every page of the sitemap routes; a company route stands for the page of every company, a
   *  vacancy route for the page of every open vacancy (with its last change), an article route for
   *  every published blog article (from a content service: its newest 100, none when it is down). */
  async sitemapXml(): Promise<string> {
    const base = this.config.publicUrl;
    const listed = (subject: PageRoute['subject']) =>
      pageRoutes.some((route) => route.inSitemap && route.subject === subject);
    const slugs = listed('company') ? await this.companies.sitemapSlugs() : [];
    const vacancies = listed('vacancy') ? await this.vacancies.sitemapEntries() : [];
    const articles = listed('article') ? await this.blog.sitemapEntries() : [];
    const pagesOf = (route: PageRoute): { path: string; lastModified?: Date }[] => {
      if (route.subject === 'company')
        return slugs.map((slug) => ({ path: route.path.replace(':slug', encodeURIComponent(slug)) }));
      if (route.subject === 'vacancy') {
        return vacancies.map((vacancy) => ({
          path: route.path.replace(':vacancyId', String(vacancy.id)),
          lastModified: vacancy.lastModified,
        }));
      }
      if (route.subject === 'article') {
        return articles.map((article) => ({
          path: route.path.replace(':id', encodeURIComponent(article.id)),
          lastModified: article.lastModified,
        }));
      }
      return route.path.includes(':') ? [] : [{ path: route.path }];
    };
    const urls = pageRoutes
      .filter((route) => route.inSitemap)
      .flatMap(pagesOf)
      .flatMap(({ path, lastModified }) => {
        // Both languages' addresses, each listing both (and x-default) as its alternates.
        const addresses = languageAddresses(base, path);
        return [addresses.en, addresses.ka].map((loc) =>
          [
            '  <url>',
            `    <loc>${escapeHtml(loc)}</loc>`,
            ...(lastModified ? [`    <lastmod>${lastModified.toISOString()}</lastmod>`] : []),
            `    <xhtml:link rel="alternate" hreflang="en" href="${escapeHtml(addresses.en)}"/>`,
            `    <xhtml:link rel="alternate" hreflang="ka" href="${escapeHtml(addresses.ka)}"/>`,
            `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(addresses.xDefault)}"/>`,
            '  </url>',
          ].join('\n'),
        );
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
