import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { NotificationFrequency, VacancyStatus } from '../../shared/enums.js';
import { digestPeriodStart } from '../../src/core/schedule/digest-period.js';
import { type S3Server, startS3Server } from '../../test/support/s3-server.js';
import { type SmtpListener, startSmtpListener } from '../../test/support/smtp-listener.js';
import { generate } from '../digest/generate.js';
import { type RunningServer, startServer } from '../search/server.js';
import { childrenOf } from '../support/processes.js';
import {
  bearer,
  BENCH_REDIS_URL,
  call,
  Claims,
  flushBenchRedis,
  listFiles,
  logTail,
  machineLine,
  migratedScratchDatabase,
  PASSWORD,
  pdfBytes,
  type ScratchDatabase,
  signUpTalent,
  sleep,
  waitUntil,
  writeResults,
} from './support.js';

/**
 * `npm run bench:two-processes`: two built servers, as two machines would run them, that share only
 * a scratch PostgreSQL database, one Redis (a database index of their own) and one bucket of an
 * S3-compatible server (s3rver, as the tests use); each has a FILES_DIR and a MAIL_DIR of its own and
 * WORKERS worker processes (WEB_CONCURRENCY). Both have the scheduler on and every job moved to
 * SCHEDULER_CRON (every 5 s, so both fire at the same instants). Checks that sign-in limits are
 * shared, that each digest and each scheduled ending runs once, that an upload made through one
 * server is served by the other, that the uploads are objects in the bucket and in neither FILES_DIR,
 * and that no server process died; writes the "Two server processes" section of bench/results.md.
 */
const RATE_LIMIT = 10;
/** Worker processes of each server (WEB_CONCURRENCY): two machines of two workers each. */
const WORKERS = Number(process.env.TWO_PROCESSES_WEB_CONCURRENCY || 2);
/** The servers' key prefix in the bucket (S3_PREFIX), as a site sharing a bucket would set it. */
const S3_PREFIX = 'techboard';
const TICK_CRON = '*/5 * * * * *';
const SHAPE = { talents: 300, vacancies: 200, companies: 20, publishedOverDays: 3 };
const EXPIRED_VACANCIES = 40;
const SCHEDULED_WORK_TIMEOUT_MS = 100_000;
/** The generated talents' addresses end so (generate.ts); the upload accounts' do not. */
const TALENT_DOMAIN = '@bench.example';
const UPLOAD_COMPANY_EMAIL = 'company@uploads.example';
const UPLOAD_TALENT_EMAIL = 'talent@uploads.example';

interface Servers {
  a: RunningServer;
  b: RunningServer;
  logs: { a: string; b: string };
  /** Each server's own FILES_DIR (unused with S3_BUCKET set: it must stay empty). */
  filesDirs: { a: string; b: string };
  s3: S3Server;
  bucket: string;
}

