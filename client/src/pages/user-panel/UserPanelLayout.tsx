import { AccountKind } from '../../api/account';
import type { NavItem } from '../../components/layout/nav-links';
import { PanelLayout } from '../panel/PanelLayout';

/** The pages of the user panel. */
export const USER_PANEL_LINKS: NavItem[] = [
  { to: '/userPanel/generalInformation', labelKey: 'panel.generalInformation' },
  { to: '/userPanel/jobs', labelKey: 'talentJobs.navLink' },
  { to: '/userPanel/user-subscriptions', labelKey: 'subscriptions.navLink' },
  { to: '/userPanel/talentDirectory', labelKey: 'talentDirectory.navLink' },
  { to: '/userPanel/settings/passwordChange', labelKey: 'panel.passwordChange' },
  { to: '/userPanel/settings/account', labelKey: 'panel.accountSettings' },
];

/** /userPanel: talents only. */
export function UserPanelLayout() {
  return <PanelLayout kind={AccountKind.User} titleKey="panel.userPanel" links={USER_PANEL_LINKS} />;
}
