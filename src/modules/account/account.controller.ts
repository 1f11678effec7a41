import { Body, Controller, Get, HttpCode, Post, Query, Req, Res, UploadedFile, UseInterceptors } from '@nestjs/common';
import { ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AppConfig } from '../../config/app-config.js';
import type { AuthSession } from '../../core/auth/auth-session.js';
import { CurrentSession, OptionalSession } from '../../core/auth/current-session.decorator.js';
import { Public, VisitorsOnly } from '../../core/auth/public.decorator.js';
import { Role, Roles } from '../../core/auth/roles.decorator.js';
import { AllowedInViewAs } from '../../core/auth/view-as.decorator.js';
import { BotCheck } from '../../core/bot-check/bot-check.js';
import { RawResponse } from '../../core/envelope/raw-response.decorator.js';
import { imageUploadInterceptor } from '../../core/files/image-upload.interceptor.js';
import type { UploadedImage } from '../../core/files/image-upload.service.js';
import type { Language } from '../../core/i18n/language.js';
import { RequestLanguage } from '../../core/i18n/request-language.decorator.js';
import { translate } from '../../core/i18n/translator.js';
import { RateLimited } from '../../core/rate-limit/rate-limited.decorator.js';
import { AccountDeletionService } from './account-deletion.service.js';
import { AcceptTermsBody } from './dto/accept-terms.dto.js';
import { TermsConsentService } from './terms-consent.service.js';
import { AccountInfoService } from './account-info.service.js';
import { AccountService } from './account.service.js';
import { CreateCompanyAccountBody } from './dto/create-company-account.dto.js';
import { CreateUserAccountBody } from './dto/create-user-account.dto.js';
import { CheckUserExistQuery, RefreshTokenBody, VerifyUserEmailBody, ViewAsQuery } from './dto/misc.dto.js';
import {
  DeleteAccountBody,
  PasswordChangeBody,
  RecoverUserPasswordBody,
  SendPasswordRecoveryLinkBody,
} from './dto/password.dto.js';
import { SignInBody } from './dto/sign-in.dto.js';
import { EmailVerificationService } from './email-verification.service.js';
import { PasswordService } from './password.service.js';
import { ProfileImageService } from './profile-image.service.js';
import { RegistrationService } from './registration.service.js';
import { handoverCookie } from './sessions/handover-cookie.js';
import { refreshCookie } from './sessions/refresh-cookie.js';
import { type IssuedSession, SessionService } from './sessions/session.service.js';
import { SignInService } from './sign-in.service.js';
import { ViewAsService } from './view-as.service.js';
import { ApiEnvelope } from '../../core/envelope/api-envelope.decorator.js';
import { AuthInfoView } from './dto/auth-info.view.js';
import {
  AccountTokenLinkView,
  AccountTokenView,
  CoverImageView,
  EmailFreeView,
  ProfileImageView,
} from './dto/account-answers.view.js';

@ApiTags('Account')
@Controller('Account')
export class AccountController {
  constructor(
    private readonly config: AppConfig,
    private readonly accounts: AccountService,
    private readonly info: AccountInfoService,
    private readonly registration: RegistrationService,
    private readonly signInService: SignInService,
    private readonly sessions: SessionService,
    private readonly passwords: PasswordService,
    private readonly verification: EmailVerificationService,
    private readonly profileImages: ProfileImageService,
    private readonly deletion: AccountDeletionService,
    private readonly termsConsent: TermsConsentService,
    private readonly viewAsService: ViewAsService,
    private readonly botCheck: BotCheck,
  ) {}

  @Public()
  @Get('GetDefaultLanguage')
  @ApiOperation({ summary: 'The language for visitors who have not chosen one: "EN" or "GE"' })
  getDefaultLanguage() {
    return this.accounts.defaultLanguage();
  }

