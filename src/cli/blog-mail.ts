import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../app.module.js';
import { AppConfig } from '../config/app-config.js';
import { createLogger, PinoNestLogger } from '../core/logging/logger.js';
import { OutboxSender } from '../core/mail/outbox-sender.service.js';
import { BlogWeeklyMailService } from '../modules/blog/subscription/weekly/blog-weekly-mail.service.js';

/**
 * `npm run blog-mail`: runs this week's news mail now, as the Monday job would (subscribers already
 * served this week are skipped), and sends what it queued. With the embedded database, stop the
 * server first: PGlite has one user at a time.
 */
async function main(): Promise<void> {
  const config = AppConfig.fromProcessEnv({ SCHEDULER: 'off', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(config), {
    logger: new PinoNestLogger(createLogger(config.logLevel)),
  });
  try {
    const summary = await app.get(BlogWeeklyMailService).run();
    console.log(
      `Weekly news of ${summary.periodStart.toISOString()}: ${summary.posts} posts, ${summary.mails} mails queued`,
    );
    if (summary.mails > 0) console.log(`Mails sent now: ${await app.get(OutboxSender).flush()}`);
  } finally {
    await app.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
