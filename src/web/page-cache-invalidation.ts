import type { RequestHandler } from 'express';
import type { PublicResponseCache } from '../core/cache/public-response-cache.js';
import type { RenderedPageCache } from './rendered-page-cache.js';

/**
 * The API calls that change something but nothing a public page shows: a session, a visitor's own
 * lists and subscriptions, mail steps, staff tools, reads sent as POST. Any other change that
 * succeeds drops the rendered pages and the public API answers of every process, so a company that edits its profile, a published vacancy, a moderated review
 * or an edited page shows at once, whether or not its service forgets the read cache.
 */
const LEAVES_PAGES_AS_THEY_ARE = new RegExp(
  '^/api/(' +
    [
      'Account/(AddUserActivity|RefreshToken|SignIn|SignOut|SignOutEverywhere|PasswordChange|ReSendVerifyUserEmail|RecoverUserPassword|SendPasswordRecoveryLink|VerifyUserEmail|DisconnectSignInMethod|CreateUserAccount)',
      'Users/.*',
      'Vacancy/(SearchCompanySimAndOtherVacancies|getVacancyApplicantsCv|UpdateApplicationStatus)',
      'Common/findTechnologiesInContext',
      'Support/CreateTicket',
      'Reports/CreateReport',
      'Company/(UpdateRejectionMailSetting|ClaimCompany)',
      'Admin/(CreateViewAsLink|CloseSupportTicket|ReplyToSupportTicket|DismissReport)',
    ].join('|') +
    ')/?$',
  'i',
);

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Drops the rendered pages and the public API answers once a change they may show has succeeded. */
export function forgetPagesAfterChanges(pages: RenderedPageCache, responses: PublicResponseCache): RequestHandler {
  return (request, response, next) => {
    if (!READS.has(request.method) && !LEAVES_PAGES_AS_THEY_ARE.test(request.originalUrl.split('?')[0]!)) {
      response.on('finish', () => {
        if (response.statusCode >= 400) return;
        pages.clearEverywhere();
        void responses.clear();
      });
    }
    next();
  };
}
