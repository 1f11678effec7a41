import { randomBytes } from 'node:crypto';

/** The header, and its per-process secret value, that a server render's own API calls carry
 *  (src/web/server-render.service.ts): the request log leaves them out, as they are part of the
 *  page's request, which it logs. Nobody outside the process knows the value. */
export const INTERNAL_CALL_HEADER = 'x-techboard-render';
export const INTERNAL_CALL_TOKEN = randomBytes(16).toString('hex');

export const isInternalCall = (headers: Record<string, string | string[] | undefined>): boolean =>
  headers[INTERNAL_CALL_HEADER] === INTERNAL_CALL_TOKEN;
