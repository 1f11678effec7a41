import type { Request } from 'express';
import { newSecret } from '../sessions/secret-token.js';

const COOKIE = 'oauthState';
const LIFETIME_MS = 10 * 60_000;

type Callback = (error: Error | null, stateOrOk?: string | boolean, info?: unknown) => void;

/** passport-oauth2's state store without server sessions: the state lives in a short-lived httpOnly
 *  cookie on the account API and must come back unchanged from the provider (CSRF protection).
 *  The cookie also carries the language the visitor chose, for a new account's mails. */
export class CookieStateStore {
  constructor(private readonly secure: boolean) {}

  store(request: Request, _meta: unknown, callback: Callback): void {
    const state = newSecret();
    const language = request.query.lang === 'ka' ? 'ka' : 'en';
    request.res?.cookie(COOKIE, `${state}.${language}`, {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.secure,
      path: '/api/Account',
      maxAge: LIFETIME_MS,
    });
    callback(null, state);
  }

  verify(request: Request, state: string, _meta: unknown, callback: Callback): void {
    const stored = (request.cookies as Record<string, unknown> | undefined)?.[COOKIE];
    request.res?.clearCookie(COOKIE, { httpOnly: true, sameSite: 'lax', secure: this.secure, path: '/api/Account' });
    const [expected] = typeof stored === 'string' ? stored.split('.') : [];
    if (!expected || expected !== state) return callback(null, false, { message: 'Invalid authorization state' });
    callback(null, true);
  }
}

/** The language stored with the state when the sign-in began. */
export function stateLanguage(request: Request): 'en' | 'ka' {
  const stored = (request.cookies as Record<string, unknown> | undefined)?.[COOKIE];
  return typeof stored === 'string' && stored.endsWith('.ka') ? 'ka' : 'en';
}
