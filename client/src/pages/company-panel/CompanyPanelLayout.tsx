import { AccountKind } from '../../api/account';
import type { NavItem } from '../../components/layout/nav-links';
import { PanelLayout } from '../panel/PanelLayout';

/** The pages of the company panel. */
export const COMPANY_PANEL_LINKS: NavItem[] = [
  { to: '/companyPanel/generalInformation', labelKey: 'panel.companyGeneralInformation' },
  { to: '/companyPanel/vacancies', labelKey: 'companyVacancies.navLink' },
  { to: '/companyPanel/saved-talents', labelKey: 'savedTalents.navLink' },
  { to: '/companyPanel/talents', labelKey: 'talentSearch.navLink' },
  { to: '/companyPanel/invitations', labelKey: 'companyInvitations.navLink' },
  { to: '/companyPanel/benefits', labelKey: 'panel.benefits' },
  { to: '/companyPanel/technologies', labelKey: 'panel.technologies' },
  { to: '/companyPanel/statistics', labelKey: 'panel.statistics' },
  { to: '/companyPanel/settings/passwordChange', labelKey: 'panel.passwordChange' },
  { to: '/companyPanel/settings', labelKey: 'panel.accountSettings' },
];

/** /companyPanel: companies only. */
export function CompanyPanelLayout() {
  return <PanelLayout kind={AccountKind.Company} titleKey="panel.companyPanel" links={COMPANY_PANEL_LINKS} />;
}
