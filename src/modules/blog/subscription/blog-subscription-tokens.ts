import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config.js';
import { SignedToken } from '../../../core/tokens/signed-token.js';

/** How long a confirmation link works. */
export const CONFIRMATION_TTL_MS = 7 * 24 * 60 * 60_000;
/** A confirmation link issued this far in the future is refused (clock skew between processes is allowed). */
const FUTURE_SKEW_MS = 5 * 60_000;
const MAX_ID = 2_147_483_647;

export interface ConfirmationClaims {
  subscriberId: number;
  tokenVersion: number;
}

export type UnsubscribeClaims = ConfirmationClaims;

/**
 * The blog subscription's mail links, signed (HMAC, keys derived from JWT_SECRET, one per purpose)
 * and stored nowhere (docs/decisions.md, "Blog subscription"):
 * - confirmation `<subscriber id>.<token version>.<issued at, s>.<mac>`: 7 days, and only while the
 *   subscriber's token_version is still the one it names;
 * - unsubscribe `<subscriber id>.<token version>.<mac>`: never expires; the service accepts any
 *   version up to the current one, so the link of every mail ever sent keeps working.
 */
@Injectable()
export class BlogSubscriptionTokens {
  private readonly confirmation: SignedToken;
  private readonly unsubscribe: SignedToken;

  constructor(config: AppConfig) {
    this.confirmation = new SignedToken('blog-confirm', config.jwtSecret, 3);
    this.unsubscribe = new SignedToken('blog-unsubscribe', config.jwtSecret, 2);
  }

  signConfirmation(subscriberId: number, tokenVersion: number, issuedAt = new Date()): string {
    return this.confirmation.sign([subscriberId, tokenVersion, Math.floor(issuedAt.getTime() / 1000)]);
  }

  /** The claims of a genuine confirmation token that has not expired; null for anything else. */
  verifyConfirmation(token: unknown, now = new Date()): ConfirmationClaims | null {
    const fields = this.confirmation.verify(token);
    if (!fields) return null;
    const [subscriberId, tokenVersion, issuedAtSeconds] = fields;
    const age = now.getTime() - issuedAtSeconds * 1000;
    if (age > CONFIRMATION_TTL_MS || age < -FUTURE_SKEW_MS) return null;
    return plausible(subscriberId, tokenVersion) ? { subscriberId, tokenVersion } : null;
  }

  signUnsubscribe(subscriberId: number, tokenVersion: number): string {
    return this.unsubscribe.sign([subscriberId, tokenVersion]);
  }

  verifyUnsubscribe(token: unknown): UnsubscribeClaims | null {
    const fields = this.unsubscribe.verify(token);
    if (!fields) return null;
    const [subscriberId, tokenVersion] = fields;
    return plausible(subscriberId, tokenVersion) ? { subscriberId, tokenVersion } : null;
  }
}

const plausible = (subscriberId: number, tokenVersion: number) =>
  subscriberId >= 1 && subscriberId <= MAX_ID && tokenVersion >= 1 && tokenVersion <= MAX_ID;
