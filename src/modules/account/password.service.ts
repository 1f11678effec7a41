import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AuthSession } from '../../core/auth/auth-session.js';
import { BotCheck } from '../../core/bot-check/bot-check.js';
import { AppException } from '../../core/errors/app.exception.js';
import type { MessageRef } from '../../core/i18n/translator.js';
import type { PasswordChangeBody, RecoverUserPasswordBody, SendPasswordRecoveryLinkBody } from './dto/password.dto.js';
import { findAccountByEmail, findAccountWithPassword } from './account-queries.js';
import { Account } from './entities/account.entity.js';
import { AccountMailer } from './mail/account-mailer.service.js';
import { PasswordAttempts } from './password-attempts.service.js';
import { passwordHasher } from './password-hasher.js';
import type { RequestContext } from './registration.service.js';
import { OneTimeTokenService } from './sessions/one-time-token.service.js';
import { type IssuedSession, SessionService } from './sessions/session.service.js';

/** Password recovery by a mailed link, and password change; both end every other session. */
@Injectable()
export class PasswordService {
  constructor(
    private readonly db: DataSource,
    private readonly botCheck: BotCheck,
    private readonly oneTimeTokens: OneTimeTokenService,
    private readonly sessions: SessionService,
    private readonly mailer: AccountMailer,
    private readonly attempts: PasswordAttempts,
  ) {}

  /** The same answer whether the e-mail belongs to an account or not. */
  async sendRecoveryLink(body: SendPasswordRecoveryLinkBody, context: RequestContext): Promise<MessageRef> {
    if (!(await this.botCheck.verify(body.botToken, context.ip)))
      throw AppException.validation('botToken', 'account.botCheckFailed');
    const account = await findAccountByEmail(this.db, body.email);
    if (account && !account.isBlocked) {
      await this.db.transaction(async (manager) => {
        const secret = await this.oneTimeTokens.create(
          'passwordRecovery',
          account.id,
          { replacePrevious: true },
          manager,
        );
        await this.mailer.passwordRecovery(account, secret, manager);
      });
    }
    return { key: 'account.recoveryLinkSent' };
  }

  async recover(body: RecoverUserPasswordBody): Promise<MessageRef> {
    if (body.newPassword !== body.confirmPassword)
      throw AppException.validation('confirmPassword', 'account.passwordRepeat');
    await this.db.transaction(async (manager) => {
      const consumed = await this.oneTimeTokens.consume('passwordRecovery', body.token, manager);
      const account = consumed ? await manager.findOne(Account, { where: { id: consumed.accountId } }) : null;
      if (!account || account.email.toLowerCase() !== body.email.toLowerCase())
        throw AppException.validation('_', 'account.incorrectLink');
      // The link reached the mailbox, so the address is proven too.
      await manager.update(
        Account,
        { id: account.id },
        {
          passwordHash: await passwordHasher.hash(body.newPassword),
          ...(account.isEmailVerified ? {} : { isEmailVerified: true, emailVerifiedAt: new Date() }),
        },
      );
      await this.sessions.endAll(account.id, manager);
    });
    await this.attempts.signInSucceeded(body.email);
    return { key: 'account.passwordUpdated' };
  }

  /** Changes the password, ends every session and starts a fresh one for the caller. The old
   *  password's failures count like sign-in's (PasswordAttempts). */
  async change(
    session: AuthSession,
    body: PasswordChangeBody,
    context: Pick<RequestContext, 'ip'>,
  ): Promise<IssuedSession> {
    if (body.newPassword !== body.confirmPassword)
      throw AppException.validation('confirmPassword', 'account.passwordRepeat');
    const account = await findAccountWithPassword(this.db, { id: session.accountId });
    if (!account) throw AppException.unauthorized();
    // An account made by social sign-in has no password yet; its first one needs no old one.
    if (
      account.passwordHash &&
      !(await this.attempts.verify(account.id, account.passwordHash, body.oldPassword, context.ip))
    ) {
      throw AppException.validation('oldPassword', 'account.oldPasswordWrong');
    }
    const passwordHash = await passwordHasher.hash(body.newPassword);
    return this.db.transaction(async (manager) => {
      await manager.update(Account, { id: account.id }, { passwordHash });
      const sessionVersion = await this.sessions.endAll(account.id, manager);
      return this.sessions.start({ id: account.id, sessionVersion }, {}, manager);
    });
  }
}
