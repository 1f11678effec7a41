import { VacancyApproval, VacancyStatus } from '../shared/enums.js';
import { bearer, signInStaff, signUpCompany, signUpTalent, type SignedUp } from './support/accounts.js';
import { dataOf, errorsOf, GEORGIAN } from './support/envelope.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { vacancySeeder } from './support/vacancy-seed.js';
import { viewAsSessionOf } from './support/admin-callers.js';

const CREATE = '/api/Reports/CreateReport';
const THANKS = 'Thank you. Our team will look at your report.';
const NOTHING_TO_REPORT = 'There is nothing to report here: the item was not found';
const VACANCY = 1;
const COMPANY = 2;
const REVIEW = 3;

let t: TestApp;
let staff: SignedUp;
let talent: SignedUp;
let otherTalent: SignedUp;
let company: SignedUp;
let viewAs: { token: string };
const seed = vacancySeeder(() => t);

const accountIdOf = async (who: { email: string }): Promise<number> =>
  Number((await t.db.query('SELECT id FROM account WHERE lower(email) = lower($1)', [who.email]))[0].id);
const companyOf = async (who: { email: string }): Promise<{ id: number; slug: string }> => {
  const [row] = await t.db.query(
    'SELECT c.id, c.transformed_name FROM company c JOIN account a ON a.id = c.account_id WHERE lower(a.email) = lower($1)',
    [who.email],
  );
  return { id: Number(row.id), slug: row.transformed_name };
};
let slugCounter = 0;
const newCompany = async (name: string, tagline: string | null = null) =>
  seed.insertCompany(name, `reported-${process.pid}-${++slugCounter}`, tagline);
const insertReview = async (
  companyId: number,
  authorId: number | null,
  status = 2,
  headline = 'Great team, slow process',
): Promise<number> =>
  Number(
    (
      await t.db.query(
        `INSERT INTO company_review (company_id, author_account_id, rating, headline, description, visibility, status)
         VALUES ($1, $2, 4, $3, 'We ship often and review code carefully.', 1, $4) RETURNING id`,
        [companyId, authorId, headline, status],
      )
    )[0].id,
  );
const report = (who: { token: string }, body: Record<string, unknown>, language = 'en') =>
  t.http.post(CREATE).set(bearer(who)).set('Accept-Language', language).send(body);
const reportsOf = (itemType: number, itemId: number) =>
  t.db.query(
    'SELECT id, reporter_account_id, reason, details, status, resolved_by, resolved_at FROM content_report WHERE item_type = $1 AND item_id = $2 ORDER BY id',
    [itemType, itemId],
  );
const reportIdOf = async (who: { email: string }, itemType: number, itemId: number): Promise<number> =>
  Number(
    (
      await t.db.query(
        'SELECT id FROM content_report WHERE reporter_account_id = $1 AND item_type = $2 AND item_id = $3',
        [await accountIdOf(who), itemType, itemId],
      )
    )[0].id,
  );
const auditOf = (targetType: string, targetId: number) =>
  t.db.query(
    'SELECT action, actor_account_id, before, after FROM audit_log WHERE target_type = $1 AND target_id = $2 ORDER BY id',
    [targetType, targetId],
  );
const admin = (path: string, query: Record<string, unknown> = {}, body?: Record<string, unknown>, language = 'en') => {
  const request = path.startsWith('Get')
    ? t.http.get(`/api/Admin/${path}`)
    : t.http.post(`/api/Admin/${path}`).send(body ?? {});
  return request.set(bearer(staff)).set('Accept-Language', language).query(query);
};

