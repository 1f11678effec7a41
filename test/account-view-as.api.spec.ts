import { dataOf, errorsOf } from './support/envelope.js';
import { bearer, signInStaff, signUpCompany, signUpTalent } from './support/accounts.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const payloadOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());

async function viewAsSession(targetEmail: string) {
  const staff = await signInStaff(t);
  const account = dataOf(await t.http.get('/api/Admin/FindAccount').set(bearer(staff)).query({ email: targetEmail }));
  const link = dataOf(await t.http.post('/api/Admin/CreateViewAsLink').set(bearer(staff)).query({ accountId: account.id }));
  const signIn = dataOf(await t.http.get('/api/Account/ViewAs').query({ tokenId: link.tokenId }));
  return { staff, account, link, signIn };
}

describe('the back office view-as calls', () => {
  it('staff find an account by e-mail and get a one-time link; the exchange answers a view-as token', async () => {
    const talent = await signUpTalent(t);
    const { staff, account, link, signIn } = await viewAsSession(talent.email.toUpperCase());
    expect(account).toMatchObject({ email: talent.email, userType: 1, fullName: 'Nino Beridze', isStaff: false });
    expect(link.url).toBe(`/?tokenId=${encodeURIComponent(link.tokenId)}`);
    expect(signIn).toMatchObject({ goToProfile: true, viewAs: true });
    expect(payloadOf(signIn.token)).toMatchObject({ id: account.id, ViewAs: true });
    const info = dataOf(await t.http.get('/api/Account/GetUserInfo').set(bearer(signIn)));
    expect(info).toMatchObject({ email: talent.email, viewAs: true, isAdmin: false });

    const audit = await t.db.query('SELECT action, actor_account_id, target_id FROM audit_log WHERE target_id = $1 ORDER BY id', [account.id]);
    const [{ id: staffId }] = await t.db.query('SELECT id FROM account WHERE email = $1', [staff.email]);
    expect(audit).toEqual([
      { action: 'viewAs.linkCreated', actor_account_id: staffId, target_id: account.id },
      { action: 'viewAs.started', actor_account_id: staffId, target_id: account.id },
    ]);
  });

  it('a tokenId works once, and not after 60 seconds', async () => {
    const talent = await signUpTalent(t);
    const { link } = await viewAsSession(talent.email);
    expect(errorsOf(await t.http.get('/api/Account/ViewAs').query({ tokenId: link.tokenId }), 400)._).toEqual(['Incorrect Link']);

    const staff = await signInStaff(t);
    const [{ id }] = await t.db.query('SELECT id FROM account WHERE email = $1', [talent.email]);
    const expired = dataOf(await t.http.post('/api/Admin/CreateViewAsLink').set(bearer(staff)).query({ accountId: id }));
    await t.db.query(`UPDATE one_time_token SET expires_at = now() - interval '1 second' WHERE purpose = 'viewAs' AND used_at IS NULL`);
    expect(errorsOf(await t.http.get('/api/Account/ViewAs').query({ tokenId: expired.tokenId }), 400)._).toEqual(['Incorrect Link']);
    expect(errorsOf(await t.http.get('/api/Account/ViewAs').query({ tokenId: 'made-up' }), 400)._).toEqual(['Incorrect Link']);
    expect(errorsOf(await t.http.get('/api/Account/ViewAs'), 400).tokenId).toEqual(['Incorrect Link']);
  });

  it('a view-as session is read-only: every non-GET call but sign-out is 403, and it is never Admin', async () => {
    const company = await signUpCompany(t);
    const { signIn } = await viewAsSession(company.email);
    const readOnly = 'This is a read-only view-as session';
    expect(errorsOf(await t.http.post('/api/Account/PasswordChange').set(bearer(signIn)).send({}), 403)._).toEqual([readOnly]);
    expect(errorsOf(await t.http.post('/api/Account/DeleteCompanyOrTalent').set(bearer(signIn)).send({}), 403)._).toEqual([readOnly]);
    expect(errorsOf(await t.http.post('/api/Account/ReSendVerifyUserEmail').set(bearer(signIn)), 403)._).toEqual([readOnly]);
    expect(errorsOf(await t.http.post('/api/Common/findTechnologiesInContext').set(bearer(signIn)).send({ context: 'java' }), 403)._).toEqual([readOnly]);
    errorsOf(await t.http.get('/api/Admin/FindAccount').set(bearer(signIn)).query({ email: company.email }), 403);
    dataOf(await t.http.get('/api/Account/GetUserInfo').set(bearer(signIn)));
    expect(dataOf(await t.http.post('/api/Account/SignOut').set(bearer(signIn)))).toBe(true);
    expect(await t.db.query('SELECT 1 FROM company WHERE name = $1', ['Acme Software'])).not.toHaveLength(0);
  });

  it('staff cannot view as staff; unknown ids are 404; bad input 400', async () => {
    const staff = await signInStaff(t);
    const other = await signInStaff(t);
    const [{ id }] = await t.db.query('SELECT id FROM account WHERE email = $1', [other.email]);
    errorsOf(await t.http.post('/api/Admin/CreateViewAsLink').set(bearer(staff)).query({ accountId: id }), 403);
    errorsOf(await t.http.post('/api/Admin/CreateViewAsLink').set(bearer(staff)).query({ accountId: 999999 }), 404);
    errorsOf(await t.http.post('/api/Admin/CreateViewAsLink').set(bearer(staff)).query({ accountId: 'x' }), 400);
    expect(errorsOf(await t.http.get('/api/Admin/FindAccount').set(bearer(staff)).query({ email: 'nobody@example.com' }), 404)._).toEqual(['No account was found']);
    expect(errorsOf(await t.http.get('/api/Admin/FindAccount').set(bearer(staff)).query({ email: 'nope' }), 400).email).toEqual(['Invalid email format']);
  });

  it('the back office is refused to visitors (401), talents and companies (403)', async () => {
    const talent = await signUpTalent(t);
    const company = await signUpCompany(t);
    errorsOf(await t.http.get('/api/Admin/FindAccount').query({ email: talent.email }), 401);
    errorsOf(await t.http.post('/api/Admin/CreateViewAsLink').query({ accountId: 1 }), 401);
    for (const who of [talent, company]) {
      errorsOf(await t.http.get('/api/Admin/FindAccount').set(bearer(who)).query({ email: talent.email }), 403);
      errorsOf(await t.http.post('/api/Admin/CreateViewAsLink').set(bearer(who)).query({ accountId: 1 }), 403);
    }
  });

  it('GetUserInfo says isAdmin for staff', async () => {
    const staff = await signInStaff(t);
    expect(dataOf(await t.http.get('/api/Account/GetUserInfo').set(bearer(staff)))).toMatchObject({ isAdmin: true, userType: 0 });
  });
});
