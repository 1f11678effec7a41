import { createHmac, timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/app-config.js';

/**
 * The token of a digest's one-click unsubscribe link: `<account id>.<HMAC-SHA256 of it>` under a
 * key derived from JWT_SECRET. It never expires (a mail may be opened months later) and does one
 * thing only, turning the digests off, so it needs no storage; a changed JWT_SECRET voids old links.
 */
@Injectable()
export class DigestUnsubscribeToken {
  private readonly key: string;

  constructor(config: AppConfig) {
    this.key = `digest-unsubscribe:${config.jwtSecret}`;
  }

  sign(accountId: number): string {
    return `${accountId}.${this.mac(accountId)}`;
  }

  /** The account of a genuine token; null for anything else. */
  verify(token: string | undefined): number | null {
    const match = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token ?? '');
    if (!match) return null;
    const accountId = Number(match[1]);
    if (!Number.isSafeInteger(accountId) || accountId > 2_147_483_647) return null;
    const expected = Buffer.from(this.mac(accountId));
    const given = Buffer.from(match[2]);
    return timingSafeEqual(expected, given) ? accountId : null;
  }

  private mac(accountId: number): string {
    return createHmac('sha256', this.key).update(String(accountId)).digest('base64url');
  }
}
