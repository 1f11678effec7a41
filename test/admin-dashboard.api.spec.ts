import { VacancyApproval, VacancyStatus } from '../shared/enums.js';
import { bearer, signInStaff, signUpCompany, signUpTalent, type SignedUp } from './support/accounts.js';
import { accountIdOf, expectStaffOnly } from './support/admin-callers.js';
import { dataOf, errorsOf, GEORGIAN } from './support/envelope.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { vacancySeeder } from './support/vacancy-seed.js';

let t: TestApp;
let staff: SignedUp;
const seed = vacancySeeder(() => t);
beforeAll(async () => {
  t = await startTestApp();
  staff = await signInStaff(t);
  await seed.loadDictionary();
});
afterAll(() => t.close());

const dashboard = async () => dataOf(await t.http.get('/api/Admin/GetDashboard').set(bearer(staff)));
const auditLog = (query: Record<string, unknown>, language = 'en') =>
  t.http.get('/api/Admin/GetAuditLog').set(bearer(staff)).set('Accept-Language', language).query(query);

describe('Admin/GetDashboard', () => {
  it('counts what waits for staff and lists the 20 newest audit rows', async () => {
    const before = await dashboard();
    expect(before).toEqual({
      pendingVacancies: expect.any(Number),
      pendingReviews: expect.any(Number),
      pendingClaims: expect.any(Number),
      unverifiedCompanies: expect.any(Number),
      newAccountsThisWeek: expect.any(Number),
      outbox: { waiting: expect.any(Number), failed: expect.any(Number) },
      openReports: expect.any(Number),
      openTickets: expect.any(Number),
      recentAudit: expect.any(Array),
    });

    const company = await signUpCompany(t, 'Dashboard Devs');
    const talent = await signUpTalent(t);
    const talentId = await accountIdOf(t, talent.email);
    const [{ id: companyId }] = await t.db.query(
      `SELECT c.id FROM company c JOIN account a ON a.id = c.account_id WHERE a.email = $1`,
      [company.email],
    );
    await seed.insertVacancy({
      companyId,
      title: 'Waiting for review',
      status: VacancyStatus.Active,
      approval: VacancyApproval.Pending,
    });
    // A pending draft and an approved vacancy wait for nobody.
    await seed.insertVacancy({
      companyId,
      title: 'Draft',
      status: VacancyStatus.Draft,
      approval: VacancyApproval.Pending,
    });
    await seed.insertVacancy({
      companyId,
      title: 'Public',
      status: VacancyStatus.Active,
      approval: VacancyApproval.Approved,
    });
    await t.db.query(
      `INSERT INTO company_review (company_id, author_account_id, rating, headline, description, visibility) VALUES ($1, $2, 4, 'Good', 'Good place', 1)`,
      [companyId, talentId],
    );
    const [{ id: pageId }] = await t.db.query(
      `INSERT INTO company (name, transformed_name, is_claiming_necessary) VALUES ('Dash Page', 'dash-page', true) RETURNING id`,
    );
    await t.http.post('/api/Company/ClaimCompany').set(bearer(company)).send({ companyId: pageId }).expect(200);
    await t.db.query(
      `INSERT INTO support_ticket (name, email, message, language) VALUES ('Nino', 'nino@example.com', 'Help', 'en'), ('Giorgi', 'g@example.com', 'Done', 'ka')`,
    );
    await t.db.query(`UPDATE support_ticket SET status = 3 WHERE email = 'g@example.com'`);
    await t.db.query(
      `INSERT INTO outbox_mail (to_address, subject, text_body, status) VALUES ('x@example.com', 'Failed', 'x', 'failed')`,
    );
    await t.db.query(
      `INSERT INTO account (email, account_kind, created_at) VALUES ('old.account@example.com', 1, now() - interval '8 days')`,
    );
    await t.http
      .post('/api/Admin/BlockAccount')
      .set(bearer(staff))
      .query({ accountId: talentId })
      .send({ reason: 'Testing the dashboard' })
      .expect(200);

    const after = await dashboard();
    expect(after.pendingVacancies - before.pendingVacancies).toBe(1);
    expect(after.pendingReviews - before.pendingReviews).toBe(1);
    expect(after.pendingClaims - before.pendingClaims).toBe(1);
    // The new company and the unclaimed page both wait for verification.
    expect(after.unverifiedCompanies - before.unverifiedCompanies).toBe(2);
    expect(after.newAccountsThisWeek - before.newAccountsThisWeek).toBe(2);
    expect(after.openTickets - before.openTickets).toBe(1);
    expect(after.outbox.failed - before.outbox.failed).toBe(1);
    expect(after.outbox.waiting).toBeGreaterThanOrEqual(0);
    expect(after.openReports).toBeGreaterThanOrEqual(0);
    expect(after.recentAudit[0]).toEqual({
      id: expect.any(Number),
      createdAt: expect.any(String),
      action: 'accounts.blocked',
      targetType: 'account',
      targetId: talentId,
      actor: { id: await accountIdOf(t, staff.email), name: 'Staff Member', email: staff.email },
      before: { isBlocked: false },
      after: { isBlocked: true, reason: 'Testing the dashboard' },
    });

    for (let index = 0; index < 25; index++)
      await t.db.query(`INSERT INTO audit_log (actor_account_id, action) VALUES (NULL, 'test.filler')`);
    const full = await dashboard();
    expect(full.recentAudit).toHaveLength(20);
    expect(full.recentAudit[0]).toMatchObject({
      action: 'test.filler',
      actor: null,
      targetType: null,
      targetId: null,
      before: null,
      after: null,
    });
  });
});

