import { uniqueEmail } from '../support/accounts.js';
import { completeCompany } from '../support/complete-company.js';
import type { TestApp } from '../support/test-app.js';
import type { MatrixFixtures } from './matrix-fixtures.js';

/**
 * Who may call which route: for every `/api` route of the app (test/support/route-table.ts), the
 * request the authorization matrix sends and what each of seven callers must get back.
 *
 * Callers: a visitor (no token), the talent and the company who own the matrix's objects, another
 * talent and another company (who own none of them), staff, and staff viewing as the company
 * (a view-as session: it reads as the company does, and a view-as session is read-only, so on a
 * route other than GET its cell is 403 unless the line says `viewAsMayWrite`).
 *
 * Outcomes: 401, 403 and 404 are those statuses with the error envelope; 'ok' means the guard and the
 * object checks let the caller through: a 2xx (a redirect where the line says `redirects`), or a
 * 400 or 409 about the input, never 401, 403, 404 or a 5xx. Expected answers are the product's
 * rules, not what the server happens to say.
 *
 * A route the app answers but this file does not declare fails the matrix, and so does a declared
 * route the app no longer has.
 */

/** In the order a route's cells are tried: the owners last, so a route that changes or removes its
 *  object has answered everybody else first. */
export const CALLERS = ['visitor', 'viewAs', 'staff', 'otherTalent', 'otherCompany', 'talent', 'company'] as const;
export type Caller = (typeof CALLERS)[number];
export type Outcome = 401 | 403 | 404 | 'ok';
export type Cells = Record<Caller, Outcome>;

export interface UploadedFile {
  bytes: Buffer;
  name: string;
}

/** What the matrix sends: `params` fill the path's `:name`s; `fields`/`files` make a multipart form. */
export interface MatrixRequest {
  query?: Record<string, unknown>;
  body?: object;
  params?: Record<string, string | number>;
  fields?: Record<string, string>;
  files?: Record<string, UploadedFile>;
  /** A Cookie header (the refresh route reads its secret from one). */
  cookie?: string;
}

export type RequestOf = (fx: MatrixFixtures, caller: Caller) => MatrixRequest;

export interface RouteAccess {
  /** The common shape the cells follow, named for the failure message. */
  shape: string;
  cells: Cells;
  request: RequestOf;
  /** Success is a redirect (3xx), not a 2xx. */
  redirects?: boolean;
  /** Changes what other routes rely on: tried after all the others, one route at a time. */
  last?: boolean;
  /** Ends the callers' sessions: tried at the very end. */
  endsSessions?: boolean;
  /** A route other than GET that a read-only view-as session may still call (@AllowedInViewAs). */
  viewAsMayWrite?: boolean;
  /** Puts back what the route needs and other routes change (run before its cells; with `last`). */
  prepare?: (t: TestApp, fx: MatrixFixtures) => Promise<void>;
}

interface Options {
  /** Cells that differ from the shape's. */
  cells?: Partial<Cells>;
  /** A route other than GET that a read-only view-as session may still call (@AllowedInViewAs). */
  viewAsMayWrite?: boolean;
  redirects?: boolean;
  last?: boolean;
  endsSessions?: boolean;
  prepare?: (t: TestApp, fx: MatrixFixtures) => Promise<void>;
}

const NOTHING: RequestOf = () => ({});

function shape(name: string, cells: Cells) {
  return (request: RequestOf = NOTHING, options: Options = {}): RouteAccess => ({
    shape: name,
    cells: { ...cells, ...options.cells },
    request,
    redirects: options.redirects,
    last: options.last,
    endsSessions: options.endsSessions,
    viewAsMayWrite: options.viewAsMayWrite,
    prepare: options.prepare,
  });
}

/** A chart needs a figure (else 404): the whole site's, as a run would leave it. */
const salaryFigure = async (t: TestApp): Promise<void> => {
  await t.db.query(
    `INSERT INTO salary_insight (technology_id, experience_id, city_id, source, median, p25, p75, sample_count, source_count, quarters)
     VALUES (0, 0, 0, 1, 3000, 2500, 3500, 5, 5, '[]') ON CONFLICT DO NOTHING`,
  );
};

