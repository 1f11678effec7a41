import type { ReadCache } from '../../../core/cache/read-cache.service.js';

/** The cached public answers that show a company's name, verification, claim state or owner: the
 *  landing lists (companies, vacancies with their company), the partner logos and the site figures. */
const COMPANY_CACHE_PREFIXES = ['newCompanies:', 'latestVacancies:', 'partnerCompanies:', 'indexPageCount'];

/** After a company change commits, the public site shows it at once (this process; others within READ_CACHE_SECONDS). */
export const forgetCompanyCaches = (cache: ReadCache): void => cache.forget(...COMPANY_CACHE_PREFIXES);
