import { Body, Controller, Get, HttpCode, Post, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AppConfig } from '../../../config/app-config.js';
import type { AuthSession } from '../../../core/auth/auth-session.js';
import { CurrentSession } from '../../../core/auth/current-session.decorator.js';
import type { Language } from '../../../core/i18n/language.js';
import { RequestLanguage } from '../../../core/i18n/request-language.decorator.js';
import { translate } from '../../../core/i18n/translator.js';
import { refreshCookie } from '../sessions/refresh-cookie.js';
import { AccountSecurityService } from './account-security.service.js';
import { DisconnectSignInMethodBody } from './dto/disconnect-sign-in-method.dto.js';
import { ApiEnvelope } from '../../../core/envelope/api-envelope.decorator.js';
import { SignInMethodsView } from './sign-in-methods.view.js';

/** Settings, sign-in and security: any signed-in account. */
@ApiTags('Account')
@Controller('Account')
export class AccountSecurityController {
  constructor(
    private readonly config: AppConfig,
    private readonly security: AccountSecurityService,
  ) {}

  @Get('GetSignInMethods')
  @ApiOperation({
    summary: 'Whether the account has a password, and which of Google and LinkedIn are connected and configured',
  })
  @ApiEnvelope(SignInMethodsView)
  getSignInMethods(@CurrentSession() session: AuthSession) {
    return this.security.signInMethods(session);
  }

  @Post('DisconnectSignInMethod')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Unlinks Google or LinkedIn; 409 when it is the last way to sign in, 404 when not connected',
  })
  async disconnectSignInMethod(
    @CurrentSession() session: AuthSession,
    @Body() body: DisconnectSignInMethodBody,
    @RequestLanguage() language: Language,
  ) {
    return translate(language, await this.security.disconnect(session, body.provider));
  }

  @Post('SignOutEverywhere')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Ends every session of the account, the caller included: access tokens fail at once, refresh tokens are revoked',
  })
  async signOutEverywhere(
    @CurrentSession() session: AuthSession,
    @RequestLanguage() language: Language,
    @Res({ passthrough: true }) response: Response,
  ) {
    const message = await this.security.signOutEverywhere(session);
    refreshCookie.clear(response, this.config.isProduction);
    return translate(language, message);
  }
}
