import { Injectable, type OnModuleInit } from '@nestjs/common';
import {
  DataSource,
  type EntityManager,
  type EntitySubscriberInterface,
  type QueryRunner,
  type TransactionCommitEvent,
  type TransactionRollbackEvent,
} from 'typeorm';
import { OutboxSender } from './outbox-sender.service.js';
import { PLAIN_EMAIL_ADDRESS } from './plain-email-address.js';

/** A mail to send: one recipient, a text part, an HTML part, optional extra headers
 *  (for example `List-Unsubscribe`). Build the texts with `renderMail` or the templates. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

const HEADER_NAME = /^[A-Za-z0-9][A-Za-z0-9-]*$/;
// Headers the sender sets itself; a mail may not override them.
const RESERVED_HEADERS = new Set([
  'from',
  'to',
  'cc',
  'bcc',
  'subject',
  'message-id',
  'date',
  'sender',
  'content-type',
  'mime-version',
  'content-transfer-encoding',
]);

function validate(mail: OutgoingMail): void {
  if (!PLAIN_EMAIL_ADDRESS.test(mail.to) || mail.to.length > 320) {
    throw new Error(`Mail recipient is not one plain address: ${JSON.stringify(mail.to)}`);
  }
  if (/[\r\n]/.test(mail.subject) || mail.subject.trim() === '') {
    throw new Error('Mail subject must be one non-empty line');
  }
  for (const [name, value] of Object.entries(mail.headers ?? {})) {
    if (!HEADER_NAME.test(name) || RESERVED_HEADERS.has(name.toLowerCase())) {
      throw new Error(`Mail header not allowed: ${JSON.stringify(name)}`);
    }
    if (typeof value !== 'string' || /[\r\n]/.test(value))
      throw new Error(`Mail header ${name} must be one line of text`);
  }
}

/**
 * The one way to send mail: `enqueue` writes the mail into the `outbox_mail` table (inside the
 * caller's transaction when given its EntityManager, so the mail exists exactly when the change
 * that caused it does) and wakes the OutboxSender once that transaction has committed.
 */
@Injectable()
export class MailOutbox implements OnModuleInit, EntitySubscriberInterface {
  /** Transactions that enqueued mail and have not finished yet. */
  private readonly waitingForCommit = new WeakSet<QueryRunner>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly sender: OutboxSender,
  ) {}

  onModuleInit(): void {
    // Subscribers see every transaction's commit and rollback: how a wake-up waits for the commit.
    this.dataSource.subscribers.push(this);
  }

  /** Writes the mail to the outbox and resolves with its id. Throws on a malformed recipient,
   *  subject or header (a programming error: validate user input before). */
  async enqueue(message: OutgoingMail, manager?: EntityManager): Promise<string> {
    const [id] = await this.enqueueAll([message], manager);
    return id;
  }

  /** Writes many mails in one statement (a digest's batch); resolves with their ids in order. */
  async enqueueAll(messages: OutgoingMail[], manager?: EntityManager): Promise<string[]> {
    if (messages.length === 0) return [];
    for (const message of messages) validate(message);
    const db = manager ?? this.dataSource.manager;
    // The ids are drawn first, so each mail's id is known without relying on the order of RETURNING.
    const [{ ids }]: { ids: (string | number)[] }[] = await db.query(
      `SELECT array_agg(nextval(pg_get_serial_sequence('outbox_mail', 'id'))) AS ids FROM generate_series(1, $1)`,
      [messages.length],
    );
    await db.query(
      `INSERT INTO outbox_mail (id, to_address, subject, text_body, html_body, headers)
       SELECT * FROM unnest($1::bigint[], $2::varchar[], $3::varchar[], $4::text[], $5::text[], $6::jsonb[])`,
      [
        ids,
        messages.map((message) => message.to),
        messages.map((message) => message.subject),
        messages.map((message) => message.text),
        messages.map((message) => message.html),
        messages.map((message) => JSON.stringify(message.headers ?? {})),
      ],
    );
    const runner = manager?.queryRunner;
    if (runner?.isTransactionActive) {
      this.waitingForCommit.add(runner);
    } else {
      setImmediate(() => this.sender.wake());
    }
    return ids.map(String);
  }

  afterTransactionCommit(event: TransactionCommitEvent): void {
    const runner = event.queryRunner;
    if (!runner.isTransactionActive && this.waitingForCommit.delete(runner)) {
      setImmediate(() => this.sender.wake());
    }
  }

  afterTransactionRollback(event: TransactionRollbackEvent): void {
    // A rolled-back savepoint keeps the outer transaction (and maybe other mails) going.
    if (!event.queryRunner.isTransactionActive) this.waitingForCommit.delete(event.queryRunner);
  }
}
