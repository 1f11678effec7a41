import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config.js';
import { SignedToken } from '../../../core/tokens/signed-token.js';

const MAX_ACCOUNT_ID = 2_147_483_647;

/**
 * The token of a digest's one-click unsubscribe link: `<account id>.<HMAC-SHA256 of it>` under a
 * key derived from JWT_SECRET. It never expires (a mail may be opened months later) and does one
 * thing only, turning the digests off, so it needs no storage; a changed JWT_SECRET voids old links.
 */
@Injectable()
export class DigestUnsubscribeToken {
  private readonly token: SignedToken;

  constructor(config: AppConfig) {
    this.token = new SignedToken('digest-unsubscribe', config.jwtSecret, 1);
  }

  sign(accountId: number): string {
    return this.token.sign([accountId]);
  }

  /** The account of a genuine token; null for anything else. */
  verify(token: string | undefined): number | null {
    const [accountId] = this.token.verify(token) ?? [];
    return accountId !== undefined && accountId >= 1 && accountId <= MAX_ACCOUNT_ID ? accountId : null;
  }
}