/** Anyone, signed in or not. */
const open = shape('open to everyone', {
  visitor: 'ok',
  viewAs: 'ok',
  staff: 'ok',
  otherTalent: 'ok',
  otherCompany: 'ok',
  talent: 'ok',
  company: 'ok',
});
/** Someone not signed in (sign-up, sign-in): every session gets 403. */
const visitorsOnly = shape('visitors only', {
  visitor: 'ok',
  viewAs: 403,
  staff: 403,
  otherTalent: 403,
  otherCompany: 403,
  talent: 403,
  company: 403,
});
/** Any signed-in account, staff included. */
const signedIn = shape('any signed-in account', {
  visitor: 401,
  viewAs: 'ok',
  staff: 'ok',
  otherTalent: 'ok',
  otherCompany: 'ok',
  talent: 'ok',
  company: 'ok',
});
const talentOnly = shape('talents only', {
  visitor: 401,
  viewAs: 403,
  staff: 403,
  otherTalent: 'ok',
  otherCompany: 403,
  talent: 'ok',
  company: 403,
});
/** Companies only; the view-as session reads as the company. */
const companyOnly = shape('companies only', {
  visitor: 401,
  viewAs: 'ok',
  staff: 403,
  otherTalent: 403,
  otherCompany: 'ok',
  talent: 403,
  company: 'ok',
});
const talentOrCompany = shape('talents and companies', {
  visitor: 401,
  viewAs: 'ok',
  staff: 403,
  otherTalent: 'ok',
  otherCompany: 'ok',
  talent: 'ok',
  company: 'ok',
});
/** The back office; a view-as session is never staff. */
const staffOnly = shape('staff only', {
  visitor: 401,
  viewAs: 403,
  staff: 'ok',
  otherTalent: 403,
  otherCompany: 403,
  talent: 403,
  company: 403,
});
/** The talent's own object: another talent gets 404, as if it did not exist. */
const talentsOwn = shape("the talent's own object", {
  visitor: 401,
  viewAs: 403,
  staff: 403,
  otherTalent: 404,
  otherCompany: 403,
  talent: 'ok',
  company: 403,
});
/** The company's own object: another company gets 404, as if it did not exist. */
const companysOwn = shape("the company's own object", {
  visitor: 401,
  viewAs: 'ok',
  staff: 403,
  otherTalent: 403,
  otherCompany: 404,
  talent: 403,
  company: 'ok',
});

/** The talent directory is for verified companies with a complete profile, which the profile
 *  routes' cells change: the two companies' profiles are made complete again first. */
const DIRECTORY_COMPANY: Options = {
  last: true,
  prepare: async (t, fx) => {
    await completeCompany(t, fx.ids.company);
    await completeCompany(t, fx.ids.otherCompany);
  },
};

const pdfFile = (fx: MatrixFixtures): UploadedFile => ({ bytes: fx.pdf, name: 'cv.pdf' });
const pngFile = (fx: MatrixFixtures): UploadedFile => ({ bytes: fx.png, name: 'image.png' });
const WRONG_PASSWORD = 'Wrong#Pass12';
const REASON = { reason: 'Checked by the authorization matrix' };
const reviewBody = (id: number, companyId: number) => ({
  id,
  companyId,
  rating: 5,
  headline: 'Still good',
  description: 'Kind people.',
  visibility: 1,
});
const applicationForm = (fx: MatrixFixtures) => ({
  fields: {
    VacancyId: String(fx.ids.vacancyToApply),
    FullName: 'Nino Beridze',
    Email: 'nino@example.ge',
    Phone: '+995 555 12 34 56',
    UseLastVacancy: 'true',
  },
});
const sessionOf = (fx: MatrixFixtures, caller: Caller) => (caller === 'visitor' ? undefined : fx.sessions[caller]);

