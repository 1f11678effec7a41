/** The pages a mail's link opens with a token (verify the e-mail; decline an invitation), one chunk
 *  for both: each lazy page adds its file and dependency list to the landing page's code
 *  (e2e/bundle-budget.spec.ts). */
export { NotInterestedPage } from '../invitations/NotInterestedPage';
export { VerifyEmailPage } from './VerifyEmailPage';
