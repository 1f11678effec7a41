import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { NotificationFrequency } from '../../../../shared/enums.js';
import {
  accountColumn,
  accountMailColumns,
  type AccountMailRow,
  digestsOnCondition,
  talentTakesDigestsCondition,
} from '../../account/account.sql.js';
import { MailOutbox } from '../../../core/mail/mail-outbox.service.js';
import { type ComposedDigest, DigestComposer, type DigestTalent } from './digest-composer.js';
import { DigestMatcher } from './digest-matcher.js';
import { DigestRunContext } from './digest-run-context.js';
import { digestPeriodStart } from '../../../core/schedule/digest-period.js';

/** Talents per transaction: their claims, matching and mails commit together. */
export const DIGEST_BATCH_SIZE = 500;
/** Batches in flight at once in one run. */
export const DIGEST_CONCURRENCY = 2;

export interface DigestRunOptions {
  /** The period to run (its scheduled time); the latest one before now when absent. */
  periodStart?: Date;
  /** Match and compose, but claim nothing and queue nothing. */
  dryRun?: boolean;
  batchSize?: number;
  /** Batches in flight at once (DIGEST_CONCURRENCY when absent). */
  concurrency?: number;
  /** Called with each talent's digest that has a mail (in a dry run: what would be sent). */
  onDigest?: (digest: DigestPreview) => void;
  /** For tests: runs inside each batch's transaction just before it commits; throwing rolls the batch back. */
  beforeCommit?: (batchNumber: number) => Promise<void> | void;
}

export interface DigestPreview {
  accountId: number;
  to: string;
  subject: string;
  vacancyCount: number;
}

export interface DigestRunSummary {
  frequency: NotificationFrequency;
  periodStart: Date;
  /** Talents this run handled (claimed, or in a dry run would have claimed). */
  talents: number;
  mails: number;
  /** The new vacancies of all mails together (a talent's count, also those past a group's first ten). */
  vacancies: number;
}

type TalentRow = AccountMailRow;

/** The account `a` of the queries below. */
const accountId = accountColumn('a', 'id');

const subscribersAfter = (table: string) =>
  `(SELECT DISTINCT account_id FROM ${table} WHERE account_id > $1 AND frequency = $2 ORDER BY account_id LIMIT $3)`;

/** The next accounts, by id, with a subscription of this frequency: the first of each table's
 *  first ones (index range scans). */
const NEXT_SUBSCRIBERS_SQL = `
  SELECT account_id FROM (
    ${subscribersAfter('company_subscription')}
    UNION ${subscribersAfter('job_function_subscription')}
    UNION ${subscribersAfter('search_subscription')}
  ) s
  ORDER BY account_id
  LIMIT $3`;

/** Those of them due for this period's digest: talents who have not turned digests off, not yet
 *  served this period. (NOT IN over the batch's own rows: never a scan of all deliveries.) */
const DUE_TALENTS_SQL = `
  SELECT ${accountMailColumns('a')}
    FROM account a
   WHERE ${accountId} = ANY($1::int[]) AND ${talentTakesDigestsCondition('a')}
     AND ${accountId} NOT IN (SELECT d.account_id FROM digest_delivery d
                       WHERE d.account_id = ANY($1::int[]) AND d.frequency = $2 AND d.period_start = $3)
   ORDER BY ${accountId}`;

/**
 * Runs one digest period (DESIGN.md section 5): talent by talent in batches, each batch one
 * transaction that claims the talents' delivery rows (INSERT ... ON CONFLICT DO NOTHING: a row
 * another process holds or has committed is skipped, so a talent gets one digest per period
 * however many processes run it), matches their subscriptions in one statement, reads what the
 * match of those vacancies needs (a few set-based statements: the run's vacancies once per run),
 * orders each talent's vacancies by shared/match's score, and queues their mails in the outbox. A run that dies leaves whole batches done or not started; running the
 * period again completes the rest. No mail when nothing matched, but the row is still written so
 * the next digest's window starts at this period.
 */
@Injectable()
export class DigestService {
  constructor(
    private readonly db: DataSource,
    private readonly matcher: DigestMatcher,
    private readonly composer: DigestComposer,
    private readonly outbox: MailOutbox,
  ) {}

  async run(frequency: NotificationFrequency, options: DigestRunOptions = {}): Promise<DigestRunSummary> {
    const periodStart = options.periodStart ?? digestPeriodStart(frequency, new Date());
    const batchSize = options.batchSize ?? DIGEST_BATCH_SIZE;
    const summary: DigestRunSummary = { frequency, periodStart, talents: 0, mails: 0, vacancies: 0 };
    const context = await DigestRunContext.load(this.db);
    const batches = this.batchesOf(frequency, batchSize);
    // Workers take batches in turn: while one waits for the database, another composes its mails.
    const worker = async () => {
      for (let batch = await batches.next(); batch; batch = await batches.next()) {
        try {
          await this.runBatch(frequency, periodStart, batch, context, options, summary);
        } catch (error) {
          batches.stop();
          throw error;
        }
      }
    };
    const outcomes = await Promise.allSettled(
      Array.from({ length: options.concurrency ?? DIGEST_CONCURRENCY }, worker),
    );
    const failure = outcomes.find((outcome) => outcome.status === 'rejected');
    if (failure) throw failure.reason;
    return summary;
  }

