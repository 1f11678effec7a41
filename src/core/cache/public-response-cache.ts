import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { AppConfig } from '../../config/app-config.js';
import { languageFromHeader } from '../i18n/language.js';
import { CacheInvalidationBus } from './cache-invalidation-bus.js';
import { MemoryAnswerStore, type PublicAnswerStore, RedisAnswerStore } from './public-answer-store.js';

/**
 * The API reads whose answer is the same for every visitor who is not signed in: the landing
 * page's calls, the searches, the vacancy and company pages and the site's fixed texts. A signed-in
 * request passes by (its own saved vacancies, a company's preview of its draft), and so does a
 * company's own dictionary list (GetDictionary with `companyId`).
 */
const PUBLIC_CACHED_PATHS = [
  '/api/BackOfficeStaticData/GetHeroTextImage',
  '/api/BackOfficeStaticData/GetStaticData',
  '/api/AboutUs/GetInformation',
  '/api/Common/GetIndexPageCount',
  '/api/Common/GetDictionary',
  '/api/Common/GetSeoDetails',
  '/api/Common/GetSiteSettings',
  '/api/Vacancy/GetLatestVacancies',
  '/api/Vacancy/SearchVacancies',
  '/api/Vacancy/GetVacancy',
  '/api/Search/GetSmartSearch',
  '/api/Company/GetNewCompanies',
  '/api/Company/GetPartnerCompanies',
  '/api/Company/searchCompanies',
  '/api/Company/GetCompanyDetails',
  '/api/Company/GetCompanyReviews',
  '/api/Company/GetCompanyKeyFactsByCompanyId',
  '/api/Company/GetCompanyContactInfo',
  '/api/Company/GetTeamSizes',
  '/api/Company/CompareCompanies',
  '/api/Benefits/GetCompanyBenefits',
];

const PUBLIC_PATH = new RegExp(`^(${PUBLIC_CACHED_PATHS.join('|')})(/[^/]*)?/?$`, 'i');

/** What a kept answer varies by, besides its address. */
const VARY = 'Accept-Language, Authorization';
/** Answers larger than this are made afresh each time rather than kept. */
const MAX_KEPT_BODY = 1024 * 1024;

const COMPANY_DICTIONARY = /^\/api\/Common\/GetDictionary\/?$/i;

const isPublicRead = (request: Request) => {
  const path = request.originalUrl.split('?')[0]!;
  if (request.method !== 'GET' || request.headers.authorization || !PUBLIC_PATH.test(path)) return false;
  return !COMPANY_DICTIONARY.test(path) || !Object.keys(request.query).some((key) => key.toLowerCase() === 'companyid');
};

/**
 * Finished public answers (issue 21), kept READ_CACHE_SECONDS per address and language: in Redis
 * when REDIS_URL is set (every process and machine shares them), else in this process. A hit costs
 * no trip through the application. The same reads carry `Cache-Control: public, max-age=<seconds
 * left>` and an ETag (Express's, of the body), so a browser or a CDN in front keeps them too and a
 * revalidation with If-None-Match gets a 304; every other API read says `no-cache`, and one made
 * signed in `private, no-store`.
 *
 * A change made through any process drops every kept answer (`clear`, called by ReadCache.forget
 * and by the page-changing calls, page-cache-invalidation.ts); an answer whose request began before
 * the clear is not kept.
 */
@Injectable()
export class PublicResponseCache implements OnModuleDestroy {
  /** Sets every API read's Cache-Control, and answers the public reads it keeps. */
  readonly middleware: RequestHandler;
  private readonly store: PublicAnswerStore | null;

  constructor(config: AppConfig, bus: CacheInvalidationBus) {
    const ttlSeconds = config.publicAnswerSeconds;
    this.store =
      ttlSeconds <= 0
        ? null
        : config.redisUrl
          ? new RedisAnswerStore(config.redisUrl, ttlSeconds)
          : new MemoryAnswerStore(ttlSeconds);
    bus.onAnnouncement(() => this.clearHere());
    this.middleware = (request, response, next) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return next();
      if (request.headers.authorization) {
        response.setHeader('Cache-Control', 'private, no-store');
        response.setHeader('Vary', VARY);
        return next();
      }
      if (!this.store || !isPublicRead(request)) {
        response.setHeader('Cache-Control', 'no-cache');
        return next();
      }
      this.answer(this.store, ttlSeconds, request, response, next).catch(next);
    };
  }

  /** Every kept answer, in every process, is dropped. Call it after the change has committed. */
  async clear(): Promise<void> {
    await this.store?.clear();
  }

  /** Another process has cleared the shared answers: drops those only this process keeps. */
  clearHere(): void {
    this.store?.clearHere();
  }

  async onModuleDestroy(): Promise<void> {
    await this.store?.close();
  }

  private async answer(
    store: PublicAnswerStore,
    ttlSeconds: number,
    request: Request,
    response: Response,
    next: NextFunction,
  ) {
    const key = `${languageFromHeader(request.headers['accept-language'])}:${request.originalUrl}`;
    const { answer, generation } = await store.lookup(key);
    response.setHeader('Vary', VARY);
    if (answer) {
      const secondsLeft = Math.max(0, ttlSeconds - Math.floor((Date.now() - answer.storedAt) / 1000));
      response.status(200).setHeader('Cache-Control', `public, max-age=${secondsLeft}`);
      response.setHeader('Content-Type', answer.contentType);
      if (answer.etag) response.setHeader('ETag', answer.etag);
      // As the rendered pages say it (web.middleware.ts): no work was done for this answer.
      response.setHeader('Server-Timing', 'cache;desc="hit"');
      response.send(answer.body);
      return;
    }
    response.setHeader('Cache-Control', `public, max-age=${ttlSeconds}`);
    const send = response.send.bind(response);
    // Express's json() ends in send(text): the text is the answer as it goes out, and send() gives
    // it its ETag before it writes the head.
    response.send = (body?: unknown) => {
      const keep = response.statusCode === 200 && typeof body === 'string' && body.length <= MAX_KEPT_BODY;
      if (response.statusCode !== 200) response.setHeader('Cache-Control', 'no-cache');
      const sent = send(body);
      if (keep) {
        const etag = response.getHeader('ETag');
        const contentType = String(response.getHeader('Content-Type') ?? 'application/json; charset=utf-8');
        void store.store(key, generation, {
          body,
          contentType,
          etag: typeof etag === 'string' ? etag : null,
          storedAt: Date.now(),
        });
      }
      return sent;
    };
    next();
  }
}
