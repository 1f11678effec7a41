import { bearer, refreshCookieOf, signInStaff, signUpCompany, signUpTalent, type SignedUp } from './accounts.js';
import { dataOf, errorsOf } from './envelope.js';
import type { TestApp } from './test-app.js';

/** An account's id by its e-mail. */
export async function accountIdOf(t: TestApp, email: string): Promise<number> {
  const [row] = await t.db.query(`SELECT id FROM account WHERE lower(email) = lower($1)`, [email]);
  return Number(row.id);
}

/** A read-only view-as session of the account, opened by staff through the one-time link: its
 *  access token and its refresh cookie. */
export async function viewAsSessionOf(t: TestApp, staff: SignedUp, accountId: number): Promise<{ token: string; refreshCookie: string }> {
  const link = dataOf(await t.http.post('/api/Admin/CreateViewAsLink').set(bearer(staff)).query({ accountId }));
  const exchange = await t.http.get('/api/Account/ViewAs').query({ tokenId: link.tokenId });
  return { token: dataOf<{ token: string }>(exchange).token, refreshCookie: refreshCookieOf(exchange.headers['set-cookie']) };
}

export interface AdminCall {
  method: 'get' | 'post';
  path: string;
  query?: Record<string, unknown>;
  body?: Record<string, unknown>;
}

/** Every call is refused to a visitor (401) and to a talent, a company and a view-as session (403). */
export async function expectStaffOnly(t: TestApp, calls: AdminCall[]): Promise<void> {
  const staff = await signInStaff(t);
  const talent = await signUpTalent(t);
  const company = await signUpCompany(t);
  const viewAs = await viewAsSessionOf(t, staff, await accountIdOf(t, company.email));
  const send = (call: AdminCall, who?: { token: string }) => {
    let request = call.method === 'get' ? t.http.get(call.path) : t.http.post(call.path);
    if (who) request = request.set(bearer(who));
    if (call.query) request = request.query(call.query);
    return call.body ? request.send(call.body) : request;
  };
  for (const call of calls) {
    errorsOf(await send(call), 401);
    for (const who of [talent, company, viewAs]) errorsOf(await send(call, who), 403);
  }
}
