import {
  DictionaryType,
  NotificationFrequency,
  ReviewVisibility,
  VacancyApproval,
  VacancyStatus,
} from '../../shared/enums.js';
import { BlogSubscriptionTokens } from '../../src/modules/blog/subscription/blog-subscription-tokens.js';
import { ClaimStatus, ReviewStatus } from '../../shared/enums.js';
import { DigestUnsubscribeToken } from '../../src/modules/users/digests/digest-unsubscribe-token.js';
import { InvitationDeclineToken } from '../../src/modules/talents/invitations/invitation-decline-token.js';
import { completeCompany } from '../support/complete-company.js';
import { ReportItemType, ReportReason } from '../../shared/content-report.js';
import { bearer, pngImage, signInStaff, signUpCompany, signUpTalent, uniqueEmail } from '../support/accounts.js';
import { accountIdOf, viewAsSessionOf } from '../support/admin-callers.js';
import { insertBlogPost } from '../support/blog-seed.js';
import { dataOf } from '../support/envelope.js';
import type { TestApp } from '../support/test-app.js';
import { vacancySeeder } from '../support/vacancy-seed.js';

/** A signed-in caller of the matrix: its access token and, for the refresh route, its refresh cookie. */
export interface MatrixSession {
  token: string;
  refreshCookie?: string;
  email?: string;
}

/**
 * The objects the object-level checks are about, each owned by the matrix's `talent` or `company`.
 * The "no such id" comparison swaps every one of them for an id that exists nowhere (`MISSING_ID`).
 */
export interface OwnedObjects {
  /** The talent's account id, as a company sees an applicant. */
  applicant: number;
  /** The company's open vacancy the talent applied to. */
  vacancy: number;
  /** The talent's application to `vacancy`. */
  application: number;
  /** The company's draft, edited by UpdateCompanyVacancy. */
  draftVacancy: number;
  /** The company's published vacancy waiting for staff (review mode): public to no one yet. */
  pendingVacancy: number;
  /** The company's vacancies ended, renewed and deleted by the matrix (one route each). */
  vacancyToEnd: number;
  vacancyToRenew: number;
  vacancyToDelete: number;
  /** The talent's approved review of the company (liked, replied to, its reply deleted). */
  review: number;
  /** The talent's reviews edited and deleted by the matrix. */
  reviewToEdit: number;
  reviewToDelete: number;
  /** The talent's saved searches edited and deleted by the matrix. */
  savedSearch: number;
  savedSearchToDelete: number;
  /** The company's invitation of the talent (accepted by the matrix), and the other company's (declined). */
  invitation: number;
  invitationToDecline: number;
}

/** Ids the routes need that no object-level check is about. */
export interface OtherIds {
  talentAccount: number;
  companyAccount: number;
  company: number;
  otherCompany: number;
  /** The company `reviewToEdit` is of (an update must name the review's own company). */
  reviewToEditCompany: number;
  /** An open vacancy each talent applies to (with their last CV). */
  vacancyToApply: number;
  /** An open vacancy of a third company, which no matrix caller owns, to report. */
  vacancyToReport: number;
  /** The other company's own open vacancy. */
  otherCompanyVacancy: number;
  pendingVacancyToApprove: number;
  pendingVacancyToReject: number;
  pendingReviewToApprove: number;
  pendingReviewToReject: number;
  /** An unclaimed company page a company may claim. */
  claimablePage: number;
  claimToApprove: number;
  claimToReject: number;
  unverifiedPage: number;
  verifiedPage: number;
  /** A talent nobody else needs, blocked and unblocked by staff. */
  accountToBlock: number;
  reportToHide: number;
  reportToDismiss: number;
  reportToBlockFor: number;
  /** The talent's report of an invitation from a page no caller owns (whose invitations staff suspend). */
  reportToSuspendFor: number;
  supportTicket: number;
  blogPost: number;
  blogPostToEdit: number;
  blogPostToDelete: number;
  dictionaryItemToEdit: number;
  dictionaryItemToDelete: number;
  keyFactToEdit: number;
  keyFactToDelete: number;
  /** A key fact whose value is a year. */
  foundedKeyFact: number;
  faqItemToEdit: number;
  faqItemToDelete: number;
  /** The ids of the FAQ's "talents" category, in their order. */
  talentsFaq: number[];
  technology: number;
  benefit: number;
  field: number;
  experience: number;
}

