import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import apicache from 'apicache';
import type { Request, RequestHandler } from 'express';
import { AppConfig } from '../../config/app-config.js';
import { languageFromHeader } from '../i18n/language.js';

/** The landing page's calls: the same answer for every visitor who is not signed in. */
export const PUBLIC_CACHED_PATHS = [
  '/api/BackOfficeStaticData/GetHeroTextImage',
  '/api/Common/GetIndexPageCount',
  '/api/Common/GetDictionary',
  '/api/Vacancy/GetLatestVacancies',
  '/api/Company/GetNewCompanies',
];

type CachedRequest = Pick<Request, 'method' | 'headers' | 'query'> & { responseCacheGeneration?: number };

/**
 * The finished answers of the landing page's calls for anonymous visitors, kept READ_CACHE_SECONDS
 * per address and language (apicache), so a crowd on the landing page costs no trip through the
 * application at all. A signed-in request (its own saved vacancies) and a company's own dictionary
 * lists pass by; `middleware` is null when the read cache is off. `clear()` (called by
 * ReadCache.forget) drops every kept answer, and an answer whose request began before the clear is
 * not kept: it may hold what was just changed.
 */
@Injectable()
export class PublicResponseCache implements OnModuleDestroy {
  readonly middleware: RequestHandler | null;
  private readonly cache: ReturnType<typeof apicache.newInstance> | null;
  private generation = 0;

  constructor(config: AppConfig) {
    if (config.readCacheSeconds <= 0) {
      this.cache = null;
      this.middleware = null;
      return;
    }
    const cache = apicache.newInstance({
      defaultDuration: `${config.readCacheSeconds} seconds`,
      statusCodes: { include: [200] },
      appendKey: (request) => languageFromHeader(request.headers['accept-language']),
      // A browser may keep an answer for the seconds left (apicache's max-age), but only for the same
      // language and no Authorization: a visitor who signs in asks afresh for their own saved vacancies.
      headers: { vary: 'Accept-Language, Authorization' },
    });
    // apicache asks the toggle again when the answer is written: a clear in between leaves it unkept.
    const cached = cache.middleware(`${config.readCacheSeconds} seconds`, (request: CachedRequest) =>
      request.method === 'GET' &&
      !request.headers.authorization &&
      !Object.keys(request.query).some((key) => key.toLowerCase() === 'companyid') &&
      request.responseCacheGeneration === this.generation,
    );
    this.cache = cache;
    this.middleware = (request, response, next) => {
      (request as CachedRequest).responseCacheGeneration = this.generation;
      return cached(request, response, next);
    };
  }

  /** Forgets every kept answer (in this process). */
  clear(): void {
    if (!this.cache) return;
    this.generation += 1;
    // Key by key: apicache's clear-all leaves each entry's expiry timer running.
    for (const key of [...this.cache.getIndex().all]) this.cache.clear(key);
  }

  onModuleDestroy(): void {
    this.clear();
  }
}
