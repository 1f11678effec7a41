/** Query parameters whose values are secrets: one-time sign-in and mail-link tokens (tokenId,
 *  token, verificationId), OAuth's code and state, and anything named like a password or key. */
const SECRET_PARAMETERS = new Set([
  'tokenid',
  'token',
  'verificationid',
  'code',
  'state',
  'password',
  'secret',
  'key',
  'signature',
]);

function nameOf(pair: string): string {
  const raw = pair.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' ')).toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}

/** The URL as the request log may keep it: every secret parameter's value replaced. */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const pairs = url
    .slice(start + 1)
    .split('&')
    .map((pair) =>
      pair.includes('=') && SECRET_PARAMETERS.has(nameOf(pair)) ? `${pair.split('=', 1)[0]}=[redacted]` : pair,
    );
  return `${url.slice(0, start)}?${pairs.join('&')}`;
}
