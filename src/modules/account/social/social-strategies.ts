import { randomUUID } from 'node:crypto';
import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import passport from 'passport';
import { Strategy as GoogleStrategy, type StrategyOptions as GoogleStrategyOptions } from 'passport-google-oauth20';
import { Strategy as LinkedInStrategy } from 'passport-linkedin-oauth2';
import type OAuth2Strategy from 'passport-oauth2';
import { AppConfig, type OAuthProviderConfig } from '../../../config/app-config.js';
import { CookieStateStore } from './oauth-state-store.js';
import { profileFromUserInfo, type SocialProfile, type SocialProvider } from './social-profile.js';

/** The spec's callback paths (LinkedIn's is named by the spec; Google's follows it). */
export const CALLBACK_PATHS: Record<SocialProvider, string> = {
  google: '/api/Account/GoogleResponse',
  linkedIn: '/api/Account/LinkedInResponse',
};

/** What the strategies hand to their verify function: the userinfo answer's claims. */
interface ClaimsProfile {
  _json: Record<string, unknown>;
}

type Verified = (error: unknown, profile?: SocialProfile | false) => void;
type Verify = (accessToken: string, refreshToken: string, profile: ClaimsProfile, verified: Verified) => void;

/** Google's strategy, sending the access token to the userinfo endpoint in the Authorization header
 *  rather than the URL's query. */
class GoogleOpenIdStrategy extends GoogleStrategy {
  constructor(options: GoogleStrategyOptions, verify: Verify) {
    super(options, verify);
    this._oauth2.useAuthorizationHeaderforGET(true);
  }
}

/** passport-linkedin-oauth2 2.0 is passport-oauth2's strategy with LinkedIn's defaults, but its
 *  types (written for 1.x) know neither the endpoint options nor the state store. */
const LinkedInOAuth2Strategy = LinkedInStrategy as unknown as typeof OAuth2Strategy;

/** LinkedIn through OpenID Connect (scopes openid profile email): the profile is the userinfo
 *  endpoint's answer, not the retired v2 `/me` API the package reads by default. */
class LinkedInOpenIdStrategy extends LinkedInOAuth2Strategy {
  constructor(
    options: OAuth2Strategy.StrategyOptions,
    private readonly userInfoUrl: string,
    verify: Verify,
  ) {
    super(options, verify);
  }

  override userProfile(accessToken: string, done: (error?: unknown, profile?: ClaimsProfile) => void): void {
    fetch(this.userInfoUrl, {
      headers: { Authorization: `Bearer ${accessToken}` },
      signal: AbortSignal.timeout(10_000),
    })
      .then(async (answer) => {
        if (!answer.ok) throw new Error(`userinfo answered ${answer.status}`);
        done(null, { _json: (await answer.json()) as Record<string, unknown> });
      })
      .catch((error: unknown) => done(error));
  }
}

/**
 * The Google (passport-google-oauth20) and LinkedIn (passport-linkedin-oauth2) strategies of this
 * app, with every URL from configuration so tests run them against a local OAuth 2 server. They are
 * registered with passport under names of their own app (`google:<uuid>`), as @nestjs/passport's
 * guard reads strategies from passport's one global registry and two apps in one process (tests)
 * must not take each other's; an app's names leave the registry when it closes.
 */
@Injectable()
export class SocialStrategies implements OnModuleDestroy {
  private readonly names: Record<SocialProvider, string>;
  private readonly configured = new Set<SocialProvider>();

  constructor(config: AppConfig) {
    const app = randomUUID();
    this.names = { google: `google:${app}`, linkedIn: `linkedIn:${app}` };
    const store = new CookieStateStore(config.isProduction);
    const base = (settings: OAuthProviderConfig, provider: SocialProvider, scope: string[]) => ({
      clientID: settings.clientId,
      clientSecret: settings.clientSecret,
      authorizationURL: settings.authorizationUrl,
      tokenURL: settings.tokenUrl,
      callbackURL: `${config.publicUrl}${CALLBACK_PATHS[provider]}`,
      scope,
      // passport-oauth2 calls the store with or without its metadata, by its arity.
      store: store as unknown as OAuth2Strategy.StateStore,
    });
    const verify =
      (provider: SocialProvider): Verify =>
      (_accessToken, _refreshToken, profile, verified) =>
        verified(null, profileFromUserInfo(provider, profile._json) ?? false);

    if (config.google) {
      const settings = config.google;
      this.register(
        'google',
        new GoogleOpenIdStrategy(
          { ...base(settings, 'google', ['openid', 'email', 'profile']), userProfileURL: settings.userInfoUrl },
          verify('google'),
        ),
      );
    }
    if (config.linkedIn) {
      const settings = config.linkedIn;
      this.register(
        'linkedIn',
        new LinkedInOpenIdStrategy(
          base(settings, 'linkedIn', ['openid', 'profile', 'email']),
          settings.userInfoUrl,
          verify('linkedIn'),
        ),
      );
    }
  }

  isConfigured(provider: SocialProvider): boolean {
    return this.configured.has(provider);
  }

  /** The passport name of this app's strategy for the provider. */
  nameOf(provider: SocialProvider): string {
    return this.names[provider];
  }

  onModuleDestroy(): void {
    for (const provider of this.configured) passport.unuse(this.names[provider]);
  }

  private register(provider: SocialProvider, strategy: passport.Strategy): void {
    passport.use(this.names[provider], strategy);
    this.configured.add(provider);
  }
}
