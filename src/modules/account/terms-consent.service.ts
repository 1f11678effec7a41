import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AuthSession } from '../../core/auth/auth-session.js';
import { AppException } from '../../core/errors/app.exception.js';
import { Account } from './entities/account.entity.js';
import { consentGiven } from './terms-consent.js';

/** POST Account/AcceptTerms: the consent a social sign-in's first visit asks for (issue 22). */
@Injectable()
export class TermsConsentService {
  constructor(private readonly db: DataSource) {}

  /** Stores the consent with the documents' current versions; accepting again records the newer ones. */
  async accept(session: AuthSession): Promise<true> {
    await this.db.transaction(async (manager) => {
      const { affected } = await manager.update(Account, { id: session.accountId }, await consentGiven(manager));
      if (!affected) throw AppException.unauthorized();
    });
    return true;
  }
}
