import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CommonModule } from '../common/common.module.js';
import { CompanyModule } from '../company/company.module.js';
import { UsersCvsModule } from '../users/cvs/users-cvs.module.js';
import { UserActivityModule } from './activity/user-activity.module.js';
import { AccountDeletionService } from './account-deletion.service.js';
import { TermsConsentService } from './terms-consent.service.js';
import { AccountDirectoryService } from './account-directory.service.js';
import { AccountInfoService } from './account-info.service.js';
import { AccountController } from './account.controller.js';
import { AccountService } from './account.service.js';
import { EmailVerificationService } from './email-verification.service.js';
import { Account } from './entities/account.entity.js';
import { AccountMailer } from './mail/account-mailer.service.js';
import { PasswordAttempts } from './password-attempts.service.js';
import { PasswordService } from './password.service.js';
import { ProfileImageService } from './profile-image.service.js';
import { RegistrationService } from './registration.service.js';
import { AccountSecurityController } from './security/account-security.controller.js';
import { AccountSecurityService } from './security/account-security.service.js';
import { AccountSession } from './sessions/account-session.entity.js';
import { OneTimeTokenService } from './sessions/one-time-token.service.js';
import { RefreshToken } from './sessions/refresh-token.entity.js';
import { SessionSweepJob } from './sessions/session-sweep.job.js';
import { SessionService } from './sessions/session.service.js';
import { SignInService } from './sign-in.service.js';
import { SocialSignInController } from './social/social-sign-in.controller.js';
import { SocialSignInService } from './social/social-sign-in.service.js';
import { SocialStrategies } from './social/social-strategies.js';
import { ViewAsService } from './view-as.service.js';

@Module({
  imports: [
    TypeOrmModule.forFeature([Account, AccountSession, RefreshToken]),
    CommonModule,
    CompanyModule,
    UsersCvsModule,
    UserActivityModule,
  ],
  controllers: [AccountController, SocialSignInController, AccountSecurityController],
  providers: [
    AccountService,
    AccountInfoService,
    AccountMailer,
    RegistrationService,
    SignInService,
    SessionService,
    OneTimeTokenService,
    PasswordService,
    PasswordAttempts,
    EmailVerificationService,
    ProfileImageService,
    AccountDeletionService,
    TermsConsentService,
    ViewAsService,
    SessionSweepJob,
    AccountDirectoryService,
    SocialStrategies,
    SocialSignInService,
    AccountSecurityService,
  ],
  exports: [
    AccountService,
    AccountDirectoryService,
    ViewAsService,
    RegistrationService,
    SessionService,
    OneTimeTokenService,
  ],
})
export class AccountModule {}
