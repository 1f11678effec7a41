import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../config/app-config.js';
import { createMailTransport, type MailTransport, type TransportMail } from './mail-transport.js';

/** A mail is given up (status `failed`) after this many attempts. */
export const MAX_SEND_ATTEMPTS = 8;
/** How many due mails one claim takes. */
const BATCH_SIZE = 20;
/** How long a claimed mail stays invisible to other senders. The sender renews the lease of the
 *  mails it has not yet sent every LEASE_RENEW_MS, however long a send takes (see the SMTP
 *  timeouts), so the lease runs out only when its sender is gone (killed, or cut off from the
 *  database): another sender then sends those mails within a minute instead of never. */
const LEASE_MS = 60_000;
const LEASE_RENEW_MS = LEASE_MS / 4;
const FIRST_RETRY_DELAY_MS = 30_000;
const MAX_RETRY_DELAY_MS = 60 * 60_000;

/** Wait before the next attempt after `attempts` failed ones: 30 s, 1 min, 2 min ... at most 1 h. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_DELAY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_DELAY_MS);
}

type ClaimedMail = TransportMail & { attempts: number };

interface ClaimedRow {
  id: string | number;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  headers: Record<string, string> | string | null;
  attempts: number;
  created_at: Date | string;
}

/**
 * Sends the outbox: polls every `MAIL_POLL_MS` (and right after each enqueue), claims due mails,
 * hands them to the transport, and records the outcome. Any number of processes can run one:
 * a mail is claimed by exactly one of them (FOR UPDATE SKIP LOCKED plus a lease), so it is sent
 * once; if a process dies while holding it, the lease runs out and another one sends it.
 * Errors are logged, never thrown out of the timer.
 */