  @Get('GetUserInfo')
  @ApiOperation({ summary: "The caller's auth state" })
  @ApiEnvelope(AuthInfoView)
  getUserInfo(@CurrentSession() session: AuthSession, @RequestLanguage() language: Language) {
    return this.info.userInfo(session, language);
  }

  @Public()
  @RateLimited()
  @Get('CheckUserExist')
  @ApiOperation({ summary: '200 {exists:false} when the e-mail is free, 409 when an account has it' })
  @ApiEnvelope(EmailFreeView)
  checkUserExist(@Query() query: CheckUserExistQuery) {
    return this.registration.assertEmailFree(query.email);
  }

  @Public()
  @Get('BotCheckKind')
  @ApiOperation({ summary: 'Which anti-bot check the forms must pass: altcha, recaptcha or off' })
  botCheckKind() {
    return this.botCheck.kind;
  }

  @Public()
  @RawResponse()
  @Get('BotChallenge')
  @ApiOperation({ summary: 'A new altcha challenge (raw JSON for the widget)' })
  botChallenge() {
    return this.botCheck.challenge();
  }

  @VisitorsOnly()
  @RateLimited()
  @Post('CreateUserAccount')
  @HttpCode(200)
  @ApiConsumes('multipart/form-data')
  @UseInterceptors(imageUploadInterceptor('ProfileImage'))
  @ApiOperation({ summary: 'Personal sign-up; answers a token and sets the refresh cookie' })
  @ApiEnvelope(AccountTokenView)
  async createUserAccount(
    @Body() body: CreateUserAccountBody,
    @UploadedFile() image: UploadedImage | undefined,
    @RequestLanguage() language: Language,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ) {
    return this.withCookie(response, await this.registration.createTalent(body, image, { language, ip: request.ip }));
  }

  @VisitorsOnly()
  @RateLimited()
  @Post('CreateCompanyAccount')
  @HttpCode(200)
  @ApiConsumes('multipart/form-data')
  @UseInterceptors(imageUploadInterceptor('ProfileImage'))
  @ApiOperation({ summary: 'Business sign-up (the logo is required); answers a token and sets the refresh cookie' })
  @ApiEnvelope(AccountTokenView)
  async createCompanyAccount(
    @Body() body: CreateCompanyAccountBody,
    @UploadedFile() logo: UploadedImage | undefined,
    @RequestLanguage() language: Language,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ) {
    return this.withCookie(response, await this.registration.createCompany(body, logo, { language, ip: request.ip }));
  }

  @VisitorsOnly()
  @RateLimited()
  @Post('SignIn')
  @HttpCode(200)
  @ApiEnvelope(AccountTokenView)
  async signIn(
    @Body() body: SignInBody,
    @RequestLanguage() language: Language,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ) {
    return this.withCookie(response, await this.signInService.signIn(body, { language, ip: request.ip }));
  }

  @Public()
  @Post('RefreshToken')
  @HttpCode(200)
  @ApiOperation({ summary: 'Rotates the refresh cookie and answers a new access token' })
  @ApiEnvelope(AccountTokenView)
  async refreshToken(
    @Body() body: RefreshTokenBody,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ) {
    return this.withCookie(response, await this.sessions.refresh(body.token, refreshCookie.read(request)));
  }

  @Public()
  @AllowedInViewAs()
  @Post('SignOut')
  @HttpCode(200)
  @ApiOperation({
    summary: "Ends the caller's session (the refresh cookie's and the access token's): both stop at once",
  })
  async signOut(
    @OptionalSession() session: AuthSession | undefined,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ) {
    await this.sessions.end(refreshCookie.read(request), session?.sessionId);
    refreshCookie.clear(response, this.config.isProduction);
    return true;
  }

  @Public()
  @RateLimited()
  @Post('SendPasswordRecoveryLink')
  @HttpCode(200)
  async sendPasswordRecoveryLink(
    @Body() body: SendPasswordRecoveryLinkBody,
    @RequestLanguage() language: Language,
    @Req() request: Request,
  ) {
    return translate(language, await this.passwords.sendRecoveryLink(body, { language, ip: request.ip }));
  }

