import { AccountKind } from '../../api/account';
import type { NavItem } from './nav-links';

/** The profile dropdown's links by role (spec point 2); staff also get the back office. */
export const TALENT_LINKS: NavItem[] = [
  { to: '/userPanel/generalInformation', labelKey: 'account.myProfile' },
  { to: '/userPanel/settings/passwordChange', labelKey: 'account.changePassword' },
  { to: '/userPanel/user-subscriptions', labelKey: 'account.mySubscriptions' },
];

export const COMPANY_LINKS: NavItem[] = [
  { to: '/companyPanel/generalInformation', labelKey: 'account.myCompany' },
  { to: '/companyPanel/vacancies/active', labelKey: 'account.vacancies' },
  { to: '/companyPanel/settings/passwordChange', labelKey: 'account.changePassword' },
];

export const BACK_OFFICE_LINK: NavItem = { to: '/admin', labelKey: 'account.backOffice' };

export function accountLinks(userType: AccountKind, isAdmin: boolean): NavItem[] {
  const links = userType === AccountKind.User ? TALENT_LINKS : userType === AccountKind.Company ? COMPANY_LINKS : [];
  return isAdmin ? [...links, BACK_OFFICE_LINK] : links;
}
