import { dataOf, errorsOf } from './support/envelope.js';
import { bearer, refreshCookieOf, signInStaff, signUpCompany, signUpTalent } from './support/accounts.js';
import { accountIdOf, exchangeLink, viewAsLinkOf, viewAsSessionOf } from './support/admin-callers.js';
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
  const link = await viewAsLinkOf(t, staff, account.id);
  const signIn = await exchangeLink(t, link);
  return { staff, account, link, signIn };
}

describe('the back office view-as calls', () => {
  it('staff find an account by e-mail and get a one-time link; the exchange answers a view-as token', async () => {
    const talent = await signUpTalent(t);
    const { staff, account, link, signIn } = await viewAsSession(talent.email.toUpperCase());
    expect(account).toMatchObject({ email: talent.email, userType: 1, fullName: 'Nino Beridze', isStaff: false });
    expect(link.url).toBe(`/signIn/continue?tokenId=${encodeURIComponent(link.tokenId)}`);
    expect(link.cookie).toMatch(/^signInHandover=[A-Za-z0-9_-]{43}$/);
    expect(signIn).toMatchObject({ goToProfile: true, viewAs: true });
    expect(payloadOf(signIn.token)).toMatchObject({ id: account.id, ViewAs: true });
    const info = dataOf(await t.http.get('/api/Account/GetUserInfo').set(bearer(signIn)));
    expect(info).toMatchObject({ email: talent.email, viewAs: true, isAdmin: false });

    const audit = await t.db.query(
      'SELECT action, actor_account_id, target_id FROM audit_log WHERE target_id = $1 ORDER BY id',
      [account.id],
    );
    const [{ id: staffId }] = await t.db.query('SELECT id FROM account WHERE email = $1', [staff.email]);
    expect(audit).toEqual([
      { action: 'viewAs.linkCreated', actor_account_id: staffId, target_id: account.id },
      { action: 'viewAs.started', actor_account_id: staffId, target_id: account.id },
    ]);
  });

  it('a tokenId works once, and not after 60 seconds', async () => {
    const talent = await signUpTalent(t);
    const { link } = await viewAsSession(talent.email);
    const again = t.http.get('/api/Account/ViewAs').set('Cookie', link.cookie).query({ tokenId: link.tokenId });
    expect(errorsOf(await again, 400)._).toEqual(['Incorrect Link']);

    const staff = await signInStaff(t);
    const expired = await viewAsLinkOf(t, staff, await accountIdOf(t, talent.email));
    await t.db.query(
      `UPDATE one_time_token SET expires_at = now() - interval '1 second' WHERE purpose = 'viewAs' AND used_at IS NULL`,
    );
    const late = t.http.get('/api/Account/ViewAs').set('Cookie', expired.cookie).query({ tokenId: expired.tokenId });
    expect(errorsOf(await late, 400)._).toEqual(['Incorrect Link']);
    expect(errorsOf(await t.http.get('/api/Account/ViewAs').query({ tokenId: 'made-up' }), 400)._).toEqual([
      'Incorrect Link',
    ]);
    expect(errorsOf(await t.http.get('/api/Account/ViewAs'), 400).tokenId).toEqual(['Incorrect Link']);
  });

  it('a link opens only in the browser of the staff member who made it (login CSRF), and a refused try does not use it up', async () => {
    const staff = await signInStaff(t);
    const talent = await signUpTalent(t);
    const link = await viewAsLinkOf(t, staff, await accountIdOf(t, talent.email));
    const other = await viewAsLinkOf(t, staff, await accountIdOf(t, talent.email));
    for (const cookie of [undefined, 'signInHandover=made-up', other.cookie]) {
      const request = t.http.get('/api/Account/ViewAs').query({ tokenId: link.tokenId });
      if (cookie) request.set('Cookie', cookie);
      const response = await request;
      expect(errorsOf(response, 400)._).toEqual(['Incorrect Link']);
      expect(String(response.headers['set-cookie'] ?? '')).not.toMatch(/refreshToken=[^;]/);
    }
    const inGeorgian = await t.http
      .get('/api/Account/ViewAs')
      .set('Accept-Language', 'ka')
      .set('Cookie', other.cookie)
      .query({ tokenId: link.tokenId });
    expect(errorsOf(inGeorgian, 400)._).toEqual(['ბმული არასწორია']);
    const exchanged = await t.http
      .get('/api/Account/ViewAs')
      .set('Cookie', link.cookie)
      .query({ tokenId: link.tokenId });
    expect(dataOf(exchanged)).toMatchObject({ viewAs: true });
    expect(String(exchanged.headers['set-cookie'])).toMatch(/signInHandover=;/);
    const sent = await t.http
      .post('/api/Admin/CreateViewAsLink')
      .set(bearer(staff))
      .query({ accountId: await accountIdOf(t, talent.email) });
    const cookie = [sent.headers['set-cookie']].flat().find((value: string) => value.startsWith('signInHandover='))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\/api\/Account/);
  });

  it('a view-as session is read-only: every non-GET call but sign-out is 403, and it is never Admin', async () => {
    const company = await signUpCompany(t);
    const { signIn } = await viewAsSession(company.email);
    const readOnly = 'This is a read-only view-as session';
    expect(errorsOf(await t.http.post('/api/Account/PasswordChange').set(bearer(signIn)).send({}), 403)._).toEqual([
      readOnly,
    ]);
    expect(
      errorsOf(await t.http.post('/api/Account/DeleteCompanyOrTalent').set(bearer(signIn)).send({}), 403)._,
    ).toEqual([readOnly]);
    expect(errorsOf(await t.http.post('/api/Account/ReSendVerifyUserEmail').set(bearer(signIn)), 403)._).toEqual([
      readOnly,
    ]);
    expect(
      errorsOf(
        await t.http.post('/api/Common/findTechnologiesInContext').set(bearer(signIn)).send({ context: 'java' }),
        403,
      )._,
    ).toEqual([readOnly]);
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
    expect(
      errorsOf(
        await t.http.get('/api/Admin/FindAccount').set(bearer(staff)).query({ email: 'nobody@example.com' }),
        404,
      )._,
    ).toEqual(['No account was found']);
    expect(
      errorsOf(await t.http.get('/api/Admin/FindAccount').set(bearer(staff)).query({ email: 'nope' }), 400).email,
    ).toEqual(['Invalid email format']);
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
    expect(dataOf(await t.http.get('/api/Account/GetUserInfo').set(bearer(staff)))).toMatchObject({
      isAdmin: true,
      userType: 0,
    });
  });
});