async function main(): Promise<void> {
  const claims = new Claims();
  const database = await migratedScratchDatabase();
  const smtp = await startSmtpListener();
  const s3 = await startS3Server();
  const scratch = mkdtempSync(join(tmpdir(), 'techboard-two-processes-'));
  const logs = { a: join(scratch, 'server-a.log'), b: join(scratch, 'server-b.log') };
  const filesDirs = { a: join(scratch, 'a', 'files'), b: join(scratch, 'b', 'files') };
  for (const folder of Object.values(filesDirs)) mkdirSync(folder, { recursive: true });
  let servers: Servers | null = null;
  let machine: string;
  try {
    machine = await machineLine(database);
    await flushBenchRedis();
    const bucket = await s3.createBucket();
    // What both share: the database (URL given to startServer), Redis, the bucket, the secret, SMTP.
    const shared = {
      JWT_SECRET: randomBytes(32).toString('hex'),
      REDIS_URL: BENCH_REDIS_URL,
      ...s3.environment(bucket),
      S3_PREFIX,
      SCHEDULER: 'on',
      SCHEDULER_CRON: TICK_CRON,
      SMTP_URL: smtp.url,
      MAIL_POLL_MS: '500',
      AUTH_RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
      LOG_LEVEL: 'info',
      TZ: 'UTC',
      WEB_CONCURRENCY: String(WORKERS),
    };
    // What each has of its own, as on another machine.
    const own = (name: 'a' | 'b') => ({ FILES_DIR: filesDirs[name], MAIL_DIR: join(scratch, name, 'mail') });
    console.log(`Starting two servers of ${WORKERS} worker processes each ...`);
    const a = await startServer(database.url, null, { ...shared, ...own('a') }, logs.a).catch((error) =>
      failWithLog(error, logs.a),
    );
    const b = await startServer(database.url, null, { ...shared, ...own('b') }, logs.b).catch((error) =>
      failWithLog(error, logs.b),
    );
    servers = { a, b, logs, filesDirs, s3, bucket };
    const workersAtStart = { a: childrenOf(a.pid).sort(), b: childrenOf(b.pid).sort() };
    console.log(
      `Server A ${a.baseUrl} (primary ${a.pid}, workers ${workersAtStart.a.join(', ')}), ` +
        `server B ${b.baseUrl} (primary ${b.pid}, workers ${workersAtStart.b.join(', ')}); bucket ${bucket} on ${s3.endpoint}`,
    );

    await signInLimitIsShared(servers, claims);
    // Before the uploads: their talent would be due a digest too.
    await scheduledWorkRunsOnce(servers, database, smtp, claims);
    await uploadsAreServedByTheOther(servers, database, claims);
    noServerProcessDied(servers, workersAtStart, claims);
  } finally {
    await servers?.a.stop();
    await servers?.b.stop();
    await smtp.close();
    await s3.close();
    await database.close();
    rmSync(scratch, { recursive: true, force: true });
  }
  writeResults(
    'Two server processes',
    `\`npm run bench:two-processes\` (bench/faults/two-processes.ts), ${machine}. Two built servers (\`node dist/src/main.js\`,
NODE_ENV=production), as two machines would run them: each a primary with ${WORKERS} worker processes (\`WEB_CONCURRENCY=${WORKERS}\`,
the first worker running the scheduler), its own \`FILES_DIR\` and \`MAIL_DIR\` (separate temporary folders). They share only one
scratch PostgreSQL database, one Redis (\`REDIS_URL\`, a database index of their own) and one bucket of an S3-compatible server
(s3rver on 127.0.0.1, as the tests use it; \`S3_BUCKET\`, \`S3_ENDPOINT\`, \`S3_PREFIX=${S3_PREFIX}\`), besides the same
\`JWT_SECRET\` and the SMTP listener the mail goes to. Both have \`SCHEDULER=on\` and \`SCHEDULER_CRON='${TICK_CRON}'\` (every job
fires in both at the same instants).`,
    claims,
  );
}

function failWithLog(error: unknown, log: string): never {
  console.error(logTail(log));
  throw error;
}

interface Attempt {
  server: 'A' | 'B';
  status: number;
  retryAfter: string | null;
  /** The answer is a failure envelope. */
  envelope: boolean;
}

/** RATE_LIMIT + 4 failed sign-ins, alternating between the processes: the limit holds in total. */
async function signInLimitIsShared({ a, b }: Servers, claims: Claims): Promise<void> {
  const attempts: Attempt[] = [];
  for (let i = 0; i < RATE_LIMIT + 4; i++) {
    const server = i % 2 === 0 ? a : b;
    const answer = await call(`${server.baseUrl}/api/Account/SignIn`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@bench-sign-in.example', password: 'Wrong#password1' }),
    });
    attempts.push({
      server: server === a ? 'A' : 'B',
      status: answer.status,
      retryAfter: answer.headers.get('retry-after'),
      envelope:
        answer.body?.succeeded === false &&
        answer.body?.data === null &&
        Object.keys(answer.body?.errors ?? {}).length > 0,
    });
  }
  const refused = attempts.findIndex((attempt) => attempt.status === 429);
  const allowed = attempts.slice(0, RATE_LIMIT);
  const over = attempts.slice(RATE_LIMIT);
  const retryAfterOk = (attempt: Attempt) =>
    /^\d+$/.test(attempt.retryAfter ?? '') && Number(attempt.retryAfter) >= 1 && Number(attempt.retryAfter) <= 60;
  claims.check(
    `Sign-in limit shared: ${RATE_LIMIT + 4} failed sign-ins alternating A, B, A ... (limit ${RATE_LIMIT} a minute) ` +
      `are refused from the ${RATE_LIMIT + 1}th on, in total`,
    allowed.every((attempt) => attempt.status === 401) &&
      over.every((attempt) => attempt.status === 429 && attempt.envelope && retryAfterOk(attempt)),
    `statuses ${attempts.map((attempt) => `${attempt.server}:${attempt.status}`).join(' ')}; first 429 at attempt ${refused + 1} ` +
      `(A had let ${allowed.filter((x) => x.server === 'A').length} through, B ${allowed.filter((x) => x.server === 'B').length}); ` +
      `Retry-After ${[...new Set(over.map((attempt) => attempt.retryAfter))].join(', ')} s`,
  );
}