// One app at a time: the embedded database keeps one in-memory instance per test file, so the
// apps of the last two blocks start after this block's app has closed.
describe('content reports', () => {
  beforeAll(async () => {
    t = await startTestApp();
    await seed.loadDictionary();
    staff = await signInStaff(t);
    talent = await signUpTalent(t, { Name: 'Nino Beridze' });
    otherTalent = await signUpTalent(t, { Name: 'Giorgi Kapanadze' });
    company = await signUpCompany(t, 'Report Owner Co');
    viewAs = await viewAsSessionOf(t, staff, await accountIdOf(talent));
  });
  afterAll(() => t.close());

  describe('Reports/CreateReport', () => {
    it('takes a talent’s and a company’s report of public items, once per person and item, thanking in their language', async () => {
      const companyId = await newCompany('Fake Jobs LLC');
      const vacancyId = await seed.insertVacancy({ companyId, title: 'Crypto Recruiter' });
      expect(
        dataOf(
          await report(talent, {
            itemType: VACANCY,
            itemId: vacancyId,
            reason: 1,
            details: '  Asks for money\r\nup front.  ',
          }),
        ),
      ).toBe(THANKS);
      expect(dataOf(await report(company, { itemType: VACANCY, itemId: vacancyId, reason: 2 }, 'ka'))).toBe(
        'გმადლობთ. ჩვენი გუნდი განიხილავს თქვენს საჩივარს.',
      );
      expect(await reportsOf(VACANCY, vacancyId)).toEqual([
        expect.objectContaining({
          reporter_account_id: await accountIdOf(talent),
          reason: 1,
          details: 'Asks for money\nup front.',
          status: 1,
          resolved_by: null,
        }),
        expect.objectContaining({
          reporter_account_id: await accountIdOf(company),
          reason: 2,
          details: null,
          status: 1,
        }),
      ]);

      expect(errorsOf(await report(talent, { itemType: VACANCY, itemId: vacancyId, reason: 3 }), 409)._).toEqual([
        'You have already reported this',
      ]);
      expect(errorsOf(await report(talent, { itemType: VACANCY, itemId: vacancyId, reason: 3 }, 'ka'), 409)._).toEqual([
        'თქვენ ეს უკვე გაასაჩივრეთ',
      ]);
      expect(await reportsOf(VACANCY, vacancyId)).toHaveLength(2);

      // A company page, an approved review, and an ended vacancy whose page stays public.
      const reviewId = await insertReview(companyId, await accountIdOf(otherTalent));
      const ended = await seed.insertVacancy({
        companyId,
        title: 'Ended Role',
        status: VacancyStatus.Ended,
        deadline: "now() - interval '1 day'",
      });
      dataOf(await report(talent, { ItemType: COMPANY, ItemId: companyId, Reason: 1 }));
      dataOf(
        await report(talent, { itemType: REVIEW, itemId: reviewId, reason: 3, details: 'Insults a colleague by name' }),
      );
      dataOf(await report(talent, { itemType: VACANCY, itemId: ended, reason: 2 }));
      expect(await reportsOf(COMPANY, companyId)).toHaveLength(1);
      expect(await reportsOf(REVIEW, reviewId)).toEqual([
        expect.objectContaining({ reason: 3, details: 'Insults a colleague by name' }),
      ]);
    });

    it('answers 404 for an item the public does not see and 403 for one’s own', async () => {
      const companyId = await newCompany('Hidden Things Ltd');
      const pending = await seed.insertVacancy({ companyId, title: 'Waiting', approval: VacancyApproval.Pending });
      const rejected = await seed.insertVacancy({ companyId, title: 'Rejected', approval: VacancyApproval.Rejected });
      const draft = await seed.insertVacancy({ companyId, title: 'Draft', status: VacancyStatus.Draft });
      const pendingReview = await insertReview(companyId, null, 1);
      const hiddenCompany = await newCompany('Hidden Page Ltd');
      await t.db.query('UPDATE company SET hidden_at = now() WHERE id = $1', [hiddenCompany]);
      const ofHidden = await seed.insertVacancy({ companyId: hiddenCompany, title: 'Of a hidden page' });
      const reviewOfHidden = await insertReview(hiddenCompany, null);
      for (const [itemType, itemId] of [
        [VACANCY, pending],
        [VACANCY, rejected],
        [VACANCY, draft],
        [VACANCY, ofHidden],
        [VACANCY, 999999],
        [REVIEW, pendingReview],
        [REVIEW, reviewOfHidden],
        [COMPANY, hiddenCompany],
        [COMPANY, 999999],
      ]) {
        expect([itemType, itemId, errorsOf(await report(talent, { itemType, itemId, reason: 1 }), 404)._]).toEqual([
          itemType,
          itemId,
          [NOTHING_TO_REPORT],
        ]);
      }
      expect(errorsOf(await report(talent, { itemType: VACANCY, itemId: pending, reason: 1 }, 'ka'), 404)._[0]).toMatch(
        GEORGIAN,
      );

      const own = await companyOf(company);
      const ownVacancy = await seed.insertVacancy({ companyId: own.id, title: 'Our own role' });
      const ownReview = await insertReview(companyId, await accountIdOf(talent));
      expect(errorsOf(await report(company, { itemType: COMPANY, itemId: own.id, reason: 1 }), 403)._).toEqual([
        'You cannot report your own content',
      ]);
      expect(errorsOf(await report(company, { itemType: VACANCY, itemId: ownVacancy, reason: 1 }), 403)._).toEqual([
        'You cannot report your own content',
      ]);
      expect(errorsOf(await report(talent, { itemType: REVIEW, itemId: ownReview, reason: 1 }, 'ka'), 403)._).toEqual([
        'საკუთარი კონტენტის გასაჩივრება შეუძლებელია',
      ]);
      expect(
        await t.db.query('SELECT 1 FROM content_report WHERE item_id = ANY($1::int[]) AND item_type = 1', [
          [pending, rejected, draft, ofHidden, ownVacancy],
        ]),
      ).toEqual([]);
    });

    it.each([
      [
        'en',
        {},
        {
          itemType: ['Choose what you report (itemType)'],
          itemId: ['Choose the item you report (itemId)'],
          reason: ['Choose a reason'],
        },
      ],
      [
        'ka',
        {},
        {
          itemType: ['აირჩიეთ, რას ეხება საჩივარი (itemType)'],
          itemId: ['აირჩიეთ, რას ასაჩივრებთ (itemId)'],
          reason: ['აირჩიეთ მიზეზი'],
        },
      ],
      [
        'en',
        { itemType: 5, itemId: 'x', reason: 0, details: 'x'.repeat(1001) },
        {
          itemType: ['itemType must be 1 (vacancy), 2 (company page), 3 (review) or 4 (invitation)'],
          itemId: ['itemId must be the id of a vacancy, a company page, a review or an invitation'],
          reason: ['reason must be 1 (fake), 2 (spam) or 3 (offensive)'],
          details: ['The details must be at most 1000 characters long'],
        },
      ],
      [
        'ka',
        { itemType: 'Vacancy', itemId: 3_000_000_000, reason: 'Spam', details: 7 },
        {
          itemType: ['itemType უნდა იყოს 1 (ვაკანსია), 2 (კომპანიის გვერდი), 3 (შეფასება) ან 4 (მოწვევა)'],
          itemId: ['itemId უნდა იყოს ვაკანსიის, კომპანიის გვერდის, შეფასების ან მოწვევის იდენტიფიკატორი'],
          reason: ['reason უნდა იყოს 1 (ყალბი), 2 (სპამი) ან 3 (შეურაცხმყოფელი)'],
          details: ['დეტალები უნდა იყოს ტექსტი'],
        },
      ],
    ])('refuses bad input (%s) with each field’s message, storing nothing', async (language, body, expected) => {
      const [{ n: before }] = await t.db.query('SELECT count(*)::int AS n FROM content_report');
      expect(errorsOf(await report(otherTalent, body, language), 400)).toEqual(expected);
      expect((await t.db.query('SELECT count(*)::int AS n FROM content_report'))[0].n).toBe(before);
    });

    it('is refused to visitors (401), a view-as session and staff without a talent or company account (403)', async () => {
      const companyId = await newCompany('Nobody Reports Me');
      const body = { itemType: COMPANY, itemId: companyId, reason: 1 };
      expect(errorsOf(await t.http.post(CREATE).send(body), 401)._).toEqual(['Please sign in to continue']);
      expect(errorsOf(await report(viewAs, body), 403)._).toEqual(['This is a read-only view-as session']);
      expect(errorsOf(await report(staff, body), 403)._).toEqual(['You do not have permission to do this']);
      expect(await reportsOf(COMPANY, companyId)).toEqual([]);
    });
  });

  describe('Admin/GetReports', () => {
    it('lists reports newest first with their item (title, link, owner, whether public), reporter and open count; filters and pages', async () => {
      const owner = await signUpCompany(t, 'Listed Owner Co');
      const own = await companyOf(owner);
      const vacancyId = await seed.insertVacancy({
        companyId: own.id,
        title: 'Listed Vacancy',
        titleGe: 'ვაკანსია სიაში',
      });
      const reviewId = await insertReview(own.id, await accountIdOf(otherTalent), 2, 'Listed review');
      const unclaimed = await newCompany('Unclaimed Listed Co', 'We build tools');
      dataOf(await report(talent, { itemType: VACANCY, itemId: vacancyId, reason: 1, details: 'Fake salary' }));
      dataOf(await report(company, { itemType: VACANCY, itemId: vacancyId, reason: 2 }));
      dataOf(await report(talent, { itemType: REVIEW, itemId: reviewId, reason: 3 }));
      dataOf(await report(talent, { itemType: COMPANY, itemId: unclaimed, reason: 1 }));

      const vacancies = dataOf(await admin('GetReports', { itemType: VACANCY, status: 1, pageSize: 100 }));
      expect(
        vacancies.items.every(
          (item: { itemType: number; status: number }) => item.itemType === VACANCY && item.status === 1,
        ),
      ).toBe(true);
      const [newest, older] = vacancies.items.filter((item: { itemId: number }) => item.itemId === vacancyId);
      expect(older).toMatchObject({
        itemType: VACANCY,
        itemId: vacancyId,
        reason: 1,
        details: 'Fake salary',
        status: 1,
        resolvedAt: null,
        resolvedBy: null,
        openReportsOfItem: 2,
        reporter: { id: await accountIdOf(talent), email: talent.email, name: 'Nino Beridze', isBlocked: false },
        item: {
          type: VACANCY,
          id: vacancyId,
          title: 'Listed Vacancy',
          titleGE: 'ვაკანსია სიაში',
          summary: null,
          link: `/vacancies/${vacancyId}?fromAdmin=true`,
          company: { id: own.id, name: 'Listed Owner Co', transformedName: own.slug },
          owner: { id: await accountIdOf(owner), email: owner.email, name: 'Listed Owner Co', isBlocked: false },
          isPublic: true,
        },
      });
      expect(newest.reporter).toMatchObject({ name: 'Report Owner Co' });
      expect(Date.parse(newest.createdAt)).toBeGreaterThanOrEqual(Date.parse(older.createdAt));

      const reviews = dataOf(await admin('GetReports', { itemType: REVIEW })).items;
      expect(reviews.find((item: { itemId: number }) => item.itemId === reviewId).item).toMatchObject({
        title: 'Listed review',
        summary: 'We ship often and review code carefully.',
        link: `/companies/${own.slug}/reviews`,
        owner: { id: await accountIdOf(otherTalent), name: 'Giorgi Kapanadze' },
        isPublic: true,
      });
      const companies = dataOf(await admin('GetReports', { itemType: COMPANY })).items;
      expect(companies.find((item: { itemId: number }) => item.itemId === unclaimed).item).toMatchObject({
        title: 'Unclaimed Listed Co',
        summary: 'We build tools',
        owner: null,
        isPublic: true,
      });

      const first = dataOf(await admin('GetReports', { pageSize: 1 }));
      expect(first).toMatchObject({ page: 1, pageSize: 1 });
      expect(first.items).toHaveLength(1);
      expect(first.totalCount).toBeGreaterThanOrEqual(4);
      expect(dataOf(await admin('GetReports', { page: 9999 }))).toEqual({
        items: [],
        totalCount: first.totalCount,
        page: 9999,
        pageSize: 20,
      });
      expect(
        dataOf(await admin('GetReports', { status: 2 })).items.every((item: { status: number }) => item.status === 2),
      ).toBe(true);
    });

    it('validates its filters in the request language', async () => {
      expect(errorsOf(await admin('GetReports', { status: 7, itemType: 'x', pageSize: 101 }), 400)).toEqual({
        status: ['status must be 1 (open), 2 (dismissed) or 3 (actioned)'],
        itemType: ['itemType must be 1 (vacancy), 2 (company page), 3 (review) or 4 (invitation)'],
        pageSize: ['The page size must be a whole number from 1 to 100'],
      });
      const ka = errorsOf(await admin('GetReports', { status: 0 }, undefined, 'ka'), 400);
      expect(ka.status).toEqual(['status უნდა იყოს 1 (ღია), 2 (უარყოფილი) ან 3 (გადაწყვეტილი)']);
    });
  });

  describe('Admin/HideReportedItem', () => {
    it('rejects a reported vacancy: gone from the public at once, every open report of it resolved, audited', async () => {
      const companyId = await newCompany('Vacancy Hider Co');
      const vacancyId = await seed.insertVacancy({ companyId, title: 'Zyxwvut Developer' });
      dataOf(await report(talent, { itemType: VACANCY, itemId: vacancyId, reason: 1 }));
      dataOf(await report(otherTalent, { itemType: VACANCY, itemId: vacancyId, reason: 2 }));
      const searched = async () =>
        dataOf(await t.http.get('/api/Vacancy/SearchVacancies').query({ searchTerm: 'Zyxwvut' })).items.map(
          (item: { id: number }) => item.id,
        );
      expect(await searched()).toEqual([vacancyId]);

      const reportId = await reportIdOf(talent, VACANCY, vacancyId);
      const hidden = dataOf(await admin('HideReportedItem', { reportId }));
      const staffId = await accountIdOf(staff);
      expect(hidden).toMatchObject({
        id: reportId,
        status: 3,
        resolvedBy: { id: staffId, email: staff.email },
        openReportsOfItem: 0,
        item: { isPublic: false },
      });
      expect(hidden.resolvedAt).toEqual(expect.any(String));
      const rows = await reportsOf(VACANCY, vacancyId);
      expect(rows.map((row: { status: number; resolved_by: number }) => [row.status, row.resolved_by])).toEqual([
        [3, staffId],
        [3, staffId],
      ]);

      expect(await searched()).toEqual([]);
      errorsOf(await t.http.get('/api/Vacancy/GetVacancy').query({ vacancyId }), 404);
      expect(
        dataOf(await t.http.get('/api/Vacancy/GetVacancy').set(bearer(staff)).query({ vacancyId, fromAdmin: true })),
      ).toMatchObject({ isPreview: true, approval: 3 });
      const [audit] = await auditOf('vacancy', vacancyId);
      expect(audit).toEqual({
        action: 'reports.hideItem',
        actor_account_id: staffId,
        before: { approval: 2 },
        after: { approval: 3, reportIds: rows.map((row: { id: number }) => row.id) },
      });

      const second = rows[1].id;
      expect(errorsOf(await admin('HideReportedItem', { reportId: second }), 409)._).toEqual([
        'This report has already been resolved',
      ]);
      expect(errorsOf(await admin('DismissReport', { reportId: second }, undefined, 'ka'), 409)._).toEqual([
        'ეს საჩივარი უკვე განხილულია',
      ]);
      expect(errorsOf(await report(company, { itemType: VACANCY, itemId: vacancyId, reason: 1 }), 404)._).toEqual([
        NOTHING_TO_REPORT,
      ]);
    });

    it('rejects a reported review: it leaves the company’s reviews and rating', async () => {
      const companyId = await newCompany('Review Hider Co');
      const reviewId = await insertReview(companyId, await accountIdOf(otherTalent), 2, 'Rude words');
      dataOf(await report(talent, { itemType: REVIEW, itemId: reviewId, reason: 3 }));
      const reviews = async () => dataOf(await t.http.get('/api/Company/GetCompanyReviews').query({ companyId }));
      expect((await reviews()).items.map((item: { id: number }) => item.id)).toEqual([reviewId]);

      dataOf(await admin('HideReportedItem', { reportId: await reportIdOf(talent, REVIEW, reviewId) }));
      expect(await reviews()).toMatchObject({ items: [], reviewCount: 0, companyRate: null });
      expect(await auditOf('company_review', reviewId)).toEqual([
        expect.objectContaining({
          action: 'reports.hideItem',
          before: { status: 2 },
          after: expect.objectContaining({ status: 3 }),
        }),
      ]);
    });

    it('hides a reported company page from every public read: its page, lists, search, vacancies and reviews', async () => {
      const companyId = await newCompany('Qwertyuiop Systems', 'Hidden soon');
      const [{ transformed_name: slug }] = await t.db.query('SELECT transformed_name FROM company WHERE id = $1', [
        companyId,
      ]);
      const vacancyId = await seed.insertVacancy({ companyId, title: 'Qwertyuiop Engineer' });
      await insertReview(companyId, null);
      dataOf(await report(talent, { itemType: COMPANY, itemId: companyId, reason: 1 }));
      const listed = async () => ({
        directory: dataOf(
          await t.http.get('/api/Company/searchCompanies').query({ searchTerm: 'Qwertyuiop', pageSize: 50 }),
        ).items.map((item: { id: number }) => item.id),
        newest: dataOf(await t.http.get('/api/Company/GetNewCompanies').query({ pageSize: 36 })).items.map(
          (item: { id: number }) => item.id,
        ),
        vacancies: dataOf(
          await t.http.get('/api/Vacancy/SearchVacancies').query({ searchTerm: 'Qwertyuiop' }),
        ).items.map((item: { id: number }) => item.id),
        smart: dataOf(
          await t.http.get('/api/Search/GetSmartSearch').query({ searchTerm: 'Qwertyuiop' }),
        ).companies.items.map((item: { id: number }) => item.id),
      });
      expect(await listed()).toEqual({
        directory: [companyId],
        newest: expect.arrayContaining([companyId]),
        vacancies: [vacancyId],
        smart: [companyId],
      });
      expect((await t.http.get(`/companies/${slug}`)).status).toBe(200);

      const hidden = dataOf(
        await admin('HideReportedItem', { reportId: await reportIdOf(talent, COMPANY, companyId) }),
      );
      expect(hidden.item).toMatchObject({ isPublic: false });
      const after = await listed();
      expect(after).toEqual({
        directory: [],
        newest: expect.not.arrayContaining([companyId]),
        vacancies: [],
        smart: [],
      });
      errorsOf(await t.http.get('/api/Company/GetCompanyDetails').query({ companyId }), 404);
      errorsOf(await t.http.get('/api/Company/GetCompanyDetails').query({ companySlug: slug }), 404);
      errorsOf(await t.http.get('/api/Company/GetCompanyReviews').query({ companyId }), 404);
      errorsOf(await t.http.get('/api/Vacancy/GetVacancy').query({ vacancyId }), 404);
      expect((await t.http.get(`/companies/${slug}`)).status).toBe(404);
      const [audit] = await auditOf('company', companyId);
      expect(audit).toMatchObject({
        action: 'reports.hideItem',
        before: { hiddenAt: null },
        after: { hiddenAt: expect.any(String) },
      });
    });

    it('answers 404 for an unknown report and 400 for a malformed id, in the request language', async () => {
      expect(errorsOf(await admin('HideReportedItem', { reportId: 999999 }), 404)._).toEqual([
        'The report was not found',
      ]);
      expect(
        errorsOf(await admin('BlockReportedAccount', { reportId: 999999 }, { reason: 'Spam' }, 'ka'), 404)._,
      ).toEqual(['საჩივარი ვერ მოიძებნა']);
      expect(errorsOf(await admin('DismissReport', { reportId: 'abc' }), 400).reportId).toEqual([
        'reportId must be the id of a report',
      ]);
      expect(errorsOf(await admin('HideReportedItem', {}, undefined, 'ka'), 400).reportId).toEqual([
        'reportId უნდა იყოს საჩივრის იდენტიფიკატორი',
      ]);
    });
  });

  describe('Admin/DismissReport', () => {
    it('dismisses every open report of the item and leaves the item public, audited', async () => {
      const companyId = await newCompany('Dismissed Co');
      const vacancyId = await seed.insertVacancy({ companyId, title: 'Honest Role' });
      dataOf(await report(talent, { itemType: VACANCY, itemId: vacancyId, reason: 1 }));
      dataOf(await report(company, { itemType: VACANCY, itemId: vacancyId, reason: 2 }));
      const dismissed = dataOf(
        await admin('DismissReport', { reportId: await reportIdOf(company, VACANCY, vacancyId) }),
      );
      expect(dismissed).toMatchObject({ status: 2, openReportsOfItem: 0, item: { isPublic: true } });
      expect((await reportsOf(VACANCY, vacancyId)).map((row: { status: number }) => row.status)).toEqual([2, 2]);
      dataOf(await t.http.get('/api/Vacancy/GetVacancy').query({ vacancyId }));
      expect(await auditOf('vacancy', vacancyId)).toEqual([
        {
          action: 'reports.dismiss',
          actor_account_id: await accountIdOf(staff),
          before: null,
          after: { reportIds: expect.any(Array) },
        },
      ]);
    });
  });

  describe('Admin/BlockReportedAccount', () => {
    it('blocks the review’s author with a reason: their token stops working; the reports are resolved; audited', async () => {
      const author = await signUpTalent(t, { Name: 'Bad Reviewer' });
      const companyId = await newCompany('Blocked Author Target');
      const reviewId = await insertReview(companyId, await accountIdOf(author), 2, 'Spam spam spam');
      dataOf(await report(talent, { itemType: REVIEW, itemId: reviewId, reason: 2 }));
      dataOf(await t.http.get('/api/Account/GetUserInfo').set(bearer(author)));

      const reportId = await reportIdOf(talent, REVIEW, reviewId);
      const blocked = dataOf(await admin('BlockReportedAccount', { reportId }, { reason: '  Posts spam reviews  ' }));
      expect(blocked).toMatchObject({ status: 3, item: { owner: { id: await accountIdOf(author), isBlocked: true } } });
      errorsOf(await t.http.get('/api/Account/GetUserInfo').set(bearer(author)), 401);
      const authorId = await accountIdOf(author);
      expect(await auditOf('account', authorId)).toEqual([
        expect.objectContaining({ action: 'accounts.blocked', actor_account_id: await accountIdOf(staff) }),
      ]);
      expect(await auditOf('company_review', reviewId)).toEqual([
        expect.objectContaining({
          action: 'reports.blockAccount',
          after: { accountId: authorId, reason: 'Posts spam reviews', reportIds: [reportId] },
        }),
      ]);
    });

    it('requires a reason of at most 500 characters (EN and KA), and refuses an item without an account (409)', async () => {
      const companyId = await newCompany('Unclaimed Block Target');
      dataOf(await report(otherTalent, { itemType: COMPANY, itemId: companyId, reason: 1 }));
      const reportId = await reportIdOf(otherTalent, COMPANY, companyId);
      expect(errorsOf(await admin('BlockReportedAccount', { reportId }, {}), 400)).toEqual({
        reason: ['Enter the reason'],
      });
      expect(
        errorsOf(await admin('BlockReportedAccount', { reportId }, { reason: '   ' }, 'ka'), 400).reason[0],
      ).toMatch(GEORGIAN);
      expect(errorsOf(await admin('BlockReportedAccount', { reportId }, { reason: 'x'.repeat(501) }), 400)).toEqual({
        reason: ['The reason must be at most 500 characters long'],
      });
      expect(errorsOf(await admin('BlockReportedAccount', { reportId }, { reason: 'Fake page' }), 409)._).toEqual([
        'No account stands behind this item',
      ]);
      expect(errorsOf(await admin('BlockReportedAccount', { reportId }, { reason: 'Fake page' }, 'ka'), 409)._).toEqual(
        ['ამ ელემენტს არცერთი ანგარიში არ უკავშირდება'],
      );
      expect((await reportsOf(COMPANY, companyId))[0].status).toBe(1);
    });
  });

  describe('reports and the rest of the back office', () => {
    it('counts the open reports on the dashboard', async () => {
      const [{ n }] = await t.db.query('SELECT count(*)::int AS n FROM content_report WHERE status = 1');
      expect(n).toBeGreaterThan(0);
      expect(dataOf(await admin('GetDashboard')).openReports).toBe(n);
    });

    it('deletes the reports of an item that is deleted', async () => {
      const companyId = await newCompany('Deleted Review Co');
      const reviewId = await insertReview(companyId, null);
      dataOf(await report(talent, { itemType: REVIEW, itemId: reviewId, reason: 1 }));
      await t.db.query('DELETE FROM company_review WHERE id = $1', [reviewId]);
      expect(await reportsOf(REVIEW, reviewId)).toEqual([]);
    });

    it.each([
      ['GET', 'GetReports'],
      ['POST', 'HideReportedItem'],
      ['POST', 'DismissReport'],
      ['POST', 'BlockReportedAccount'],
    ])('refuses %s Admin/%s to visitors (401), talents, companies and view-as sessions (403)', async (method, path) => {
      const call = () =>
        (method === 'GET'
          ? t.http.get(`/api/Admin/${path}`)
          : t.http.post(`/api/Admin/${path}`).send({ reason: 'x' })
        ).query({ reportId: 1 });
      errorsOf(await call(), 401);
      for (const who of [talent, company, viewAs]) errorsOf(await call().set(bearer(who)), 403);
    });
  });
});

