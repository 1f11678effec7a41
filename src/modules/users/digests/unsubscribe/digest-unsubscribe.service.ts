import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppException } from '../../../../core/errors/app.exception.js';
import type { Language } from '../../../../core/i18n/language.js';
import { returnedRows } from '../../../../database/returned-rows.js';
import { DigestUnsubscribeToken } from '../digest-unsubscribe-token.js';

const languageOf = (row: { language: string } | undefined): Language | null =>
  row ? (row.language === 'ka' ? 'ka' : 'en') : null;

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
    const [row] = returnedRows<{ language: string }>(
      await this.db.query('UPDATE account SET hide_notifications = true WHERE id = $1 RETURNING language', [accountId]),
    );
    return { language: languageOf(row) };
  }

  /** Checks a token and changes nothing (the page a browser opens asks first). */
  async check(token: unknown): Promise<{ language: Language | null }> {
    const [row]: { language: string }[] = await this.db.query('SELECT language FROM account WHERE id = $1', [
      this.accountOf(token),
    ]);
    return { language: languageOf(row) };
  }

  private accountOf(token: unknown): number {
    const accountId = this.tokens.verify(typeof token === 'string' ? token : undefined);
    if (accountId === null) throw AppException.validation('token', 'digests.tokenInvalid');
    return accountId;
  }
}