export const ROUTE_ACCESS: Record<string, RouteAccess> = {
  // ---- platform and files
  'GET /api/health': open(),
  'GET /api/Files/Images/:name': open((fx) => ({ params: { name: fx.imageName } })),

  // ---- account: signing up, in and out
  'GET /api/Account/GetDefaultLanguage': open(),
  'GET /api/Account/GetUserInfo': signedIn(),
  'GET /api/Account/CheckUserExist': open(() => ({ query: { email: uniqueEmail('free') } })),
  'GET /api/Account/BotCheckKind': open(),
  'GET /api/Account/BotChallenge': open(),
  // An incomplete form: a visitor reaches the form's rules (400); a signed-in caller is refused first.
  'POST /api/Account/CreateUserAccount': visitorsOnly(() => ({ fields: { Name: 'Nino Beridze' } })),
  'POST /api/Account/CreateCompanyAccount': visitorsOnly(() => ({ fields: { Name: 'Matrix Labs' } })),
  // Without a password (a valid sign-in would cost each caller a password hash check).
  'POST /api/Account/SignIn': visitorsOnly((fx) => ({ body: { email: fx.sessions.talent.email } })),
  // Each caller refreshes its own session; a visitor has none to refresh.
  'POST /api/Account/RefreshToken': open(
    (fx, caller) => ({
      body: { token: sessionOf(fx, caller)?.token ?? 'none' },
      cookie: sessionOf(fx, caller)?.refreshCookie,
    }),
    { cells: { visitor: 401 } },
  ),
  // Ends the caller's session (its access token too).
  'POST /api/Account/SignOut': open(NOTHING, { viewAsMayWrite: true, endsSessions: true }),
  'POST /api/Account/SendPasswordRecoveryLink': open(() => ({ body: { email: uniqueEmail('recover') } })),
  'POST /api/Account/RecoverUserPassword': open((fx) => ({
    body: {
      email: fx.sessions.talent.email,
      token: 'made-up',
      newPassword: 'Newer#Pass1',
      confirmPassword: 'Newer#Pass1',
    },
  })),
  'POST /api/Account/VerifyUserEmail': open((fx) => ({
    body: { verificationId: 'made-up', email: fx.sessions.talent.email },
  })),
  'GET /api/Account/ViewAs': open(() => ({ query: { tokenId: 'made-up' } })),
  'GET /api/Account/OAuthProviders': open(),
  // Social sign-in is not configured in tests: every step redirects to the sign-in page's error.
  'GET /api/Account/GoogleSignIn': open(NOTHING, { redirects: true }),
  'GET /api/Account/GoogleResponse': open(NOTHING, { redirects: true }),
  'GET /api/Account/LinkedInSignIn': open(NOTHING, { redirects: true }),
  'GET /api/Account/LinkedInResponse': open(NOTHING, { redirects: true }),

  // ---- account: the signed-in account's own settings (refused inputs keep the sessions alive)
  'POST /api/Account/PasswordChange': signedIn(() => ({
    body: { oldPassword: WRONG_PASSWORD, newPassword: 'Newer#Pass1', confirmPassword: 'Other#Pass1' },
  })),
  'POST /api/Account/UpdateProfileImage': signedIn((fx) => ({ files: { ProfileImage: pngFile(fx) } })),
  'POST /api/Account/updateCoverImage': companyOnly((fx) => ({ files: { CoverImage: pngFile(fx) } })),
  'POST /api/Account/ReSendVerifyUserEmail': signedIn(),
  'POST /api/Account/AcceptTerms': signedIn(() => ({ body: { acceptTerms: true } })),
  // Staff accounts are made by `npm run admin:create` and cannot delete themselves.
  'POST /api/Account/DeleteCompanyOrTalent': signedIn(() => ({ body: {} }), { cells: { staff: 403 } }),
  'GET /api/Account/GetSignInMethods': signedIn(),
  // An unknown provider: refused by the form's rule (400) once past the guard.
  'POST /api/Account/DisconnectSignInMethod': signedIn(() => ({ body: { provider: 'myspace' } })),
  'POST /api/Account/SignOutEverywhere': signedIn(NOTHING, { endsSessions: true }),
  'POST /api/Account/AddUserActivity': open((fx) => ({ query: { userActivePage: 4, companyId: fx.ids.company } })),

  // ---- the talent: CV, applications, favourites, profile
  'POST /api/Users/ApplyToVacancy': talentOnly(applicationForm),
  'POST /api/Users/UploadCv': talentOnly((fx) => ({ files: { CV: pdfFile(fx) } })),
  'POST /api/Users/RemoveCv': talentOnly(NOTHING, { last: true }),
  'GET /api/Users/DownloadCv': talentOnly(),
  'POST /api/Users/AddRemoveFavoriteVacancy': talentOnly((fx) => ({ query: { vacancyId: fx.owned.vacancy } })),
  'GET /api/Users/getFavoriteVacancies': talentOnly(),
  'GET /api/Users/getFavoriteVacancyIds': talentOnly(),
  'GET /api/Vacancy/getTalentApplications': talentOnly(),
  'GET /api/Users/GetUserProfileInfo': talentOnly(),
  'POST /api/Users/UpdateUserProfileInfo': talentOnly((fx) => ({
    body: { fullName: 'Nino Beridze', fieldId: fx.ids.field, experienceId: fx.ids.experience, jobFunctionIds: [] },
  })),
  'POST /api/Users/UpdateUserTechnologies': talentOnly((fx) => ({ body: { technologyIds: [fx.ids.technology] } })),
  'POST /api/Users/UpdateTalentProfile': talentOnly(() => ({
    body: { headline: 'Backend engineer', openToOffers: true },
  })),
  'GET /api/Users/GetFieldsAndExperiences': open(),

  // ---- the talent directory (issue 24): the talent's settings and invitations, companies' search
  'GET /api/Users/GetTalentDirectory': talentOnly(),
  'POST /api/Users/UpdateTalentDirectory': talentOnly(() => ({ body: { visible: true, showSalary: false } })),
  'POST /api/Users/HideFromCompany': talentOnly((fx) => ({ body: { companyId: fx.ids.verifiedPage } })),
  'POST /api/Users/UnhideFromCompany': talentOnly((fx) => ({ body: { companyId: fx.ids.verifiedPage } })),
  'GET /api/Users/GetTalentInvitations': talentOnly(),
  'POST /api/Users/AcceptTalentInvitation': talentsOwn((fx) => ({ body: { invitationId: fx.owned.invitation } }), {
    last: true,
  }),
  'POST /api/Users/DeclineTalentInvitation': talentsOwn(
    (fx) => ({ body: { invitationId: fx.owned.invitationToDecline, reason: 1 } }),
    { last: true },
  ),
  // The invitation mail's "not interested" link: its signed token is the only credential.
  'POST /api/Users/DeclineTalentInvitationByToken': open((fx) => ({ query: { token: fx.invitationDeclineToken } })),
  'GET /api/Company/SearchTalents': companyOnly(NOTHING, DIRECTORY_COMPANY),
  'GET /api/Company/GetTalent': companyOnly((fx) => ({ query: { talentId: fx.talentPublicId } }), DIRECTORY_COMPANY),
  'POST /api/Company/InviteTalent': companyOnly(
    (fx) => ({
      body: {
        talentId: fx.talentPublicId,
        vacancyId: fx.owned.vacancy,
        message: 'Checked by the authorization matrix',
      },
    }),
    DIRECTORY_COMPANY,
  ),
  'GET /api/Company/GetTalentInvitations': companyOnly(NOTHING, DIRECTORY_COMPANY),
  'POST /api/Admin/SetCompanyInvitationsSuspended': staffOnly((fx) => ({
    body: { companyId: fx.ids.verifiedPage, suspended: false },
  })),

  // ---- the talent: subscriptions and saved searches
  'GET /api/Users/GetUserSubscribedCompanies': talentOnly(),
  'POST /api/Users/UpdateUserSubscribedCompanies': talentOnly((fx) => ({
    body: { companyIds: [fx.ids.company], frequency: 1 },
  })),
  'POST /api/Users/SubscribeToCompany': talentOnly((fx) => ({ query: { companyId: fx.ids.company } })),
  'POST /api/Users/UnsubscribeFromCompany': talentOnly((fx) => ({ query: { companyId: fx.ids.company } }), {
    last: true,
  }),
  'GET /api/Users/GetUserSubscribedJobFunctions': talentOnly(),
  'POST /api/Users/UpdateUserSubscribedJobFunctions': talentOnly(() => ({ body: { jobFunctionIds: [] } })),
  'GET /api/Users/GetUserSubscriptions': talentOnly(),
  'POST /api/Users/CreateUpdateSubscriptions': talentsOwn((fx) => ({
    body: { id: fx.owned.savedSearch, search: { searchTerm: 'react' }, frequency: 1 },
  })),
  'POST /api/Users/DeleteSubscription': talentsOwn((fx) => ({
    query: { subscriptionId: fx.owned.savedSearchToDelete },
  })),
  // The digest mail's link: its signed token is the only credential.
  'POST /api/Users/UnsubscribeDigest': open((fx) => ({ query: { token: fx.digestUnsubscribeToken } })),
  'GET /api/Users/UnsubscribeDigest': open((fx) => ({ query: { token: fx.digestUnsubscribeToken } })),
  'POST /api/Users/UnsubscribeDigestPage': open((fx) => ({ query: { token: fx.digestUnsubscribeToken } })),

  // ---- the company: applicants and saved talents
  'GET /api/Vacancy/getVacancyApplicants': companysOwn((fx) => ({ query: { vacancyId: fx.owned.vacancy } })),
  'GET /api/Vacancy/getVacancyApplication': companysOwn((fx) => ({ query: { applicationId: fx.owned.application } })),
  'GET /api/Vacancy/getApplicationCv': companysOwn((fx) => ({ query: { applicationId: fx.owned.application } })),
  'POST /api/Vacancy/getVacancyApplicantsCv': companysOwn((fx) => ({ body: { vacancyId: fx.owned.vacancy } }), {
    viewAsMayWrite: true,
  }),
  'POST /api/Vacancy/UpdateApplicationStatus': companysOwn((fx) => ({
    body: { applicationId: fx.owned.application, status: 3 },
  })),
  'GET /api/Company/GetRejectionMailSetting': companyOnly(),
  'POST /api/Company/UpdateRejectionMailSetting': companyOnly(() => ({ body: { sendRejectionMail: true } })),
  // A talent who never applied to a company does not exist for it.
  'PUT /api/Company/updateUserFavoriteApplicant': companysOwn((fx) => ({
    body: { userId: fx.owned.applicant, isFavorite: true },
  })),
  'GET /api/Company/getFavoriteApplicants': companyOnly(),
  'GET /api/Company/GetTalentDetails': companysOwn((fx) => ({ query: { userId: fx.owned.applicant } })),

  // ---- the company: profile
  'GET /api/Company/GetCompanyProfileInfo': companyOnly(),
  'POST /api/Company/UpdateCompanyAbout': companyOnly(() => ({ body: { aboutEn: 'We build things.' } })),
  'POST /api/Company/UpdateCompanyTagline': companyOnly(() => ({ body: { tagline: 'Build it' } })),
  'POST /api/Company/UpdateCompanyTeamSize': companyOnly(() => ({ body: { teamSize: '11-50' } })),
  'GET /api/Company/GetTeamSizes': open(),
  'POST /api/Company/UpdateCompanyTechnologies': companyOnly((fx) => ({
    body: { technologyIds: [fx.ids.technology] },
  })),
  'POST /api/Company/updateCompanyBenefits': companyOnly((fx) => ({ body: { benefitIds: [fx.ids.benefit] } })),
  'GET /api/Company/getKeyFacts': open(),
  'GET /api/Company/GetCompanyKeyFactsByCompanyId': open((fx) => ({ query: { companyId: fx.ids.company } })),
  'POST /api/Company/CreateUpdateCompanyKeyFact': companyOnly((fx) => ({
    body: { keyFactId: fx.ids.foundedKeyFact, descriptionNumber: 2020 },
  })),
  'POST /api/Company/UpdateCompanyKeyFacts': companyOnly((fx) => ({
    body: { keyFacts: [{ keyFactId: fx.ids.foundedKeyFact, descriptionNumber: 2021 }] },
  })),
  'GET /api/Company/GetCompanyContactInfo': open((fx) => ({ query: { companyId: fx.ids.company } })),
  'POST /api/Company/UpdateCompanyContactInfo': companyOnly(() => ({ body: { email: 'jobs@example.ge' } })),
  'GET /api/Company/getCompanyProgress': companyOnly(),
  'GET /api/Benefits/GetCompanyBenefits/:id': open((fx) => ({ params: { id: fx.ids.company } })),
  'POST /api/Benefits/UpdateCompanyBenefits': companyOnly((fx) => ({ body: { benefitIds: [fx.ids.benefit] } })),
  'GET /api/Company/GetCompanyStatistics': companyOnly(() => ({ query: { period: 'week' } })),

  // ---- the company: vacancies (the company's own; another company's is 404)
  'GET /api/Vacancy/GetAuthorizeCompanyVacancies': companyOnly(() => ({ query: { type: 1 } })),
  'GET /api/Vacancy/GetCompanyVacancy': companysOwn((fx) => ({ query: { vacancyId: fx.owned.vacancy } })),
  'POST /api/Vacancy/CreateCompanyVacancy': companyOnly(() => ({ body: { title: 'Matrix draft', publish: false } })),
  'POST /api/Vacancy/UpdateCompanyVacancy': companysOwn((fx) => ({
    query: { vacancyId: fx.owned.draftVacancy },
    body: { title: 'Matrix draft, again', publish: false },
  })),
  'POST /api/Vacancy/EndCompanyVacancy': companysOwn((fx) => ({ query: { vacancyId: fx.owned.vacancyToEnd } })),
  'POST /api/Vacancy/RenewCompanyVacancy': companysOwn((fx) => ({ query: { vacancyId: fx.owned.vacancyToRenew } })),
  'POST /api/Vacancy/DeleteCompanyVacancy': companysOwn((fx) => ({ query: { vacancyId: fx.owned.vacancyToDelete } })),

  // ---- the company: claims of unclaimed pages
  'POST /api/Company/ClaimCompany': companyOnly((fx) => ({ body: { companyId: fx.ids.claimablePage } })),
  'GET /api/Company/GetMyClaims': companyOnly(),

  // ---- reviews: written by talents, answered by the reviewed company
  'POST /api/Company/CreateUpdateReview': talentsOwn((fx) => ({
    body: reviewBody(fx.owned.reviewToEdit, fx.ids.reviewToEditCompany),
  })),
  'GET /api/Company/GetCompanyReviews': open((fx) => ({ query: { companyId: fx.ids.company } })),
  'GET /api/Company/getUserReview': talentsOwn((fx) => ({ query: { reviewId: fx.owned.review } })),
  'GET /api/Company/GetMyReviews': talentOnly(),
  'POST /api/Company/likeReview': talentOnly((fx) => ({ query: { reviewId: fx.owned.review } })),
  'POST /api/Company/deleteReview': talentsOwn((fx) => ({ query: { reviewId: fx.owned.reviewToDelete } })),
  'POST /api/Company/ReplyToReview': companysOwn((fx) => ({ body: { reviewId: fx.owned.review, text: 'Thank you!' } })),
  // The reply ReplyToReview wrote.
  'POST /api/Company/DeleteReviewReply': companysOwn((fx) => ({ query: { reviewId: fx.owned.review } }), {
    last: true,
  }),
  'POST /api/Reports/CreateReport': talentOrCompany((fx) => ({
    body: { itemType: 1, itemId: fx.ids.vacancyToReport, reason: 2 },
  })),

  // ---- public reading: reference data, static pages, search, companies, vacancies, blog
  'GET /api/Common/GetDictionary': open(() => ({ query: { dictionaryType: 8 } })),
  'GET /api/Common/GetIndexPageCount': open(),
  'GET /api/Common/GetSeoDetails': open(),
  'GET /api/Common/getCountryCodes': open(),
  'GET /api/Common/GetSiteSettings': open(),
  // A read sent as POST: a read-only view-as session is still refused it.
  'POST /api/Common/findTechnologiesInContext': open(() => ({ body: { context: 'Node.js and React' } })),
  'GET /api/BackOfficeStaticData/GetStaticData': open(() => ({ query: { type: 1 } })),
  'GET /api/BackOfficeStaticData/GetHeroTextImage': open(),
  'GET /api/AboutUs/GetInformation': open(),
  'POST /api/Support/CreateTicket': open(() => ({
    body: { name: 'Nino', email: 'nino@example.ge', message: 'Hello there' },
  })),
  'GET /api/Search/GetSmartSearch': open(() => ({ query: { searchTerm: 'matrix' } })),
  'GET /api/Company/GetNewCompanies': open(),
  'GET /api/Company/GetPartnerCompanies': open(),
  'GET /api/Company/searchCompanies': open(),
  'GET /api/Company/GetCompaniesByName': open(() => ({ query: { companyName: 'Matrix' } })),
  'GET /api/Company/GetCompareCompanies': open(() => ({ query: { searchTerm: 'Matrix' } })),
  'GET /api/Company/CompareCompanies': open((fx) => ({ query: { compareUrl: fx.compareUrl } })),
  'GET /api/Company/GetCompanyDetails': open((fx) => ({ query: { companyId: fx.ids.company } })),
  'GET /api/Vacancy/GetLatestVacancies': open(),
  'GET /api/Vacancy/SearchVacancies': open(() => ({ query: { searchTerm: 'matrix' } })),
  'GET /api/Vacancy/GetVacancy': open((fx) => ({ query: { vacancyId: fx.owned.vacancy } })),
  'POST /api/Vacancy/SearchCompanySimAndOtherVacancies': open((fx) => ({ body: { vacancyId: fx.owned.vacancy } }), {
    viewAsMayWrite: true,
  }),
  'GET /api/Vacancy/Rss': open(() => ({ query: { searchTerm: 'matrix' } })),
  'GET /api/Blog/GetBlogs': open(),
  'GET /api/Blog/GetBlog': open((fx) => ({ query: { id: String(fx.ids.blogPost) } })),
  'GET /api/Blog/Rss': open(),
  'GET /api/Salaries/GetSalaryInsights': open(),
  'GET /api/Salaries/Export': open(() => ({ query: { format: 'csv' } })),
  'GET /api/Salaries/Chart.svg': open(NOTHING, { prepare: salaryFigure }),
  'GET /api/Salaries/Chart.png': open(NOTHING, { prepare: salaryFigure }),

  // ---- the blog's e-mail subscription: an address or a mailed link's token is the credential
  'POST /api/Users/subscribeUnsubscribeToBlogs': open(() => ({
    body: { email: uniqueEmail('news'), agreeToTerms: true },
  })),
  'POST /api/Users/CheckSubscribtionStatusForBlogs': open((fx) => ({ body: { token: fx.blogUnsubscribeToken } }), {
    viewAsMayWrite: true,
  }),
  'POST /api/Users/ConfirmBlogSubscription': open((fx) => ({ body: { token: fx.blogConfirmationToken } })),
  'POST /api/Users/UnsubscribeFromBlogs': open((fx) => ({ query: { token: fx.blogUnsubscribeToken } })),
  'GET /api/Users/UnsubscribeFromBlogs': open((fx) => ({ query: { token: fx.blogUnsubscribeToken } }), {
    redirects: true,
  }),

  // ---- the back office
  'GET /api/Admin/FindAccount': staffOnly((fx) => ({ query: { email: fx.sessions.talent.email } })),
  'POST /api/Admin/CreateViewAsLink': staffOnly((fx) => ({ query: { accountId: fx.ids.talentAccount } })),
  'GET /api/Admin/SearchAccounts': staffOnly(),
  'POST /api/Admin/BlockAccount': staffOnly((fx) => ({ query: { accountId: fx.ids.accountToBlock }, body: REASON })),
  'POST /api/Admin/UnblockAccount': staffOnly((fx) => ({ query: { accountId: fx.ids.accountToBlock } }), {
    last: true,
  }),
  'GET /api/Admin/SearchCompanies': staffOnly(),
  'POST /api/Admin/VerifyCompany': staffOnly((fx) => ({ query: { companyId: fx.ids.unverifiedPage } })),
  'POST /api/Admin/RevokeCompanyVerification': staffOnly((fx) => ({ query: { companyId: fx.ids.verifiedPage } })),
  'POST /api/Admin/CreateCompanyPage': staffOnly(() => ({ body: { name: 'Matrix Listed Page' } })),
  'GET /api/Admin/GetClaims': staffOnly(),
  'POST /api/Admin/ApproveClaim': staffOnly((fx) => ({ query: { claimId: fx.ids.claimToApprove } })),
  'POST /api/Admin/RejectClaim': staffOnly((fx) => ({ query: { claimId: fx.ids.claimToReject }, body: REASON })),
  'GET /api/Admin/GetDashboard': staffOnly(),
  'GET /api/Admin/GetAuditLog': staffOnly(),
  'GET /api/Admin/GetPendingVacancies': staffOnly(),
  'POST /api/Admin/ApproveVacancy': staffOnly((fx) => ({ query: { vacancyId: fx.ids.pendingVacancyToApprove } })),
  'POST /api/Admin/RejectVacancy': staffOnly((fx) => ({
    query: { vacancyId: fx.ids.pendingVacancyToReject },
    body: REASON,
  })),
  'GET /api/Admin/GetPendingReviews': staffOnly(),
  'POST /api/Admin/ApproveReview': staffOnly((fx) => ({ query: { reviewId: fx.ids.pendingReviewToApprove } })),
  'POST /api/Admin/RejectReview': staffOnly((fx) => ({
    query: { reviewId: fx.ids.pendingReviewToReject },
    body: REASON,
  })),
  'GET /api/Admin/GetReports': staffOnly(),
  'GET /api/Admin/GetCurrencyRates': staffOnly(),
  'POST /api/Admin/SetCurrencyRate': staffOnly(() => ({
    body: { currency: 2, gelPerUnit: 2.7, rateDate: '2026-01-05' },
  })),
  'POST /api/Admin/RecomputeSalaryInsights': staffOnly(),
  'POST /api/Admin/HideReportedItem': staffOnly((fx) => ({ query: { reportId: fx.ids.reportToHide } })),
  'POST /api/Admin/DismissReport': staffOnly((fx) => ({ query: { reportId: fx.ids.reportToDismiss } })),
  'POST /api/Admin/BlockReportedAccount': staffOnly((fx) => ({
    query: { reportId: fx.ids.reportToBlockFor },
    body: REASON,
  })),
  'POST /api/Admin/SuspendReportedInvitations': staffOnly((fx) => ({
    query: { reportId: fx.ids.reportToSuspendFor },
    body: REASON,
  })),
  'GET /api/Admin/GetSupportTickets': staffOnly(),
  'GET /api/Admin/GetSupportTicket': staffOnly((fx) => ({ query: { id: fx.ids.supportTicket } })),
  'POST /api/Admin/ReplyToSupportTicket': staffOnly((fx) => ({
    query: { id: fx.ids.supportTicket },
    body: { message: 'Here it is.' },
  })),
  // After the reply: a closed ticket takes none.
  'POST /api/Admin/CloseSupportTicket': staffOnly((fx) => ({ query: { id: fx.ids.supportTicket } }), { last: true }),
  'GET /api/Admin/Blog/GetPosts': staffOnly(),
  'GET /api/Admin/Blog/GetPost': staffOnly((fx) => ({ query: { id: fx.ids.blogPostToEdit } })),
  'POST /api/Admin/Blog/CreatePost': staffOnly(() => ({
    body: { titleEn: 'Matrix post', bodyEn: 'Hello.', publish: false },
  })),
  'POST /api/Admin/Blog/UpdatePost': staffOnly((fx) => ({
    query: { id: fx.ids.blogPostToEdit },
    body: { titleEn: 'Matrix post, edited', bodyEn: 'Hello again.', publish: false },
  })),
  'POST /api/Admin/Blog/DeletePost': staffOnly((fx) => ({ query: { id: fx.ids.blogPostToDelete } })),
  'POST /api/Admin/Blog/UploadCover': staffOnly((fx) => ({ files: { Cover: pngFile(fx) } })),
  'GET /api/Admin/GetDictionaryItems': staffOnly(() => ({ query: { type: 2 } })),
  'POST /api/Admin/CreateDictionaryItem': staffOnly(() => ({
    body: { type: 2, name: 'Matrixton', nameGE: 'მატრიქსი' },
  })),
  'POST /api/Admin/UpdateDictionaryItem': staffOnly((fx) => ({
    query: { id: fx.ids.dictionaryItemToEdit },
    body: { name: 'Matrixville', nameGE: 'მატრიქსვილი' },
  })),
  'POST /api/Admin/DeleteDictionaryItem': staffOnly((fx) => ({ query: { id: fx.ids.dictionaryItemToDelete } })),
  'POST /api/Admin/UploadDictionaryIcon': staffOnly((fx) => ({ files: { Icon: pngFile(fx) } })),
  'GET /api/Admin/GetKeyFactDefinitions': staffOnly(),
  'POST /api/Admin/CreateKeyFactDefinition': staffOnly(() => ({
    body: { name: 'Matrix new fact', nameGE: 'ფაქტი', keyFactType: 1, isMandatory: false, hide: false },
  })),
  'POST /api/Admin/UpdateKeyFactDefinition': staffOnly((fx) => ({
    query: { id: fx.ids.keyFactToEdit },
    body: { name: 'Matrix fact', nameGE: 'ფაქტი', keyFactType: 1, isMandatory: false, hide: false },
  })),
  'POST /api/Admin/DeleteKeyFactDefinition': staffOnly((fx) => ({ query: { id: fx.ids.keyFactToDelete } })),
  'GET /api/Admin/GetStaticPage': staffOnly(() => ({ query: { type: 3 } })),
  'POST /api/Admin/UpdateStaticPage': staffOnly((fx) => ({ query: { type: 3 }, body: fx.supportPage })),
  'GET /api/Admin/GetHero': staffOnly(),
  'POST /api/Admin/UpdateHero': staffOnly((fx) => ({ body: fx.hero })),
  'POST /api/Admin/UploadHeroImage': staffOnly((fx) => ({ files: { Image: pngFile(fx) } })),
  'GET /api/Admin/GetSeoTexts': staffOnly(),
  'POST /api/Admin/UpdateSeoText': staffOnly((fx) => ({ query: { pageKind: 'home' }, body: fx.homeSeo })),
  'GET /api/Admin/GetFaq': staffOnly(),
  'POST /api/Admin/CreateFaqItem': staffOnly(() => ({
    body: { category: 'general', questionEN: 'How?', questionGE: 'როგორ?', answerEN: 'So.', answerGE: 'ასე.' },
  })),
  'POST /api/Admin/UpdateFaqItem': staffOnly((fx) => ({
    query: { id: fx.ids.faqItemToEdit },
    body: {
      category: 'employers',
      questionEN: 'Why not?',
      questionGE: 'რატომაც არა?',
      answerEN: 'Fine.',
      answerGE: 'კარგი.',
    },
  })),
  'POST /api/Admin/DeleteFaqItem': staffOnly((fx) => ({ query: { id: fx.ids.faqItemToDelete } })),
  'POST /api/Admin/ReorderFaq': staffOnly((fx) => ({
    body: { category: 'talents', ids: [...fx.ids.talentsFaq].reverse() },
  })),
};

