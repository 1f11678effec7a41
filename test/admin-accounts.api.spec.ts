import { bearer, PASSWORD, signInStaff, signUpCompany, signUpTalent, type SignedUp } from './support/accounts.js';
import { accountIdOf, expectStaffOnly, viewAsSessionOf } from './support/admin-callers.js';
import { dataOf, errorsOf, GEORGIAN } from './support/envelope.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let staff: SignedUp;
beforeAll(async () => {
  t = await startTestApp();
  staff = await signInStaff(t);
});
afterAll(() => t.close());

const search = (query: Record<string, unknown>, language = 'en') =>
  t.http.get('/api/Admin/SearchAccounts').set(bearer(staff)).set('Accept-Language', language).query(query);
const block = (accountId: unknown, body: Record<string, unknown> = { reason: 'Posting spam' }, language = 'en') =>
  t.http
    .post('/api/Admin/BlockAccount')
    .set(bearer(staff))
    .set('Accept-Language', language)
    .query({ accountId })
    .send(body);
const unblock = (accountId: unknown) =>
  t.http.post('/api/Admin/UnblockAccount').set(bearer(staff)).query({ accountId });
const auditOf = (accountId: number) =>
  t.db.query(
    `SELECT action, actor_account_id, target_type, before, after FROM audit_log WHERE target_type = 'account' AND target_id = $1 AND action LIKE 'accounts.%' ORDER BY id`,
    [accountId],
  );

describe('Admin/SearchAccounts', () => {
  it('finds accounts by e-mail, name or company name, filtered by kind and block, newest first, in pages', async () => {
    const talent = await signUpTalent(t, { Name: 'Zurab Searchable' });
    const company = await signUpCompany(t, 'Searchable Systems');
    const talentId = await accountIdOf(t, talent.email);
    const companyId = await accountIdOf(t, company.email);

    const byName = dataOf(await search({ search: 'searchable' }));
    expect(byName.items.map((item: { id: number }) => item.id)).toEqual([companyId, talentId]);
    expect(byName.items[0]).toMatchObject({
      id: companyId,
      email: company.email,
      userType: 2,
      companyName: 'Searchable Systems',
      companyId: expect.any(Number),
      isStaff: false,
      isBlocked: false,
      isEmailVerified: false,
      createdAt: expect.any(String),
    });
    expect(byName.items[1]).toMatchObject({
      id: talentId,
      fullName: 'Zurab Searchable',
      userType: 1,
      companyId: null,
      companyName: null,
    });
    expect(byName).toMatchObject({ totalCount: 2, page: 1, pageSize: 20 });

    expect(
      dataOf(await search({ search: talent.email.toUpperCase() })).items.map((item: { id: number }) => item.id),
    ).toEqual([talentId]);
    expect(
      dataOf(await search({ search: 'searchable', type: 1 })).items.map((item: { id: number }) => item.id),
    ).toEqual([talentId]);
    expect(
      dataOf(await search({ search: 'searchable', type: 2 })).items.map((item: { id: number }) => item.id),
    ).toEqual([companyId]);
    // LIKE's own characters are taken literally.
    expect(dataOf(await search({ search: '%' })).totalCount).toBe(0);

    await block(talentId).expect(200);
    expect(
      dataOf(await search({ search: 'searchable', blocked: true })).items.map((item: { id: number }) => item.id),
    ).toEqual([talentId]);
    expect(
      dataOf(await search({ search: 'searchable', blocked: 'false' })).items.map((item: { id: number }) => item.id),
    ).toEqual([companyId]);

    const all = dataOf(await search({ pageSize: 1, page: 2 }));
    expect(all).toMatchObject({ page: 2, pageSize: 1 });
    expect(all.items).toHaveLength(1);
    expect(all.totalCount).toBeGreaterThanOrEqual(3);
    expect(dataOf(await search({ page: 9999 }))).toMatchObject({ items: [], totalCount: all.totalCount });
  });

  it('validates its query, in the request language', async () => {
    expect(errorsOf(await search({ type: 3 }), 400).type).toEqual(['type must be 1 (talent) or 2 (company)']);
    expect(errorsOf(await search({ type: 3 }, 'ka'), 400).type[0]).toMatch(GEORGIAN);
    expect(errorsOf(await search({ blocked: 'maybe' }), 400).blocked).toEqual(['blocked must be true or false']);
    expect(errorsOf(await search({ search: 'x'.repeat(101) }), 400).search).toEqual([
      'The search text must be at most 100 characters long',
    ]);
    expect(errorsOf(await search({ pageSize: 101 }), 400).pageSize).toEqual([
      'The page size must be a whole number from 1 to 100',
    ]);
    expect(errorsOf(await search({ pageSize: 101 }, 'ka'), 400).pageSize).toEqual([
      'გვერდის ზომა უნდა იყოს მთელი რიცხვი 1-დან 100-მდე',
    ]);
    expect(errorsOf(await search({ page: 0 }), 400).page).toEqual(['The page must be a whole number from 1']);
  });
});

