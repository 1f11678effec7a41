/** The site's main sections, shared by the header, the mobile menu and the footer. Labels are
 *  keys of the locale files. */
export interface NavItem {
  to: string;
  labelKey: string;
}

export const HEADER_LINKS: NavItem[] = [
  { to: '/companies', labelKey: 'header.companies' },
  { to: '/vacancies', labelKey: 'header.vacancies' },
  { to: '/salaries', labelKey: 'header.salaries' },
  { to: '/news', labelKey: 'header.news' },
];

/** The mobile menu adds About us and Compare (spec point 2). */
export const MOBILE_MENU_LINKS: NavItem[] = [
  ...HEADER_LINKS,
  { to: '/about', labelKey: 'header.aboutUs' },
  { to: '/compare', labelKey: 'header.compare' },
];

export const SIGN_IN_PATH = '/signIn';
export const SIGN_UP_PATH = '/signUp';

export const FOOTER_COLUMNS: { titleKey: string; links: NavItem[] }[] = [
  {
    titleKey: 'footer.products',
    links: [
      { to: '/companies', labelKey: 'footer.companies' },
      { to: '/vacancies', labelKey: 'footer.vacancies' },
      { to: '/salaries', labelKey: 'footer.salaries' },
      { to: '/news', labelKey: 'footer.techNews' },
      { to: '/compare', labelKey: 'footer.compare' },
    ],
  },
  {
    titleKey: 'footer.aboutUs',
    links: [
      { to: '/about', labelKey: 'footer.about' },
      { to: '/faq', labelKey: 'footer.faq' },
    ],
  },
  {
    titleKey: 'footer.resources',
    links: [
      { to: '/privacyPolicy', labelKey: 'footer.privacyPolicy' },
      { to: '/terms-of-use', labelKey: 'footer.termsOfUse' },
      { to: '/information/support', labelKey: 'footer.support' },
      { to: '/partners', labelKey: 'footer.forEmployers' },
    ],
  },
];

export const CONTACT = {
  hotline: '+995 32 2 00 00 00',
  email: 'support@techboard.ge',
  facebook: 'https://www.facebook.com/techboard.ge',
  linkedIn: 'https://www.linkedin.com/company/techboard-ge',
};
