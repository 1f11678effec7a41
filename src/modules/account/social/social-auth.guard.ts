import { type ExecutionContext, Injectable, type Type } from '@nestjs/common';
import { AuthGuard, type IAuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import type { SocialProfile, SocialProvider } from './social-profile.js';
import { SocialStrategies } from './social-strategies.js';

/**
 * @nestjs/passport's guard over this app's strategy for one provider. On the sign-in route the
 * strategy answers the redirect to the provider itself and the handler never runs; on the callback
 * the handler gets the provider's profile, or none when anything failed (a forged state, a refused
 * consent, a provider error, a provider not configured): a browser is sent back to the sign-in
 * page, never shown a JSON 401.
 */
function socialAuthGuard(provider: SocialProvider): Type<IAuthGuard> {
  @Injectable()
  class SocialAuthGuard extends AuthGuard() {
    constructor(private readonly strategies: SocialStrategies) {
      super({ defaultStrategy: strategies.nameOf(provider) });
    }

    override canActivate(context: ExecutionContext) {
      return this.strategies.isConfigured(provider) ? super.canActivate(context) : true;
    }

    override handleRequest<T = SocialProfile | null>(error: unknown, profile: SocialProfile | false): T {
      return (error || !profile ? null : profile) as T;
    }
  }
  return SocialAuthGuard;
}

export const GoogleAuthGuard = socialAuthGuard('google');
export const LinkedInAuthGuard = socialAuthGuard('linkedIn');

/** The profile the guard left on the request: null when the sign-in failed. */
export function socialProfileOf(request: Request): SocialProfile | null {
  return (request.user as SocialProfile | null | undefined) ?? null;
}
