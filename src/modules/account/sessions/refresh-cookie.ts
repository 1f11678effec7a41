import type { Request, Response } from 'express';
import type { IssuedSession } from './session.service.js';

const NAME = 'refreshToken';
const PATH = '/api/Account';

/** The refresh secret travels only in this httpOnly, SameSite=Strict cookie, scoped to the account API. */
export const refreshCookie = {
  read(request: Request): string | undefined {
    const value = (request.cookies as Record<string, unknown> | undefined)?.[NAME];
    return typeof value === 'string' ? value : undefined;
  },
  /** Lapses with the refresh token itself (a view-as session's within its hour). */
  set(response: Response, session: Pick<IssuedSession, 'refreshToken' | 'refreshExpiresAt'>, secure: boolean): void {
    response.cookie(NAME, session.refreshToken, {
      httpOnly: true,
      sameSite: 'strict',
      secure,
      path: PATH,
      expires: session.refreshExpiresAt,
    });
  },
  clear(response: Response, secure: boolean): void {
    response.clearCookie(NAME, { httpOnly: true, sameSite: 'strict', secure, path: PATH });
  },
};
