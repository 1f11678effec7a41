import { createHmac } from 'node:crypto';

/** Who made a visit, as the controller hands it to the service (no Express types past the controller). */
export interface Visitor {
  /** The signed-in account, if any. */
  accountId: number | null;
  ip: string | undefined;
  userAgent: string | undefined;
}

/**
 * The 64-hex-digit key user_activity stores instead of the visitor: the account for signed-in callers,
 * else the IP address and user agent. It is an HMAC-SHA256 under a server secret rather than a bare
 * SHA-256: account ids and IPv4 addresses are few enough that a bare hash could be reversed by trying
 * them all, and raw IPs are never stored.
 */
export function visitorKey(secret: string, visitor: Visitor): string {
  const identity =
    visitor.accountId !== null
      ? `account:${visitor.accountId}`
      : `anonymous:${visitor.ip ?? ''}\n${visitor.userAgent ?? ''}`;
  return createHmac('sha256', secret).update(identity).digest('hex');
}
