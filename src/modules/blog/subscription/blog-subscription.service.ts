import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthSession } from '../../../core/auth/auth-session.js';
import { AppErrorCode } from '../../../core/errors/app-error-code.js';
import { AppException } from '../../../core/errors/app.exception.js';
import type { Language } from '../../../core/i18n/language.js';
import { MailOutbox } from '../../../core/mail/mail-outbox.service.js';
import { accountContact } from '../../account/account.sql.js';
import { returnedRows } from '../../../database/returned-rows.js';
import {
  type BlogSubscriberRow,
  BlogSubscriberStatus,
  type BlogSubscriptionStatusName,
  STATUS_NAMES,
  toSubscriber,
} from './blog-subscriber.js';
import { BlogSubscriptionMails } from './blog-subscription-mails.js';
import { BlogSubscriptionTokens } from './blog-subscription-tokens.js';

const { Pending, Confirmed, Unsubscribed } = BlogSubscriberStatus;

const incorrectLink = () => AppException.validation('token', 'account.incorrectLink');

/**
 * The blog's e-mail subscription, double opt-in: an address entered on the site gets a
 * confirmation link and receives the weekly news only once it is opened. The site answers the same
 * whatever the address's state, so the form tells nobody who is subscribed; the mail says it.
 */
/** At most one subscription mail per address in this time (a PostgreSQL interval). */
export const MAIL_INTERVAL = '10 minutes';

@Injectable()
export class BlogSubscriptionService {
  constructor(
    private readonly db: DataSource,
    private readonly tokens: BlogSubscriptionTokens,
    private readonly mails: BlogSubscriptionMails,
    private readonly outbox: MailOutbox,
  ) {}

  /**
   * A new or pending address gets a (new) confirmation link in the request's language; an
   * unsubscribed one becomes pending again under a new token version (older confirmation links
   * die); a confirmed one keeps its state and language and is told it is already subscribed.
   */
  async subscribe(email: string, language: Language): Promise<void> {
    await this.db.transaction(async (manager) => {
      // now() is the transaction's start: `mailed_at = now()` after the statement says it is this
      // request's turn to mail (a new address, one coming back, or the last mail long enough ago).
      const [row] = returnedRows<BlogSubscriberRow & { mail_now: boolean }>(
        await manager.query(
          `INSERT INTO blog_subscriber AS s (email, language, mailed_at) VALUES ($1, $2, now())
           ON CONFLICT (email) DO UPDATE SET
             language = CASE WHEN s.status = ${Confirmed} THEN s.language ELSE EXCLUDED.language END,
             token_version = s.token_version + CASE WHEN s.status = ${Unsubscribed} THEN 1 ELSE 0 END,
             status = CASE WHEN s.status = ${Confirmed} THEN ${Confirmed} ELSE ${Pending} END,
             mailed_at = CASE
               WHEN s.status = ${Unsubscribed} OR s.mailed_at IS NULL OR s.mailed_at <= now() - interval '${MAIL_INTERVAL}' THEN now()
               ELSE s.mailed_at END
           RETURNING s.id, s.email, s.language, s.status, s.token_version, s.mailed_at = now() AS mail_now`,
          [email, language],
        ),
      );
      if (!row.mail_now) return;
      const subscriber = toSubscriber(row);
      const mail =
        Number(row.status) === Confirmed
          ? this.mails.alreadySubscribed(subscriber)
          : this.mails.confirmation(subscriber);
      await this.outbox.enqueue(mail, manager);
    });
  }

  /** Opens a confirmation link: pending → confirmed; a second click answers the same. Expired,
   *  superseded (the address unsubscribed and asked again) or unsubscribed → 'Incorrect Link'. */
  async confirm(token: unknown): Promise<void> {
    const claims = this.tokens.verifyConfirmation(token);
    if (!claims) throw incorrectLink();
    await this.db.transaction(async (manager) => {
      const row = await this.lockedRow(manager, claims.subscriberId);
      if (!row || Number(row.token_version) !== claims.tokenVersion || Number(row.status) === Unsubscribed)
        throw incorrectLink();
      if (Number(row.status) === Confirmed) return;
      // Confirmed: the next request may be told at once that the address is already subscribed.
      await manager.query(
        `UPDATE blog_subscriber SET status = ${Confirmed}, confirmed_at = now(), mailed_at = NULL WHERE id = $1`,
        [row.id],
      );
    });
  }

  /**
   * The unsubscribe link of any mail ever sent to the address (any token version up to the current
   * one). Already unsubscribed: 409 'You already unsubscribed', unless `again` is 'ok' (the
   * one-click POST of a mail client, which must succeed however often it is sent).
   */
  async unsubscribe(token: unknown, again: 'conflict' | 'ok'): Promise<void> {
    const claims = this.tokens.verifyUnsubscribe(token);
    if (!claims) throw incorrectLink();
    await this.db.transaction(async (manager) => {
      const row = await this.lockedRow(manager, claims.subscriberId);
      if (!row || Number(row.token_version) < claims.tokenVersion) throw incorrectLink();
      if (Number(row.status) === Unsubscribed) {
        if (again === 'ok') return;
        throw AppException.of(AppErrorCode.Conflict, 'blog.alreadyUnsubscribed');
      }
      await manager.query(
        `UPDATE blog_subscriber SET status = ${Unsubscribed}, unsubscribed_at = now() WHERE id = $1`,
        [row.id],
      );
    });
  }

  /** The state behind an unsubscribe link (the /unsubscribe page). */
  async statusByToken(token: unknown): Promise<BlogSubscriptionStatusName> {
    const claims = this.tokens.verifyUnsubscribe(token);
    if (!claims) throw incorrectLink();
    const [row]: BlogSubscriberRow[] = await this.db.query(
      'SELECT status, token_version FROM blog_subscriber WHERE id = $1',
      [claims.subscriberId],
    );
    if (!row || Number(row.token_version) < claims.tokenVersion) throw incorrectLink();
    return STATUS_NAMES[Number(row.status) as BlogSubscriberStatus];
  }

  /** The state of the signed-in account's own, verified address; anyone else's is not told (403):
   *  an account may be opened with any address before it is verified. */
  async statusByEmail(email: string, session: AuthSession | undefined): Promise<BlogSubscriptionStatusName> {
    if (!session) throw AppException.unauthorized();
    const account = await accountContact(this.db, session.accountId);
    if (!account || !account.isEmailVerified || account.email.toLowerCase() !== email) throw AppException.forbidden();
    const [row]: BlogSubscriberRow[] = await this.db.query('SELECT status FROM blog_subscriber WHERE email = $1', [
      email,
    ]);
    return row ? STATUS_NAMES[Number(row.status) as BlogSubscriberStatus] : 'none';
  }

  private async lockedRow(manager: EntityManager, id: number): Promise<BlogSubscriberRow | undefined> {
    const [row]: BlogSubscriberRow[] = await manager.query(
      'SELECT id, email, language, status, token_version FROM blog_subscriber WHERE id = $1 FOR UPDATE',
      [id],
    );
    return row;
  }
}
