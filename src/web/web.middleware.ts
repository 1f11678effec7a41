import { Injectable, Logger, type NestMiddleware } from '@nestjs/common';
import express, { type NextFunction, type Request, type Response } from 'express';
import {
  CHOSEN_LANGUAGE_COOKIE,
  languageOfPath,
  pathInLanguage,
  type PathLanguage,
} from '../../shared/language-paths.js';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../database/database-unavailable.js';
import { ClientFiles } from './client-files.js';
import { withScriptSources } from './page-csp.js';
import { PageRendererService } from './page-renderer.service.js';
import { RenderedPageCache, type PageAnswer } from './rendered-page-cache.js';
import { ShareImageRequests } from './share-images/share-image-requests.js';
import { isShareImagePath } from '../../shared/share-image-urls.js';
import { SiteDocumentsService } from './site-documents.service.js';
import { unavailablePage } from './unavailable-page.js';

/** The language an address of before issue 20 asked for with `?lang=`. */
const chosenLanguageOf = (request: Request): PathLanguage | null => {
  const lang = typeof request.query.lang === 'string' ? request.query.lang.toLowerCase() : '';
  return lang === 'ka' || lang === 'en' ? lang : null;
};

/** The query string of a request as sent (`?page=2`, or empty), without `lang`. */
const searchOf = (request: Request, drop?: string): string => {
  const cut = request.originalUrl.indexOf('?');
  if (cut === -1) return '';
  const params = new URLSearchParams(request.originalUrl.slice(cut + 1));
  if (drop) params.delete(drop);
  const text = params.toString();
  return text ? `?${text}` : '';
};

/** Everything outside /api: the client's files, robots.txt, sitemap.xml, share images, and index.html for
 *  every client route (status 404 for paths that are no page; 503 with a plain page in the
 *  request's language while the database cannot be reached). */
@Injectable()
export class WebMiddleware implements NestMiddleware {
  private readonly serveFile: express.RequestHandler;
  private readonly logger = new Logger('Web');

  constructor(
    files: ClientFiles,
    private readonly renderer: PageRendererService,
    private readonly renderedPages: RenderedPageCache,
    private readonly documents: SiteDocumentsService,
    private readonly shareImages: ShareImageRequests,
  ) {
    this.serveFile = express.static(files.root, {
      index: false,
      setHeaders: (response, path) => {
        if (/[\\/]assets[\\/]/.test(path)) response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      },
    });
  }

  use(request: Request, response: Response, next: NextFunction): void {
    if (request.path === '/api' || request.path.startsWith('/api/')) return next();
    if (request.method === 'POST' && !/\.[a-z0-9]+$/i.test(request.path)) {
      // A server-rendered form sent before the app took over (its forms say method="post", so
      // that nothing typed lands in an address or a log): the page again, nothing kept.
      response.redirect(303, request.originalUrl);
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    if (isShareImagePath(request.path)) return this.shareImages.handle(request, response, next);
    if (request.path === '/robots.txt') {
      response.type('text/plain').send(this.documents.robotsTxt());
      return;
    }
    if (request.path === '/sitemap.xml') {
      this.documents
        .sitemapXml()
        .then((xml) => response.type('application/xml').send(xml))
        .catch(next);
      return;
    }
    if (request.path === '/index.html') {
      // The bare template has no page head; the landing page is its one address.
      response.redirect(301, '/');
      return;
    }
    this.serveFile(request, response, () => {
      if (/\.[a-z0-9]+$/i.test(request.path)) {
        response.status(404).type('text/plain').send('Not found');
        return;
      }
      const chosen = chosenLanguageOf(request);
      if (chosen) {
        // One URL per language: `?lang=` addresses move to their language's path for good.
        response.redirect(301, pathInLanguage(`${request.path}${searchOf(request, 'lang')}`, chosen));
        return;
      }
      if (languageOfPath(request.path) === 'en' && request.cookies?.[CHOSEN_LANGUAGE_COOKIE] === 'ka') {
        // The visitor chose Georgian: a bare address opens its Georgian twin (never for crawlers,
        // who send no cookie, so the English address still means English).
        response.setHeader('Cache-Control', 'no-store').setHeader('Vary', 'Cookie');
        response.redirect(302, pathInLanguage(`${request.path}${searchOf(request)}`, 'ka'));
        return;
      }
      const search = searchOf(request);
      this.renderedPages
        .page(`${request.path}${search}`, () => this.renderer.render(request.path, search))
        .then((answer) => this.send(request, response, answer))
        .catch((error: unknown) => {
          if (!isDatabaseUnavailable(error)) return next(error);
          this.logger.warn(`Database unavailable while rendering ${request.path}: ${(error as Error).message}`);
          response
            .status(503)
            .type('html')
            .setHeader('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS))
            .setHeader('Cache-Control', 'no-store')
            .send(unavailablePage(languageOfPath(request.path)));
        });
    });
  }

  /** A page with its headers: CSP with its scripts' hashes, ETag (304 when the browser has it),
   *  Server-Timing, and the body compressed once per kept page (the compression middleware leaves
   *  an encoded answer alone). */
  private send(request: Request, response: Response, { served, hit }: PageAnswer): void {
    const { status, html, scriptHashes, serverTiming } = served.page;
    const policy = response.getHeader('Content-Security-Policy');
    if (typeof policy === 'string')
      response.setHeader('Content-Security-Policy', withScriptSources(policy, scriptHashes));
    response
      .status(status)
      .type('html')
      .setHeader('Cache-Control', 'no-cache')
      .setHeader('ETag', served.etag)
      .setHeader('Vary', 'Accept-Encoding');
    // The render's own figures, or that the page came from the cache.
    const timing = hit ? 'cache;desc="hit"' : serverTiming;
    if (timing) response.setHeader('Server-Timing', timing);
    if (status === 200 && request.fresh) {
      response.status(304).end();
      return;
    }
    const encoding = request.acceptsEncodings('br', 'gzip', 'identity');
    if (encoding === 'br' || encoding === 'gzip') {
      response.setHeader('Content-Encoding', encoding).end(served.body(encoding));
      return;
    }
    response.send(html);
  }
}
