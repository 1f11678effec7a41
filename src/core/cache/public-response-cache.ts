import apicache from 'apicache';
import type { RequestHandler } from 'express';
import type { AppConfig } from '../../config/app-config.js';
import { languageFromHeader } from '../i18n/language.js';

/** The landing page's calls: the same answer for every visitor who is not signed in. */
export const PUBLIC_CACHED_PATHS = [
  '/api/BackOfficeStaticData/GetHeroTextImage',
  '/api/Common/GetIndexPageCount',
  '/api/Common/GetDictionary',
  '/api/Vacancy/GetLatestVacancies',
  '/api/Company/GetNewCompanies',
];

/**
 * The finished answers of the landing page's calls for anonymous visitors, kept READ_CACHE_SECONDS
 * per address and language (apicache), so a crowd on the landing page costs no trip through the
 * application at all. A signed-in request (its own saved vacancies) and a company's own dictionary
 * lists pass by; null when the read cache is off.
 */
export function publicResponseCache(config: AppConfig): RequestHandler | null {
  if (config.readCacheSeconds <= 0) return null;
  const cache = apicache.newInstance({
    defaultDuration: `${config.readCacheSeconds} seconds`,
    statusCodes: { include: [200] },
    appendKey: (request) => languageFromHeader(request.headers['accept-language']),
    // A browser may keep an answer for the seconds left (apicache's max-age), but only for the same
    // language and no Authorization: a visitor who signs in asks afresh for their own saved vacancies.
    headers: { vary: 'Accept-Language, Authorization' },
  });
  return cache.middleware(
    `${config.readCacheSeconds} seconds`,
    (request: { method: string; headers: Record<string, unknown>; query: Record<string, unknown> }) =>
      request.method === 'GET' && !request.headers.authorization && !Object.keys(request.query).some((key) => key.toLowerCase() === 'companyid'),
  );
}
