import type { Request, Response } from 'express';

const NAME = 'signInHandover';
const PATH = '/api/Account';

/**
 * The browser half of a sign-in hand-over: the server keeps the hash of this secret with the
 * hand-over's tokenId, and only a request carrying the cookie may exchange it. httpOnly and
 * SameSite=Strict, so neither a page's script nor a link from another site can bring it along.
 */
export const handoverCookie = {
  read(request: Request): string | undefined {
    const value = (request.cookies as Record<string, unknown> | undefined)?.[NAME];
    return typeof value === 'string' && value.length <= 100 ? value : undefined;
  },
  set(response: Response, secret: string, lifetimeMs: number, secure: boolean): void {
    response.cookie(NAME, secret, { httpOnly: true, sameSite: 'strict', secure, path: PATH, maxAge: lifetimeMs });
  },
  clear(response: Response, secure: boolean): void {
    response.clearCookie(NAME, { httpOnly: true, sameSite: 'strict', secure, path: PATH });
  },
};
