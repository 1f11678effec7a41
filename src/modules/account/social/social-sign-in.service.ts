import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Language } from '../../../core/i18n/language.js';
import { findAccountByEmail } from '../account-queries.js';
import { Account } from '../entities/account.entity.js';
import { RegistrationService } from '../registration.service.js';
import { OneTimeTokenService } from '../sessions/one-time-token.service.js';
import type { SocialProfile } from './social-profile.js';

export type SocialSignInResult = { tokenId: string } | { refused: 'unverifiedEmail' | 'blocked' };

/** Google and LinkedIn sign-in: find the account by the provider's id, else link or create it by
 *  the e-mail the provider has verified. Answers a one-time tokenId the client exchanges (ViewAs). */
@Injectable()
export class SocialSignInService {
  constructor(
    private readonly db: DataSource,
    private readonly registration: RegistrationService,
    private readonly oneTimeTokens: OneTimeTokenService,
  ) {}

  /** `binding`: the secret of the browser's hand-over cookie; only that browser may exchange the tokenId. */
  async signIn(profile: SocialProfile, language: Language, binding: string): Promise<SocialSignInResult> {
    return this.db.transaction(async (manager) => {
      const linked: { account_id: number }[] = await manager.query(
        'SELECT account_id FROM social_identity WHERE provider = $1 AND subject = $2',
        [profile.provider, profile.subject],
      );
      let account = linked[0] ? await manager.findOneBy(Account, { id: linked[0].account_id }) : null;
      let created = false;
      if (!account) {
        if (!profile.email || !profile.emailVerified) return { refused: 'unverifiedEmail' as const };
        account = await findAccountByEmail(manager, profile.email);
        if (!account) {
          account = await this.registration.createFromSocialProfile(manager, { email: profile.email, fullName: profile.fullName }, language);
          created = true;
        } else if (!account.isEmailVerified) {
          // The provider has proven the address, which is what our own mail link would prove.
          await manager.update(Account, { id: account.id }, { isEmailVerified: true, emailVerifiedAt: new Date() });
        }
        await manager.query('INSERT INTO social_identity (provider, subject, account_id) VALUES ($1, $2, $3)', [
          profile.provider,
          profile.subject,
          account.id,
        ]);
      }
      if (account.isBlocked) return { refused: 'blocked' as const };
      const tokenId = await this.oneTimeTokens.create('socialSignIn', account.id, { goToProfile: created, binding }, manager);
      return { tokenId };
    });
  }
}