/** A company logo uploaded through A is served by B; a CV uploaded through B is downloaded through A;
 *  both are objects in the shared bucket and in neither server's FILES_DIR. */
async function uploadsAreServedByTheOther(
  { a, b, filesDirs, s3, bucket }: Servers,
  database: ScratchDatabase,
  claims: Claims,
): Promise<void> {
  const logo = await sharp({ create: { width: 240, height: 160, channels: 3, background: { r: 200, g: 60, b: 40 } } })
    .png()
    .toBuffer();
  const company = new FormData();
  const companyFields = {
    Name: 'Two Process Labs',
    Email: UPLOAD_COMPANY_EMAIL,
    Password: PASSWORD,
    ConfirmPassword: PASSWORD,
    AcceptTerms: 'true',
  };
  for (const [key, value] of Object.entries(companyFields)) company.append(key, value);
  company.append('ProfileImage', new Blob([logo], { type: 'image/png' }), 'logo.png');
  const signedUp = await call(`${a.baseUrl}/api/Account/CreateCompanyAccount`, { method: 'POST', body: company });
  const token = signedUp.body?.data?.token as string | undefined;
  const info = token ? await call(`${b.baseUrl}/api/Account/GetUserInfo`, { headers: bearer(token) }) : null;
  const logoUrl = info?.body?.data?.profileImageUrl as string | undefined;
  const fromB = logoUrl ? await call(`${b.baseUrl}${logoUrl}`) : null;
  const fromA = logoUrl ? await call(`${a.baseUrl}${logoUrl}`) : null;
  const sameBytes = fromB !== null && fromA !== null && fromA.status === 200 && fromB.bytes.equals(fromA.bytes);
  claims.check(
    'A company logo uploaded through A (sign-up) is served by B',
    signedUp.status === 200 && fromB?.status === 200 && fromB.headers.get('content-type') === 'image/webp' && sameBytes,
    `sign-up on A ${signedUp.status}; GetUserInfo on B ${info?.status}; ${logoUrl ?? 'no logo URL'} on B ${fromB?.status} ` +
      `${fromB?.headers.get('content-type')} ${fromB?.bytes.length ?? 0} bytes, the same bytes as A serves: ${sameBytes}`,
  );

  const talentToken = await signUpTalent(b.baseUrl, database, UPLOAD_TALENT_EMAIL);
  const cv = pdfBytes('the two-process talent', 200_000);
  const form = new FormData();
  form.append('CV', new Blob([new Uint8Array(cv)], { type: 'application/pdf' }), 'cv.pdf');
  const uploaded = await call(`${b.baseUrl}/api/Users/UploadCv`, {
    method: 'POST',
    headers: bearer(talentToken),
    body: form,
  });
  const downloaded = await call(`${a.baseUrl}/api/Users/DownloadCv`, { headers: bearer(talentToken) });
  claims.check(
    'A CV uploaded through B is downloaded through A',
    uploaded.status === 200 && downloaded.status === 200 && downloaded.bytes.equals(cv),
    `UploadCv on B ${uploaded.status}; DownloadCv on A ${downloaded.status}, ${downloaded.bytes.length} of ${cv.length} bytes, ` +
      `identical: ${downloaded.bytes.equals(cv)}`,
  );

  // Where the bytes are: read behind the servers' backs, in the bucket and in both folders.
  const objects = await bucketObjects(s3, bucket);
  const onDisk = { a: listFiles(filesDirs.a), b: listFiles(filesDirs.b) };
  const disks = `FILES_DIR of A ${onDisk.a.length} files, of B ${onDisk.b.length} files`;
  const logoName = logoUrl?.split('/').pop() ?? '';
  const logoKey = `${S3_PREFIX}/images/${logoName}`;
  const logoObject = logoName ? await objectBytes(s3, bucket, logoKey) : null;
  const logoInBucket = logoObject !== null && fromB !== null && logoObject.equals(fromB.bytes);
  const logoOnDisk = [...onDisk.a, ...onDisk.b].some((file) => file.endsWith(logoName || '-'));
  claims.check(
    'The logo is an object in the shared bucket, in neither FILES_DIR',
    logoInBucket && !logoOnDisk && onDisk.a.length === 0 && onDisk.b.length === 0,
    `${logoKey}: ${logoObject ? `${logoObject.length} bytes, the bytes B serves: ${logoInBucket}` : 'no such object'}; ` +
      `${objects.length} objects in the bucket (${objects.map((object) => `${object.key} ${object.size} B`).join(', ')}); ${disks}`,
  );

  const cvRows = await database.sql<{ file_key: string }>('SELECT file_key FROM talent_cv');
  const cvKey = cvRows.length === 1 ? `${S3_PREFIX}/${cvRows[0].file_key}` : null;
  const cvObject = cvKey ? await objectBytes(s3, bucket, cvKey) : null;
  const cvInBucket = cvObject !== null && cvObject.equals(cv);
  const cvOnDisk = cvRows.some((row) => [...onDisk.a, ...onDisk.b].some((file) => file.startsWith(row.file_key)));
  claims.check(
    'The CV is an object in the shared bucket, in neither FILES_DIR',
    cvInBucket && !cvOnDisk && onDisk.a.length === 0 && onDisk.b.length === 0,
    `${cvRows.length} CV row${cvRows.length === 1 ? '' : 's'}; ${cvKey ?? 'no key'}: ` +
      `${cvObject ? `${cvObject.length} bytes, identical to the upload: ${cvInBucket}` : 'no such object'}; ${disks}`,
  );
}

