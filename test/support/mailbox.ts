import { expect } from '@jest/globals';
import type { OutboxSender } from '../../src/core/mail/outbox-sender.service.js';
import type { ReceivedMail, SmtpListener } from './smtp-listener.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Reading what the outbox delivered to a test's SMTP listener. The listener and the sender are
 *  read when used: tests start them in `beforeAll`. */
export function mailbox(smtp: () => SmtpListener, sender: () => OutboxSender) {
  const mailsTo = (email: string) => smtp().messages.filter((mail) => mail.to.includes(email.toLowerCase()));

  /** Sends what is queued and waits until each address has `count` mails; then a moment for strays. */
  async function delivered(emails: string[], count = 1): Promise<Map<string, ReceivedMail[]>> {
    await sender().flush();
    const deadline = Date.now() + 5000;
    while (emails.some((email) => mailsTo(email).length < count) && Date.now() < deadline) await sleep(50);
    await sleep(150);
    return new Map(emails.map((email) => [email, mailsTo(email)]));
  }

  /** The one mail to the address. */
  async function theMailOf(email: string): Promise<ReceivedMail> {
    const mails = (await delivered([email])).get(email)!;
    expect(mails).toHaveLength(1);
    return mails[0];
  }

  return { mailsTo, delivered, theMailOf };
}
