import { Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import passport from 'passport';
import { Strategy as OAuth2Strategy } from 'passport-oauth2';
import { AppConfig, type OAuthProviderConfig } from '../../../config/app-config.js';
import { CookieStateStore } from './oauth-state-store.js';
import { profileFromUserInfo, type SocialProfile, type SocialProvider } from './social-profile.js';

const SCOPES: Record<SocialProvider, string[]> = {
  google: ['openid', 'email', 'profile'],
  linkedIn: ['openid', 'profile', 'email'],
};

/** The spec's callback paths (LinkedIn's is named by the spec; Google's follows it). */
export const CALLBACK_PATHS: Record<SocialProvider, string> = {
  google: '/api/Account/GoogleResponse',
  linkedIn: '/api/Account/LinkedInResponse',
};

/** The OAuth 2 authorization-code dance with Google and LinkedIn, done by passport-oauth2 with URLs
 *  from configuration (so tests run it against a local OAuth 2 server). A private passport instance
 *  keeps the strategies of one app apart from another's. */
@Injectable()
export class SocialAuthGateway {
  private readonly passport = new passport.Authenticator();
  private readonly configured = new Set<SocialProvider>();

  constructor(config: AppConfig) {
    const stateStore = new CookieStateStore(config.isProduction);
    for (const [provider, settings] of [
      ['google', config.google],
      ['linkedIn', config.linkedIn],
    ] as [SocialProvider, OAuthProviderConfig | null][]) {
      if (!settings) continue;
      this.passport.use(
        provider,
        this.strategy(provider, settings, `${config.publicUrl}${CALLBACK_PATHS[provider]}`, stateStore),
      );
      this.configured.add(provider);
    }
  }

  isConfigured(provider: SocialProvider): boolean {
    return this.configured.has(provider);
  }

  /** Starts the sign-in (the strategy answers a redirect to the provider) or finishes it on the
   *  callback, resolving with the provider's profile, or null when anything failed. */
  authenticate(provider: SocialProvider, request: Request, response: Response): Promise<SocialProfile | null> {
    return new Promise((resolve) => {
      const done = (error: unknown, profile: SocialProfile | false) => resolve(error || !profile ? null : profile);
      this.passport.authenticate(provider, { session: false, scope: SCOPES[provider] }, done)(
        request,
        response,
        (error: unknown) => done(error ?? new Error('authentication did not finish'), false),
      );
    });
  }

  private strategy(
    provider: SocialProvider,
    settings: OAuthProviderConfig,
    callbackURL: string,
    store: CookieStateStore,
  ): OAuth2Strategy {
    const strategy = new OAuth2Strategy(
      {
        authorizationURL: settings.authorizationUrl,
        tokenURL: settings.tokenUrl,
        clientID: settings.clientId,
        clientSecret: settings.clientSecret,
        callbackURL,
        store: store as never,
      },
      (
        _accessToken: string,
        _refreshToken: string,
        profile: SocialProfile,
        verified: (error: unknown, user?: SocialProfile) => void,
      ) => verified(null, profile),
    );
    strategy.userProfile = (accessToken, done) => {
      fetch(settings.userInfoUrl, {
        headers: { Authorization: `Bearer ${accessToken}` },
        signal: AbortSignal.timeout(10_000),
      })
        .then(async (answer) => {
          if (!answer.ok) throw new Error(`userinfo answered ${answer.status}`);
          const profile = profileFromUserInfo(provider, (await answer.json()) as Record<string, unknown>);
          if (!profile) throw new Error('userinfo has no subject');
          done(null, profile);
        })
        .catch((error: Error) => done(error));
    };
    return strategy;
  }
}
