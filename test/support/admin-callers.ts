import { bearer, refreshCookieOf, signInStaff, signUpCompany, signUpTalent, type SignedUp } from './accounts.js';
import { dataOf, errorsOf } from './envelope.js';
import type { TestApp } from './test-app.js';

/** An account's id by its e-mail. */
export async function accountIdOf(t: TestApp, email: string): Promise<number> {
  const [row] = await t.db.query(`SELECT id FROM account WHERE lower(email) = lower($1)`, [email]);
  return Number(row.id);
}

/** A view-as link made by staff, with the hand-over cookie the staff member's browser got with it. */
export interface ViewAsLink {
  tokenId: string;
  url: string;
  /** A Cookie header carrying the hand-over cookie: the browser the link is bound to. */
  cookie: string;
}

export async function viewAsLinkOf(t: TestApp, staff: SignedUp, accountId: number): Promise<ViewAsLink> {
  const response = await t.http.post('/api/Admin/CreateViewAsLink').set(bearer(staff)).query({ accountId });
  const { tokenId, url } = dataOf<{ tokenId: string; url: string }>(response);
  const cookie = [response.headers['set-cookie'] ?? []].flat().find((value) => value.startsWith('signInHandover='));
  if (!cookie) throw new Error('CreateViewAsLink set no hand-over cookie');
  return { tokenId, url, cookie: cookie.split(';')[0]! };
}

/** Exchanges a hand-over in the browser it was made for: the token, the refresh cookie and the answer's flags. */
export async function exchangeLink(t: TestApp, link: Pick<ViewAsLink, 'tokenId' | 'cookie'>) {
  const response = await t.http.get('/api/Account/ViewAs').set('Cookie', link.cookie).query({ tokenId: link.tokenId });
  const answer = dataOf<{ token: string; goToProfile: boolean; viewAs: boolean }>(response);
  return { ...answer, refreshCookie: refreshCookieOf(response.headers['set-cookie']) };
}

/** A read-only view-as session of the account, opened by staff through the one-time link: its
 *  access token and its refresh cookie. */
export async function viewAsSessionOf(
  t: TestApp,
  staff: SignedUp,
  accountId: number,
): Promise<{ token: string; refreshCookie: string }> {
  const { token, refreshCookie } = await exchangeLink(t, await viewAsLinkOf(t, staff, accountId));
  return { token, refreshCookie };
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
