import { Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app-config.js';
import type { Language } from '../core/i18n/language.js';
import { localized } from '../core/i18n/language.js';
import { translate } from '../core/i18n/translator.js';
import { AppErrorCode } from '../core/errors/app-error-code.js';
import { AppException } from '../core/errors/app.exception.js';
import type { BlogPost } from '../modules/blog/content/blog-post.views.js';
import { BlogService } from '../modules/blog/content/blog.service.js';
import { SiteFactsService } from '../modules/common/site-facts.service.js';
import type { CompanyPageFacts } from '../modules/company/directory/company-directory.views.js';
import { CompanyDirectoryService } from '../modules/company/directory/company-directory.service.js';
import { VacancyPageService } from '../modules/vacancy/search/vacancy-page.service.js';
import type { VacancyPageFacts } from '../modules/vacancy/search/vacancy-search.views.js';
import { articleHead } from './article-head.js';
import { ClientFiles } from './client-files.js';
import { matchPageRoute } from './page-route-matcher.js';
import type { PageRoute } from './page-routes.js';
import { inlineScriptHashes, renderSeoHead, type SeoHead } from './seo-head.js';
import { companyHeadImage } from './share-images/share-image-head.js';
import { siteHeadImage } from './share-images/share-cards.js';
import { vacancyHead } from './vacancy-head.js';

export interface RenderedPage {
  status: 200 | 404;
  html: string;
  /** CSP sources of the page's inline scripts (see inlineScriptHashes). */
  scriptHashes: string[];
}

const SITE_NAME = 'TechBoard.ge';
export const SEO_PLACEHOLDER = '<!--seo-head-->';
/** How much of a company's about text a meta description takes. */
const DESCRIPTION_LENGTH = 160;

/** The article id of a /news/:id path as written: the route matcher lower-cases it, but a content
 *  service's ids are case-sensitive. */
const articleIdOf = (path: string): string => {
  const segment = path.split(/[?#]/)[0]!.split('/').filter(Boolean)[1] ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

const shorten = (text: string, length: number) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= length ? flat : `${flat.slice(0, length - 1).trimEnd()}…`;
};

/** index.html for a client route, with that page's head already filled in; 404 for unknown paths
 *  (and for a company page of a company that does not exist). */
@Injectable()
export class PageRendererService {
  constructor(
    private readonly config: AppConfig,
    private readonly siteFacts: SiteFactsService,
    private readonly files: ClientFiles,
    private readonly companies: CompanyDirectoryService,
    private readonly vacancies: VacancyPageService,
    private readonly blog: BlogService,
  ) {}

  /** `chosenLanguage`: the language of the address's `?lang=`, if it has one. */
  async render(path: string, language: Language, chosenLanguage: Language | null = null): Promise<RenderedPage> {
    const matched = matchPageRoute(path);
    let route: PageRoute | null = matched?.route ?? null;
    let company: CompanyPageFacts | null = null;
    let compared: [string, string] | null = null;
    let vacancy: VacancyPageFacts | null = null;
    let article: BlogPost | null = null;
    if (route?.subject === 'company') {
      company = await this.companies.pageFacts(matched!.params.slug ?? '');
      if (!company) route = null;
    } else if (route?.subject === 'vacancy') {
      vacancy = await this.vacancies.pageFacts(matched!.params.vacancyid ?? '', matched!.params.companyid);
      if (!vacancy) route = null;
    } else if (route?.subject === 'article') {
      const found = await this.article(articleIdOf(path), language);
      if (found === 'notFound') route = null;
      else article = found;
    } else if (route?.subject === 'compare') {
      compared = await this.companies.comparedNames(matched!.params.compareurl ?? '').catch(() => null);
    }

    const pageKind = route?.pageKind ?? 'notFound';
    const [seo] = await this.siteFacts.seo(pageKind);
    const title = seo ? localized(language, seo.titleEn, seo.titleGe) : SITE_NAME;
    let head: SeoHead = {
      language,
      title,
      description: seo ? localized(language, seo.descriptionEn, seo.descriptionGe) : '',
      url: `${this.config.publicUrl}${path}`,
      ...siteHeadImage(this.config.publicUrl, language),
      siteName: SITE_NAME,
      // Panels, wizards and duplicates of other pages stay out of search engines, as out of the sitemap.
      indexable: route !== null && route.inSitemap,
    };
    if (route && company) head = this.companyHead(head, route, company);
    if (route && vacancy) {
      head = vacancyHead(head, vacancy, { publicUrl: this.config.publicUrl, siteName: SITE_NAME, absolute: (url) => this.absolute(url) });
    }
    if (compared) head = { ...head, title: `${compared[0]} vs ${compared[1]} | ${title}` };
    if (route && article) {
      const pageUrl = this.blog.articleUrl(article.id);
      head = articleHead(head, article, { publicUrl: this.config.publicUrl, siteName: SITE_NAME, pageUrl, absolute: (url) => this.absolute(url) });
    }
    if (route?.pageKind === 'blog' && /^\/news(?:\/|$)/i.test(path)) {
      head = { ...head, feed: { title: translate(language, 'blog.feedTitle'), url: this.blog.feedUrl(language) } };
    }

    const html = this.files
      .indexHtml()
      // The site's default language, so that the client's first visit needs no call to ask for it.
      .replace(/<html lang="[^"]*"/, `<html lang="${language}" data-default-language="${this.config.defaultLanguage}"`)
      .replace(/<title>[^<]*<\/title>/, '')
      // A function, so that `$&` and the like in company texts are not replacement patterns.
      .replace(SEO_PLACEHOLDER, () => renderSeoHead(head) + this.textsPreload(chosenLanguage));
    return { status: route ? 200 : 404, html, scriptHashes: inlineScriptHashes(head) };
  }

  /** A modulepreload of the interface texts the client loads first, so that they come beside the
   *  app's code instead of after it: those of `?lang=`, else of the site's default language
   *  (client/src/stores/LanguageStore.ts; a choice the visitor's browser remembers is not known here). */
  private textsPreload(chosenLanguage: Language | null): string {
    const language = chosenLanguage ?? (this.config.defaultLanguage === 'GE' ? 'ka' : 'en');
    const chunk = this.files.assetOf(`src/i18n/${language === 'ka' ? 'ka-GE' : 'en-US'}.json`);
    return chunk ? `\n    <link rel="modulepreload" crossorigin href="${chunk}">` : '';
  }

  /** A company page's head: its name and tagline, its logo, its own address, and an
   *  Organization JSON-LD with the rating of its approved reviews. */
  private companyHead(base: SeoHead, route: PageRoute, company: CompanyPageFacts): SeoHead {
    const { language } = base;
    const pageUrl = `${this.config.publicUrl}/companies/${encodeURIComponent(company.transformedName)}`;
    const url = `${this.config.publicUrl}${route.path.replace(':slug', encodeURIComponent(company.transformedName))}`;
    const about = localized(language, company.about, company.aboutGe);
    const description = company.tagline?.trim() || (about ? shorten(about, DESCRIPTION_LENGTH) : base.description);
    const logo = company.profileImageUrl ? this.absolute(company.profileImageUrl) : null;
    const organization: Record<string, unknown> = {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: company.name,
      url: pageUrl,
      ...(logo ? { logo } : {}),
      ...(about || company.tagline ? { description: about ? shorten(about, 500) : company.tagline } : {}),
    };
    if (company.companyRate !== null && company.reviewCount > 0) {
      organization.aggregateRating = {
        '@type': 'EmployerAggregateRating',
        itemReviewed: { '@type': 'Organization', name: company.name, url: pageUrl },
        ratingValue: company.companyRate,
        ratingCount: company.reviewCount,
        bestRating: 5,
        worstRating: 1,
      };
    }
    return {
      ...base,
      title: company.tagline?.trim() ? `${company.name} — ${company.tagline.trim()} | ${SITE_NAME}` : `${company.name} | ${SITE_NAME}`,
      description,
      url,
      ...companyHeadImage(this.config.publicUrl, company, language),
      jsonLd: [organization],
    };
  }

  /** A blog article for its page; a content service that cannot answer leaves the page its
   *  generic head (the page itself says 'failed to fetch'), only an unknown article is a 404. */
  private async article(id: string, language: Language): Promise<BlogPost | 'notFound' | null> {
    try {
      return await this.blog.get(id, language);
    } catch (error) {
      if (error instanceof AppException && error.code === AppErrorCode.NotFound) return 'notFound';
      if (error instanceof AppException && error.code === AppErrorCode.ServiceUnavailable) return null;
      throw error;
    }
  }

  private absolute(url: string): string {
    return /^https?:\/\//i.test(url) ? url : `${this.config.publicUrl}${url.startsWith('/') ? '' : '/'}${url}`;
  }
}
