// @ts-check
/**
 * Which module owns each table of the migrations (docs/architecture.md, "Rules the linter
 * enforces"), for the rule `local/sql-table-owner`: the folder of src/modules that holds its entity
 * or writes it, or `core` for src/core's. Another module names the table in SQL only through the
 * owner's `*.sql.ts`. test/lint/table-owners.spec.ts checks that every table the migrations create
 * is listed here and that every entity's table belongs to the entity's module.
 */

/** @type {Record<string, string>} table → owning module folder (or `core`) */
export const tableOwners = {
  account: 'account',
  account_job_function: 'account',
  account_session: 'account',
  account_technology: 'account',
  one_time_token: 'account',
  refresh_token: 'account',
  social_identity: 'account',
  user_activity: 'account',

  // The staff's answers to support tickets and the reference data staff removed (which the
  // start-up seed then leaves out) exist only for the back office.
  reference_removal: 'admin',
  support_ticket_reply: 'admin',

  blog_mail_delivery: 'blog',
  blog_post: 'blog',
  blog_subscriber: 'blog',

  country_code: 'common',
  currency_rate: 'common',
  dictionary_item: 'common',
  seo_detail: 'common',

  company: 'company',
  company_benefit: 'company',
  company_claim: 'company',
  company_contact: 'company',
  company_key_fact: 'company',
  company_review: 'company',
  company_review_like: 'company',
  company_review_reply: 'company',
  company_technology: 'company',
  key_fact_definition: 'company',
  key_fact_option: 'company',

  audit_log: 'core',
  outbox_mail: 'core',

  content_report: 'reports',

  salary_insight: 'salaries',
  salary_insight_run: 'salaries',

  search_word: 'search',

  faq_item: 'static',
  hero_content: 'static',
  static_page: 'static',
  support_ticket: 'static',

  company_subscription: 'users',
  digest_delivery: 'users',
  favorite_vacancy: 'users',
  job_function_subscription: 'users',
  pending_file: 'users',
  search_subscription: 'users',
  talent_cv: 'users',
  talent_profile: 'users',

  company_invitation_suspension: 'talents',
  talent_directory: 'talents',
  talent_hidden_company: 'talents',
  talent_invitation: 'talents',

  application: 'vacancy',
  favorite_applicant: 'vacancy',
  vacancy: 'vacancy',
  vacancy_benefit: 'vacancy',
  vacancy_description: 'vacancy',
  vacancy_technology: 'vacancy',
};

/**
 * @typedef {object} AllowedUse
 * @property {string[]} paths files, or folders ending in `/`, from the repository's root
 * @property {string[]} tables the other modules' tables they may name
 * @property {boolean} [readOnly] only read (FROM, JOIN, USING), not written (UPDATE, INSERT INTO, DELETE FROM)
 * @property {string} why
 */

/**
 * The known cross-module SQL that stays, each with its reason. Nothing else outside the owner may
 * name a table (src/database and unit tests are not linted by the rule at all).
 * @type {AllowedUse[]}
 */
export const allowed = [
  {
    paths: ['src/modules/visibility/'],
    tables: ['company', 'vacancy'],
    readOnly: true,
    why: 'the documented read model of what the public sees of companies and vacancies, below both modules',
  },
  {
    paths: ['src/modules/company/statistics/company-statistics.service.ts'],
    tables: ['application', 'vacancy'],
    readOnly: true,
    why: 'counts the applications to the company’s vacancies; the company module may not import the vacancy module (the Company↔Vacancy cycle)',
  },
  {
    paths: ['src/modules/company/claims/company-claim.service.ts'],
    tables: ['vacancy'],
    readOnly: true,
    why: 'a claim checks whether the company it replaces has vacancies; the same cycle',
  },
  {
    paths: ['src/modules/'],
    tables: ['dictionary_item', 'country_code'],
    readOnly: true,
    why: 'reference data (technologies, job functions, cities, benefits, phone codes) that every module joins to name the ids its rows hold; the common module has no selection helpers for it yet',
  },
  {
    paths: [
      'src/modules/admin/blog/',
      'src/modules/admin/companies/',
      'src/modules/admin/dashboard/',
      'src/modules/admin/moderation/',
      'src/modules/admin/reports/',
      'src/modules/admin/support/',
    ],
    tables: [
      'account',
      'audit_log',
      'blog_post',
      'company',
      'company_claim',
      'company_review',
      'content_report',
      'outbox_mail',
      'vacancy',
    ],
    readOnly: true,
    why: 'the back office’s lists and queues join the rows they show; the columns come through the owners’ column lists (selectAccountColumns, companyColumn, claimColumn, ...), the joins on the id columns stay written out',
  },
  {
    paths: ['src/modules/admin/unused-image.ts'],
    tables: ['blog_post', 'dictionary_item', 'faq_item', 'hero_content', 'static_page'],
    readOnly: true,
    why: 'an uploaded image may be deleted only when no content names it: one query over every table that can',
  },
  {
    paths: [
      'src/modules/company/reviews/review-listing.service.ts',
      'src/modules/reports/reported-item.sql.ts',
      'src/modules/search/smart/smart-search.service.ts',
      'src/modules/users/digests/digest-inputs.sql.ts',
      'src/modules/users/digests/digest-matcher.ts',
      'src/modules/users/digests/digest.service.ts',
      'src/modules/users/profile/user-profile.view.ts',
      'src/modules/users/subscriptions/subscription.view.ts',
      'src/modules/vacancy/applications/apply.service.ts',
      'src/modules/vacancy/applications/company-applicants.service.ts',
      'src/modules/vacancy/applications/saved-talents.service.ts',
      'src/modules/vacancy/search/similar-vacancies.service.ts',
      'src/modules/vacancy/vacancy-list-item.sql.ts',
    ],
    tables: ['account', 'company', 'company_review', 'vacancy'],
    readOnly: true,
    why: 'joins that name a row’s author, company or item, mostly through the owners’ column lists and conditions (accountColumn, companyColumn, reviewColumn, vacancyColumn, visibility/); the joins on the id columns stay written out',
  },
  {
    paths: [
      'src/modules/users/cvs/cv-files.sql.ts',
      'src/modules/vacancy/management/company-vacancy-lifecycle.service.ts',
    ],
    tables: ['application', 'talent_cv'],
    readOnly: true,
    why: 'a CV file is stored once for a talent’s CV and the applications sent with it: either side asks whether the other still uses it before deleting it',
  },
  {
    paths: [
      'src/modules/vacancy/applications/saved-talents.service.ts',
      'src/modules/vacancy/vacancy-list-item.sql.ts',
    ],
    tables: ['favorite_vacancy'],
    readOnly: true,
    why: 'a vacancy card and a saved talent say whether the talent saved the vacancy',
  },
  {
    paths: ['src/modules/salaries/salary-samples.sql.ts'],
    tables: ['account', 'account_technology', 'talent_profile', 'vacancy', 'vacancy_technology'],
    readOnly: true,
    why: 'the daily salary insights aggregate every vacancy that shows its salary and every consenting talent in one query (GROUP BY with percentile_cont in the database, not row by row in the server); the conditions come from the owners (visibility, talent profile) where they exist',
  },
];
