import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthSession } from '../../../core/auth/auth-session.js';
import { AppErrorCode } from '../../../core/errors/app-error-code.js';
import { AppException } from '../../../core/errors/app.exception.js';
import type { MessageRef } from '../../../core/i18n/translator.js';
import { SessionService } from '../sessions/session.service.js';
import { SocialStrategies } from '../social/social-strategies.js';
import type { SocialProvider } from '../social/social-profile.js';
import type { SignInMethodsView } from './sign-in-methods.view.js';
import { SIGN_IN_PROVIDER_NAMES, SIGN_IN_PROVIDERS, type SignInProvider } from './sign-in-provider.js';

interface SignInState {
  hasPassword: boolean;
  connected: Set<SocialProvider>;
}

const DISCONNECTED: Record<SignInProvider, string> = {
  google: 'security.googleDisconnected',
  linkedin: 'security.linkedinDisconnected',
};

/** The settings page's sign-in and security: the ways in (password, Google, LinkedIn) and ending every session. */
@Injectable()
export class AccountSecurityService {
  constructor(
    private readonly db: DataSource,
    private readonly strategies: SocialStrategies,
    private readonly sessions: SessionService,
  ) {}

  async signInMethods(session: AuthSession): Promise<SignInMethodsView> {
    const state = await this.signInState(this.db, session.accountId, false);
    return {
      hasPassword: state.hasPassword,
      providers: SIGN_IN_PROVIDER_NAMES.map((provider) => ({
        provider,
        connected: state.connected.has(SIGN_IN_PROVIDERS[provider]),
        available: this.strategies.isConfigured(SIGN_IN_PROVIDERS[provider]),
      })),
    };
  }

  /** Unlinks a provider unless it is the last way in: no password and no other provider that can still sign in. */
  async disconnect(session: AuthSession, provider: SignInProvider): Promise<MessageRef> {
    const stored = SIGN_IN_PROVIDERS[provider];
    await this.db.transaction(async (manager) => {
      // Locked so that two disconnects at once cannot both leave the account without a way in.
      const state = await this.signInState(manager, session.accountId, true);
      if (!state.connected.has(stored)) throw AppException.notFound('security.notConnected');
      const otherWayIn = [...state.connected].some((other) => other !== stored && this.strategies.isConfigured(other));
      if (!state.hasPassword && !otherWayIn) throw AppException.of(AppErrorCode.Conflict, 'security.lastSignInMethod');
      await manager.query('DELETE FROM social_identity WHERE account_id = $1 AND provider = $2', [
        session.accountId,
        stored,
      ]);
    });
    return { key: DISCONNECTED[provider] };
  }

  /** Every access token stops at once (session version) and every refresh token is revoked, the caller's too. */
  async signOutEverywhere(session: AuthSession): Promise<MessageRef> {
    await this.sessions.endAll(session.accountId);
    return { key: 'security.signedOutEverywhere' };
  }

  private async signInState(db: DataSource | EntityManager, accountId: number, lock: boolean): Promise<SignInState> {
    const [account]: { has_password: boolean }[] = await db.query(
      `SELECT password_hash IS NOT NULL AS has_password FROM account WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
      [accountId],
    );
    if (!account) throw AppException.unauthorized();
    const identities: { provider: SocialProvider }[] = await db.query(
      'SELECT provider FROM social_identity WHERE account_id = $1',
      [accountId],
    );
    return { hasPassword: account.has_password, connected: new Set(identities.map((identity) => identity.provider)) };
  }
}
