/** What the client reads from an access token (spec point 3): the account id, the expiry and the
 *  view-as flag. The token is not verified here; the server does that on every call. */
export interface TokenPayload {
  id: number;
  /** Seconds since the epoch. */
  exp: number;
  ViewAs: boolean;
}

/** Decodes a base64url string to text (UTF-8). */
function decodeBase64Url(segment: string): string {
  const base64 = segment
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(segment.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

const truthy = (value: unknown) => value === true || value === 'true' || value === 'True' || value === 1;

/** The payload of a JWT, or undefined when the text is no readable token. */
export function readTokenPayload(token: string): TokenPayload | undefined {
  const [, payload] = token.split('.');
  if (!payload) return undefined;
  try {
    const claims = JSON.parse(decodeBase64Url(payload)) as Record<string, unknown>;
    const id = Number(claims.id);
    const exp = Number(claims.exp);
    if (!Number.isFinite(id) || !Number.isFinite(exp)) return undefined;
    return { id, exp, ViewAs: truthy(claims.ViewAs) };
  } catch {
    return undefined;
  }
}