/** Object-level checks beyond the matrix's own requests: each caller gets 404, exactly as for an id
 *  that exists nowhere (MISSING_ID in the same place). */
export interface ObjectProbe {
  key: string;
  callers: Caller[];
  request: (fx: MatrixFixtures, id: number) => MatrixRequest;
  /** Someone else's object the probe asks about. */
  objectOf: (fx: MatrixFixtures) => number;
}

const draftVacancy = (fx: MatrixFixtures) => fx.owned.draftVacancy;
const pendingVacancy = (fx: MatrixFixtures) => fx.owned.pendingVacancy;

export const OBJECT_PROBES: ObjectProbe[] = [
  // A draft is its company's alone: to everyone else it does not exist (staff preview it with fromAdmin).
  {
    key: 'GET /api/Vacancy/GetVacancy',
    callers: ['visitor', 'staff', 'otherTalent', 'otherCompany', 'talent'],
    request: (_fx, id) => ({ query: { vacancyId: id } }),
    objectOf: draftVacancy,
  },
  {
    key: 'GET /api/Vacancy/GetVacancy',
    callers: ['visitor', 'otherTalent', 'otherCompany', 'talent'],
    request: (_fx, id) => ({ query: { vacancyId: id, fromAdmin: true } }),
    objectOf: draftVacancy,
  },
  {
    key: 'POST /api/Vacancy/SearchCompanySimAndOtherVacancies',
    callers: ['visitor', 'otherCompany', 'talent'],
    request: (_fx, id) => ({ body: { vacancyId: id } }),
    objectOf: draftVacancy,
  },
  {
    key: 'POST /api/Users/ApplyToVacancy',
    callers: ['talent', 'otherTalent'],
    request: (fx, id) => ({ fields: { ...applicationForm(fx).fields, VacancyId: String(id) } }),
    objectOf: draftVacancy,
  },
  {
    key: 'POST /api/Users/AddRemoveFavoriteVacancy',
    callers: ['talent'],
    request: (_fx, id) => ({ query: { vacancyId: id } }),
    objectOf: draftVacancy,
  },
  {
    key: 'POST /api/Reports/CreateReport',
    callers: ['talent', 'otherCompany'],
    request: (_fx, id) => ({ body: { itemType: 1, itemId: id, reason: 2 } }),
    objectOf: draftVacancy,
  },
  // So is a vacancy waiting for staff's approval.
  {
    key: 'GET /api/Vacancy/GetVacancy',
    callers: ['visitor', 'staff', 'otherTalent', 'otherCompany', 'talent'],
    request: (_fx, id) => ({ query: { vacancyId: id } }),
    objectOf: pendingVacancy,
  },
  {
    key: 'POST /api/Users/ApplyToVacancy',
    callers: ['talent'],
    request: (fx, id) => ({ fields: { ...applicationForm(fx).fields, VacancyId: String(id) } }),
    objectOf: pendingVacancy,
  },
  // Another company's application, named beside one's own vacancy.
  {
    key: 'POST /api/Vacancy/getVacancyApplicantsCv',
    callers: ['otherCompany'],
    request: (fx, id) => ({ body: { vacancyId: fx.ids.otherCompanyVacancy, applicationIds: [id] } }),
    objectOf: (fx) => fx.owned.application,
  },
];

/** The cells of a route as declared, with the read-only rule of view-as sessions applied. */
export function expectedCells(key: string, access: RouteAccess): Cells {
  const isRead = key.startsWith('GET ');
  return isRead || access.viewAsMayWrite ? access.cells : { ...access.cells, viewAs: 403 };
}
