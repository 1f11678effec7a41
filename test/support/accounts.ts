import sharp from 'sharp';
import { createOrPromoteStaff } from '../../src/modules/account/staff/staff-accounts.js';
import type { TestApp } from './test-app.js';

export const PASSWORD = 'Secret#123';

export interface SignedUp {
  email: string;
  token: string;
  /** The Set-Cookie value of the refresh token, ready for a Cookie header. */
  refreshCookie: string;
}

let counter = 0;
export const uniqueEmail = (prefix = 'talent') => `${prefix}.${process.pid}.${Date.now()}.${++counter}@example.com`;

export async function pngImage(width = 64, height = 64): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .png()
    .toBuffer();
}

export async function technologyIds(t: TestApp, count = 2): Promise<number[]> {
  const rows: { id: number }[] = await t.db.query(
    'SELECT id FROM dictionary_item WHERE type = 8 ORDER BY id LIMIT $1',
    [count],
  );
  return rows.map((row) => row.id);
}

export function refreshCookieOf(setCookie: string[] | string | undefined): string {
  const cookies = [setCookie ?? []].flat();
  const cookie = cookies.find((value) => value.startsWith('refreshToken='));
  if (!cookie) throw new Error(`no refresh cookie in ${JSON.stringify(cookies)}`);
  return cookie.split(';')[0];
}

/** A talent signed up through the API (no photo). */
export async function signUpTalent(t: TestApp, fields: Record<string, string | string[]> = {}): Promise<SignedUp> {
  const email = (fields.Email as string) ?? uniqueEmail();
  const request = t.http.post('/api/Account/CreateUserAccount');
  const all: Record<string, string | string[]> = {
    Name: 'Nino Beridze',
    Email: email,
    Password: PASSWORD,
    ConfirmPassword: PASSWORD,
    AcceptTerms: 'true',
    Technologies: (await technologyIds(t)).map(String),
    ...fields,
  };
  for (const [key, value] of Object.entries(all)) for (const item of [value].flat()) request.field(key, item);
  const response = await request;
  if (response.status !== 200) throw new Error(`sign-up failed: ${response.status} ${JSON.stringify(response.body)}`);
  return { email, token: response.body.data.token, refreshCookie: refreshCookieOf(response.headers['set-cookie']) };
}

/** A company signed up through the API, with a logo. */
export async function signUpCompany(t: TestApp, name = 'Acme Software'): Promise<SignedUp> {
  const email = uniqueEmail('company');
  const response = await t.http
    .post('/api/Account/CreateCompanyAccount')
    .field('Name', name)
    .field('Email', email)
    .field('Password', PASSWORD)
    .field('ConfirmPassword', PASSWORD)
    .field('AcceptTerms', 'true')
    .attach('ProfileImage', await pngImage(), 'logo.png');
  if (response.status !== 200)
    throw new Error(`company sign-up failed: ${response.status} ${JSON.stringify(response.body)}`);
  return { email, token: response.body.data.token, refreshCookie: refreshCookieOf(response.headers['set-cookie']) };
}

/** A staff account, made as `npm run admin:create` makes it, then signed in. */
export async function signInStaff(t: TestApp): Promise<SignedUp> {
  const email = uniqueEmail('staff');
  await t.db.transaction((manager) => createOrPromoteStaff(manager, email, PASSWORD, 'Staff Member'));
  return signIn(t, email);
}

export async function signIn(t: TestApp, email: string, password = PASSWORD): Promise<SignedUp> {
  const response = await t.http.post('/api/Account/SignIn').send({ email, password });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${JSON.stringify(response.body)}`);
  return { email, token: response.body.data.token, refreshCookie: refreshCookieOf(response.headers['set-cookie']) };
}

export const bearer = (who: { token: string }) => ({ Authorization: `Bearer ${who.token}` });
