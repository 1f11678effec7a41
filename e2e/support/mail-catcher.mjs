// A real SMTP server for the browser tests: accepts every mail on E2E_SMTP_PORT and lists what it
// received as JSON on http://127.0.0.1:E2E_MAIL_PORT/messages (newest last), so a test can open
// the link a mail carries. Started by Playwright beside the app (see playwright.config.ts).
import { createServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 4025);
const httpPort = Number(process.env.E2E_MAIL_PORT ?? 4026);
const messages = [];

const smtp = new SMTPServer({
  secure: false,
  disabledCommands: ['STARTTLS'],
  authOptional: true,
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((mail) => {
        messages.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          subject: mail.subject ?? '',
          text: mail.text ?? '',
        });
        callback();
      })
      .catch(callback);
  },
});
smtp.listen(smtpPort, '127.0.0.1');

createServer((request, response) => {
  response.setHeader('Content-Type', 'application/json');
  response.end(JSON.stringify(request.url === '/messages' ? messages : { ok: true }));
}).listen(httpPort, '127.0.0.1');