/** The objects of the bucket: key and size. */
async function bucketObjects(s3: S3Server, bucket: string): Promise<{ key: string; size: number }[]> {
  const listed = await s3.client.send(new ListObjectsV2Command({ Bucket: bucket }));
  return (listed.Contents ?? [])
    .map((object) => ({ key: object.Key ?? '', size: object.Size ?? 0 }))
    .sort((x, y) => x.key.localeCompare(y.key));
}

/** The bytes of one object, or null when the bucket has none under that key. */
async function objectBytes(s3: S3Server, bucket: string, key: string): Promise<Buffer | null> {
  try {
    const object = await s3.client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    return Buffer.from(await object.Body!.transformToByteArray());
  } catch (error) {
    if (['NoSuchKey', 'NotFound'].includes((error as Error).name)) return null;
    throw error;
  }
}

/** Each server still has the workers it started with: none died (and was restarted) during the run. */
function noServerProcessDied({ a, b, logs }: Servers, atStart: { a: number[]; b: number[] }, claims: Claims): void {
  const now = { a: childrenOf(a.pid).sort(), b: childrenOf(b.pid).sort() };
  const ended = (log: string) => (readFileSync(log, 'utf8').match(/Server process \d+ \(\w+\) ended/g) ?? []).length;
  const same = (x: number[], y: number[]) => x.length === WORKERS && x.join() === y.join();
  claims.check(
    `Each server ran as a primary with ${WORKERS} workers throughout: no worker died or was replaced`,
    same(atStart.a, now.a) && same(atStart.b, now.b) && ended(logs.a) === 0 && ended(logs.b) === 0,
    `A: primary ${a.pid}, workers ${atStart.a.join(', ')} at the start and ${now.a.join(', ')} at the end; ` +
      `B: primary ${b.pid}, workers ${atStart.b.join(', ')} and ${now.b.join(', ')}; "ended" lines in the logs: A ${ended(logs.a)}, B ${ended(logs.b)}`,
  );
}

/** The digests (daily and weekly) and the deadline job fire in both processes at once: each talent's
 *  digest of a period is made and mailed once, each vacancy past its deadline is ended once. */