describe('Admin/BlockAccount and Admin/UnblockAccount', () => {
  it('blocks an account at once (tokens, refresh, sign-in, links), audited; unblocking lets it sign in again', async () => {
    const talent = await signUpTalent(t);
    const id = await accountIdOf(t, talent.email);
    dataOf(await t.http.get('/api/Account/GetUserInfo').set(bearer(talent)));

    const blocked = dataOf(await block(id, { reason: '  Fake profile  ' }));
    expect(blocked).toMatchObject({ id, email: talent.email, isBlocked: true });
    errorsOf(await t.http.get('/api/Account/GetUserInfo').set(bearer(talent)), 401);
    errorsOf(
      await t.http.post('/api/Account/RefreshToken').set('Cookie', talent.refreshCookie).send({ Token: talent.token }),
      401,
    );
    const signIn = await t.http.post('/api/Account/SignIn').send({ email: talent.email, password: PASSWORD });
    expect(errorsOf(signIn, 401)._).toEqual(['This account is blocked. Please contact support.']);
    const link = dataOf(await t.http.post('/api/Admin/CreateViewAsLink').set(bearer(staff)).query({ accountId: id }));
    errorsOf(await t.http.get('/api/Account/ViewAs').query({ tokenId: link.tokenId }), 400);

    // Blocking again changes nothing and records nothing.
    expect(dataOf(await block(id))).toMatchObject({ id, isBlocked: true });

    expect(dataOf(await unblock(id))).toMatchObject({ id, isBlocked: false });
    expect(dataOf(await unblock(id))).toMatchObject({ id, isBlocked: false });
    // The sessions that were open when it was blocked stay ended.
    errorsOf(await t.http.get('/api/Account/GetUserInfo').set(bearer(talent)), 401);
    const again = dataOf(await t.http.post('/api/Account/SignIn').send({ email: talent.email, password: PASSWORD }));
    dataOf(await t.http.get('/api/Account/GetUserInfo').set(bearer(again)));

    const staffId = await accountIdOf(t, staff.email);
    expect(await auditOf(id)).toEqual([
      {
        action: 'accounts.blocked',
        actor_account_id: staffId,
        target_type: 'account',
        before: { isBlocked: false },
        after: { isBlocked: true, reason: 'Fake profile' },
      },
      {
        action: 'accounts.unblocked',
        actor_account_id: staffId,
        target_type: 'account',
        before: { isBlocked: true },
        after: { isBlocked: false },
      },
    ]);
  });

  it('blocks a company account too, and its view-as session ends with it', async () => {
    const company = await signUpCompany(t);
    const id = await accountIdOf(t, company.email);
    const viewAs = await viewAsSessionOf(t, staff, id);
    dataOf(await t.http.get('/api/Account/GetUserInfo').set(bearer(viewAs)));
    dataOf(await block(id));
    errorsOf(await t.http.get('/api/Account/GetUserInfo').set(bearer(company)), 401);
    errorsOf(await t.http.get('/api/Account/GetUserInfo').set(bearer(viewAs)), 401);
  });

  it('never blocks staff (409), answers 404 for an unknown account and validates the reason, in both languages', async () => {
    const other = await signInStaff(t);
    const otherId = await accountIdOf(t, other.email);
    expect(errorsOf(await block(otherId), 409)._).toEqual(['Staff accounts cannot be blocked']);
    expect(errorsOf(await block(otherId, { reason: 'x' }, 'ka'), 409)._).toEqual([
      'თანამშრომლის ანგარიშის დაბლოკვა შეუძლებელია',
    ]);
    dataOf(await t.http.get('/api/Account/GetUserInfo').set(bearer(other)));
    expect(errorsOf(await block(999999), 404)._).toEqual(['No account was found']);
    errorsOf(await unblock(999999), 404);

    const talent = await signUpTalent(t);
    const id = await accountIdOf(t, talent.email);
    expect(errorsOf(await block(id, {}), 400).reason).toEqual(['Enter the reason']);
    expect(errorsOf(await block(id, {}, 'ka'), 400).reason).toEqual(['მიუთითეთ მიზეზი']);
    expect(errorsOf(await block(id, { reason: '   ' }), 400).reason).toEqual(['Enter the reason']);
    expect(errorsOf(await block(id, { reason: 42 }), 400).reason).toEqual(['Enter the reason']);
    expect(errorsOf(await block(id, { reason: 'x'.repeat(501) }), 400).reason).toEqual([
      'The reason must be at most 500 characters long',
    ]);
    expect(errorsOf(await block(id, { reason: 'x'.repeat(501) }, 'ka'), 400).reason).toEqual([
      'მიზეზი უნდა შეიცავდეს მაქსიმუმ 500 სიმბოლოს',
    ]);
    errorsOf(await block('x'), 400);
    errorsOf(await unblock(0), 400);
    dataOf(await block(id, { reason: 'x'.repeat(500) }));
    expect(await auditOf(await accountIdOf(t, other.email))).toEqual([]);
  });
});

it('every accounts call is refused to visitors (401), talents, companies and view-as sessions (403)', async () => {
  await expectStaffOnly(t, [
    { method: 'get', path: '/api/Admin/SearchAccounts' },
    { method: 'post', path: '/api/Admin/BlockAccount', query: { accountId: 1 }, body: { reason: 'Spam' } },
    { method: 'post', path: '/api/Admin/UnblockAccount', query: { accountId: 1 } },
  ]);
});