describe('the lifetime of a view-as session', () => {
  const userInfo = (session: { token: string }) => t.http.get('/api/Account/GetUserInfo').set(bearer(session));
  const refresh = (session: { token: string; refreshCookie: string }) =>
    t.http.post('/api/Account/RefreshToken').set('Cookie', session.refreshCookie).send({ Token: session.token });
  const auditOf = (targetId: number) =>
    t.db.query(
      `SELECT action, actor_account_id, after FROM audit_log WHERE target_id = $1 AND action LIKE 'viewAs.%' ORDER BY id`,
      [targetId],
    );
  async function opened() {
    const staff = await signInStaff(t);
    const talent = await signUpTalent(t);
    const targetId = await accountIdOf(t, talent.email);
    return {
      staff,
      staffId: await accountIdOf(t, staff.email),
      targetId,
      viewAs: await viewAsSessionOf(t, staff, targetId),
    };
  }

  it('lasts at most one hour: its tokens and refresh cookie lapse within it, and no refresh goes past it', async () => {
    const { viewAs } = await opened();
    const claims = payloadOf(viewAs.token);
    expect(claims.exp - claims.iat).toBeLessThanOrEqual(15 * 60);
    const refreshed = await refresh(viewAs);
    const cookie = [refreshed.headers['set-cookie']].flat().find((value) => value.startsWith('refreshToken='))!;
    const cookieExpires = new Date(/Expires=([^;]+)/.exec(cookie)![1]!).getTime();
    expect(cookieExpires - Date.now()).toBeLessThanOrEqual(60 * 60_000);
    expect(cookieExpires - Date.now()).toBeGreaterThan(55 * 60_000);
    const next = {
      token: dataOf(refreshed).token as string,
      refreshCookie: refreshCookieOf(refreshed.headers['set-cookie']),
    };
    dataOf(await userInfo(next));

    // The hour is over (the clock moved on).
    await t.db.query(`UPDATE account_session SET ends_at = now() - interval '1 second' WHERE id = $1`, [
      payloadOf(next.token).sid,
    ]);
    errorsOf(await userInfo(next), 401);
    errorsOf(await refresh(next), 401);
  });

  it('ends at once when its staff member signs out everywhere, and the audit log says so', async () => {
    const { staff, staffId, targetId, viewAs } = await opened();
    dataOf(await t.http.post('/api/Account/SignOutEverywhere').set(bearer(staff)));
    errorsOf(await userInfo(viewAs), 401);
    errorsOf(await refresh(viewAs), 401);
    expect(await auditOf(targetId)).toEqual([
      { action: 'viewAs.linkCreated', actor_account_id: staffId, after: null },
      { action: 'viewAs.started', actor_account_id: staffId, after: { endsAt: expect.any(String) } },
      { action: 'viewAs.ended', actor_account_id: staffId, after: { reason: 'staffSessionsEnded' } },
    ]);
  });

  it.each([
    ['is blocked', 'UPDATE account SET is_blocked = true WHERE id = $1'],
    ['loses the staff role', 'UPDATE account SET is_staff = false WHERE id = $1'],
    ['is deleted', 'DELETE FROM account WHERE id = $1'],
  ])('ends at once when its staff member %s', async (_, change) => {
    const { staffId, viewAs } = await opened();
    dataOf(await userInfo(viewAs));
    await t.db.query(change, [staffId]);
    errorsOf(await userInfo(viewAs), 401);
    errorsOf(await refresh(viewAs), 401);
  });

  it('signing out of it ends it; one past its hour is ended by the scheduled sweep; both are audited', async () => {
    const first = await opened();
    dataOf(
      await t.http.post('/api/Account/SignOut').set(bearer(first.viewAs)).set('Cookie', first.viewAs.refreshCookie),
    );
    errorsOf(await userInfo(first.viewAs), 401);
    expect((await auditOf(first.targetId)).at(-1)).toEqual({
      action: 'viewAs.ended',
      actor_account_id: first.staffId,
      after: { reason: 'signedOut' },
    });

    const second = await opened();
    await t.db.query(`UPDATE account_session SET ends_at = now() - interval '1 second' WHERE id = $1`, [
      payloadOf(second.viewAs.token).sid,
    ]);
    const { SessionService } = await import('../src/modules/account/sessions/session.service.js');
    expect(await t.app.get(SessionService).endExpiredViewAs()).toBeGreaterThanOrEqual(1);
    expect(await t.app.get(SessionService).endExpiredViewAs()).toBe(0);
    expect((await auditOf(second.targetId)).at(-1)).toEqual({
      action: 'viewAs.ended',
      actor_account_id: second.staffId,
      after: { reason: 'expired' },
    });
  });

  it('a link whose staff member lost the role before it was opened is refused', async () => {
    const staff = await signInStaff(t);
    const talent = await signUpTalent(t);
    const link = dataOf(
      await t.http
        .post('/api/Admin/CreateViewAsLink')
        .set(bearer(staff))
        .query({ accountId: await accountIdOf(t, talent.email) }),
    );
    await t.db.query('UPDATE account SET is_staff = false WHERE id = $1', [await accountIdOf(t, staff.email)]);
    expect(errorsOf(await t.http.get('/api/Account/ViewAs').query({ tokenId: link.tokenId }), 400)._).toEqual([
      'Incorrect Link',
    ]);
  });
});
