import 'reflect-metadata';
import { cpus, loadavg } from 'node:os';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../src/config/app-config.js';
import { NotificationFrequency } from '../../shared/enums.js';
import { MailOutbox } from '../../src/core/mail/mail-outbox.service.js';
import type { OutboxSender } from '../../src/core/mail/outbox-sender.service.js';
import { buildDataSourceOptions } from '../../src/database/data-source-options.js';
import { seedReferenceData } from '../../src/database/seed/reference-data.seeder.js';
import { DigestComposer } from '../../src/modules/users/digests/digest-composer.js';
import { DigestMatcher } from '../../src/modules/users/digests/digest-matcher.js';
import { digestPeriodStart } from '../../src/core/schedule/digest-period.js';
import { DigestService } from '../../src/modules/users/digests/digest.service.js';
import { DigestUnsubscribeToken } from '../../src/modules/users/digests/digest-unsubscribe-token.js';
import { type BenchShape, generate } from './generate.js';
import { writeResultsSection } from './report.js';
import { createScratchDatabase } from '../../test/support/test-app.js';

/**
 * `npm run bench:digest`: 100,000 talents with subscriptions over 100,000 vacancies in a scratch
 * PostgreSQL database (on the server of DATABASE_URL, else postgres://postgres@127.0.0.1:5432),
 * one daily digest run with the outbox only filling (no sender), the result written to
 * bench/results.md. The target: under 2 minutes. KEEP_DB=1 keeps the database for a look;
 * BENCH_PUBLISHED_DAYS spreads the vacancies over fewer days (more new ones in the window).
 */
const DEFAULT_DAYS = 365;
const SHAPE: BenchShape = {
  talents: 100_000,
  vacancies: 100_000,
  companies: 2_000,
  // A year of vacancies (about 270 new a day); BENCH_PUBLISHED_DAYS=60 is a harsher day (about 1,600).
  publishedOverDays: Number(process.env.BENCH_PUBLISHED_DAYS ?? DEFAULT_DAYS),
};
const TARGET_MS = 120_000;

async function main(): Promise<void> {
  const server = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const scratch = await createScratchDatabase(server);
  const name = new URL(scratch.url).pathname.slice(1);
  const config = AppConfig.fromProcessEnv({ DATABASE_URL: scratch.url, LOG_LEVEL: 'warn' });
  const db = new DataSource(buildDataSourceOptions(config));
  await db.initialize();
  try {
    await db.runMigrations({ transaction: 'each' });
    await db.transaction((manager) => seedReferenceData(manager));
    const periodStart = digestPeriodStart(NotificationFrequency.Daily, new Date());
    let started = Date.now();
    console.log(`Generating ${SHAPE.talents} talents and ${SHAPE.vacancies} vacancies in ${name} ...`);
    const counts = await generate(db, SHAPE, periodStart);
    const generatedMs = Date.now() - started;
    console.log(`Generated in ${(generatedMs / 1000).toFixed(1)} s: ${JSON.stringify(counts)}`);

    // The outbox fills; no sender runs (wake is a no-op).
    const outbox = new MailOutbox(db, { wake: () => undefined } as unknown as OutboxSender);
    const digests = new DigestService(
      db,
      new DigestMatcher(),
      new DigestComposer(config, new DigestUnsubscribeToken(config)),
      outbox,
    );
    const load = loadavg()[0];
    started = Date.now();
    const summary = await digests.run(NotificationFrequency.Daily, { periodStart });
    const ms = Date.now() - started;
    const [{ bytes }] = await db.query(
      `SELECT coalesce(sum(octet_length(text_body) + octet_length(html_body)), 0)::bigint AS bytes FROM outbox_mail`,
    );
    const perSecond = Math.round(summary.talents / (ms / 1000));
    console.log(
      `Daily digest: ${summary.talents} talents, ${summary.mails} mails, ${summary.vacancies} new vacancies in the mails, in ${(ms / 1000).toFixed(1)} s (${perSecond} talents/s)`,
    );

    const [{ version }] = await db.query("SELECT current_setting('server_version') AS version");
    writeResultsSection(
      'bench/results.md',
      `## Digests${SHAPE.publishedOverDays === DEFAULT_DAYS ? '' : `: vacancies published over ${SHAPE.publishedOverDays} days`}

\`npm run bench:digest\` (bench/digest/), ${new Date().toISOString().slice(0, 10)}: one daily digest over a scratch PostgreSQL ${version}
database, the outbox only filling (no mail sent). ${cpus().length} cores (${cpus()[0]?.model.trim()}), load average ${load.toFixed(1)}
when the run started.

Data: ${counts.talents.toLocaleString('en')} talents (${counts.georgianTalents.toLocaleString('en')} Georgian, ${counts.talentProfiles.toLocaleString('en')} with a profile, ${counts.talentTechnologies.toLocaleString('en')} technology links), ${counts.dailyTalents.toLocaleString('en')} of them with a daily subscription;
${counts.companySubscriptions.toLocaleString('en')} company subscriptions, ${counts.jobFunctionSubscriptions.toLocaleString('en')} job function subscriptions,
${counts.savedSearches.toLocaleString('en')} saved searches; ${counts.vacancies.toLocaleString('en')} vacancies of ${SHAPE.companies.toLocaleString('en')} companies
(${counts.vacancyTechnologies.toLocaleString('en')} technology links) published over ${SHAPE.publishedOverDays} days, ${counts.openVacancies.toLocaleString('en')} open,
${counts.newInWindow.toLocaleString('en')} of them new in the day before the period (a first digest's window). Generated in ${(generatedMs / 1000).toFixed(0)} s.

| talents | mails queued | new vacancies in the mails | mail text + HTML | total time | talents per second | target |
| ---: | ---: | ---: | ---: | ---: | ---: | --- |
| ${summary.talents.toLocaleString('en')} | ${summary.mails.toLocaleString('en')} | ${summary.vacancies.toLocaleString('en')} | ${(Number(bytes) / 1024 / 1024).toFixed(0)} MB | ${(ms / 1000).toFixed(1)} s | ${perSecond.toLocaleString('en')} | under ${TARGET_MS / 1000} s: ${ms < TARGET_MS ? 'met' : 'NOT met'} |
`,
    );
    console.log('Written to bench/results.md');
  } finally {
    await db.destroy();
    if (process.env.KEEP_DB) console.log(`Kept ${scratch.url}`);
    else await scratch.drop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
