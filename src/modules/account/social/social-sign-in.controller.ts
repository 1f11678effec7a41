import { Controller, Get, Req, Res, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AppConfig } from '../../../config/app-config.js';
import { Public } from '../../../core/auth/public.decorator.js';
import { RawResponse } from '../../../core/envelope/raw-response.decorator.js';
import { signInHandoverUrl } from '../../../../shared/page-routes.js';
import { handoverCookie } from '../sessions/handover-cookie.js';
import { ONE_TIME_TTL_MS } from '../sessions/one-time-token.service.js';
import { newSecret } from '../sessions/secret-token.js';
import { stateLanguage } from './oauth-state-store.js';
import { GoogleAuthGuard, LinkedInAuthGuard, socialProfileOf } from './social-auth.guard.js';
import { SocialSignInService } from './social-sign-in.service.js';
import { SocialStrategies } from './social-strategies.js';
import { ApiEnvelope } from '../../../core/envelope/api-envelope.decorator.js';
import { OAuthProvidersView } from '../dto/account-answers.view.js';

const FAILED = '/signIn?oauthError=1';

/** Full-page redirects: start at GoogleSignIn / LinkedInSignIn, come back to the *Response callback,
 *  and land on `/signIn/continue?tokenId=...` (that page exchanges it, in this browser only) or on
 *  the sign-in page with an error. The OAuth dance is the guards' (social-auth.guard.ts). */
@ApiTags('Account')
@Public()
@Controller('Account')
export class SocialSignInController {
  constructor(
    private readonly config: AppConfig,
    private readonly strategies: SocialStrategies,
    private readonly social: SocialSignInService,
  ) {}

  @Get('OAuthProviders')
  @ApiOperation({ summary: 'Which social sign-ins are configured' })
  @ApiEnvelope(OAuthProvidersView)
  providers() {
    return { google: this.strategies.isConfigured('google'), linkedIn: this.strategies.isConfigured('linkedIn') };
  }

  // The guard's strategy answers the redirect to the provider; the handler runs only when it could not.
  @RawResponse()
  @UseGuards(GoogleAuthGuard)
  @Get('GoogleSignIn')
  @ApiOperation({ summary: 'Redirects to Google (optional ?lang=ka for a new account)' })
  googleSignIn(@Res() response: Response) {
    response.redirect(FAILED);
  }

  @RawResponse()
  @UseGuards(GoogleAuthGuard)
  @Get('GoogleResponse')
  googleResponse(@Req() request: Request, @Res() response: Response) {
    return this.finish(request, response);
  }

  @RawResponse()
  @UseGuards(LinkedInAuthGuard)
  @Get('LinkedInSignIn')
  @ApiOperation({ summary: 'Redirects to LinkedIn (optional ?lang=ka for a new account)' })
  linkedInSignIn(@Res() response: Response) {
    response.redirect(FAILED);
  }

  @RawResponse()
  @UseGuards(LinkedInAuthGuard)
  @Get('LinkedInResponse')
  linkedInResponse(@Req() request: Request, @Res() response: Response) {
    return this.finish(request, response);
  }

  private async finish(request: Request, response: Response): Promise<void> {
    const profile = socialProfileOf(request);
    const language = stateLanguage(request);
    // The hand-over is bound to this browser, the one that started the sign-in (its state cookie
    // came back): a link made here and opened elsewhere signs nobody in.
    const binding = newSecret();
    const result = profile ? await this.social.signIn(profile, language, binding) : null;
    if (!result || !('tokenId' in result)) return response.redirect(FAILED);
    handoverCookie.set(response, binding, ONE_TIME_TTL_MS.socialSignIn, this.config.isProduction);
    response.redirect(signInHandoverUrl(result.tokenId, language));
  }
}
