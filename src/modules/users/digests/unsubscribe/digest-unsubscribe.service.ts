import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppException } from '../../../../core/errors/app.exception.js';
import type { Language } from '../../../../core/i18n/language.js';
import { accountLanguage, hideNotifications } from '../../../account/account.sql.js';
import { DigestUnsubscribeToken } from '../digest-unsubscribe-token.js';

/** The digests' one-click unsubscribe: a genuine token turns its talent's digests off (hide_notifications). */
@Injectable()
export class DigestUnsubscribeService {
  constructor(
    private readonly db: DataSource,
    private readonly tokens: DigestUnsubscribeToken,
  ) {}

  /** Resolves with the talent's language (null when the account is gone: nothing left to send to);
   *  400 for a malformed or tampered token. Saying it twice is harmless. */
  async unsubscribe(token: unknown): Promise<{ language: Language | null }> {
    const accountId = this.accountOf(token);
    return { language: await hideNotifications(this.db, accountId) };
  }

  /** Checks a token and changes nothing (the page a browser opens asks first). */
  async check(token: unknown): Promise<{ language: Language | null }> {
    return { language: await accountLanguage(this.db, this.accountOf(token)) };
  }

  private accountOf(token: unknown): number {
    const accountId = this.tokens.verify(typeof token === 'string' ? token : undefined);
    if (accountId === null) throw AppException.validation('token', 'digests.tokenInvalid');
    return accountId;
  }
}
