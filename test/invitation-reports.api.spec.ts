import { ReportItemType, ReportStatus } from '../shared/content-report.js';
import { bearer, type SignedUp, signInStaff, signUpCompany, signUpTalent } from './support/accounts.js';
import { accountIdOf } from './support/admin-callers.js';
import { companyIdOf } from './support/complete-company.js';
import { dataOf, errorsOf, GEORGIAN } from './support/envelope.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { vacancySeeder } from './support/vacancy-seed.js';

/** The invited talent reports a company's invitation; staff dismiss it or suspend the company's
 *  invitations from the reports queue. */
const INVITATION = ReportItemType.Invitation;
const NOTHING_TO_REPORT = 'There is nothing to report here: the item was not found';
const MESSAGE = 'Send us 100 GEL for the interview slot. Really.';

let t: TestApp;
let staff: SignedUp;
let nino: SignedUp;
let giorgi: SignedUp;
let spammer: SignedUp & { id: number; vacancy: number };
let other: SignedUp & { id: number };
const seed = vacancySeeder(() => t);

const post = (who: { token: string }, path: string, body: object = {}, query: object = {}, language = 'en') =>
  t.http.post(`/api/${path}`).set(bearer(who)).set('Accept-Language', language).query(query).send(body);
const report = (who: { token: string }, itemId: number, language = 'en', reason = 2) =>
  post(who, 'Reports/CreateReport', { itemType: INVITATION, itemId, reason, details: 'Asks for money' }, {}, language);

/** An invitation as the company's InviteTalent leaves it (written here: the directory's rules are
 *  talent-directory.api.spec.ts's). */
async function invitation(talent: SignedUp, company = spammer, message = MESSAGE): Promise<number> {
  const [row] = await t.db.query(
    `INSERT INTO talent_invitation (company_id, account_id, vacancy_id, message, status)
     VALUES ($1, $2, $3, $4, 2) RETURNING id`,
    [company.id, await accountIdOf(t, talent.email), company.vacancy, message],
  );
  return Number(row.id);
}
const reportIdOf = async (itemId: number): Promise<number> =>
  Number(
    (await t.db.query('SELECT id FROM content_report WHERE item_type = $1 AND item_id = $2', [INVITATION, itemId]))[0]
      .id,
  );
const auditOf = (action: string) =>
  t.db.query('SELECT target_type, target_id, before, after FROM audit_log WHERE action = $1 ORDER BY id', [action]);

beforeAll(async () => {
  t = await startTestApp();
  await seed.loadDictionary();
  staff = await signInStaff(t);
  nino = await signUpTalent(t, { Name: 'Nino Invitationreporter' });
  giorgi = await signUpTalent(t, { Name: 'Giorgi Bystander' });
  const company = await signUpCompany(t, 'Invitation Spam Labs');
  const id = await companyIdOf(t, company.email);
  spammer = { ...company, id, vacancy: await seed.insertVacancy({ companyId: id, title: 'Crypto Closer' }) };
  const otherCompany = await signUpCompany(t, 'Invitation Honest Labs');
  other = { ...otherCompany, id: await companyIdOf(t, otherCompany.email) };
});
afterAll(() => t.close());

describe('reporting an invitation', () => {
  it('is the invited talent’s: once, thanked in their language, stored as an open report', async () => {
    const id = await invitation(nino);
    expect(dataOf(await report(nino, id, 'ka'))).toMatch(GEORGIAN);
    expect(errorsOf(await report(nino, id), 409)._).toEqual(['You have already reported this']);
    const rows = await t.db.query(
      'SELECT reporter_account_id, reason, details, status FROM content_report WHERE item_type = $1 AND item_id = $2',
      [INVITATION, id],
    );
    expect(rows).toEqual([
      { reporter_account_id: await accountIdOf(t, nino.email), reason: 2, details: 'Asks for money', status: 1 },
    ]);
  });

  it('is nobody else’s: another talent, the inviting company and another company get the missing item’s 404', async () => {
    const id = await invitation(nino);
    for (const who of [giorgi, spammer, other]) {
      expect(errorsOf(await report(who, id), 404)._).toEqual([NOTHING_TO_REPORT]);
    }
    expect(errorsOf(await report(nino, 2_000_000_000), 404)._).toEqual([NOTHING_TO_REPORT]);
    expect((await post(staff, 'Reports/CreateReport', { itemType: INVITATION, itemId: id, reason: 1 })).status).toBe(
      403,
    );
    expect(
      await t.db.query('SELECT 1 FROM content_report WHERE item_type = $1 AND item_id = $2', [INVITATION, id]),
    ).toHaveLength(0);
  });

  it('validates the reason as for any item', async () => {
    const id = await invitation(nino);
    expect(
      errorsOf(await post(nino, 'Reports/CreateReport', { itemType: INVITATION, itemId: id, reason: 4 }), 400),
    ).toEqual({ reason: ['reason must be 1 (fake), 2 (spam) or 3 (offensive)'] });
  });

  it('goes with its invitation', async () => {
    const id = await invitation(nino);
    dataOf(await report(nino, id));
    await t.db.query('DELETE FROM talent_invitation WHERE id = $1', [id]);
    expect(
      await t.db.query('SELECT 1 FROM content_report WHERE item_type = $1 AND item_id = $2', [INVITATION, id]),
    ).toHaveLength(0);
  });
});

