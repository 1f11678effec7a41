/** The enumerations of spec point 3, with their numeric values on the wire. */

export enum AccountKind {
  None = 0,
  User = 1,
  Company = 2,
}

export enum DictionaryType {
  Benefit = 0,
  Field = 1,
  City = 2,
  Country = 3,
  EmploymentType = 4,
  Experience = 5,
  JobFunction = 6,
  WorkLocation = 7,
  Technology = 8,
  TechnologyCategory = 9,
}

export enum KeyFactType {
  Text = 1,
  Number = 2,
  Year = 3,
  MultipleChoice = 4,
  SingleChoice = 5,
}

export enum StaticContentType {
  AboutUs = 0,
  PrivacyPolicy = 1,
  TermsOfUse = 2,
  Support = 3,
}

export enum VacancyStatus {
  Active = 1,
  Ended = 2,
  Draft = 3,
}

/** Review mode (spec point 4): an unverified company's vacancy waits for staff before the public sees it. */
export enum VacancyApproval {
  Pending = 1,
  Approved = 2,
  Rejected = 3,
}

/** The vacancy page's main button. */
export enum VacancyCallToAction {
  None = 0,
  ApplyNow = 1,
  Subscribe = 2,
}

/** The deadline choices of a vacancy, in months from publishing (spec point 6). */
export const VACANCY_DEADLINE_MONTHS = [1, 2, 3, 6, 12] as const;
export type VacancyDeadlineMonths = (typeof VACANCY_DEADLINE_MONTHS)[number];

/** Where an application stands; the company moves it, the talent sees it. Opening a new one marks it viewed. */
export enum ApplicationStatus {
  New = 1,
  Viewed = 2,
  Shortlisted = 3,
  Interview = 4,
  Offer = 5,
  Hired = 6,
  Rejected = 7,
}

export enum Currency {
  None = 0,
  Gel = 1,
  Dollar = 2,
  Euro = 3,
  PoundSterling = 4,
}

/** How a review shows its author ("application visibility (review display)"). */
export enum ReviewVisibility {
  /** Nothing about the author is shown. */
  Anonymous = 1,
  /** Only the profile picture, position and tenure are shown; never the name or e-mail. */
  ActualDetails = 2,
}

/** The page a visit was made to ("User activity page"). */
export enum UserActivePage {
  LandingPage = 1,
  CompaniesSearch = 2,
  VacanciesSearch = 3,
  /** Needs CompanyId. */
  CompanyPage = 4,
  /** Needs VacancyId; the visit counts for the vacancy's company. */
  VacancyPage = 5,
}

/** The statistics periods: 7 daily buckets, 30 daily buckets, or 12 monthly buckets. */
export enum StatisticsPeriod {
  Week = 'week',
  Month = 'month',
  Year = 'year',
}

/** The kinds of page, each with its own SEO title and description (seo_detail): the `pageKind`s of
 *  shared/page-routes.ts, in the order the back office lists them. */
export const SEO_PAGE_KINDS = [
  'home',
  'aboutUs',
  'faq',
  'companies',
  'vacancies',
  'search',
  'salaries',
  'compare',
  'blog',
  'newsUnsubscribe',
  'partners',
  'signIn',
  'signUp',
  'passwordRecovery',
  'welcome',
  'verifyEmail',
  'talentPanel',
  'companyPanel',
  'backOffice',
  'staticPages',
  'privacyPolicy',
  'termsOfUse',
  'support',
  'notFound',
] as const;
export type SeoPageKind = (typeof SEO_PAGE_KINDS)[number];

/** How often a subscription's digest comes (spec point 9). */
export enum NotificationFrequency {
  Daily = 1,
  Weekly = 2,
}

/** Where a claim of an unclaimed company page stands (company_claim.status). */
export enum ClaimStatus {
  Pending = 1,
  Approved = 2,
  Rejected = 3,
}

/** A review's moderation state: staff approve or reject it; any create or update makes it pending again. */
export enum ReviewStatus {
  Pending = 1,
  Approved = 2,
  Rejected = 3,
}

/** Where a support ticket stands: open, answered by staff, or closed. */
export enum SupportTicketStatus {
  Open = 1,
  Answered = 2,
  Closed = 3,
}

/** A company's invitation of a talent from the talent directory (issue 24). */
export enum InvitationStatus {
  Pending = 1,
  Accepted = 2,
  Declined = 3,
  Expired = 4,
}

/** Why a talent declined an invitation; the company sees only that it was declined. */
export enum DeclineReason {
  NotLooking = 1,
  NotTheRightRole = 2,
  Salary = 3,
  LocationOrFormat = 4,
  Other = 5,
}

/** How an application came: the talent applied, or accepted a company's invitation. */
export enum ApplicationSource {
  Applied = 1,
  Invitation = 2,
}
