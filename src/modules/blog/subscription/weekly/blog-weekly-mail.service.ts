import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { NotificationFrequency } from '../../../../../shared/enums.js';
import type { Language } from '../../../../core/i18n/language.js';
import { MailOutbox } from '../../../../core/mail/mail-outbox.service.js';
import type { BlogMailPost } from '../../../../core/mail/templates/blog-mails.js';
import { returnedRows } from '../../../../database/returned-rows.js';
import { digestPeriodStart } from '../../../../core/schedule/digest-period.js';
import { BlogService } from '../../content/blog.service.js';
import { type BlogSubscriberRow, BlogSubscriberStatus, toSubscriber } from '../blog-subscriber.js';
import { BlogSubscriptionMails } from '../blog-subscription-mails.js';

/** The weekly news goes out on Mondays at 10:00, Tbilisi time (an hour after the job digests). */
export const BLOG_MAIL_HOUR = 10;
/** Subscribers per transaction: their claims and mails commit together. */
export const BLOG_MAIL_BATCH_SIZE = 500;
const WEEK_MS = 7 * 24 * 60 * 60_000;

/** The scheduled time of the latest weekly news mail at or before `now`; it names the week. */
export const blogMailPeriodStart = (now: Date): Date =>
  digestPeriodStart(NotificationFrequency.Weekly, now, BLOG_MAIL_HOUR);

export interface BlogWeeklyRunOptions {
  /** The week to run (its scheduled time); the latest one before now when absent. */
  periodStart?: Date;
  batchSize?: number;
}

export interface BlogWeeklyRunSummary {
  periodStart: Date;
  /** Posts of the week (in English; the same posts in Georgian). */
  posts: number;
  mails: number;
}

const { Confirmed } = BlogSubscriberStatus;

/**
 * One week's news mail: the posts published in the week before the period start, to every
 * confirmed subscriber in their language. Batch by batch, each batch one transaction that claims
 * the subscribers' (subscriber, week) rows (INSERT ... ON CONFLICT DO NOTHING: a row another
 * process holds or has committed is skipped) and queues their mails in the outbox, so a
 * subscriber gets one mail a week however many processes or reruns there are. No posts, no mail.
 */
@Injectable()
export class BlogWeeklyMailService {
  constructor(
    private readonly db: DataSource,
    private readonly blog: BlogService,
    private readonly mails: BlogSubscriptionMails,
    private readonly outbox: MailOutbox,
  ) {}

  async run(options: BlogWeeklyRunOptions = {}): Promise<BlogWeeklyRunSummary> {
    const periodStart = options.periodStart ?? blogMailPeriodStart(new Date());
    const batchSize = options.batchSize ?? BLOG_MAIL_BATCH_SIZE;
    const posts = { en: await this.postsOf(periodStart, 'en'), ka: await this.postsOf(periodStart, 'ka') };
    const summary: BlogWeeklyRunSummary = { periodStart, posts: posts.en.length, mails: 0 };
    if (posts.en.length === 0 && posts.ka.length === 0) return summary;

    for (let after = 0; ;) {
      const rows: { id: number }[] = await this.db.query(
        `SELECT id FROM blog_subscriber WHERE status = ${Confirmed} AND id > $1 ORDER BY id LIMIT $2`,
        [after, batchSize],
      );
      if (rows.length === 0) break;
      const ids = rows.map((row) => Number(row.id));
      after = ids[ids.length - 1];
      summary.mails += await this.db.transaction((manager) => this.runBatch(manager, periodStart, ids, posts));
    }
    return summary;
  }

  private async postsOf(periodStart: Date, language: Language): Promise<BlogMailPost[]> {
    const posts = await this.blog.postsPublishedBetween(
      new Date(periodStart.getTime() - WEEK_MS),
      periodStart,
      language,
    );
    return posts.map((post) => ({ title: post.title, summary: post.summary, url: this.blog.articleUrl(post.id) }));
  }

  /** Claims the batch's still confirmed, not yet served subscribers and queues their mails; the count queued. */
  private async runBatch(
    manager: EntityManager,
    periodStart: Date,
    ids: number[],
    posts: Record<Language, BlogMailPost[]>,
  ): Promise<number> {
    const claimed = returnedRows<BlogSubscriberRow>(
      await manager.query(
        `WITH claimed AS (
           INSERT INTO blog_mail_delivery (subscriber_id, period_start)
           SELECT s.id, $2 FROM blog_subscriber s
            WHERE s.id = ANY($1::int[]) AND s.status = ${Confirmed}
            ORDER BY s.id
           ON CONFLICT DO NOTHING
           RETURNING subscriber_id)
         SELECT s.id, s.email, s.language, s.status, s.token_version
           FROM blog_subscriber s JOIN claimed c ON c.subscriber_id = s.id
          ORDER BY s.id`,
        [ids, periodStart],
      ),
    );
    const served = claimed.map(toSubscriber).filter((subscriber) => posts[subscriber.language].length > 0);
    if (served.length === 0) return 0;
    const mailIds = await this.outbox.enqueueAll(
      served.map((subscriber) => this.mails.weekly(subscriber, posts[subscriber.language])),
      manager,
    );
    await manager.query(
      `UPDATE blog_mail_delivery d
          SET post_count = ($2::int[])[array_position($1::int[], d.subscriber_id)],
              outbox_mail_id = ($3::bigint[])[array_position($1::int[], d.subscriber_id)]
        WHERE d.subscriber_id = ANY($1::int[]) AND d.period_start = $4`,
      [
        served.map((subscriber) => subscriber.id),
        served.map((subscriber) => posts[subscriber.language].length),
        mailIds,
        periodStart,
      ],
    );
    return served.length;
  }
}
