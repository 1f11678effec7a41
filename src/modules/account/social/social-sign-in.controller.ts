import { Controller, Get, Req, Res } from '@nestjs/common';
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
import { SocialAuthGateway } from './social-auth.gateway.js';
import type { SocialProvider } from './social-profile.js';
import { SocialSignInService } from './social-sign-in.service.js';

const FAILED = '/signIn?oauthError=1';

/** Full-page redirects: start at GoogleSignIn / LinkedInSignIn, come back to the *Response callback,
 *  and land on `/signIn/continue?tokenId=...` (that page exchanges it, in this browser only) or on
 *  the sign-in page with an error. */
@ApiTags('Account')
@Public()
@Controller('Account')
export class SocialSignInController {
  constructor(
    private readonly config: AppConfig,
    private readonly gateway: SocialAuthGateway,
    private readonly social: SocialSignInService,
  ) {}

  @Get('OAuthProviders')
  @ApiOperation({ summary: 'Which social sign-ins are configured' })
  providers() {
    return { google: this.gateway.isConfigured('google'), linkedIn: this.gateway.isConfigured('linkedIn') };
  }

  @RawResponse()
  @Get('GoogleSignIn')
  @ApiOperation({ summary: 'Redirects to Google (optional ?lang=ka for a new account)' })
  googleSignIn(@Req() request: Request, @Res() response: Response) {
    return this.begin('google', request, response);
  }

  @RawResponse()
  @Get('GoogleResponse')
  googleResponse(@Req() request: Request, @Res() response: Response) {
    return this.finish('google', request, response);
  }

  @RawResponse()
  @Get('LinkedInSignIn')
  @ApiOperation({ summary: 'Redirects to LinkedIn (optional ?lang=ka for a new account)' })
  linkedInSignIn(@Req() request: Request, @Res() response: Response) {
    return this.begin('linkedIn', request, response);
  }

  @RawResponse()
  @Get('LinkedInResponse')
  linkedInResponse(@Req() request: Request, @Res() response: Response) {
    return this.finish('linkedIn', request, response);
  }

  private async begin(provider: SocialProvider, request: Request, response: Response): Promise<void> {
    if (!this.gateway.isConfigured(provider)) return response.redirect(FAILED);
    // The strategy answers the redirect to the provider itself.
    const profile = await this.gateway.authenticate(provider, request, response);
    if (!profile && !response.headersSent) response.redirect(FAILED);
  }

  private async finish(provider: SocialProvider, request: Request, response: Response): Promise<void> {
    if (!this.gateway.isConfigured(provider)) return response.redirect(FAILED);
    const language = stateLanguage(request);
    const profile = await this.gateway.authenticate(provider, request, response);
    if (response.headersSent) return;
    // The hand-over is bound to this browser, the one that started the sign-in (its state cookie
    // came back): a link made here and opened elsewhere signs nobody in.
    const binding = newSecret();
    const result = profile ? await this.social.signIn(profile, language, binding) : null;
    if (!result || !('tokenId' in result)) return response.redirect(FAILED);
    handoverCookie.set(response, binding, ONE_TIME_TTL_MS.socialSignIn, this.config.isProduction);
    response.redirect(signInHandoverUrl(result.tokenId, language));
  }
}