describe('Reports/CreateReport rate limit', () => {
  it('answers 429 past the per-minute limit', async () => {
    const limited = await startTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const reporter = await signUpTalent(limited);
      for (let i = 0; i < 2; i++) errorsOf(await limited.http.post(CREATE).set(bearer(reporter)).send({}), 400);
      errorsOf(await limited.http.post(CREATE).set(bearer(reporter)).send({ itemType: 2, itemId: 1, reason: 1 }), 429);
    } finally {
      await limited.close();
    }
  });
});

describe('a hidden company page and the read cache', () => {
  it('leaves the cached landing lists and figures at once', async () => {
    const cached = await startTestApp({ READ_CACHE_SECONDS: '300' });
    try {
      const cachedStaff = await signInStaff(cached);
      const reporter = await signUpTalent(cached);
      const [{ id: companyId }] = await cached.db.query(
        `INSERT INTO company (name, transformed_name, is_verified, verified_date) VALUES ('Cached Hidden Co', 'cached-hidden-co', true, now()) RETURNING id`,
      );
      const newest = async () =>
        dataOf(await cached.http.get('/api/Company/GetNewCompanies')).items.map((item: { id: number }) => item.id);
      const figures = async () => dataOf(await cached.http.get('/api/Common/GetIndexPageCount')).companyCount;
      expect(await newest()).toContain(companyId);
      const companiesBefore = await figures();
      dataOf(
        await cached.http.post(CREATE).set(bearer(reporter)).send({ itemType: COMPANY, itemId: companyId, reason: 1 }),
      );
      const [{ id: reportId }] = await cached.db.query('SELECT id FROM content_report WHERE item_id = $1', [companyId]);
      dataOf(await cached.http.post('/api/Admin/HideReportedItem').set(bearer(cachedStaff)).query({ reportId }));
      expect(await newest()).not.toContain(companyId);
      expect(await figures()).toBe(companiesBefore - 1);
    } finally {
      await cached.close();
    }
  });
});
