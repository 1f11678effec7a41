import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { BotCheck } from '../../core/bot-check/bot-check.js';
import { AppException } from '../../core/errors/app.exception.js';
import type { SignInBody } from './dto/sign-in.body.js';
import { findAccountWithPassword } from './account-queries.js';
import { passwordHasher } from './password-hasher.js';
import type { RequestContext } from './registration.service.js';
import { newSecret } from './sessions/secret-token.js';
import { type IssuedSession, SessionService } from './sessions/session.service.js';

/** Failed attempts after which the account's sign-in needs the anti-bot check too. */
export const FREE_SIGN_IN_FAILURES = 3;


@Injectable()
export class SignInService {
  /** A hash of a random password made at start: unknown e-mails cost as much time as known ones. */
  private readonly decoyHash = passwordHasher.hash(newSecret());

  constructor(
    private readonly db: DataSource,
    private readonly botCheck: BotCheck,
    private readonly sessions: SessionService,
  ) {}

  async signIn(body: SignInBody, context: RequestContext): Promise<IssuedSession> {
    const account = await findAccountWithPassword(this.db, { email: body.email });

    if (account && account.failedSignIns >= FREE_SIGN_IN_FAILURES && !(await this.botCheck.verify(body.botToken, context.ip))) {
      throw AppException.validation('botToken', 'account.botCheckFailed');
    }
    const passwordMatches = await passwordHasher.verify(account?.passwordHash ?? (await this.decoyHash), body.password);
    if (!account || !passwordMatches) {
      if (account) await this.db.query('UPDATE account SET failed_sign_ins = failed_sign_ins + 1 WHERE id = $1', [account.id]);
      throw AppException.unauthorized('account.signInFailed');
    }
    if (account.isBlocked) throw AppException.unauthorized('account.blocked');
    if (account.failedSignIns > 0) await this.db.query('UPDATE account SET failed_sign_ins = 0 WHERE id = $1', [account.id]);
    if (passwordHasher.needsRehash(account.passwordHash!)) {
      await this.db.query('UPDATE account SET password_hash = $2 WHERE id = $1', [account.id, await passwordHasher.hash(body.password)]);
    }
    return this.sessions.start(account);
  }
}