describe('the reports queue’s invitation reports', () => {
  it('show the company, the vacancy’s title and the whole message; the company’s account is behind it', async () => {
    const long = `${'Spam '.repeat(100)}end`;
    const id = await invitation(nino, spammer, long);
    dataOf(await report(nino, id));
    const { items } = dataOf(await t.http.get('/api/Admin/GetReports').set(bearer(staff)).query({ itemType: 4 }));
    const shown = items.find((item: { itemId: number }) => item.itemId === id);
    expect(shown).toMatchObject({
      itemType: INVITATION,
      status: ReportStatus.Open,
      reporter: { email: nino.email.toLowerCase() },
      item: {
        type: INVITATION,
        id,
        title: 'Crypto Closer',
        summary: long,
        link: `/vacancies/${spammer.vacancy}?fromAdmin=true`,
        company: { id: spammer.id, name: 'Invitation Spam Labs' },
        owner: { email: spammer.email.toLowerCase() },
        isPublic: false,
      },
    });
    expect(items.every((item: { itemType: number }) => item.itemType === INVITATION)).toBe(true);
  });

  it('suspend the company’s invitations with a reason: every open report of it resolved, audited twice', async () => {
    const id = await invitation(nino);
    dataOf(await report(nino, id));
    const reportId = await reportIdOf(id);
    expect(errorsOf(await post(staff, 'Admin/SuspendReportedInvitations', { reason: ' ' }, { reportId }), 400)).toEqual(
      { reason: ['Enter the reason'] },
    );
    const done = dataOf(
      await post(staff, 'Admin/SuspendReportedInvitations', { reason: 'Asks talents for money' }, { reportId }),
    );
    expect(done).toMatchObject({ id: reportId, status: ReportStatus.Actioned, resolvedBy: { id: expect.any(Number) } });
    expect(
      await t.db.query('SELECT reason FROM company_invitation_suspension WHERE company_id = $1', [spammer.id]),
    ).toEqual([{ reason: 'Asks talents for money' }]);
    expect((await auditOf('invitations.suspended')).at(-1)).toMatchObject({
      target_type: 'company',
      target_id: spammer.id,
      after: { suspended: true, reason: 'Asks talents for money' },
    });
    expect(await auditOf('reports.suspendInvitations')).toEqual([
      {
        target_type: 'talent_invitation',
        target_id: id,
        before: null,
        after: { companyId: spammer.id, reason: 'Asks talents for money', reportIds: [reportId] },
      },
    ]);
    // Resolved: a second decision is refused.
    expect(
      errorsOf(await post(staff, 'Admin/SuspendReportedInvitations', { reason: 'Again' }, { reportId }), 409)._,
    ).toEqual(['This report has already been resolved']);
    await t.db.query('DELETE FROM company_invitation_suspension WHERE company_id = $1', [spammer.id]);
  });

  it('are dismissed like any report, leaving the company’s right to invite', async () => {
    const id = await invitation(nino);
    dataOf(await report(nino, id));
    const done = dataOf(await post(staff, 'Admin/DismissReport', {}, { reportId: await reportIdOf(id) }));
    expect(done.status).toBe(ReportStatus.Dismissed);
    expect(
      await t.db.query('SELECT 1 FROM company_invitation_suspension WHERE company_id = $1', [spammer.id]),
    ).toHaveLength(0);
    const [audit] = await t.db.query(
      `SELECT target_type FROM audit_log WHERE action = 'reports.dismiss' AND target_id = $1`,
      [id],
    );
    expect(audit).toEqual({ target_type: 'talent_invitation' });
  });

  it('cannot hide the invitation nor block its company from the report; other items cannot suspend', async () => {
    const id = await invitation(nino);
    dataOf(await report(nino, id));
    const reportId = await reportIdOf(id);
    const notForIt = ['This action does not apply to this kind of reported item'];
    expect(errorsOf(await post(staff, 'Admin/HideReportedItem', {}, { reportId }), 409)._).toEqual(notForIt);
    expect(errorsOf(await post(staff, 'Admin/BlockReportedAccount', { reason: 'Spam' }, { reportId }), 409)._).toEqual(
      notForIt,
    );

    dataOf(
      await post(giorgi, 'Reports/CreateReport', {
        itemType: ReportItemType.Vacancy,
        itemId: spammer.vacancy,
        reason: 1,
      }),
    );
    const [{ id: vacancyReportId }] = await t.db.query(
      'SELECT id FROM content_report WHERE item_type = 1 AND item_id = $1',
      [spammer.vacancy],
    );
    expect(
      errorsOf(
        await post(staff, 'Admin/SuspendReportedInvitations', { reason: 'x' }, { reportId: vacancyReportId }, 'ka'),
        409,
      )._[0],
    ).toMatch(GEORGIAN);
  });

  it('are staff’s alone', async () => {
    const id = await invitation(nino);
    dataOf(await report(nino, id));
    const reportId = await reportIdOf(id);
    for (const who of [nino, spammer]) {
      expect((await post(who, 'Admin/SuspendReportedInvitations', { reason: 'x' }, { reportId })).status).toBe(403);
    }
    expect(
      (await t.http.post('/api/Admin/SuspendReportedInvitations').query({ reportId }).send({ reason: 'x' })).status,
    ).toBe(401);
    expect(
      await t.db.query('SELECT 1 FROM company_invitation_suspension WHERE company_id = $1', [spammer.id]),
    ).toHaveLength(0);
  });
});
