import { Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app-config.js';
import type { Language } from '../core/i18n/language.js';
import { localized } from '../core/i18n/language.js';
import { AppErrorCode } from '../core/errors/app-error-code.js';
import { AppException } from '../core/errors/app.exception.js';
import type { BlogPost } from '../modules/blog/content/blog-post.view.js';
import { BlogService } from '../modules/blog/content/blog.service.js';
import { SiteFactsService } from '../modules/common/site-facts.service.js';
import type { CompanyPageFacts } from '../../shared/page-facts/company-page-facts.js';
import { CompanyDirectoryService } from '../modules/company/directory/company-directory.service.js';
import { VacancyPageService } from '../modules/vacancy/search/vacancy-page.service.js';
import type { VacancyPageFacts } from '../../shared/page-facts/vacancy-page-facts.js';
import { articleHead } from '../../shared/page-heads/article-head.js';
import { companyHead, compareHead } from '../../shared/page-heads/company-head.js';
import { isServerRenderedPath } from './client-rendered-paths.js';
import { languageOfPath, pathWithoutLanguage, type PathLanguage } from '../../shared/language-paths.js';
import { ServerRenderService } from './server-render.service.js';
import { PAGE_DATA_ELEMENT_ID } from '../../shared/page-data.js';
import { ClientFiles } from './client-files.js';
import { pageFeed } from './page-feed.js';
import { matchPageRoute } from './page-route-matcher.js';
import type { PageRoute } from '../../shared/page-routes.js';
import { COOKIE_BANNER_SCRIPT, COOKIE_BANNER_WITHOUT_SCRIPTS } from '../../shared/cookie-banner-state.js';
import type { SeoHead } from '../../shared/page-heads/seo-head.js';
import { inlineScriptHashes, renderSeoHead, scriptHashSource, scriptSafeJson } from './seo-head.js';
import { siteHeadImage } from '../../shared/page-heads/site-head-image.js';
import { siteUrlMeta } from '../../shared/page-heads/site-url-meta.js';
import { vacancyHead } from '../../shared/page-heads/vacancy-head.js';

export interface RenderedPage {
  status: 200 | 404;
  html: string;
  /** CSP sources of the page's inline scripts (see inlineScriptHashes). */
  scriptHashes: string[];
  /** `Server-Timing` of the render (data, render), when the server rendered the app. */
  serverTiming?: string;
}

const SITE_NAME = 'TechBoard.ge';
/** The CSP source of the one inline script a rendered page runs (see shared/cookie-banner-state.ts). */
const COOKIE_BANNER_SCRIPT_SOURCE = scriptHashSource(COOKIE_BANNER_SCRIPT);
/** The built font files' names, without their hash (client/src/styles/fonts.css). */
const LATIN_FONT_FILE = 'inter-basic-latin-wght-';
const GEORGIAN_FONT_FILE = 'noto-sans-georgian-mkhedruli-wght-';
export const SEO_PLACEHOLDER = '<!--seo-head-->';
const ROOT_ELEMENT = '<div id="root"></div>';

/** The server-rendered page's data block (client/src/ssr/recorded-answers.ts): JSON, never run. */
const pageDataElement = (data: unknown) =>
  `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${scriptSafeJson(data)}</script>`;

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
    private readonly serverRender: ServerRenderService,
  ) {}

  /** The page of an address: `path` with its language prefix (`/ka/vacancies`), `search` its
   *  query (`?page=2` or empty). The language is the address's (see language-paths.ts). */
  async render(fullPath: string, search = ''): Promise<RenderedPage> {
    const language: PathLanguage = languageOfPath(fullPath);
    const path = pathWithoutLanguage(fullPath);
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
    if (route && company) {
      head = companyHead(head, route, company, {
        publicUrl: this.config.publicUrl,
        siteName: SITE_NAME,
        absolute: (url) => this.absolute(url),
      });
    }
    if (route && vacancy) {
      head = vacancyHead(head, vacancy, {
        publicUrl: this.config.publicUrl,
        siteName: SITE_NAME,
        absolute: (url) => this.absolute(url),
      });
    }
    if (compared) head = compareHead(head, compared);
    if (route && article) {
      const pageUrl = this.blog.articleUrl(article.id);
      head = articleHead(head, article, {
        publicUrl: this.config.publicUrl,
        siteName: SITE_NAME,
        pageUrl,
        absolute: (url) => this.absolute(url),
      });
    }
    const feed = pageFeed(route, search, language, {
      publicUrl: this.config.publicUrl,
      blogFeedUrl: this.blog.feedUrl(language),
    });
    if (feed) head = { ...head, feed };

    const app = isServerRenderedPath(path)
      ? await this.serverRender.render(
          `${fullPath}${search}`,
          language,
          this.config.defaultLanguage,
          this.config.publicUrl,
        )
      : null;
    const html = this.files
      .indexHtml()
      // The site's default language, so that the client's first visit needs no call to ask for it.
      .replace(
        /<html lang="[^"]*"/,
        `<html lang="${language}" data-default-language="${this.config.defaultLanguage}" data-mantine-color-scheme="light"`,
      )
      // The colour scheme the client's MantineProvider sets: without JavaScript the theme's colours
      // (borders of fields, muted texts) hang on it too. A rendered page needs no "needs JavaScript" note.
      .replace(/<noscript>[\s\S]*?<\/noscript>\s*/, (note) => (app ? '' : note))
      .replace(/<title>[^<]*<\/title>/, '')
      // Functions, so that `$&` and the like in company texts are not replacement patterns.
      .replace(
        SEO_PLACEHOLDER,
        () => renderSeoHead(head) + siteUrlMeta(this.config.publicUrl) + this.preloads(language),
      )
      // After the stylesheet (which sets Mantine's defaults), so that the theme's variables win.
      .replace('</head>', () =>
        app
          ? `  ${app.headStyles}\n    <script>${COOKIE_BANNER_SCRIPT}</script>\n    ${COOKIE_BANNER_WITHOUT_SCRIPTS}\n  </head>`
          : '</head>',
      )
      .replace(ROOT_ELEMENT, () =>
        app ? `<div id="root">${app.html}</div>\n    ${pageDataElement(app.data)}` : ROOT_ELEMENT,
      );
    const serverTiming = app
      ? `data;dur=${app.timings.data.toFixed(1)}, render;dur=${app.timings.render.toFixed(1)}`
      : undefined;
    const scriptHashes = [...inlineScriptHashes(head), ...(app ? [COOKIE_BANNER_SCRIPT_SOURCE] : [])];
    return { status: route ? 200 : 404, html, scriptHashes, serverTiming };
  }

  /** A modulepreload of the interface texts of the page's language, so that they come beside the
   *  app's code instead of after it; and the preload of the font files the page's first paint
   *  draws with (client/src/styles/fonts.css: Inter's Latin file, and on a Georgian page Noto Sans
   *  Georgian's too, since Georgian pages show Latin words and figures as well), so that they come
   *  beside the stylesheet instead of after it, and its text does not move when they arrive. */
  private preloads(language: Language): string {
    const files = language === 'ka' ? [GEORGIAN_FONT_FILE, LATIN_FONT_FILE] : [LATIN_FONT_FILE];
    const fonts = files
      .flatMap((prefix) => this.files.assetsNamed(prefix, '.woff2'))
      .map((href) => `\n    <link rel="preload" as="font" type="font/woff2" crossorigin href="${href}">`)
      .join('');
    return fonts + this.textsChunkPreload(language);
  }

  private textsChunkPreload(language: Language): string {
    const chunk = this.files.assetOf(`src/i18n/${language === 'ka' ? 'ka-GE' : 'en-US'}.json`);
    return chunk ? `\n    <link rel="modulepreload" crossorigin href="${chunk}">` : '';
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
