import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** Envelope recipients (RCPT TO), lower-case. */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string | null;
  /** Every header, names lower-case, values as raw text. */
  headers: Record<string, string>;
  raw: string;
}

export interface SmtpListener {
  /** smtp://127.0.0.1:PORT, ready for SMTP_URL. */
  url: string;
  port: number;
  /** Every mail received so far, in order of arrival. */
  messages: ReceivedMail[];
  /** Resolves with the first received mail that matches (waiting for it up to timeoutMs). */
  waitFor(predicate: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on 127.0.0.1 (a random port unless one is given, no TLS, any or no login)
 * that parses each mail it accepts with mailparser. For tests of the mail outbox.
 */
export async function startSmtpListener(options: { port?: number } = {}): Promise<SmtpListener> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();

  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    onAuth: (_auth, _session, callback) => callback(null, { user: 'test' }),
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        simpleParser(raw)
          .then((parsed) => {
            const headers: Record<string, string> = {};
            for (const line of parsed.headerLines)
              headers[line.key.toLowerCase()] = line.line.slice(line.line.indexOf(':') + 1).trim();
            messages.push({
              to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : null,
              headers,
              raw: raw.toString('utf8'),
            });
            for (const wake of waiters) wake();
            callback();
          })
          .catch(callback);
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.on('error', () => undefined);
  const port = (server.server.address() as AddressInfo).port;

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    // Generous: the wait ends at the first matching mail, and a busy two-core run can take seconds to deliver one.
    waitFor(predicate, timeoutMs = 15_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(predicate);
          if (!found) return false;
          clearTimeout(timer);
          waiters.delete(wake);
          resolve(found);
          return true;
        };
        const wake = () => void check();
        const timer = setTimeout(() => {
          waiters.delete(wake);
          reject(
            new Error(
              `No matching mail within ${timeoutMs} ms; received: ${JSON.stringify(messages.map((m) => [m.to, m.subject]))}`,
            ),
          );
        }, timeoutMs);
        if (!check()) waiters.add(wake);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