export interface MatrixFixtures {
  sessions: {
    talent: MatrixSession;
    otherTalent: MatrixSession;
    company: MatrixSession;
    otherCompany: MatrixSession;
    staff: MatrixSession;
    viewAs: MatrixSession;
  };
  owned: OwnedObjects;
  ids: OtherIds;
  /** `first-slug-vs-second-slug` of the two companies. */
  compareUrl: string;
  /** The name of a stored image nothing replaces or deletes. */
  imageName: string;
  digestUnsubscribeToken: string;
  /** The talent's anonymous profile in the talent directory, and the "not interested" link's token of `invitationToDecline`. */
  talentPublicId: string;
  invitationDeclineToken: string;
  blogConfirmationToken: string;
  blogUnsubscribeToken: string;
  /** What the back office's singletons hold, so writing them back changes nothing. */
  hero: Record<string, unknown>;
  supportPage: Record<string, unknown>;
  homeSeo: Record<string, unknown>;
  png: Buffer;
  pdf: Buffer;
}

/** An id no row has: what a made-up id looks like to the routes. */
export const MISSING_ID = 987_654_321;

/** The fixtures with every owned object replaced by an id that exists nowhere. */
export function withMissingObjects(fixtures: MatrixFixtures): MatrixFixtures {
  const owned = Object.fromEntries(
    Object.keys(fixtures.owned).map((key) => [key, MISSING_ID]),
  ) as unknown as OwnedObjects;
  return { ...fixtures, owned };
}

const pdf = () => Buffer.from('%PDF-1.4\n1 0 obj <</Type /Catalog>> endobj\ntrailer <<>>\n%%EOF\n');

/** Plain SQL on the test's database; `one` answers the `id` of the one row it expects. */
function sqlOf(t: TestApp) {
  const db = (sql: string, params: unknown[] = []) => t.db.query(sql, params);
  const one = async (sql: string, params: unknown[] = []): Promise<number> => {
    const [row] = await db(sql, params);
    if (!row) throw new Error(`no row for ${sql} ${JSON.stringify(params)}`);
    return Number(row.id);
  };
  return { db, one };
}
type Sql = ReturnType<typeof sqlOf>;

/**
 * The world the authorization matrix runs in: two talents with verified e-mails, two verified
 * companies, staff and a view-as session of the company (each signed up once), and every object a
 * route needs. Rows no route makes for itself go straight into the tables; the rest go through the API.
 */