  /** Hands out the subscribers of this frequency batch by batch, in id order, one taker at a time. */
  private batchesOf(frequency: NotificationFrequency, batchSize: number) {
    let after = 0;
    let number = 0;
    let finished = false;
    let queue: Promise<unknown> = Promise.resolve();
    return {
      next: (): Promise<{ number: number; ids: number[] } | null> => {
        const taken = queue.then(async () => {
          if (finished) return null;
          const rows: { account_id: number }[] = await this.db.query(NEXT_SUBSCRIBERS_SQL, [
            after,
            frequency,
            batchSize,
          ]);
          if (rows.length === 0) {
            finished = true;
            return null;
          }
          const ids = rows.map((row) => Number(row.account_id));
          after = ids[ids.length - 1];
          return { number: ++number, ids };
        });
        queue = taken.catch(() => undefined);
        return taken;
      },
      stop: () => {
        finished = true;
      },
    };
  }

  private async runBatch(
    frequency: NotificationFrequency,
    periodStart: Date,
    batch: { number: number; ids: number[] },
    context: DigestRunContext,
    options: DigestRunOptions,
    summary: DigestRunSummary,
  ): Promise<void> {
    const due: TalentRow[] = await this.db.query(DUE_TALENTS_SQL, [batch.ids, frequency, periodStart]);
    if (due.length === 0) return;
    const talents = due.map(toTalent);
    const digests = await this.db.transaction(async (manager) => {
      if (options.dryRun) return this.compose(manager, frequency, periodStart, talents, context);
      const claimed = await this.claim(manager, frequency, periodStart, talents);
      const composed = await this.compose(manager, frequency, periodStart, claimed, context);
      await this.queue(manager, frequency, periodStart, composed);
      await options.beforeCommit?.(batch.number);
      return composed;
    });
    summary.talents += digests.length;
    for (const digest of digests) {
      if (!digest.mail) continue;
      summary.mails += 1;
      summary.vacancies += digest.vacancyCount;
      options.onDigest?.({
        accountId: digest.accountId,
        to: digest.mail.to,
        subject: digest.mail.subject,
        vacancyCount: digest.vacancyCount,
      });
    }
  }

  /** The talents whose delivery row this transaction inserted (in id order, as the rows are locked). */
  private async claim(
    manager: EntityManager,
    frequency: NotificationFrequency,
    periodStart: Date,
    talents: DigestTalent[],
  ): Promise<DigestTalent[]> {
    const rows: { account_id: number }[] = await manager.query(
      `INSERT INTO digest_delivery (account_id, frequency, period_start)
       SELECT ${accountId}, $2, $3 FROM account a
        WHERE ${accountId} = ANY($1::int[]) AND ${digestsOnCondition('a')}
        ORDER BY ${accountId}
       ON CONFLICT DO NOTHING
       RETURNING account_id`,
      [talents.map((talent) => talent.id), frequency, periodStart],
    );
    const claimed = new Set(rows.map((row) => Number(row.account_id)));
    return talents.filter((talent) => claimed.has(talent.id));
  }

  /** Matches the talents' subscriptions, reads the match's inputs of what matched, and writes the mails. */
  private async compose(
    db: EntityManager,
    frequency: NotificationFrequency,
    periodStart: Date,
    talents: DigestTalent[],
    context: DigestRunContext,
  ): Promise<ComposedDigest[]> {
    const candidates = await this.matcher.match(
      db,
      frequency,
      periodStart,
      talents.map((talent) => talent.id),
    );
    const inputs = await context.batchInputs(db, candidates);
    return this.composer.compose(frequency, talents, candidates, inputs);
  }

  /** Queues the mails and records on each delivery row how many vacancies it listed and which mail. */
  private async queue(
    manager: EntityManager,
    frequency: NotificationFrequency,
    periodStart: Date,
    digests: ComposedDigest[],
  ): Promise<void> {
    const withMail = digests.filter((digest) => digest.mail !== null);
    if (withMail.length === 0) return;
    const mailIds = await this.outbox.enqueueAll(
      withMail.map((digest) => digest.mail!),
      manager,
    );
    // Array lookups rather than a join: one scan of the batch's rows whatever the statistics say.
    await manager.query(
      `UPDATE digest_delivery d
          SET vacancy_count = ($2::int[])[array_position($1::int[], d.account_id)],
              outbox_mail_id = ($3::bigint[])[array_position($1::int[], d.account_id)]
        WHERE d.account_id = ANY($1::int[]) AND d.frequency = $4 AND d.period_start = $5`,
      [
        withMail.map((digest) => digest.accountId),
        withMail.map((digest) => digest.vacancyCount),
        mailIds,
        frequency,
        periodStart,
      ],
    );
  }
}

function toTalent(row: TalentRow): DigestTalent {
  return {
    id: Number(row.id),
    email: row.email,
    fullName: row.full_name,
    language: row.language === 'ka' ? 'ka' : 'en',
  };
}