@Injectable()
export class OutboxSender implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Mail');
  private readonly transport: MailTransport;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private runAgain = false;
  private stopped = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly config: AppConfig,
  ) {
    this.transport = createMailTransport(config, this.logger);
  }

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => this.wake(), this.config.mail.pollMs);
    this.timer.unref();
    this.logger.log(
      this.transport.kind === 'smtp'
        ? `Outbox sender started: SMTP, polling every ${this.config.mail.pollMs} ms`
        : `Outbox sender started: no SMTP_URL, mail is written to ${this.config.mail.dir}`,
    );
  }

  /** Stops polling and waits for the mail being sent now, before the database is closed. */
  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
    this.transport.close();
  }

  /** Asks for a send run soon. Calls during a run make one more run after it; never throws. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.runAgain = true;
      return;
    }
    this.running = (async () => {
      do {
        this.runAgain = false;
        try {
          await this.flush();
        } catch (error) {
          this.logger.error(`Outbox run failed: ${errorText(error)}`, error instanceof Error ? error.stack : undefined);
        }
      } while (this.runAgain && !this.stopped);
    })().finally(() => {
      this.running = null;
    });
  }

  /**
   * Sends every mail that is due now, batch by batch, and resolves with how many were sent.
   * Safe to call concurrently, from any number of processes: each mail goes to one caller only.
   * Mails that fail are rescheduled (or marked failed) and not counted.
   */
  async flush(): Promise<number> {
    let sent = 0;
    while (!this.stopped) {
      const batch = await this.claim();
      if (batch.length === 0) break;
      sent += await this.sendBatch(batch);
    }
    return sent;
  }

  /**
   * Takes up to BATCH_SIZE due mails in one statement (its own transaction): the rows are locked
   * with FOR UPDATE SKIP LOCKED, so concurrent senders take different ones without waiting, and
   * leased by moving their next_attempt_at past now, so no other sender sees them as due until
   * this one has recorded the outcome. The attempt is counted now, so a mail that kills its
   * sender is still given up after MAX_SEND_ATTEMPTS.
   */
  private async claim(): Promise<ClaimedMail[]> {
    const rows = await this.queryRows<ClaimedRow>(
      `UPDATE outbox_mail AS m
          SET attempts = m.attempts + 1,
              next_attempt_at = now() + $2::integer * interval '1 millisecond'
         FROM (SELECT id FROM outbox_mail
                WHERE status = 'pending' AND next_attempt_at <= now()
                ORDER BY next_attempt_at, id
                LIMIT $1
                  FOR UPDATE SKIP LOCKED) AS due
        WHERE m.id = due.id
    RETURNING m.id, m.to_address, m.subject, m.text_body, m.html_body, m.headers, m.attempts, m.created_at`,
      [BATCH_SIZE, LEASE_MS],
    );
    return rows
      .map((row) => ({
        id: String(row.id),
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        headers: typeof row.headers === 'string' ? JSON.parse(row.headers) : (row.headers ?? {}),
        attempts: Number(row.attempts),
        createdAt: new Date(row.created_at),
      }))
      .sort((a, b) => Number(a.id) - Number(b.id));
  }

  private async sendBatch(batch: ClaimedMail[]): Promise<number> {
    const lease = new BatchLease(
      batch.map((mail) => mail.id),
      (ids) =>
        this.execute(
          `UPDATE outbox_mail SET next_attempt_at = now() + $2::integer * interval '1 millisecond' WHERE id = ANY($1::bigint[]) AND status = 'pending'`,
          [ids, LEASE_MS],
        ),
    );
    let sent = 0;
    try {
      for (const [index, mail] of batch.entries()) {
        // Without a renewal for half the lease, it may run out: another sender could take these mails.
        if (this.stopped || !lease.held) {
          await this.release(batch.slice(index).map((rest) => rest.id));
          break;
        }
        try {
          await this.transport.send(mail);
        } catch (error) {
          lease.done(mail.id);
          await this.recordFailure(mail, error);
          continue;
        }
        lease.done(mail.id);
        await this.execute(`UPDATE outbox_mail SET status = 'sent', sent_at = now() WHERE id = $1`, [mail.id]);
        this.logger.debug(`Mail #${mail.id} sent`);
        sent += 1;
      }
    } finally {
      lease.end();
    }
    return sent;
  }

  private async recordFailure(mail: ClaimedMail, error: unknown): Promise<void> {
    const message = errorText(error).slice(0, 2000);
    if (mail.attempts >= MAX_SEND_ATTEMPTS) {
      await this.execute(`UPDATE outbox_mail SET status = 'failed', last_error = $2 WHERE id = $1`, [mail.id, message]);
      this.logger.error(`Mail #${mail.id} failed for good after ${mail.attempts} attempts: ${message}`);
      return;
    }
    const delay = retryDelayMs(mail.attempts);
    await this.execute(
      `UPDATE outbox_mail SET last_error = $2, next_attempt_at = now() + $3::integer * interval '1 millisecond' WHERE id = $1`,
      [mail.id, message, delay],
    );
    this.logger.warn(`Mail #${mail.id} not sent (attempt ${mail.attempts}), next try in ${delay / 1000} s: ${message}`);
  }

  /** Gives claimed but unsent mails back, due at once and with the attempt uncounted. */
  private async release(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.execute(
      `UPDATE outbox_mail SET next_attempt_at = now(), attempts = attempts - 1 WHERE id = ANY($1::bigint[]) AND status = 'pending'`,
      [ids],
    );
  }

  private async queryRows<T>(sql: string, parameters: unknown[]): Promise<T[]> {
    const runner = this.dataSource.createQueryRunner();
    try {
      const result = await runner.query(sql, parameters, true);
      return (result.records ?? []) as T[];
    } finally {
      await runner.release();
    }
  }

  private async execute(sql: string, parameters: unknown[]): Promise<void> {
    await this.queryRows(sql, parameters);
  }
}

/** The lease of a claimed batch while its sender works on it: renewed every LEASE_RENEW_MS for the
 *  mails not yet done; `held` turns false once no renewal has succeeded for half the lease. */
class BatchLease {
  private renewedAt = Date.now();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private ids: string[],
    private readonly renew: (ids: string[]) => Promise<void>,
  ) {
    this.timer = setInterval(() => void this.renewNow(), LEASE_RENEW_MS);
    this.timer.unref();
  }

  get held(): boolean {
    return Date.now() - this.renewedAt < LEASE_MS / 2;
  }

  /** The mail is sent or rescheduled: its lease is no longer renewed. */
  done(id: string): void {
    this.ids = this.ids.filter((other) => other !== id);
  }

  end(): void {
    clearInterval(this.timer);
  }

  private async renewNow(): Promise<void> {
    if (this.ids.length === 0) return;
    try {
      await this.renew(this.ids);
      this.renewedAt = Date.now();
    } catch {
      // Not renewed: `held` turns false in time and the batch stops.
    }
  }
}

function errorText(error: unknown): string {
  if (error instanceof Error) {
    const code =
      (error as { code?: unknown; responseCode?: unknown }).responseCode ?? (error as { code?: unknown }).code;
    return code !== undefined ? `${String(code)}: ${error.message}` : error.message;
  }
  return String(error);
}
