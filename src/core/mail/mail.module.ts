import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailOutbox } from './mail-outbox.service.js';
import { OutboxMail } from './outbox-mail.entity.js';
import { OutboxSender } from './outbox-sender.service.js';

/** Outgoing mail through the outbox: inject `MailOutbox` and `enqueue`; the `OutboxSender`
 *  (one per process) sends over SMTP, or writes .eml files when no SMTP_URL is set. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([OutboxMail])],
  providers: [OutboxSender, MailOutbox],
  exports: [MailOutbox, OutboxSender],
})
export class MailModule {}
