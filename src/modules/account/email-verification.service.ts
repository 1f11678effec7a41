import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AuthSession } from '../../core/auth/auth-session.js';
import { AppErrorCode } from '../../core/errors/app-error-code.js';
import { AppException } from '../../core/errors/app.exception.js';
import type { MessageRef } from '../../core/i18n/translator.js';
import type { VerifyUserEmailBody } from './dto/misc.dto.js';
import { Account } from './entities/account.entity.js';
import { AccountMailer } from './mail/account-mailer.service.js';
import { OneTimeTokenService } from './sessions/one-time-token.service.js';

/** The mailed link that proves an address; applying to vacancies needs it. */
@Injectable()
export class EmailVerificationService {
  constructor(
    private readonly db: DataSource,
    private readonly oneTimeTokens: OneTimeTokenService,
    private readonly mailer: AccountMailer,
  ) {}

  async verify(body: VerifyUserEmailBody): Promise<MessageRef> {
    await this.db.transaction(async (manager) => {
      const consumed = await this.oneTimeTokens.consume('emailVerification', body.verificationId, manager);
      const account = consumed ? await manager.findOne(Account, { where: { id: consumed.accountId } }) : null;
      if (!account || account.email.toLowerCase() !== body.email.toLowerCase()) {
        throw AppException.validation('_', 'account.verificationFailed');
      }
      if (account.isEmailVerified) return;
      await manager.update(Account, { id: account.id }, { isEmailVerified: true, emailVerifiedAt: new Date() });
      await this.mailer.welcome(account, manager);
    });
    return { key: 'account.verified' };
  }

  async resend(session: AuthSession): Promise<MessageRef> {
    await this.db.transaction(async (manager) => {
      const account = await manager.findOneOrFail(Account, { where: { id: session.accountId } });
      if (account.isEmailVerified) throw AppException.of(AppErrorCode.Conflict, 'account.alreadyVerified');
      const secret = await this.oneTimeTokens.create(
        'emailVerification',
        account.id,
        { replacePrevious: true },
        manager,
      );
      await this.mailer.verification(account, secret, manager);
    });
    return { key: 'account.emailSent' };
  }
}