export async function setUpMatrixFixtures(t: TestApp): Promise<MatrixFixtures> {
  const sql = sqlOf(t);
  const callers = await signUpCallers(t, sql);
  const pages = await insertCompanyPages(t, sql);
  const vacancies = await insertVacancies(t, sql, callers, pages);
  const talentSide = await talentObjects(t, sql, callers, pages, vacancies.owned.vacancy);
  const backOffice = await backOfficeObjects(t, sql, callers, pages, {
    vacancy: vacancies.vacancyToHide,
    review: talentSide.reviewToReport,
  });
  const directory = await talentDirectoryObjects(sql, callers, vacancies.owned.vacancy, vacancies.otherCompanyVacancy);
  const reportedInvitation = await sql.one(
    `INSERT INTO talent_invitation (company_id, account_id, vacancy_id, message) VALUES ($1, $2, $3, 'Matrix spam') RETURNING id`,
    [pages.verifiedPage, callers.talentAccount, vacancies.vacancyToReport],
  );
  const blogTokens = t.app.get(BlogSubscriptionTokens);
  const [subscriber] = await sql.db(
    `INSERT INTO blog_subscriber (email, language) VALUES ($1, 'en') RETURNING id, token_version`,
    [callers.sessions.talent.email!.toLowerCase()],
  );
  const slugOf = async (companyId: number) =>
    (await sql.db('SELECT transformed_name FROM company WHERE id = $1', [companyId]))[0].transformed_name;
  const item = (type: DictionaryType) =>
    sql.one('SELECT id FROM dictionary_item WHERE type = $1 ORDER BY id LIMIT 1', [type]);

  return {
    sessions: callers.sessions,
    owned: { applicant: callers.talentAccount, ...vacancies.owned, ...talentSide.owned, ...directory.owned },
    ids: {
      talentAccount: callers.talentAccount,
      companyAccount: callers.companyAccount,
      company: callers.company,
      otherCompany: callers.otherCompany,
      reviewToEditCompany: pages.pageA,
      claimablePage: pages.claimablePage,
      unverifiedPage: pages.unverifiedPage,
      verifiedPage: pages.verifiedPage,
      vacancyToApply: vacancies.vacancyToApply,
      vacancyToReport: vacancies.vacancyToReport,
      otherCompanyVacancy: vacancies.otherCompanyVacancy,
      pendingVacancyToApprove: vacancies.pendingVacancyToApprove,
      pendingVacancyToReject: vacancies.pendingVacancyToReject,
      pendingReviewToApprove: talentSide.pendingReviewToApprove,
      pendingReviewToReject: talentSide.pendingReviewToReject,
      ...backOffice.ids,
      reportToSuspendFor: await sql.one(
        'INSERT INTO content_report (reporter_account_id, item_type, item_id, reason) VALUES ($1, $2, $3, $4) RETURNING id',
        [callers.talentAccount, ReportItemType.Invitation, reportedInvitation, ReportReason.Spam],
      ),
      foundedKeyFact: await sql.one(`SELECT id FROM key_fact_definition WHERE key = 'founded'`),
      technology: await item(DictionaryType.Technology),
      benefit: await item(DictionaryType.Benefit),
      field: await item(DictionaryType.Field),
      experience: await item(DictionaryType.Experience),
    },
    compareUrl: `${await slugOf(callers.company)}-vs-${await slugOf(callers.otherCompany)}`,
    imageName: backOffice.imageName,
    digestUnsubscribeToken: t.app.get(DigestUnsubscribeToken).sign(callers.talentAccount),
    talentPublicId: String(directory.talentPublicId),
    invitationDeclineToken: t.app.get(InvitationDeclineToken).sign(directory.owned.invitationToDecline),
    blogConfirmationToken: blogTokens.signConfirmation(Number(subscriber.id), Number(subscriber.token_version)),
    blogUnsubscribeToken: blogTokens.signUnsubscribe(Number(subscriber.id), Number(subscriber.token_version)),
    ...backOffice.singletons,
    png: callers.png,
    pdf: talentSide.cv,
  };
}

async function signUpCallers(t: TestApp, { db, one }: Sql) {
  const [talent, otherTalent, company, otherCompany, staff, png] = await Promise.all([
    signUpTalent(t),
    signUpTalent(t, { Name: 'Giorgi Kapanadze' }),
    signUpCompany(t, 'Matrix Owner Labs'),
    signUpCompany(t, 'Matrix Rival Labs'),
    signInStaff(t),
    pngImage(),
  ]);
  const [talentAccount, otherTalentAccount, companyAccount, otherCompanyAccount] = await Promise.all(
    [talent, otherTalent, company, otherCompany].map((who) => accountIdOf(t, who.email)),
  );
  const companyOf = (accountId: number) => one('SELECT id FROM company WHERE account_id = $1', [accountId]);
  const [companyId, otherCompanyId] = [await companyOf(companyAccount), await companyOf(otherCompanyAccount)];
  // Talents may apply; companies may publish (verified) and use the talent directory (complete profiles).
  await db('UPDATE account SET is_email_verified = true WHERE id = ANY($1)', [[talentAccount, otherTalentAccount]]);
  await completeCompany(t, companyId);
  await completeCompany(t, otherCompanyId);
  const viewAs = await viewAsSessionOf(t, staff, companyAccount);
  const sessions: MatrixFixtures['sessions'] = { talent, otherTalent, company, otherCompany, staff, viewAs };
  return {
    sessions,
    talentAccount,
    otherTalentAccount,
    companyAccount,
    company: companyId,
    otherCompany: otherCompanyId,
    png,
  };
}
type Callers = Awaited<ReturnType<typeof signUpCallers>>;

