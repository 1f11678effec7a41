import { CappedMap, createChallenge, randomInt } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { deriveHmacKeySecret, verify } from 'altcha-lib/frameworks/shared';
import { BotCheck } from './bot-check.js';

const CHALLENGE_LIFETIME_MS = 10 * 60_000;
/** About two seconds of work for a browser; far more for a bot that signs up thousands of times. */
const COST = 500;

/** Self-hosted proof of work (altcha): no third party sees our visitors. A solved challenge is
 *  accepted once per process; challenges expire after ten minutes. */
export class AltchaBotCheck extends BotCheck {
  readonly kind = 'altcha' as const;
  private readonly used = new CappedMap<string, boolean>({ maxSize: 50_000 });
  private keySecret: Promise<string> | null = null;

  constructor(private readonly hmacSecret: string) {
    super();
  }

  async challenge(): Promise<unknown> {
    return createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: COST,
      counter: randomInt(2_000, 5_000),
      deriveKey,
      expiresAt: new Date(Date.now() + CHALLENGE_LIFETIME_MS),
      hmacSignatureSecret: this.hmacSecret,
      hmacKeySignatureSecret: await this.hmacKeySecret(),
    });
  }

  async verify(proof: string | undefined): Promise<boolean> {
    if (!proof || proof.length > 10_000) return false;
    const result = await verify(proof, deriveKey, this.hmacSecret, await this.hmacKeySecret(), this.used);
    return result.error === null;
  }

  private hmacKeySecret(): Promise<string> {
    this.keySecret ??= deriveHmacKeySecret(this.hmacSecret);
    return this.keySecret;
  }
}
