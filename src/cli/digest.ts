import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../app.module.js';
import { AppConfig } from '../config/app-config.js';
import { NotificationFrequency } from '../../shared/enums.js';
import { createLogger, PinoNestLogger } from '../core/logging/logger.js';
import { OutboxSender } from '../core/mail/outbox-sender.service.js';
import { DigestService } from '../modules/users/digests/digest.service.js';
import { parseDigestArgs } from './digest-args.js';

/**
 * `npm run digest -- daily|weekly [--dry-run]`: runs the current period's digest now, as the 09:00
 * job would (talents already served this period are skipped), prints one line per mail, and sends
 * what it queued (mail the SMTP server refuses stays in the outbox for the server to retry).
 * `--dry-run` prints the same lines and claims, queues and sends nothing. With the embedded
 * database, stop the server first: PGlite has one user at a time.
 */
async function main(): Promise<void> {
  const { frequency, dryRun } = parseDigestArgs(process.argv.slice(2));
  const config = AppConfig.fromProcessEnv({ SCHEDULER: 'off', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(config), {
    logger: new PinoNestLogger(createLogger(config.logLevel)),
  });
  try {
    const started = Date.now();
    const summary = await app.get(DigestService).run(frequency, {
      dryRun,
      onDigest: (digest) => console.log(`${digest.to}\t${digest.vacancyCount} vacancies\t${digest.subject}`),
    });
    const what = dryRun ? 'would be sent' : 'queued';
    console.log(
      `${dryRun ? 'Dry run: ' : ''}${frequency === NotificationFrequency.Daily ? 'daily' : 'weekly'} digest of ${summary.periodStart.toISOString()}: ` +
        `${summary.talents} talents, ${summary.mails} mails ${what} (${summary.vacancies} new vacancies in all) in ${Date.now() - started} ms`,
    );
    if (!dryRun && summary.mails > 0) console.log(`Mails sent now: ${await app.get(OutboxSender).flush()}`);
  } finally {
    await app.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