  @Public()
  @RateLimited()
  @Post('RecoverUserPassword')
  @HttpCode(200)
  async recoverUserPassword(@Body() body: RecoverUserPasswordBody, @RequestLanguage() language: Language) {
    return translate(language, await this.passwords.recover(body));
  }

  @Post('PasswordChange')
  @HttpCode(200)
  @ApiEnvelope(AccountTokenView)
  async passwordChange(
    @CurrentSession() session: AuthSession,
    @Body() body: PasswordChangeBody,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ) {
    return this.withCookie(response, await this.passwords.change(session, body, { ip: request.ip }));
  }

  @Post('UpdateProfileImage')
  @HttpCode(200)
  @ApiConsumes('multipart/form-data')
  @UseInterceptors(imageUploadInterceptor('ProfileImage'))
  @ApiEnvelope(ProfileImageView)
  updateProfileImage(@CurrentSession() session: AuthSession, @UploadedFile() image: UploadedImage | undefined) {
    return this.profileImages.updateProfileImage(session, image);
  }

  @Roles(Role.Company)
  @Post('updateCoverImage')
  @HttpCode(200)
  @ApiConsumes('multipart/form-data')
  // The specification names the file ProfileImage or cover; the app sends CoverImage (issue 22).
  @UseInterceptors(imageUploadInterceptor('CoverImage', { otherFieldNames: ['ProfileImage', 'cover'] }))
  @ApiEnvelope(CoverImageView)
  updateCoverImage(@CurrentSession() session: AuthSession, @UploadedFile() image: UploadedImage | undefined) {
    return this.profileImages.updateCoverImage(session, image);
  }

  @Public()
  @RateLimited()
  @Post('VerifyUserEmail')
  @HttpCode(200)
  async verifyUserEmail(@Body() body: VerifyUserEmailBody, @RequestLanguage() language: Language) {
    return translate(language, await this.verification.verify(body));
  }

  @RateLimited()
  @Post('ReSendVerifyUserEmail')
  @HttpCode(200)
  async reSendVerifyUserEmail(@CurrentSession() session: AuthSession, @RequestLanguage() language: Language) {
    return translate(language, await this.verification.resend(session));
  }

  @Post('AcceptTerms')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Consent to the terms of use and the privacy policy, asked on the first visit of an account made by Google or LinkedIn',
  })
  acceptTerms(@CurrentSession() session: AuthSession, @Body() _body: AcceptTermsBody) {
    return this.termsConsent.accept(session);
  }

  @Post('DeleteCompanyOrTalent')
  @HttpCode(200)
  async deleteCompanyOrTalent(
    @CurrentSession() session: AuthSession,
    @Body() body: DeleteAccountBody,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ) {
    await this.deletion.delete(session, body, { ip: request.ip });
    refreshCookie.clear(response, this.config.isProduction);
    return true;
  }

  @Public()
  @RateLimited()
  @Get('ViewAs')
  @ApiOperation({
    summary:
      'Exchanges a one-time tokenId (view-as link or social sign-in) for a session, only in the browser that asked for it (its signInHandover cookie)',
  })
  @ApiEnvelope(AccountTokenLinkView)
  async viewAs(@Query() query: ViewAsQuery, @Req() request: Request, @Res({ passthrough: true }) response: Response) {
    const { token, refreshToken, refreshExpiresAt, goToProfile, viewAs } = await this.viewAsService.exchange(
      query.tokenId,
      handoverCookie.read(request),
    );
    handoverCookie.clear(response, this.config.isProduction);
    refreshCookie.set(response, { refreshToken, refreshExpiresAt }, this.config.isProduction);
    return { token, goToProfile, viewAs };
  }

  private withCookie(response: Response, session: IssuedSession): { token: string } {
    refreshCookie.set(response, session, this.config.isProduction);
    return { token: session.token };
  }
}