/** The talent shows an anonymous profile; each company has invited the talent once. */
async function talentDirectoryObjects({ db, one }: Sql, callers: Callers, vacancy: number, otherVacancy: number) {
  const [{ public_id: talentPublicId }] = await db(
    'INSERT INTO talent_directory (account_id, visible) VALUES ($1, true) RETURNING public_id',
    [callers.talentAccount],
  );
  const invite = (companyId: number, vacancyId: number) =>
    one(
      `INSERT INTO talent_invitation (company_id, account_id, vacancy_id, message) VALUES ($1, $2, $3, 'Matrix invitation') RETURNING id`,
      [companyId, callers.talentAccount, vacancyId],
    );
  return {
    talentPublicId,
    owned: {
      invitation: await invite(callers.company, vacancy),
      invitationToDecline: await invite(callers.otherCompany, otherVacancy),
    },
  };
}

/** Company pages no matrix caller owns: reviewed, reported, claimed, verified and unverified by staff. */
async function insertCompanyPages(t: TestApp, { db }: Sql) {
  const seeder = vacancySeeder(() => t);
  const page = (name: string) =>
    seeder.insertCompany(`Matrix ${name}`, `matrix-${name.toLowerCase().replaceAll(' ', '-')}`);
  const pages = {
    pageA: await page('Page A'),
    pageB: await page('Page B'),
    thirdCompany: await page('Third Co'),
    claimablePage: await page('Claimable'),
    pageToApprove: await page('Approve Claim'),
    pageToReject: await page('Reject Claim'),
    unverifiedPage: await page('Unverified'),
    verifiedPage: await page('Verified'),
  };
  await db('UPDATE company SET is_claiming_necessary = true WHERE id = ANY($1)', [
    [pages.claimablePage, pages.pageToApprove, pages.pageToReject],
  ]);
  await db('UPDATE company SET is_verified = false, verified_date = NULL WHERE id = $1', [pages.unverifiedPage]);
  return pages;
}
type Pages = Awaited<ReturnType<typeof insertCompanyPages>>;

async function insertVacancies(t: TestApp, { db }: Sql, callers: Callers, pages: Pages) {
  const seeder = vacancySeeder(() => t);
  const vacancy = (
    companyId: number,
    title: string,
    status = VacancyStatus.Active,
    approval = VacancyApproval.Approved,
  ) => seeder.insertVacancy({ companyId, title: `Matrix ${title}`, status, approval });
  const owned = {
    vacancy: await vacancy(callers.company, 'Backend Engineer'),
    draftVacancy: await vacancy(callers.company, 'Draft', VacancyStatus.Draft),
    pendingVacancy: await vacancy(callers.company, 'Waiting For Staff', VacancyStatus.Active, VacancyApproval.Pending),
    vacancyToEnd: await vacancy(callers.company, 'Vacancy To End'),
    vacancyToRenew: await vacancy(callers.company, 'Vacancy To Renew', VacancyStatus.Ended),
    vacancyToDelete: await vacancy(callers.company, 'Vacancy To Delete'),
  };
  // Renewing needs every required section.
  const firstOf = (type: DictionaryType) => `(SELECT id FROM dictionary_item WHERE type = ${type} ORDER BY id LIMIT 1)`;
  await db(
    `UPDATE vacancy SET ended_at = now() - interval '1 day', experience_id = ${firstOf(DictionaryType.Experience)},
            employment_type_id = ${firstOf(DictionaryType.EmploymentType)}, work_location_id = ${firstOf(DictionaryType.WorkLocation)},
            job_function_id = ${firstOf(DictionaryType.JobFunction)} WHERE id = $1`,
    [owned.vacancyToRenew],
  );
  await db(
    `INSERT INTO vacancy_technology (vacancy_id, technology_id) VALUES ($1, ${firstOf(DictionaryType.Technology)})`,
    [owned.vacancyToRenew],
  );
  return {
    owned,
    vacancyToApply: await vacancy(callers.company, 'Frontend Engineer'),
    vacancyToReport: await vacancy(pages.thirdCompany, 'Reported Vacancy'),
    vacancyToHide: await vacancy(pages.thirdCompany, 'Hidden Vacancy'),
    otherCompanyVacancy: await vacancy(callers.otherCompany, 'Rival Vacancy'),
    pendingVacancyToApprove: await vacancy(
      callers.company,
      'Pending One',
      VacancyStatus.Active,
      VacancyApproval.Pending,
    ),
    pendingVacancyToReject: await vacancy(
      callers.company,
      'Pending Two',
      VacancyStatus.Active,
      VacancyApproval.Pending,
    ),
  };
}

