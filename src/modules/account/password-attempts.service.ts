import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { AppConfig } from '../../config/app-config.js';
import { AppException } from '../../core/errors/app.exception.js';
import { RATE_LIMIT_REDIS } from '../../core/rate-limit/rate-limit.module.js';
import { RateLimiter } from '../../core/rate-limit/rate-limiter.js';
import { passwordHasher } from './password-hasher.js';

/** Failed sign-ins of one address after which its sign-in needs the anti-bot check too. */
export const FREE_SIGN_IN_FAILURES = 3;
/** How long those failures count. */
const SIGN_IN_FAILURE_WINDOW_SECONDS = 60 * 60;

/** Whose password is being checked: an account, or on sign-in an address no account has. */
export type PasswordSubject = { accountId: number } | { email: string };

const addressKey = (email: string) =>
  `address:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`;

/**
 * Every call that checks a password (sign-in, password change, account deletion) counts its
 * failures per account and per client; past AUTH_RATE_LIMIT_PER_MINUTE failures in a minute either
 * way, the next check is refused with 429 and Retry-After before the password is even looked at.
 * On sign-in, an address (whether an account has it or not, so the answer tells nothing) needs the
 * anti-bot check after three failures within the hour, until a sign-in succeeds. The counters live
 * where the rate limits' do: in Redis when configured, shared by every process.
 */
@Injectable()
export class PasswordAttempts {
  private readonly failures: RateLimiter;
  private readonly signInFailures: RateLimiter;

  constructor(config: AppConfig, @Inject(RATE_LIMIT_REDIS) redis: Redis | null) {
    this.failures = RateLimiter.create(
      { points: config.authRateLimitPerMinute, durationSeconds: 60, prefix: 'techboard:password-failures' },
      redis,
    );
    this.signInFailures = RateLimiter.create(
      {
        points: FREE_SIGN_IN_FAILURES,
        durationSeconds: SIGN_IN_FAILURE_WINDOW_SECONDS,
        prefix: 'techboard:sign-in-failures',
      },
      redis,
    );
  }

  /** Whether the account's password is this one, a wrong one counted; 429 first, without looking,
   *  when the account or the client has failed too often within the minute. */
  async verify(accountId: number, passwordHash: string, password: string, ip: string | undefined): Promise<boolean> {
    await this.assertMayTry({ accountId }, ip);
    if (await passwordHasher.verify(passwordHash, password)) return true;
    await this.failed({ accountId }, ip);
    return false;
  }

  /** 429 when the subject or the client has failed too often within the minute. */
  async assertMayTry(subject: PasswordSubject, ip: string | undefined): Promise<void> {
    const waits = await Promise.all(this.keysOf(subject, ip).map((key) => this.failures.exhausted(key)));
    const wait = Math.max(...waits.map((seconds) => seconds ?? 0));
    if (wait > 0) throw AppException.rateLimited(wait);
  }

  async failed(subject: PasswordSubject, ip: string | undefined): Promise<void> {
    await Promise.all(this.keysOf(subject, ip).map((key) => this.failures.count(key)));
  }

  async signInNeedsBotCheck(email: string): Promise<boolean> {
    return (await this.signInFailures.exhausted(addressKey(email))) !== null;
  }

  async signInFailed(email: string): Promise<void> {
    await this.signInFailures.count(addressKey(email));
  }

  /** A successful sign-in, or a password set through the mailed recovery link, starts the address afresh. */
  async signInSucceeded(email: string): Promise<void> {
    await this.signInFailures.forget(addressKey(email));
  }

  private keysOf(subject: PasswordSubject, ip: string | undefined): string[] {
    return [
      'accountId' in subject ? `account:${subject.accountId}` : addressKey(subject.email),
      `ip:${ip ?? 'unknown'}`,
    ];
  }
}
