/** The talent directory's panel pages (the talent's and the company's), one chunk for the four:
 *  each lazy page adds its file and dependency list to the landing page's code
 *  (e2e/bundle-budget.spec.ts), and they share most of their code anyway. */
export { CompanyInvitationsPage } from './company-panel/talents/CompanyInvitationsPage';
export { TalentPage } from './company-panel/talents/TalentPage';
export { TalentSearchPage } from './company-panel/talents/TalentSearchPage';
export { TalentDirectoryPage } from './user-panel/talent-directory/TalentDirectoryPage';
