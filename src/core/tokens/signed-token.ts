import { createHmac, timingSafeEqual } from 'node:crypto';

/** Canonical decimal numbers only, so one list of numbers has exactly one token. */
const NUMBER = /^(?:0|[1-9]\d{0,14})$/;
const MAC = /^[A-Za-z0-9_-]{43}$/;

/**
 * A stateless signed token: `<n1>.<n2>…<HMAC-SHA256 of "n1.n2…", base64url>` under a key derived
 * from a secret and the token's purpose, so a token of one purpose never passes as another's.
 * It carries a fixed count of non-negative whole numbers (ids, versions, times); what they mean,
 * their ranges and any expiry are the caller's rules.
 */
export class SignedToken {
  private readonly key: string;

  constructor(
    purpose: string,
    secret: string,
    private readonly fieldCount: number,
  ) {
    this.key = `${purpose}:${secret}`;
  }

  sign(fields: readonly number[]): string {
    if (fields.length !== this.fieldCount || !fields.every((field) => Number.isSafeInteger(field) && field >= 0)) {
      throw new Error(
        `A signed token takes ${this.fieldCount} non-negative whole numbers, not ${JSON.stringify(fields)}`,
      );
    }
    const payload = fields.join('.');
    return `${payload}.${this.mac(payload)}`;
  }

  /** The numbers of a genuine token; null for anything else. */
  verify(token: unknown): number[] | null {
    if (typeof token !== 'string' || token.length > 20 * this.fieldCount + 50) return null;
    const parts = token.split('.');
    if (parts.length !== this.fieldCount + 1) return null;
    const mac = parts.pop()!;
    if (!MAC.test(mac) || !parts.every((part) => NUMBER.test(part))) return null;
    const payload = parts.join('.');
    if (!timingSafeEqual(Buffer.from(this.mac(payload)), Buffer.from(mac))) return null;
    return parts.map(Number);
  }

  private mac(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }
}
