import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { LoggerService } from '@nestjs/common';
import { createTransport } from 'nodemailer';
import type { AppConfig } from '../../config/app-config.js';

/** One mail as the sender hands it to a transport. */
export interface TransportMail {
  /** The outbox row's id: gives a stable Message-ID (and .eml name), the same on every retry. */
  id: string;
  createdAt: Date;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  headers: Record<string, string>;
}

/** Where mail goes: an SMTP server, or .eml files on disk when no SMTP server is configured. */
export interface MailTransport {
  readonly kind: 'smtp' | 'file';
  /** Resolves once the mail is accepted (by the SMTP server, or written to disk); rejects otherwise. */
  send(mail: TransportMail): Promise<void>;
  close(): void;
}

// Bounded waits, so a silent SMTP server cannot hold a sender (and its claimed mails) for long.
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000, dnsTimeout: 15_000 };

export function createMailTransport(config: AppConfig, logger: LoggerService): MailTransport {
  return config.mail.smtpUrl
    ? new SmtpMailTransport(config.mail.smtpUrl, config.mail.from)
    : new FileMailTransport(config.mail.dir, config.mail.from, logger, !config.isProduction);
}

/** `<outbox.42.1763884800000@techboard.ge>`: the domain of the sender's address. */
function messageId(mail: TransportMail, from: string): string {
  const domain = /@([^\s<>@]+?)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<outbox.${mail.id}.${mail.createdAt.getTime()}@${domain}>`;
}

function messageFields(mail: TransportMail, from: string) {
  return {
    from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    ...(mail.html ? { html: mail.html } : {}),
    headers: mail.headers,
    messageId: messageId(mail, from),
    date: new Date(),
  };
}

class SmtpMailTransport implements MailTransport {
  readonly kind = 'smtp' as const;
  private readonly transporter;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transporter = createTransport({ url, ...SMTP_TIMEOUTS });
  }

  async send(mail: TransportMail): Promise<void> {
    const info = await this.transporter.sendMail(messageFields(mail, this.from));
    if (info.rejected.length > 0) {
      throw new Error(`SMTP server rejected the recipient: ${info.response}`);
    }
  }

  close(): void {
    this.transporter.close();
  }
}

const LINK = /https?:\/\/[^\s<>"']+/g;

/** Development and demo without an SMTP server: each mail becomes `<MAIL_DIR>/<time>-<id>.eml`,
 *  and its recipient, subject and links are logged so a verification link is one click away. Not
 *  the links in production: they hold one-time tokens, and logs travel further than the folder. */
class FileMailTransport implements MailTransport {
  readonly kind = 'file' as const;
  private readonly transporter = createTransport({ streamTransport: true, buffer: true, newline: 'windows' });

  constructor(
    private readonly dir: string,
    private readonly from: string,
    private readonly logger: LoggerService,
    private readonly logLinks: boolean,
  ) {}

  async send(mail: TransportMail): Promise<void> {
    const info = await this.transporter.sendMail(messageFields(mail, this.from));
    const stamp = mail.createdAt
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d+Z$/, 'Z');
    const file = resolve(join(this.dir, `${stamp}-${mail.id}.eml`));
    await mkdir(this.dir, { recursive: true });
    // Write then rename: a reader of the folder never sees half a mail.
    await writeFile(`${file}.tmp`, info.message as Buffer);
    await rename(`${file}.tmp`, file);
    const links = this.logLinks ? [...new Set(mail.text.match(LINK) ?? [])] : [];
    this.logger.log(
      `Mail to ${mail.to} "${mail.subject}" written to ${file}` + (links.length ? `; links: ${links.join(' ')}` : ''),
      'Mail',
    );
  }

  close(): void {
    this.transporter.close();
  }
}