/** CVs, the talent's application, reviews, saved searches and company subscriptions. */
async function talentObjects(t: TestApp, { db, one }: Sql, callers: Callers, pages: Pages, vacancy: number) {
  const { talent, otherTalent } = callers.sessions;
  // Both talents have a CV (their own CV routes answer about it); the talent applies to the company.
  const cv = pdf();
  for (const who of [talent, otherTalent])
    dataOf(await t.http.post('/api/Users/UploadCv').set(bearer(who)).attach('CV', cv, 'cv.pdf'));
  dataOf(
    await t.http
      .post('/api/Users/ApplyToVacancy')
      .set(bearer(talent))
      .field({
        VacancyId: String(vacancy),
        FullName: 'Nino Beridze',
        Email: 'nino@example.ge',
        Phone: '+995 555 12 34 56',
        UseLastVacancy: 'true',
      }),
  );
  for (const account of [callers.talentAccount, callers.otherTalentAccount]) {
    await db('INSERT INTO company_subscription (account_id, company_id, frequency) VALUES ($1, $2, $3)', [
      account,
      callers.company,
      NotificationFrequency.Daily,
    ]);
  }
  const reviewAuthor = await bystander(one, 1, 'Ana Reviewer');
  const review = (companyId: number, author: number, status: ReviewStatus) =>
    one(
      `INSERT INTO company_review (company_id, author_account_id, rating, headline, description, visibility, status)
       VALUES ($1, $2, 4, 'Good place', 'Kind people and real work.', $3, $4) RETURNING id`,
      [companyId, author, ReviewVisibility.Anonymous, status],
    );
  const savedSearch = (term: string) =>
    one(
      `INSERT INTO search_subscription (account_id, name, search, frequency) VALUES ($1, $2, $3::jsonb, $4) RETURNING id`,
      [callers.talentAccount, term, JSON.stringify({ searchTerm: term }), NotificationFrequency.Weekly],
    );
  return {
    cv,
    owned: {
      application: await one('SELECT id FROM application WHERE vacancy_id = $1 AND account_id = $2', [
        vacancy,
        callers.talentAccount,
      ]),
      review: await review(callers.company, callers.talentAccount, ReviewStatus.Approved),
      reviewToEdit: await review(pages.pageA, callers.talentAccount, ReviewStatus.Approved),
      reviewToDelete: await review(pages.pageB, callers.talentAccount, ReviewStatus.Approved),
      savedSearch: await savedSearch('react'),
      savedSearchToDelete: await savedSearch('java'),
    },
    pendingReviewToApprove: await review(pages.pageA, reviewAuthor, ReviewStatus.Pending),
    pendingReviewToReject: await review(pages.pageB, reviewAuthor, ReviewStatus.Pending),
    reviewToReport: await review(pages.thirdCompany, reviewAuthor, ReviewStatus.Approved),
  };
}

/** An account no caller is: blocked by staff, author of reviews, claimant of a page. */
const bystander = (one: Sql['one'], kind: number, name: string) =>
  one('INSERT INTO account (email, account_kind, full_name) VALUES ($1, $2, $3) RETURNING id', [
    uniqueEmail('bystander'),
    kind,
    name,
  ]);

