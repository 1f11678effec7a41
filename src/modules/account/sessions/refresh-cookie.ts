import type { Request, Response } from 'express';
import { REFRESH_TOKEN_TTL_MS } from './session.service.js';

const NAME = 'refreshToken';
const PATH = '/api/Account';

/** The refresh secret travels only in this httpOnly, SameSite=Strict cookie, scoped to the account API. */
export const refreshCookie = {
  read(request: Request): string | undefined {
    const value = (request.cookies as Record<string, unknown> | undefined)?.[NAME];
    return typeof value === 'string' ? value : undefined;
  },
  set(response: Response, secret: string, secure: boolean): void {
    response.cookie(NAME, secret, { httpOnly: true, sameSite: 'strict', secure, path: PATH, maxAge: REFRESH_TOKEN_TTL_MS });
  },
  clear(response: Response, secure: boolean): void {
    response.clearCookie(NAME, { httpOnly: true, sameSite: 'strict', secure, path: PATH });
  },
};
