import { Module } from '@nestjs/common';
import { DigestComposer } from './digest-composer.js';
import { DigestJob } from './digest.job.js';
import { DigestMatcher } from './digest-matcher.js';
import { DigestService } from './digest.service.js';
import { DigestUnsubscribeToken } from './digest-unsubscribe-token.js';
import { DigestUnsubscribeController } from './unsubscribe/digest-unsubscribe.controller.js';
import { DigestUnsubscribeService } from './unsubscribe/digest-unsubscribe.service.js';

/** The daily and weekly e-mail digests of talents' subscriptions: the scheduler, the batch runner
 *  (DigestService, also behind `npm run digest`), and the mails' one-click unsubscribe. */
@Module({
  controllers: [DigestUnsubscribeController],
  providers: [
    DigestMatcher,
    DigestComposer,
    DigestUnsubscribeToken,
    DigestService,
    DigestJob,
    DigestUnsubscribeService,
  ],
  exports: [DigestService],
})
export class DigestsModule {}