/** What the back office's routes act on: claims, reports, a ticket, posts, content items, singletons. */
async function backOfficeObjects(
  t: TestApp,
  sql: Sql,
  callers: Callers,
  pages: Pages,
  reported: { vacancy: number; review: number },
) {
  const { db, one } = sql;
  const { staff } = callers.sessions;
  const staffPost = async (path: string, body: object) => dataOf(await t.http.post(path).set(bearer(staff)).send(body));
  const staffGet = async (path: string, query: object = {}) =>
    dataOf(await t.http.get(path).set(bearer(staff)).query(query));
  const claim = (page: number, account: number) =>
    one('INSERT INTO company_claim (company_id, account_id, status) VALUES ($1, $2, $3) RETURNING id', [
      page,
      account,
      ClaimStatus.Pending,
    ]);
  const report = (itemType: ReportItemType, itemId: number) =>
    one(
      'INSERT INTO content_report (reporter_account_id, item_type, item_id, reason) VALUES ($1, $2, $3, $4) RETURNING id',
      [callers.otherTalentAccount, itemType, itemId, ReportReason.Spam],
    );
  const faqItem = async () =>
    (
      await staffPost('/api/Admin/CreateFaqItem', {
        category: 'employers',
        questionEN: 'Why?',
        questionGE: 'რატომ?',
        answerEN: 'Because.',
        answerGE: 'იმიტომ.',
      })
    ).id;
  const keyFact = async (name: string) =>
    (
      await staffPost('/api/Admin/CreateKeyFactDefinition', {
        name,
        nameGE: 'ფაქტი',
        keyFactType: 1,
        isMandatory: false,
        hide: false,
      })
    ).id;
  const dictionaryItem = async (name: string, nameGE: string) =>
    (await staffPost('/api/Admin/CreateDictionaryItem', { type: DictionaryType.City, name, nameGE })).id;
  const cover = dataOf(
    await t.http.post('/api/Admin/Blog/UploadCover').set(bearer(staff)).attach('Cover', callers.png, 'cover.png'),
  );
  const seo: { pageKind: string }[] = await staffGet('/api/Admin/GetSeoTexts');

  return {
    ids: {
      accountToBlock: await bystander(one, 1, 'Levan Blocked'),
      claimToApprove: await claim(pages.pageToApprove, await bystander(one, 2, 'Claimant Labs')),
      claimToReject: await claim(pages.pageToReject, callers.companyAccount),
      reportToHide: await report(ReportItemType.Vacancy, reported.vacancy),
      reportToDismiss: await report(ReportItemType.Company, pages.pageA),
      reportToBlockFor: await report(ReportItemType.Review, reported.review),
      supportTicket: await one(
        `INSERT INTO support_ticket (name, email, message, language) VALUES ('Nino', 'nino@example.ge', 'Where is my CV?', 'en') RETURNING id`,
      ),
      blogPost: await insertBlogPost(t, { titleEn: 'Matrix news' }),
      blogPostToEdit: await insertBlogPost(t, { titleEn: 'Matrix draft', published: false }),
      blogPostToDelete: await insertBlogPost(t, { titleEn: 'Matrix old news' }),
      dictionaryItemToEdit: await dictionaryItem('Matrixville', 'მატრიქსვილი'),
      dictionaryItemToDelete: await dictionaryItem('Matrixburg', 'მატრიქსბურგი'),
      keyFactToEdit: await keyFact('Matrix fact'),
      keyFactToDelete: await keyFact('Matrix old fact'),
      faqItemToEdit: await faqItem(),
      faqItemToDelete: await faqItem(),
      talentsFaq: (await db(`SELECT id FROM faq_item WHERE category = 'talents' ORDER BY order_index, id`)).map(
        (row: { id: number }) => Number(row.id),
      ),
    },
    // An uploaded cover no post uses: nothing replaces or deletes it.
    imageName: String(cover.url).split('/').pop()!,
    singletons: {
      hero: withoutKeys(await staffGet('/api/Admin/GetHero')),
      supportPage: withoutKeys(await staffGet('/api/Admin/GetStaticPage', { type: 3 })),
      homeSeo: withoutKeys(seo.find((text) => text.pageKind === 'home')!),
    },
  };
}

/** A back-office read without the keys that name the record (the write takes them in its query). */
const withoutKeys = (value: Record<string, unknown>) => {
  const { id: _id, pageKind: _pageKind, type: _type, ...rest } = value;
  return rest;
};
