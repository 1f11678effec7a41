import { VacancyApproval, VacancyStatus } from '../shared/enums.js';
import { OutboxSender } from '../src/core/mail/outbox-sender.service.js';
import { bearer, type SignedUp, signInStaff, signUpCompany, signUpTalent } from './support/accounts.js';
import { dataOf, errorsOf, GEORGIAN } from './support/envelope.js';
import { mailbox } from './support/mailbox.js';
import { type SmtpListener, startSmtpListener } from './support/smtp-listener.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { viewAsSessionOf } from './support/admin-callers.js';

let t: TestApp;
let smtp: SmtpListener;
let sender: OutboxSender;
let staff: SignedUp;
beforeAll(async () => {
  smtp = await startSmtpListener();
  // The read cache is on: a staff decision must show on the public site at once all the same.
  t = await startTestApp({
    SMTP_URL: smtp.url,
    MAIL_POLL_MS: '100',
    PUBLIC_URL: 'https://techboard.example',
    READ_CACHE_SECONDS: '300',
  });
  sender = t.app.get(OutboxSender);
  staff = await signInStaff(t);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const { mailsTo } = mailbox(
  () => smtp,
  () => sender,
);

/** The one mail to the address whose subject starts so (sign-up sent it a verification mail before). */
async function mailTo(email: string, subject: string) {
  await sender.flush();
  await smtp.waitFor((mail) => mail.to.includes(email.toLowerCase()) && mail.subject.startsWith(subject));
  const mails = mailsTo(email).filter((mail) => mail.subject.startsWith(subject));
  expect(mails).toHaveLength(1);
  return mails[0]!;
}

// ---- people, vacancies and reviews --------------------------------------------------------------

const idOf = async (who: SignedUp): Promise<number> =>
  Number((await t.db.query('SELECT id FROM account WHERE lower(email) = lower($1)', [who.email]))[0].id);

async function company(
  name: string,
  language: 'en' | 'ka' = 'en',
): Promise<SignedUp & { companyId: number; slug: string }> {
  const who = await signUpCompany(t, name);
  await t.db.query('UPDATE account SET language = $2 WHERE lower(email) = lower($1)', [who.email, language]);
  const [row] = await t.db.query(
    'SELECT c.id, c.transformed_name FROM company c JOIN account a ON a.id = c.account_id WHERE lower(a.email) = lower($1)',
    [who.email],
  );
  return { ...who, companyId: Number(row.id), slug: row.transformed_name };
}

async function talent(name = 'Nino Beridze', language: 'en' | 'ka' = 'en'): Promise<SignedUp> {
  const who = await signUpTalent(t, { Name: name });
  await t.db.query('UPDATE account SET language = $2 WHERE lower(email) = lower($1)', [who.email, language]);
  return who;
}

/** A vacancy as review mode leaves it: published by an unverified company, waiting for staff. */
async function pendingVacancy(
  companyId: number,
  title: string,
  titleGe: string | null = null,
  approval = VacancyApproval.Pending,
): Promise<number> {
  const [{ id }] = await t.db.query(
    `INSERT INTO vacancy (company_id, title, title_ge, status, approval, published_at, deadline, deadline_months, updated_at)
     VALUES ($1, $2, $3, $4, $5, now() - interval '3 days', now() + interval '27 days', 1, now() - interval '3 days') RETURNING id`,
    [companyId, title, titleGe, VacancyStatus.Active, approval],
  );
  return Number(id);
}

const review = async (author: SignedUp, companyId: number, fields: Record<string, unknown> = {}) =>
  dataOf(
    await t.http
      .post('/api/Company/CreateUpdateReview')
      .set(bearer(author))
      .send({
        companyId,
        rating: 4,
        headline: 'Good place to grow',
        description: 'Friendly team and interesting products.',
        pros: 'Mentoring',
        cons: 'Old laptops',
        advice: 'Buy new laptops',
        benefits: 'Health insurance',
        visibility: 1,
        position: 'Backend developer',
        tenure: '2 years',
        ...fields,
      }),
  ).id as number;

const auditRows = (targetType: string, id: number) =>
  t.db.query(
    `SELECT action, actor_account_id, target_type, target_id, before, after FROM audit_log WHERE target_type = $1 AND target_id = $2 ORDER BY id`,
    [targetType, id],
  );

const pendingVacancies = async (query: Record<string, unknown> = {}) =>
  dataOf(
    await t.http
      .get('/api/Admin/GetPendingVacancies')
      .set(bearer(staff))
      .query({ pageSize: 100, ...query }),
  );
const pendingReviews = async (query: Record<string, unknown> = {}) =>
  dataOf(
    await t.http
      .get('/api/Admin/GetPendingReviews')
      .set(bearer(staff))
      .query({ pageSize: 100, ...query }),
  );

const publicVacancyIds = async () =>
  dataOf(await t.http.get('/api/Vacancy/SearchVacancies')).items.map((item: { id: number }) => item.id);
const latestVacancyIds = async () =>
  dataOf(await t.http.get('/api/Vacancy/GetLatestVacancies').query({ pageSize: 36 })).items.map(
    (item: { id: number }) => item.id,
  );
const openVacancyCount = async () =>
  dataOf(await t.http.get('/api/Common/GetIndexPageCount')).activeVacancyCount as number;

/** A talent, a company and a view-as session of each: none of them may call the back office. */
async function outsiders() {
  const someTalent = await signUpTalent(t);
  const someCompany = await signUpCompany(t, 'Outsider Co');
  const viewAs = [];
  for (const who of [someTalent, someCompany]) {
    viewAs.push(await viewAsSessionOf(t, staff, await idOf(who)));
  }
  return [someTalent, someCompany, ...viewAs];
}

// ---- vacancies ----------------------------------------------------------------------------------

describe('the vacancy review queue', () => {
  it('lists waiting vacancies only, longest waiting first, paged, with their company', async () => {
    const acme = await company('Queue Acme');
    const older = await pendingVacancy(acme.companyId, 'Queue Older Developer', 'ძველი დეველოპერი');
    const newer = await pendingVacancy(acme.companyId, 'Queue Newer Developer');
    await t.db.query(`UPDATE vacancy SET updated_at = now() - interval '5 days' WHERE id = $1`, [older]);
    const approved = await pendingVacancy(acme.companyId, 'Queue Approved Developer', null, VacancyApproval.Approved);
    const rejected = await pendingVacancy(acme.companyId, 'Queue Rejected Developer', null, VacancyApproval.Rejected);
    const [{ id: draft }] = await t.db.query(
      `INSERT INTO vacancy (company_id, title, status, approval) VALUES ($1, 'Queue Draft', $2, $3) RETURNING id`,
      [acme.companyId, VacancyStatus.Draft, VacancyApproval.Pending],
    );

    const page = await pendingVacancies();
    const ids = page.items.map((item: { id: number }) => item.id);
    expect(ids).toEqual(expect.arrayContaining([older, newer]));
    expect(ids.indexOf(older)).toBeLessThan(ids.indexOf(newer));
    for (const hidden of [approved, rejected, draft]) expect(ids).not.toContain(hidden);
    expect(page.items.find((item: { id: number }) => item.id === older)).toEqual({
      id: older,
      title: 'Queue Older Developer',
      titleGE: 'ძველი დეველოპერი',
      company: { id: acme.companyId, name: 'Queue Acme', transformedName: acme.slug },
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(page).toMatchObject({ totalCount: ids.length, page: 1, pageSize: 100 });

    const first = await pendingVacancies({ pageSize: 1 });
    expect(first).toMatchObject({ totalCount: page.totalCount, page: 1, pageSize: 1 });
    expect(first.items).toHaveLength(1);
    const second = await pendingVacancies({ pageSize: 1, page: 2 });
    expect(second.items[0].id).not.toBe(first.items[0].id);
    expect(await pendingVacancies({ page: 900 })).toMatchObject({ items: [], totalCount: page.totalCount, page: 900 });
    // Twenty a page unless asked.
    expect(dataOf(await t.http.get('/api/Admin/GetPendingVacancies').set(bearer(staff)))).toMatchObject({
      page: 1,
      pageSize: 20,
    });
  });

  it('approves a vacancy: public at once (cached lists too), published from now, the company mailed, audited', async () => {
    const acme = await company('Approve Acme');
    const id = await pendingVacancy(acme.companyId, 'Approvable Go Developer');
    // The cached public answers are warm before the decision.
    const countBefore = await openVacancyCount();
    expect(await latestVacancyIds()).not.toContain(id);
    expect(await publicVacancyIds()).not.toContain(id);
    errorsOf(await t.http.get('/api/Vacancy/GetVacancy').query({ vacancyId: id }), 404);

    const answer = await t.http.post('/api/Admin/ApproveVacancy').set(bearer(staff)).query({ vacancyId: id });
    expect(dataOf(answer)).toBe('The vacancy is approved and shown on the site');

    expect(await publicVacancyIds()).toContain(id);
    expect(await latestVacancyIds()).toContain(id);
    expect(await openVacancyCount()).toBe(countBefore + 1);
    expect(dataOf(await t.http.get('/api/Vacancy/GetVacancy').query({ vacancyId: id })).title).toBe(
      'Approvable Go Developer',
    );
    expect((await pendingVacancies()).items.map((item: { id: number }) => item.id)).not.toContain(id);
    const [row] = await t.db.query(
      `SELECT approval, published_at > now() - interval '1 minute' AS fresh, deadline > now() + interval '27 days' AS renewed FROM vacancy WHERE id = $1`,
      [id],
    );
    expect(row).toEqual({ approval: VacancyApproval.Approved, fresh: true, renewed: true });

    const mail = await mailTo(acme.email, 'Your vacancy is live');
    expect(mail.subject).toBe('Your vacancy is live: Approvable Go Developer');
    expect(mail.text).toContain('Hello Approve Acme,');
    expect(mail.text).toContain(`https://techboard.example/vacancies/${id}`);

    const [audit] = await auditRows('vacancy', id);
    expect(audit).toMatchObject({
      action: 'vacancies.approve',
      actor_account_id: await idOf(staff),
      before: { approval: VacancyApproval.Pending, rejectionReason: null },
      after: { approval: VacancyApproval.Approved, rejectionReason: null },
    });
    expect(audit.after.publishedAt).not.toBe(audit.before.publishedAt);

    // Decided: a second decision is a conflict, and nothing more is mailed or audited.
    expect(
      errorsOf(await t.http.post('/api/Admin/ApproveVacancy').set(bearer(staff)).query({ vacancyId: id }), 409)._,
    ).toEqual(['This vacancy is not waiting for review: it has already been decided']);
    const conflict = errorsOf(
      await t.http
        .post('/api/Admin/RejectVacancy')
        .set(bearer(staff))
        .set('Accept-Language', 'ka')
        .query({ vacancyId: id })
        .send({ reason: 'x' }),
      409,
    );
    expect(conflict._[0]).toMatch(GEORGIAN);
    expect(await auditRows('vacancy', id)).toHaveLength(1);
    await sender.flush();
    expect(mailsTo(acme.email).filter((sent) => sent.subject.startsWith('Your vacancy'))).toHaveLength(1);
  });

  it('rejects a vacancy with a reason: hidden, the company told why in its own language, audited', async () => {
    const acme = await company('Reject Acme', 'ka');
    const id = await pendingVacancy(acme.companyId, 'Rejectable Developer', 'უარყოფილი დეველოპერი');
    const reason = '  The salary is missing.\nPlease add it.  ';
    const answer = await t.http
      .post('/api/Admin/RejectVacancy')
      .set(bearer(staff))
      .set('Accept-Language', 'ka')
      .query({ vacancyId: id })
      .send({ reason });
    expect(dataOf(answer)).toBe('ვაკანსია უარყოფილია: კომპანიას მიზეზი ეცნობა');

    expect(await publicVacancyIds()).not.toContain(id);
    const [row] = await t.db.query('SELECT approval, rejection_reason FROM vacancy WHERE id = $1', [id]);
    expect(row).toEqual({
      approval: VacancyApproval.Rejected,
      rejection_reason: 'The salary is missing.\nPlease add it.',
    });

    const mail = await mailTo(acme.email, 'თქვენი ვაკანსია');
    expect(mail.subject).toBe('თქვენი ვაკანსია არ დამტკიცდა: უარყოფილი დეველოპერი');
    expect(mail.text).toContain('The salary is missing.\nPlease add it.');
    expect(mail.text).toContain(`https://techboard.example/companyPanel/vacancies/update/${id}`);

    expect(await auditRows('vacancy', id)).toEqual([
      expect.objectContaining({
        action: 'vacancies.reject',
        actor_account_id: await idOf(staff),
        target_type: 'vacancy',
        target_id: id,
        before: expect.objectContaining({ approval: VacancyApproval.Pending, rejectionReason: null }),
        after: expect.objectContaining({
          approval: VacancyApproval.Rejected,
          rejectionReason: 'The salary is missing.\nPlease add it.',
        }),
      }),
    ]);
  });

  it('validates the id and the reason, in English and Georgian', async () => {
    const acme = await company('Validate Acme');
    const id = await pendingVacancy(acme.companyId, 'Validated Developer');
    const reject = (query: Record<string, unknown>, body: unknown, language = 'en') =>
      t.http
        .post('/api/Admin/RejectVacancy')
        .set(bearer(staff))
        .set('Accept-Language', language)
        .query(query)
        .send(body as object);

    expect(errorsOf(await reject({ vacancyId: id }, {}), 400)).toEqual({ reason: ['Enter the reason'] });
    expect(errorsOf(await reject({ vacancyId: id }, { reason: '   ' }), 400)).toEqual({ reason: ['Enter the reason'] });
    expect(errorsOf(await reject({ vacancyId: id }, { reason: 42 }), 400)).toEqual({ reason: ['Enter the reason'] });
    expect(errorsOf(await reject({ vacancyId: id }, { reason: 'x'.repeat(501) }), 400)).toEqual({
      reason: ['The reason must be at most 500 characters long'],
    });
    expect(errorsOf(await reject({ vacancyId: id }, {}, 'ka'), 400)).toEqual({ reason: ['მიუთითეთ მიზეზი'] });
    expect(errorsOf(await reject({ vacancyId: id }, { reason: 'x'.repeat(501) }, 'ka'), 400).reason[0]).toMatch(
      GEORGIAN,
    );
    expect(errorsOf(await reject({}, { reason: 'ok' }), 400)).toEqual({ vacancyId: ['vacancyId is required'] });
    expect(errorsOf(await reject({ vacancyId: 'abc' }, { reason: 'ok' }), 400)).toEqual({
      vacancyId: ['vacancyId must be the id of a vacancy'],
    });
    expect(errorsOf(await reject({ vacancyId: 99999999999 }, { reason: 'ok' }), 400).vacancyId).toBeDefined();
    expect(errorsOf(await reject({ vacancyId: 999999 }, { reason: 'ok' }), 404)._).toEqual([
      'The vacancy was not found',
    ]);
    expect(errorsOf(await reject({ vacancyId: 999999 }, { reason: 'ok' }, 'ka'), 404)._[0]).toMatch(GEORGIAN);
    // 500 characters are enough.
    dataOf(await reject({ vacancyId: id }, { reason: 'y'.repeat(500) }));

    const approve = (query: Record<string, unknown>, language = 'en') =>
      t.http.post('/api/Admin/ApproveVacancy').set(bearer(staff)).set('Accept-Language', language).query(query);
    expect(errorsOf(await approve({}), 400)).toEqual({ vacancyId: ['vacancyId is required'] });
    expect(errorsOf(await approve({ vacancyId: 0 }, 'ka'), 400).vacancyId[0]).toMatch(GEORGIAN);
    expect(errorsOf(await approve({ vacancyId: 999999 }), 404)._).toEqual(['The vacancy was not found']);

    const list = (query: Record<string, unknown>, language = 'en') =>
      t.http.get('/api/Admin/GetPendingVacancies').set(bearer(staff)).set('Accept-Language', language).query(query);
    expect(errorsOf(await list({ pageSize: 101 }), 400)).toEqual({
      pageSize: ['The page size must be a whole number from 1 to 100'],
    });
    expect(errorsOf(await list({ page: 0 }), 400)).toEqual({ page: ['The page must be a whole number from 1'] });
    expect(errorsOf(await list({ page: 'x' }, 'ka'), 400).page[0]).toMatch(GEORGIAN);
  });
});

// ---- reviews ------------------------------------------------------------------------------------

describe('the review moderation queue', () => {
  it('lists waiting reviews whole, with the author also of an anonymous review, longest waiting first', async () => {
    const acme = await company('Reviewed Acme');
    const anonymousAuthor = await talent('Giorgi Anonymous');
    const namedAuthor = await talent('Nino Named');
    const anonymous = await review(anonymousAuthor, acme.companyId, { visibility: 1 });
    const named = await review(namedAuthor, acme.companyId, { visibility: 2, headline: 'Named review' });
    await t.db.query(`UPDATE company_review SET updated_at = now() - interval '2 days' WHERE id = $1`, [anonymous]);
    const approvedAuthor = await talent();
    const approved = await review(approvedAuthor, acme.companyId);
    await t.db.query('UPDATE company_review SET status = 2 WHERE id = $1', [approved]);

    const page = await pendingReviews();
    const ids = page.items.map((item: { id: number }) => item.id);
    expect(ids.indexOf(anonymous)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(anonymous)).toBeLessThan(ids.indexOf(named));
    expect(ids).not.toContain(approved);
    expect(page).toMatchObject({ totalCount: ids.length, page: 1, pageSize: 100 });
    expect(page.items.find((item: { id: number }) => item.id === anonymous)).toEqual({
      id: anonymous,
      company: { id: acme.companyId, name: 'Reviewed Acme', transformedName: acme.slug },
      rating: 4,
      headline: 'Good place to grow',
      description: 'Friendly team and interesting products.',
      pros: 'Mentoring',
      cons: 'Old laptops',
      advice: 'Buy new laptops',
      benefits: 'Health insurance',
      visibility: 1,
      position: 'Backend developer',
      tenure: '2 years',
      status: 1,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      author: { accountId: await idOf(anonymousAuthor), fullName: 'Giorgi Anonymous', email: anonymousAuthor.email },
    });

    // An author who deleted their account leaves an authorless review.
    await t.db.query('UPDATE company_review SET author_account_id = NULL WHERE id = $1', [named]);
    expect((await pendingReviews()).items.find((item: { id: number }) => item.id === named).author).toBeNull();
    const one = await pendingReviews({ pageSize: 1 });
    expect(one).toMatchObject({ totalCount: page.totalCount, pageSize: 1 });
    expect(one.items).toHaveLength(1);
  });

  it('approves a review: published on the company page, the author mailed, audited', async () => {
    const acme = await company('Approved Review Acme');
    const author = await talent('Nino Beridze', 'ka');
    const id = await review(author, acme.companyId, { headline: 'Great mentors' });
    const publicIds = async () =>
      dataOf(await t.http.get('/api/Company/GetCompanyReviews').query({ companyId: acme.companyId })).items.map(
        (item: { id: number }) => item.id,
      );
    expect(await publicIds()).not.toContain(id);

    expect(dataOf(await t.http.post('/api/Admin/ApproveReview').set(bearer(staff)).query({ reviewId: id }))).toBe(
      'The review is approved and published',
    );
    expect(await publicIds()).toEqual([id]);
    const details = dataOf(await t.http.get('/api/Company/GetCompanyDetails').query({ CompanyId: acme.companyId }));
    expect(details.companyRate).toBe(4);

    const mail = await mailTo(author.email, 'თქვენი შეფასება');
    expect(mail.subject).toBe('თქვენი შეფასება გამოქვეყნდა: Approved Review Acme');
    expect(mail.text).toContain('„Great mentors“');
    expect(mail.text).toContain(`https://techboard.example/companies/${acme.slug}/reviews`);

    expect(await auditRows('company_review', id)).toEqual([
      expect.objectContaining({
        action: 'reviews.approve',
        actor_account_id: await idOf(staff),
        before: { status: 1, rejectionReason: null },
        after: { status: 2, rejectionReason: null },
      }),
    ]);
    const conflict = errorsOf(
      await t.http.post('/api/Admin/ApproveReview').set(bearer(staff)).query({ reviewId: id }),
      409,
    );
    expect(conflict._).toEqual(['This review is not waiting for moderation: it has already been decided']);
  });

  it('rejects a review with a reason the author reads in the mail and on their review; editing sends it back', async () => {
    const acme = await company('Rejected Review Acme');
    const author = await talent();
    const id = await review(author, acme.companyId);
    const answer = await t.http
      .post('/api/Admin/RejectReview')
      .set(bearer(staff))
      .query({ reviewId: id })
      .send({ reason: 'It names a colleague.' });
    expect(dataOf(answer)).toBe('The review is rejected: its author was told the reason');

    const own = dataOf(await t.http.get('/api/Company/getUserReview').set(bearer(author)).query({ reviewId: id }));
    expect(own).toMatchObject({ status: 3, rejectionReason: 'It names a colleague.' });
    const mail = await mailTo(author.email, 'Your review');
    expect(mail.subject).toBe('Your review was not approved: Rejected Review Acme');
    expect(mail.text).toContain('It names a colleague.');
    expect(await auditRows('company_review', id)).toEqual([
      expect.objectContaining({
        action: 'reviews.reject',
        before: { status: 1, rejectionReason: null },
        after: { status: 3, rejectionReason: 'It names a colleague.' },
      }),
    ]);

    // The author's edit puts it back in the queue.
    expect((await pendingReviews()).items.map((item: { id: number }) => item.id)).not.toContain(id);
    await review(author, acme.companyId, { id, headline: 'Edited headline' });
    expect((await pendingReviews()).items.map((item: { id: number }) => item.id)).toContain(id);
  });

  it('decides on a review whose author is gone without mailing anyone', async () => {
    const acme = await company('Orphan Review Acme');
    const author = await talent();
    const id = await review(author, acme.companyId);
    await t.db.query('UPDATE company_review SET author_account_id = NULL WHERE id = $1', [id]);
    const queued = async () => Number((await t.db.query('SELECT count(*)::int AS count FROM outbox_mail'))[0].count);
    const before = await queued();
    dataOf(
      await t.http.post('/api/Admin/RejectReview').set(bearer(staff)).query({ reviewId: id }).send({ reason: 'Spam' }),
    );
    expect(await queued()).toBe(before);
    expect((await auditRows('company_review', id))[0]).toMatchObject({
      action: 'reviews.reject',
      after: { status: 3, rejectionReason: 'Spam' },
    });
  });

  it('validates the id and the reason, in English and Georgian', async () => {
    const reject = (query: Record<string, unknown>, body: unknown, language = 'en') =>
      t.http
        .post('/api/Admin/RejectReview')
        .set(bearer(staff))
        .set('Accept-Language', language)
        .query(query)
        .send(body as object);
    const acme = await company('Validated Review Acme');
    const id = await review(await talent(), acme.companyId);
    expect(errorsOf(await reject({ reviewId: id }, {}), 400)).toEqual({ reason: ['Enter the reason'] });
    expect(errorsOf(await reject({ reviewId: id }, { reason: 'x'.repeat(501) }), 400)).toEqual({
      reason: ['The reason must be at most 500 characters long'],
    });
    expect(errorsOf(await reject({ reviewId: id }, { reason: '' }, 'ka'), 400)).toEqual({
      reason: ['მიუთითეთ მიზეზი'],
    });
    expect(errorsOf(await reject({}, { reason: 'ok' }), 400)).toEqual({ reviewId: ['Choose a review'] });
    expect(errorsOf(await reject({ reviewId: 'x' }, { reason: 'ok' }), 400)).toEqual({
      reviewId: ['The review id must be a whole number'],
    });
    expect(errorsOf(await reject({ reviewId: 'x' }, { reason: 'ok' }, 'ka'), 400).reviewId[0]).toMatch(GEORGIAN);
    expect(errorsOf(await reject({ reviewId: 999999 }, { reason: 'ok' }), 404)._).toEqual(['The review was not found']);
    expect(
      errorsOf(await t.http.post('/api/Admin/ApproveReview').set(bearer(staff)).query({ reviewId: 999999 }), 404)._,
    ).toEqual(['The review was not found']);
    expect(
      errorsOf(await t.http.get('/api/Admin/GetPendingReviews').set(bearer(staff)).query({ pageSize: 0 }), 400),
    ).toEqual({
      pageSize: ['The page size must be a whole number from 1 to 100'],
    });
    const [{ status }] = await t.db.query('SELECT status FROM company_review WHERE id = $1', [id]);
    expect(status).toBe(1);
  });
});

// ---- who may call -------------------------------------------------------------------------------

describe('the moderation queues are for staff only', () => {
  it('are refused to visitors (401), talents, companies and view-as sessions (403), changing nothing', async () => {
    const acme = await company('Guarded Acme');
    const vacancyId = await pendingVacancy(acme.companyId, 'Guarded Developer');
    const reviewId = await review(await talent(), acme.companyId);
    const calls = [
      () => t.http.get('/api/Admin/GetPendingVacancies'),
      () => t.http.post('/api/Admin/ApproveVacancy').query({ vacancyId }),
      () => t.http.post('/api/Admin/RejectVacancy').query({ vacancyId }).send({ reason: 'No' }),
      () => t.http.get('/api/Admin/GetPendingReviews'),
      () => t.http.post('/api/Admin/ApproveReview').query({ reviewId }),
      () => t.http.post('/api/Admin/RejectReview').query({ reviewId }).send({ reason: 'No' }),
    ];
    const others = await outsiders();
    for (const call of calls) {
      errorsOf(await call(), 401);
      for (const who of [...others, acme]) errorsOf(await call().set(bearer(who)), 403);
    }
    expect((await t.db.query('SELECT approval FROM vacancy WHERE id = $1', [vacancyId]))[0].approval).toBe(
      VacancyApproval.Pending,
    );
    expect((await t.db.query('SELECT status FROM company_review WHERE id = $1', [reviewId]))[0].status).toBe(1);
    expect(await auditRows('vacancy', vacancyId)).toEqual([]);
    expect(await auditRows('company_review', reviewId)).toEqual([]);
  });
});
