import { findPageRoute } from './page-route';

export interface Crumb {
  /** Where the crumb links to. */
  path: string;
  /** A key under `breadcrumbs.` in the locale files, or the segment itself when none fits. */
  labelKey?: string;
  text?: string;
}

/** Path segments with a translated label; others (ids, slugs) show as they are until pages give
 *  them titles from their data. */
const SEGMENT_KEYS: Record<string, string> = {
  about: 'about',
  faq: 'faq',
  privacypolicy: 'privacyPolicy',
  'terms-of-use': 'termsOfUse',
  information: 'information',
  support: 'support',
  companies: 'companies',
  vacancies: 'vacancies',
  news: 'news',
  salaries: 'salaries',
  compare: 'compare',
  signup: 'signUp',
  signin: 'signIn',
  passwordrecovery: 'passwordRecovery',
  newpassword: 'newPassword',
  welcome: 'welcome',
  verifyemail: 'verifyEmail',
  userpanel: 'userPanel',
  companypanel: 'companyPanel',
  generalinformation: 'generalInformation',
  settings: 'settings',
  passwordchange: 'passwordChange',
  account: 'account',
  admin: 'admin',
  benefits: 'benefits',
  technologies: 'technologies',
  reviews: 'reviews',
  statistics: 'statistics',
  createreview: 'createReview',
  jobs: 'jobs',
  'saved-talents': 'savedTalents',
  'user-subscriptions': 'userSubscriptions',
  talentdirectory: 'talentDirectory',
  talents: 'talents',
  invitations: 'invitations',
  vacancydetails: 'vacancyDetails',
};

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** Home, then one crumb per segment of the path; an unknown path is Home › Page not found. A page
 *  may name a crumb from its data (`titleOf`, by the crumb's path): that wins over the rest. */
export function buildCrumbs(
  pathname: string,
  titleOf: (path: string) => string | undefined = () => undefined,
): Crumb[] {
  const home: Crumb = { path: '/', labelKey: 'home' };
  if (!findPageRoute(pathname)) return [home, { path: pathname, labelKey: 'notFound' }];
  const segments = pathname.split('/').filter(Boolean);
  return [
    home,
    ...segments.map((segment, index) => {
      const path = `/${segments.slice(0, index + 1).join('/')}`;
      const title = titleOf(path);
      if (title) return { path, text: title };
      const labelKey = SEGMENT_KEYS[segment.toLowerCase()];
      return labelKey ? { path, labelKey } : { path, text: decode(segment) };
    }),
  ];
}
