import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditLogService } from '../../../core/audit/audit-log.service.js';
import type { Language } from '../../../core/i18n/language.js';
import { returnedRows } from '../../../database/returned-rows.js';
import { findAccountByEmail } from '../account-queries.js';
import { Account } from '../entities/account.entity.js';
import { AccountMailer } from '../mail/account-mailer.service.js';
import { RegistrationService } from '../registration.service.js';
import { OneTimeTokenService } from '../sessions/one-time-token.service.js';
import { SessionService } from '../sessions/session.service.js';
import type { SocialProfile, SocialProvider } from './social-profile.js';

export type SocialSignInResult = { tokenId: string } | { refused: 'unverifiedEmail' | 'blocked' };

const PROVIDER_NAMES: Record<SocialProvider, string> = { google: 'Google', linkedIn: 'LinkedIn' };

/** Google and LinkedIn sign-in: find the account by the provider's id, else link or create it by the
 *  e-mail the provider has verified. Answers a one-time tokenId the client exchanges (ViewAs). */
@Injectable()
export class SocialSignInService {
  constructor(
    private readonly db: DataSource,
    private readonly registration: RegistrationService,
    private readonly oneTimeTokens: OneTimeTokenService,
    private readonly sessions: SessionService,
    private readonly mailer: AccountMailer,
    private readonly audit: AuditLogService,
  ) {}

  /** `binding`: the secret of the browser's hand-over cookie; only that browser may exchange the tokenId. */
  async signIn(profile: SocialProfile, language: Language, binding: string): Promise<SocialSignInResult> {
    return this.db.transaction(async (manager) => {
      const linked: { account_id: number }[] = await manager.query(
        'SELECT account_id FROM social_identity WHERE provider = $1 AND subject = $2',
        [profile.provider, profile.subject],
      );
      let account = linked[0] ? await manager.findOneBy(Account, { id: linked[0].account_id }) : null;
      let goToProfile = false;
      if (!account) {
        if (!profile.email || !profile.emailVerified) return { refused: 'unverifiedEmail' as const };
        account = await findAccountByEmail(manager, profile.email);
        if (!account) {
          account = await this.registration.createFromSocialProfile(
            manager,
            { email: profile.email, fullName: profile.fullName },
            language,
          );
          goToProfile = true;
        } else if (!account.isEmailVerified && !account.isBlocked) {
          await this.takeOver(manager, account, profile.provider);
          goToProfile = true;
        }
        await manager.query('INSERT INTO social_identity (provider, subject, account_id) VALUES ($1, $2, $3)', [
          profile.provider,
          profile.subject,
          account.id,
        ]);
      }
      if (account.isBlocked) return { refused: 'blocked' as const };
      const tokenId = await this.oneTimeTokens.create('socialSignIn', account.id, { goToProfile, binding }, manager);
      return { tokenId };
    });
  }

  /**
   * The provider has proven the address; the account made with it never did, so whoever made it
   * may not be its owner (pre-account takeover). The owner gets it clean: its password (never
   * proven) is removed, every session and other sign-in method ends, its unused links stop working,
   * the audit log says so and the owner is told by mail. Its profile stays, for the owner to review.
   */
  private async takeOver(manager: EntityManager, account: Account, provider: SocialProvider): Promise<void> {
    const [{ had_password: hadPassword }]: { had_password: boolean }[] = await manager.query(
      'SELECT password_hash IS NOT NULL AS had_password FROM account WHERE id = $1 FOR UPDATE',
      [account.id],
    );
    await manager.update(
      Account,
      { id: account.id },
      { passwordHash: null, isEmailVerified: true, emailVerifiedAt: new Date() },
    );
    await this.sessions.endAll(account.id, manager, 'socialTakeover');
    const identities = returnedRows<{ provider: SocialProvider }>(
      await manager.query('DELETE FROM social_identity WHERE account_id = $1 RETURNING provider', [account.id]),
    );
    await this.oneTimeTokens.revokeAll(account.id, manager);
    await this.audit.record(
      {
        actorAccountId: account.id,
        action: 'account.socialTakeover',
        targetType: 'account',
        targetId: account.id,
        before: {
          isEmailVerified: false,
          hasPassword: hadPassword,
          signInMethods: identities.map((identity) => identity.provider),
        },
        after: { isEmailVerified: true, hasPassword: false, signInMethods: [provider], sessionsEnded: true },
      },
      manager,
    );
    await this.mailer.socialTakeover(account, PROVIDER_NAMES[provider], manager);
  }
}