async function scheduledWorkRunsOnce(
  { logs }: Servers,
  database: ScratchDatabase,
  smtp: SmtpListener,
  claims: Claims,
): Promise<void> {
  // The period each job names when it fires (as DigestJob computes it).
  const soon = new Date(Date.now() + 60_000);
  const daily = digestPeriodStart(NotificationFrequency.Daily, soon);
  const weekly = digestPeriodStart(NotificationFrequency.Weekly, soon);
  // The data appears at once (one transaction), so the next tick finds it in both processes.
  await database.db.transaction(async (manager) => {
    await generate(manager, SHAPE, daily);
    // Half of the vacancies new in the weekly window instead (a first weekly digest looks 7 days back).
    await manager.query(
      `UPDATE vacancy SET published_at = $1::timestamptz - random() * interval '3 days' WHERE id % 2 = 0`,
      [weekly],
    );
    await manager.query(
      `UPDATE vacancy SET deadline = now() - interval '1 hour'
        WHERE id IN (SELECT id FROM vacancy WHERE status = $1 ORDER BY id LIMIT $2)`,
      [VacancyStatus.Active, EXPIRED_VACANCIES],
    );
  });
  const due = async (frequency: NotificationFrequency) =>
    Number(
      (
        await database.sql<{ count: string }>(
          `SELECT count(DISTINCT account_id) FROM (SELECT account_id FROM company_subscription WHERE frequency = $1
             UNION ALL SELECT account_id FROM job_function_subscription WHERE frequency = $1
             UNION ALL SELECT account_id FROM search_subscription WHERE frequency = $1) s`,
          [frequency],
        )
      )[0].count,
    );
  const dueDaily = await due(NotificationFrequency.Daily);
  const dueWeekly = await due(NotificationFrequency.Weekly);
  const [{ expired }] = await database.sql<{ expired: string }>(
    'SELECT count(*) AS expired FROM vacancy WHERE status = $1 AND deadline <= now()',
    [VacancyStatus.Active],
  );
  const started = Date.now();
  console.log(
    `Data in: ${dueDaily} talents due a daily digest, ${dueWeekly} a weekly one, ${expired} vacancies past their deadline`,
  );

  const deliveries = async () =>
    await database.sql<{ frequency: number; period_start: Date; rows: string; mails: string }>(
      `SELECT frequency, period_start, count(*) AS rows, count(outbox_mail_id) AS mails FROM digest_delivery GROUP BY 1, 2 ORDER BY 1, 2`,
    );
  const digestMails = async () =>
    Number(
      (
        await database.sql<{ count: string }>(`SELECT count(*) FROM outbox_mail WHERE to_address LIKE '%' || $1`, [
          TALENT_DOMAIN,
        ])
      )[0].count,
    );
  const settled = await waitUntil(
    async () => {
      const rows = await deliveries();
      const count = (frequency: NotificationFrequency) =>
        Number(rows.find((row) => Number(row.frequency) === frequency)?.rows ?? 0);
      const [{ active, pending }] = await database.sql<{ active: string; pending: string }>(
        `SELECT (SELECT count(*) FROM vacancy WHERE status = $1 AND deadline <= now()) AS active,
              (SELECT count(*) FROM outbox_mail WHERE status = 'pending') AS pending`,
        [VacancyStatus.Active],
      );
      const received = smtp.messages.filter((mail) => mail.to.some((to) => to.endsWith(TALENT_DOMAIN))).length;
      const digestsDone =
        count(NotificationFrequency.Daily) >= dueDaily && count(NotificationFrequency.Weekly) >= dueWeekly;
      return digestsDone && Number(active) === 0 && Number(pending) === 0 && received >= (await digestMails());
    },
    SCHEDULED_WORK_TIMEOUT_MS,
    1_000,
  );
  console.log(`Scheduled work ${settled ? 'done' : 'NOT done'} after ${((Date.now() - started) / 1000).toFixed(0)} s`);
  // Two more ticks in both processes: runs that find the work done add nothing.
  await sleep(10_500);

  const rows = await deliveries();
  const periodRows = (frequency: NotificationFrequency, start: Date) =>
    rows.find((row) => Number(row.frequency) === frequency && new Date(row.period_start).getTime() === start.getTime());
  const dailyRows = periodRows(NotificationFrequency.Daily, daily);
  const weeklyRows = periodRows(NotificationFrequency.Weekly, weekly);
  const ran = { a: jobLines(logs.a), b: jobLines(logs.b) };
  const sum = (key: 'daily' | 'weekly' | 'ended', server: 'a' | 'b') =>
    ran[server][key].reduce((total, n) => total + n, 0);
  const runsOf = (key: 'daily' | 'weekly' | 'ended') =>
    `A ${sum(key, 'a')} in ${ran.a[key].length} runs, B ${sum(key, 'b')} in ${ran.b[key].length} runs`;
  const bothRan = (key: 'daily' | 'weekly') => ran.a[key].length > 0 && ran.b[key].length > 0;

  claims.check(
    `Each talent's daily digest is made once: ${dueDaily} talents due, digests of both processes together handle each once`,
    settled &&
      rows.length === 2 &&
      bothRan('daily') &&
      Number(dailyRows?.rows) === dueDaily &&
      sum('daily', 'a') + sum('daily', 'b') === dueDaily,
    `${dailyRows?.rows ?? 0} delivery rows for ${daily.toISOString()} (${dailyRows?.mails ?? 0} with a mail); talents handled: ${runsOf('daily')}`,
  );
  claims.check(
    `Each talent's weekly digest is made once: ${dueWeekly} talents due`,
    settled &&
      bothRan('weekly') &&
      Number(weeklyRows?.rows) === dueWeekly &&
      sum('weekly', 'a') + sum('weekly', 'b') === dueWeekly,
    `${weeklyRows?.rows ?? 0} delivery rows for ${weekly.toISOString()} (${weeklyRows?.mails ?? 0} with a mail); talents handled: ${runsOf('weekly')}`,
  );

  const [outbox] = await database.sql<{ mails: string; pairs: string; talents: string; linked: string }>(
    `SELECT count(*) AS mails, count(DISTINCT (m.to_address, d.frequency)) AS pairs, count(DISTINCT m.to_address) AS talents,
            count(d.account_id) AS linked
       FROM outbox_mail m LEFT JOIN digest_delivery d ON d.outbox_mail_id = m.id
      WHERE m.to_address LIKE '%' || $1`,
    [TALENT_DOMAIN],
  );
  const expectedMails = Number(dailyRows?.mails ?? 0) + Number(weeklyRows?.mails ?? 0);
  claims.check(
    'One digest mail per talent and period in the outbox',
    Number(outbox.mails) === expectedMails &&
      Number(outbox.pairs) === expectedMails &&
      Number(outbox.linked) === expectedMails,
    `${outbox.mails} digest mails queued to ${outbox.talents} talents, ${outbox.pairs} distinct (talent, period) pairs, each linked to its delivery row: ${outbox.linked}`,
  );

  const received = smtp.messages.filter((mail) => mail.to.some((to) => to.endsWith(TALENT_DOMAIN)));
  const perTalent = new Map<string, number>();
  for (const mail of received) for (const to of mail.to) perTalent.set(to, (perTalent.get(to) ?? 0) + 1);
  const expectedPerTalent = new Map(
    (
      await database.sql<{ email: string; mails: string }>(
        `SELECT lower(a.email) AS email, count(*) AS mails FROM digest_delivery d JOIN account a ON a.id = d.account_id
          WHERE d.outbox_mail_id IS NOT NULL GROUP BY 1`,
      )
    ).map((row) => [row.email, Number(row.mails)]),
  );
  const mismatched = [...new Set([...perTalent.keys(), ...expectedPerTalent.keys()])].filter(
    (to) => perTalent.get(to) !== expectedPerTalent.get(to),
  );
  const messageIds = new Set(received.map((mail) => mail.headers['message-id']));
  claims.check(
    'The SMTP server receives each digest mail once (one per talent and period)',
    received.length === expectedMails && messageIds.size === received.length && mismatched.length === 0,
    `${received.length} received, ${messageIds.size} distinct Message-IDs, ${perTalent.size} recipients; talents whose count differs from their digests: ${mismatched.length}`,
  );

  const [{ ended }] = await database.sql<{ ended: string }>(
    'SELECT count(*) AS ended FROM vacancy WHERE status = $1 AND ended_at = deadline',
    [VacancyStatus.Ended],
  );
  claims.check(
    `Each vacancy past its deadline is ended once: ${expired} of them, the deadline job firing in both processes`,
    Number(ended) === Number(expired) && sum('ended', 'a') + sum('ended', 'b') === Number(expired),
    `${ended} ended (ended_at = deadline); ended by ${runsOf('ended')} (a run that ends none logs nothing)`,
  );
}

/** Talents each digest run handled, from a server's log, and vacancies each deadline run ended (logged when some were). */
function jobLines(log: string): { daily: number[]; weekly: number[]; ended: number[] } {
  const text = readFileSync(log, 'utf8');
  const all = (pattern: RegExp) => [...text.matchAll(pattern)].map((match) => Number(match[1]));
  return {
    daily: all(/Daily digest of \S+: (\d+) talents/g),
    weekly: all(/Weekly digest of \S+: (\d+) talents/g),
    ended: all(/Ended (\d+) vacancies past their deadline/g),
  };
}

main().catch((error) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
