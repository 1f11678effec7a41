import { OutboxSender } from '../src/core/mail/outbox-sender.service.js';
import { BlogWeeklyMailService } from '../src/modules/blog/subscription/weekly/blog-weekly-mail.service.js';
import { uniqueEmail } from './support/accounts.js';
import { dataOf } from './support/envelope.js';
import { type ReceivedMail, type SmtpListener, startSmtpListener } from './support/smtp-listener.js';
import { mailbox } from './support/mailbox.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const PUBLIC_URL = 'https://techboard.example';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let t: TestApp;
let smtp: SmtpListener;
let weekly: BlogWeeklyMailService;
let sender: OutboxSender;
beforeAll(async () => {
  smtp = await startSmtpListener();
  t = await startTestApp({ SMTP_URL: smtp.url, MAIL_POLL_MS: '100', PUBLIC_URL });
  weekly = t.app.get(BlogWeeklyMailService);
  sender = t.app.get(OutboxSender);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

// Each test starts from no posts and no subscribers, so a run sees only its own data.
beforeEach(async () => {
  for (const table of ['blog_mail_delivery', 'blog_subscriber', 'blog_post']) await t.db.query(`DELETE FROM ${table}`);
});

// ---- data ------------------------------------------------------------------------------------

/** A period start an hour ago (to the second): its week is the seven days before it. */
const aPeriod = () => new Date(Math.floor((Date.now() - HOUR) / 1000) * 1000);

let counter = 0;

async function post(
  publishedAt: Date,
  fields: { titleGe?: string; summaryEn?: string; summaryGe?: string; draft?: boolean } = {},
) {
  const titleEn = `Article ${++counter}`;
  const [row] = await t.db.query(
    `INSERT INTO blog_post (title_en, title_ge, summary_en, summary_ge, body_en, status, published_at)
     VALUES ($1, $2, $3, $4, 'Some **Markdown** text.', $5, $6) RETURNING id`,
    [
      titleEn,
      fields.titleGe ?? '',
      fields.summaryEn ?? `Summary of ${titleEn}`,
      fields.summaryGe ?? '',
      fields.draft ? 1 : 2,
      publishedAt,
    ],
  );
  return { id: row.id as number, titleEn };
}

/** A subscriber straight in the table (status 1 pending, 2 confirmed, 3 unsubscribed). */
async function subscriber(language: 'en' | 'ka' = 'en', status = 2) {
  const email = uniqueEmail('weekly');
  const [row] = await t.db.query(
    'INSERT INTO blog_subscriber (email, language, status) VALUES ($1, $2, $3) RETURNING id',
    [email, language, status],
  );
  return { id: row.id as number, email };
}

// ---- mail ------------------------------------------------------------------------------------

const { mailsTo, delivered, theMailOf } = mailbox(
  () => smtp,
  () => sender,
);

const weeklyMailsTo = (email: string) => mailsTo(email).filter((mail) => mail.headers['list-unsubscribe']);
const articleIdsIn = (mail: ReceivedMail) =>
  [...mail.text.matchAll(/https:\/\/techboard\.example\/news\/(\d+)\b/g)].map((match) => Number(match[1]));

// ---- tests -----------------------------------------------------------------------------------

describe('the weekly news mail', () => {
  it("lists the week's published posts, newest first, to confirmed subscribers only", async () => {
    const period = aPeriod();
    const newest = await post(new Date(period.getTime() - HOUR));
    const oldest = await post(new Date(period.getTime() - 7 * DAY));
    await post(new Date(period.getTime() - 7 * DAY - 1000)); // the week before
    await post(period); // after the period start: next week's
    await post(new Date(period.getTime() - DAY), { draft: true });

    // One subscriber through the site's whole double opt-in.
    const email = uniqueEmail('weekly');
    dataOf(await t.http.post('/api/Users/subscribeUnsubscribeToBlogs').send({ email, agreeToTerms: true }));
    const confirmation = await theMailOf(email);
    const token = new URL(confirmation.text.match(/https:\/\/\S+confirmSubscription=\S+/)![0]).searchParams.get(
      'confirmSubscription',
    );
    dataOf(await t.http.post('/api/Users/ConfirmBlogSubscription').send({ token }));
    const pending = await subscriber('en', 1);
    const unsubscribed = await subscriber('en', 3);

    expect(await weekly.run({ periodStart: period })).toEqual({ periodStart: period, posts: 2, mails: 1 });
    const mails = await delivered([email], 2);
    const mail = mails.get(email)![1];
    expect(mail.subject).toBe('TechBoard.ge news: 2 new articles this week');
    expect(articleIdsIn(mail)).toEqual([newest.id, oldest.id]);
    expect(mail.text).toContain(
      `- ${newest.titleEn}\n  Summary of ${newest.titleEn}\n  ${PUBLIC_URL}/news/${newest.id}\n`,
    );
    expect(mail.html).toContain(`href="${PUBLIC_URL}/news/${newest.id}"`);
    expect(mail.text).toMatch(new RegExp(`Unsubscribe from the news: ${PUBLIC_URL}/unsubscribe\\?token=\\S+`));
    expect(mailsTo(pending.email)).toHaveLength(0);
    expect(mailsTo(unsubscribed.email)).toHaveLength(0);

    const [delivery] = await t.db.query(
      'SELECT post_count, outbox_mail_id FROM blog_mail_delivery WHERE period_start = $1',
      [period],
    );
    expect(delivery).toMatchObject({ post_count: 2, outbox_mail_id: expect.anything() });
  });

  it("is written in the subscriber's language, English standing in for a missing Georgian text", async () => {
    const period = aPeriod();
    const translated = await post(new Date(period.getTime() - HOUR), {
      titleGe: 'ქართული სტატია',
      summaryGe: 'მოკლე აღწერა',
    });
    const englishOnly = await post(new Date(period.getTime() - 2 * HOUR));
    const ka = await subscriber('ka');

    expect(await weekly.run({ periodStart: period })).toMatchObject({ mails: 1 });
    const mail = await theMailOf(ka.email);
    expect(mail.subject).toBe('TechBoard.ge-ის სიახლეები: ამ კვირის 2 ახალი სტატია');
    expect(mail.html).toContain('<html lang="ka">');
    expect(mail.text).toContain(`- ქართული სტატია\n  მოკლე აღწერა\n  ${PUBLIC_URL}/news/${translated.id}\n`);
    expect(mail.text).toContain(`- ${englishOnly.titleEn}\n`);
    expect(mail.text).toContain('სიახლეების გამოწერის გაუქმება');
  });

  it('carries List-Unsubscribe and One-Click headers; the one-click POST unsubscribes, and next week sends nothing', async () => {
    const period = aPeriod();
    await post(new Date(period.getTime() - HOUR));
    const who = await subscriber();
    await weekly.run({ periodStart: period });
    const mail = await theMailOf(who.email);

    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const header = mail.headers['list-unsubscribe'];
    expect(header).toMatch(new RegExp(`^<${PUBLIC_URL}/api/Users/UnsubscribeFromBlogs\\?token=[^>]+>$`));
    const url = new URL(header.slice(1, -1));
    // The footer's page link carries the same token.
    expect(mail.text).toContain(`${PUBLIC_URL}/unsubscribe?token=${url.searchParams.get('token')}`);

    const response = await t.http.post(`${url.pathname}${url.search}`).type('form').send('List-Unsubscribe=One-Click');
    expect(dataOf(response)).toBe('You have unsubscribed from the news and will no longer receive it.');
    const [{ status }] = await t.db.query('SELECT status FROM blog_subscriber WHERE id = $1', [who.id]);
    expect(status).toBe(3);

    const nextWeek = new Date(period.getTime() + 7 * DAY);
    await post(new Date(nextWeek.getTime() - HOUR));
    expect(await weekly.run({ periodStart: nextWeek })).toMatchObject({ posts: 1, mails: 0 });
  });

  it('sends nothing, and claims nothing, in a week without new posts', async () => {
    const period = aPeriod();
    await post(new Date(period.getTime() - 8 * DAY));
    const who = await subscriber();
    const [{ count: queuedBefore }] = await t.db.query('SELECT count(*)::int AS count FROM outbox_mail');
    expect(await weekly.run({ periodStart: period })).toEqual({ periodStart: period, posts: 0, mails: 0 });
    const [{ count: queuedAfter }] = await t.db.query('SELECT count(*)::int AS count FROM outbox_mail');
    expect(queuedAfter).toBe(queuedBefore);
    expect(await t.db.query('SELECT 1 FROM blog_mail_delivery')).toEqual([]);
    await delivered([]);
    expect(mailsTo(who.email)).toHaveLength(0);
  });
});

describe('exactly once', () => {
  it('sends one mail per subscriber when two runs of the same week race, and a rerun sends nothing', async () => {
    const period = aPeriod();
    await post(new Date(period.getTime() - HOUR));
    const subscribers = [];
    for (let i = 0; i < 7; i++) subscribers.push(await subscriber(i % 2 ? 'ka' : 'en'));

    const [a, b] = await Promise.all([
      weekly.run({ periodStart: period, batchSize: 3 }),
      weekly.run({ periodStart: period, batchSize: 3 }),
    ]);
    expect(a.mails + b.mails).toBe(7);
    const mails = await delivered(subscribers.map((who) => who.email));
    for (const who of subscribers)
      expect(mails.get(who.email)!.filter((mail) => mail.headers['list-unsubscribe'])).toHaveLength(1);

    expect(await weekly.run({ periodStart: period })).toMatchObject({ posts: 1, mails: 0 });
    await delivered([]);
    for (const who of subscribers) expect(weeklyMailsTo(who.email)).toHaveLength(1);
    const [{ count }] = await t.db.query(
      'SELECT count(*)::int AS count FROM blog_mail_delivery WHERE period_start = $1',
      [period],
    );
    expect(count).toBe(7);
  });
});
