import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { BotCheck } from '../../core/bot-check/bot-check.js';
import { AppException } from '../../core/errors/app.exception.js';
import type { SignInBody } from './dto/sign-in.dto.js';
import { findAccountWithPassword } from './account-queries.js';
import { PasswordAttempts } from './password-attempts.service.js';
import { passwordHasher } from './password-hasher.js';
import type { RequestContext } from './registration.service.js';
import { newSecret } from './sessions/secret-token.js';
import { type IssuedSession, SessionService } from './sessions/session.service.js';

@Injectable()
export class SignInService {
  /** A hash of a random password made at start: unknown e-mails cost as much time as known ones. */
  private readonly decoyHash = passwordHasher.hash(newSecret());

  constructor(
    private readonly db: DataSource,
    private readonly botCheck: BotCheck,
    private readonly sessions: SessionService,
    private readonly attempts: PasswordAttempts,
  ) {}

  /** Known and unknown addresses are answered alike: the same message, the same cost, the same
   *  anti-bot check after failures, the same 429 once they go on. */
  async signIn(body: SignInBody, context: RequestContext): Promise<IssuedSession> {
    const account = await findAccountWithPassword(this.db, { email: body.email });
    const subject = account ? { accountId: account.id } : { email: body.email };
    await this.attempts.assertMayTry(subject, context.ip);
    if (
      (await this.attempts.signInNeedsBotCheck(body.email)) &&
      !(await this.botCheck.verify(body.botToken, context.ip))
    ) {
      throw AppException.validation('botToken', 'account.botCheckFailed');
    }
    const passwordMatches = await passwordHasher.verify(account?.passwordHash ?? (await this.decoyHash), body.password);
    if (!account || !passwordMatches) {
      await this.attempts.failed(subject, context.ip);
      await this.attempts.signInFailed(body.email);
      throw AppException.unauthorized('account.signInFailed');
    }
    if (account.isBlocked) throw AppException.unauthorized('account.blocked');
    await this.attempts.signInSucceeded(body.email);
    if (passwordHasher.needsRehash(account.passwordHash!)) {
      await this.db.query('UPDATE account SET password_hash = $2 WHERE id = $1', [
        account.id,
        await passwordHasher.hash(body.password),
      ]);
    }
    return this.sessions.start(account);
  }
}
