import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { simpleParser } from 'mailparser';
import { MailOutbox, type OutgoingMail } from '../src/core/mail/mail-outbox.service.js';
import { MAX_SEND_ATTEMPTS, OutboxSender } from '../src/core/mail/outbox-sender.service.js';
import { verificationMail } from '../src/core/mail/templates/account-mails.js';
import { GEORGIAN } from './support/envelope.js';
import { type ReceivedMail, type SmtpListener, startSmtpListener } from './support/smtp-listener.js';
import { startTestApp, type TestApp } from './support/test-app.js';

interface OutboxRow {
  id: string;
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  last_error: string | null;
  sent_at: Date | null;
  /** Seconds from now to next_attempt_at, computed by the database. */
  due_in: number;
}

async function outboxRow(t: TestApp, id: string): Promise<OutboxRow | undefined> {
  const rows: OutboxRow[] = await t.db.query(
    `SELECT id::text AS id, status, attempts, last_error, sent_at,
            extract(epoch FROM next_attempt_at - now())::float8 AS due_in
       FROM outbox_mail WHERE id = $1`,
    [id],
  );
  return rows[0] && { ...rows[0], attempts: Number(rows[0].attempts), due_in: Number(rows[0].due_in) };
}

/** Polls until `accept` holds for what `probe` returns (the sender works on its own timer). */
async function eventually<T>(probe: () => Promise<T>, accept: (value: T) => boolean, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (accept(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`Condition not met within ${timeoutMs} ms; last value: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function mail(subject: string, extra: Partial<OutgoingMail> = {}): OutgoingMail {
  return { to: 'talent@example.ge', subject, text: `Text of ${subject}`, html: `<p>HTML of ${subject}</p>`, ...extra };
}

/** Writes due mails straight into the table, as a backlog left by a down SMTP server would be. */
async function insertBacklog(t: TestApp, prefix: string, count: number): Promise<string[]> {
  const subjects = Array.from({ length: count }, (_, index) => `${prefix} ${index + 1}`);
  for (const subject of subjects) {
    await t.db.query(`INSERT INTO outbox_mail (to_address, subject, text_body, html_body) VALUES ($1, $2, $3, $4)`, [
      'backlog@example.ge',
      subject,
      `Text of ${subject}`,
      `<p>HTML of ${subject}</p>`,
    ]);
  }
  return subjects;
}

function countBySubject(messages: ReceivedMail[], prefix: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const message of messages) {
    if (message.subject.startsWith(prefix)) counts.set(message.subject, (counts.get(message.subject) ?? 0) + 1);
  }
  return counts;
}

describe('Mail outbox over SMTP', () => {
  let smtp: SmtpListener;
  let t: TestApp;
  let outbox: MailOutbox;
  beforeAll(async () => {
    smtp = await startSmtpListener();
    t = await startTestApp({ SMTP_URL: smtp.url, MAIL_POLL_MS: '100' });
    outbox = t.app.get(MailOutbox);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers an enqueued mail with its text part, HTML part and extra headers, and marks it sent', async () => {
    const id = await outbox.enqueue(
      mail('Digest <of> the week', {
        headers: {
          'List-Unsubscribe': '<https://techboard.ge/api/unsubscribe?token=abc>',
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      }),
    );
    const received = await smtp.waitFor((m) => m.subject === 'Digest <of> the week');
    expect(received.to).toEqual(['talent@example.ge']);
    expect(received.from).toBe('no-reply@techboard.ge');
    expect(received.headers.from).toContain('TechBoard.ge');
    expect(received.text.trim()).toBe('Text of Digest <of> the week');
    expect(received.html).toContain('<p>HTML of Digest <of> the week</p>');
    expect(received.headers['list-unsubscribe']).toBe('<https://techboard.ge/api/unsubscribe?token=abc>');
    expect(received.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(received.headers['message-id']).toMatch(new RegExp(`^<outbox\\.${id}\\.\\d+@techboard\\.ge>$`));

    const row = await eventually(
      () => outboxRow(t, id),
      (r) => r?.status === 'sent',
    );
    expect(row).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
    expect(row?.sent_at).not.toBeNull();
    expect(smtp.messages.filter((m) => m.subject === 'Digest <of> the week')).toHaveLength(1);
  });

  it('delivers a Georgian account mail intact: subject, text with the link, escaped HTML link', async () => {
    const url = 'http://localhost:3000/verifyEmail?verificationId=abc123&email=nino%40example.ge';
    const content = verificationMail('ka', { name: 'ნინო <b>', url });
    await outbox.enqueue({ to: 'nino@example.ge', ...content });
    const received = await smtp.waitFor((m) => m.to.includes('nino@example.ge'));
    expect(received.subject).toBe(content.subject);
    expect(received.subject).toMatch(GEORGIAN);
    expect(received.text).toContain(url);
    expect(received.text).toContain('ნინო <b>');
    expect(received.html).toContain(
      'href="http://localhost:3000/verifyEmail?verificationId=abc123&amp;email=nino%40example.ge"',
    );
    expect(received.html).toContain('ნინო &lt;b&gt;');
    expect(received.html).toContain('lang="ka"');
  });

  it('refuses a malformed recipient, subject or header before writing anything', async () => {
    const before: { count: string }[] = await t.db.query(`SELECT count(*)::text AS count FROM outbox_mail`);
    await expect(outbox.enqueue(mail('x', { to: 'a@b.ge, c@d.ge' }))).rejects.toThrow(/recipient/);
    await expect(outbox.enqueue(mail('x', { to: 'not-an-address' }))).rejects.toThrow(/recipient/);
    await expect(outbox.enqueue(mail('two\r\nBcc: x@y.ge'))).rejects.toThrow(/subject/);
    await expect(outbox.enqueue(mail('x', { headers: { Bcc: 'spy@example.ge' } }))).rejects.toThrow(/header/);
    await expect(outbox.enqueue(mail('x', { headers: { 'X-Note': 'a\r\nBcc: spy@example.ge' } }))).rejects.toThrow(
      /header/,
    );
    const after: { count: string }[] = await t.db.query(`SELECT count(*)::text AS count FROM outbox_mail`);
    expect(after[0]!.count).toBe(before[0]!.count);
  });
});

describe('Mail outbox: wake-up after commit, transactions, concurrent senders', () => {
  // Polling once an hour: whatever arrives here was sent by the wake-up of enqueue or by flush().
  let smtp: SmtpListener;
  let t: TestApp;
  let outbox: MailOutbox;
  let sender: OutboxSender;
  beforeAll(async () => {
    smtp = await startSmtpListener();
    t = await startTestApp({ SMTP_URL: smtp.url, MAIL_POLL_MS: '3600000' });
    outbox = t.app.get(MailOutbox);
    sender = t.app.get(OutboxSender);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('sends at once after enqueue, without waiting for the poll', async () => {
    // The poll comes once an hour here: a mail that arrives at all was sent on enqueue.
    const id = await outbox.enqueue(mail('Right away'));
    await smtp.waitFor((m) => m.subject === 'Right away');
    await eventually(
      () => outboxRow(t, id),
      (r) => r?.status === 'sent',
    );
  });

  it("writes the mail in the caller's transaction and sends it once that transaction commits", async () => {
    let id = '';
    await t.db.transaction(async (manager) => {
      id = await outbox.enqueue(mail('After commit'), manager);
      await sleep(300);
      expect(smtp.messages.some((m) => m.subject === 'After commit')).toBe(false);
    });
    await smtp.waitFor((m) => m.subject === 'After commit');
    await eventually(
      () => outboxRow(t, id),
      (r) => r?.status === 'sent',
    );
  });

  it('leaves no mail behind when the transaction rolls back', async () => {
    let id = '';
    await expect(
      t.db.transaction(async (manager) => {
        id = await outbox.enqueue(mail('Rolled back'), manager);
        throw new Error('undo the sign-up');
      }),
    ).rejects.toThrow('undo the sign-up');
    expect(id).not.toBe('');
    expect(await outboxRow(t, id)).toBeUndefined();
    expect(await sender.flush()).toBe(0);
    await sleep(200);
    expect(smtp.messages.some((m) => m.subject === 'Rolled back')).toBe(false);
  });

  it('sends each mail of a backlog exactly once when several flush() calls race', async () => {
    const subjects = await insertBacklog(t, 'Race', 45);
    const counts = await Promise.all([sender.flush(), sender.flush(), sender.flush()]);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(45);
    await sleep(200);
    const received = countBySubject(smtp.messages, 'Race ');
    expect([...received.keys()].sort()).toEqual([...subjects].sort());
    expect([...received.values()].every((count) => count === 1)).toBe(true);
    const rows: { status: string; attempts: number }[] = await t.db.query(
      `SELECT status, attempts FROM outbox_mail WHERE subject LIKE 'Race %'`,
    );
    expect(rows).toHaveLength(45);
    expect(rows.every((row) => row.status === 'sent' && Number(row.attempts) === 1)).toBe(true);
  });

  // Two app instances on one database stand for two server processes. PGlite is one process's
  // embedded database (one instance per Node process), so only PostgreSQL can run this.
  const onPostgres = process.env.DATABASE_URL ? it : it.skip;
  onPostgres('sends each mail once when two processes flush the same outbox', async () => {
    const url = (t.db.options as { url?: string }).url;
    expect(url).toBeDefined();
    const second = await startTestApp({ DATABASE_URL: url!, SMTP_URL: smtp.url, MAIL_POLL_MS: '3600000' });
    try {
      const otherSender = second.app.get(OutboxSender);
      const subjects = await insertBacklog(t, 'Two processes', 60);
      const counts = await Promise.all([sender.flush(), otherSender.flush(), sender.flush(), otherSender.flush()]);
      expect(counts.reduce((sum, count) => sum + count, 0)).toBe(60);
      await sleep(200);
      const received = countBySubject(smtp.messages, 'Two processes ');
      expect([...received.keys()].sort()).toEqual([...subjects].sort());
      expect([...received.values()].every((count) => count === 1)).toBe(true);
    } finally {
      await second.close();
    }
  });
});

describe('Mail outbox: SMTP server down, then back', () => {
  let port: number;
  let t: TestApp;
  let outbox: MailOutbox;
  let sender: OutboxSender;
  beforeAll(async () => {
    const probe = await startSmtpListener();
    port = probe.port;
    await probe.close(); // nothing listens on this port now
    t = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_POLL_MS: '100' });
    outbox = t.app.get(MailOutbox);
    sender = t.app.get(OutboxSender);
  });
  afterAll(() => t.close());

  it('keeps the mail pending with the error and a later attempt, then sends it once the server is back', async () => {
    const id = await outbox.enqueue(mail('Survives an outage'));
    const failed = await eventually(
      () => outboxRow(t, id),
      (r) => r !== undefined && r.attempts === 1 && r.last_error !== null,
    );
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, sent_at: null });
    expect(failed?.last_error).toMatch(/ECONNREFUSED/);
    // 30 s after the first failure
    expect(failed!.due_in).toBeGreaterThan(20);
    expect(failed!.due_in).toBeLessThanOrEqual(30);
    // The process is fine.
    expect((await t.http.get('/api/health')).status).toBe(200);

    const smtp = await startSmtpListener({ port });
    try {
      await sleep(300); // the poller does not retry before the time has come
      expect(smtp.messages).toHaveLength(0);
      await t.db.query(`UPDATE outbox_mail SET next_attempt_at = now() WHERE id = $1`, [id]);
      await sender.flush(); // (or the poller, whichever comes first)
      const received = await smtp.waitFor((m) => m.subject === 'Survives an outage');
      expect(received.text.trim()).toBe('Text of Survives an outage');
      const sent = await eventually(
        () => outboxRow(t, id),
        (r) => r?.status === 'sent',
      );
      expect(sent).toMatchObject({ status: 'sent', attempts: 2 });
      expect(sent?.sent_at).not.toBeNull();
      await sleep(300);
      expect(smtp.messages.filter((m) => m.subject === 'Survives an outage')).toHaveLength(1);
    } finally {
      await smtp.close();
    }
  });

  it('backs off exponentially and gives the mail up as failed after the last attempt', async () => {
    const id = await outbox.enqueue(mail('Never delivered'));
    await eventually(
      () => outboxRow(t, id),
      (r) => r?.attempts === 1 && r.last_error !== null,
    );

    // The claim leases the row for as long as the second retry delay, so only last_error (written
    // when the failure is recorded, never by the claim) tells the rescheduled row from a claimed one.
    await t.db.query(`UPDATE outbox_mail SET next_attempt_at = now(), last_error = NULL WHERE id = $1`, [id]);
    await sender.flush();
    const second = await eventually(
      () => outboxRow(t, id),
      (r) => r?.attempts === 2 && r.last_error !== null,
    );
    expect(second).toMatchObject({ status: 'pending' });
    expect(second!.due_in).toBeGreaterThan(50); // 60 s after the second failure
    expect(second!.due_in).toBeLessThanOrEqual(60);

    await t.db.query(`UPDATE outbox_mail SET attempts = $2, next_attempt_at = now() WHERE id = $1`, [
      id,
      MAX_SEND_ATTEMPTS - 1,
    ]);
    await sender.flush();
    const last = await eventually(
      () => outboxRow(t, id),
      (r) => r?.status === 'failed',
    );
    expect(last).toMatchObject({ status: 'failed', attempts: MAX_SEND_ATTEMPTS, sent_at: null });
    expect(last?.last_error).toMatch(/ECONNREFUSED/);

    // A failed mail is never picked up again.
    await t.db.query(`UPDATE outbox_mail SET next_attempt_at = now() WHERE id = $1`, [id]);
    await sender.flush();
    expect(await outboxRow(t, id)).toMatchObject({ status: 'failed', attempts: MAX_SEND_ATTEMPTS });
  });
});

describe('Mail outbox without SMTP: .eml files and a log line with the links', () => {
  let dir: string;
  let t: TestApp;
  let outbox: MailOutbox;
  let logged: { mock: { calls: unknown[][] }; mockRestore(): void };
  beforeAll(async () => {
    logged = jest.spyOn(Logger.prototype, 'log');
    dir = await mkdtemp(join(tmpdir(), 'techboard-mail-'));
    t = await startTestApp({ SMTP_URL: '', MAIL_DIR: dir, MAIL_POLL_MS: '100' });
    outbox = t.app.get(MailOutbox);
  });
  afterAll(async () => {
    logged.mockRestore();
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('writes the mail as an .eml file and logs its recipient, subject and link', async () => {
    const url = 'http://localhost:3000/verifyEmail?verificationId=xyz&email=dev%40example.ge';
    const content = verificationMail('en', { name: 'Dev', url });
    const id = await outbox.enqueue({ to: 'dev@example.ge', ...content });
    const files = await eventually(
      () => readdir(dir),
      (names) => names.some((name) => name.endsWith(`-${id}.eml`)),
    );
    const file = files.find((name) => name.endsWith(`-${id}.eml`))!;
    expect(files.filter((name) => name.endsWith('.tmp'))).toEqual([]);

    const parsed = await simpleParser(await readFile(join(dir, file)));
    expect(parsed.subject).toBe('Confirm your e-mail address on TechBoard.ge');
    expect(parsed.headerLines.find((line) => line.key === 'to')?.line).toContain('dev@example.ge');
    expect(parsed.text).toContain(url);
    expect(parsed.html).toContain('verificationId=xyz&amp;email=dev%40example.ge');

    await eventually(
      () => outboxRow(t, id),
      (r) => r?.status === 'sent',
    );
    const line = logged.mock.calls.map((call) => String(call[0])).find((message) => message.includes(file));
    expect(line).toBeDefined();
    expect(line).toContain('dev@example.ge');
    expect(line).toContain('Confirm your e-mail address on TechBoard.ge');
    expect(line).toContain(url);
  });

  it('in production logs no link: they carry one-time tokens', async () => {
    await t.close();
    t = await startTestApp({
      NODE_ENV: 'production',
      JWT_SECRET: 'p'.repeat(40),
      SMTP_URL: '',
      MAIL_DIR: dir,
      MAIL_POLL_MS: '100',
    });
    const url = 'http://localhost:3000/verifyEmail?verificationId=secret-in-production&email=ops%40example.ge';
    const id = await t.app
      .get(MailOutbox)
      .enqueue({ to: 'ops@example.ge', ...verificationMail('en', { name: 'Ops', url }) });
    await eventually(
      () => outboxRow(t, id),
      (r) => r?.status === 'sent',
    );
    const line = logged.mock.calls
      .map((call) => String(call[0]))
      .find((message) => message.startsWith('Mail to ops@example.ge'));
    expect(line).toContain('.eml');
    expect(line).not.toContain('secret-in-production');
  });
});