describe('Admin/GetAuditLog', () => {
  it('pages every audit row newest first, filtered by an action or its area', async () => {
    const talent = await signUpTalent(t);
    const id = await accountIdOf(t, talent.email);
    await t.http
      .post('/api/Admin/BlockAccount')
      .set(bearer(staff))
      .query({ accountId: id })
      .send({ reason: 'Audit test' })
      .expect(200);
    await t.http.post('/api/Admin/UnblockAccount').set(bearer(staff)).query({ accountId: id }).expect(200);

    const page = dataOf(await auditLog({ pageSize: 2 }));
    expect(page).toMatchObject({ page: 1, pageSize: 2, totalCount: expect.any(Number) });
    expect(page.items.map((row: { action: string }) => row.action)).toEqual(['accounts.unblocked', 'accounts.blocked']);
    const second = dataOf(await auditLog({ pageSize: 2, page: 2 }));
    expect(second.items[0].id).toBeLessThan(page.items[1].id);

    const area = dataOf(await auditLog({ action: 'accounts' }));
    expect(area.items.every((row: { action: string }) => row.action.startsWith('accounts.'))).toBe(true);
    expect(
      area.items
        .filter((row: { targetId: number }) => row.targetId === id)
        .map((row: { action: string }) => row.action),
    ).toEqual(['accounts.unblocked', 'accounts.blocked']);
    const one = dataOf(await auditLog({ action: 'accounts.blocked' }));
    expect(one.items.every((row: { action: string }) => row.action === 'accounts.blocked')).toBe(true);
    // The one unblock of this file is the only row of the area that is no block.
    expect(area.totalCount - one.totalCount).toBe(1);
    // 'account' is no area: a prefix must end at a dot.
    expect(dataOf(await auditLog({ action: 'account' })).totalCount).toBe(0);
  });

  it('validates its query, in the request language', async () => {
    expect(errorsOf(await auditLog({ action: 'accounts%' }), 400).action).toEqual([
      'action must be at most 60 characters: letters, digits and dots',
    ]);
    expect(errorsOf(await auditLog({ action: 'x'.repeat(61) }, 'ka'), 400).action[0]).toMatch(GEORGIAN);
    expect(errorsOf(await auditLog({ pageSize: 0 }), 400).pageSize).toEqual([
      'The page size must be a whole number from 1 to 100',
    ]);
  });
});

it('the dashboard and the audit log are refused to visitors (401), talents, companies and view-as sessions (403)', async () => {
  await expectStaffOnly(t, [
    { method: 'get', path: '/api/Admin/GetDashboard' },
    { method: 'get', path: '/api/Admin/GetAuditLog' },
  ]);
});
