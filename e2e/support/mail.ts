const mailPort = Number(process.env.E2E_MAIL_PORT ?? 4026);

interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
}

/** Waits for a mail to the address whose text has a link matching the pattern; returns the link. */
export async function linkFromMail(to: string, pattern: RegExp, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const messages = (await (await fetch(`http://127.0.0.1:${mailPort}/messages`)).json()) as CaughtMail[];
    for (const mail of messages.reverse()) {
      if (!mail.to.includes(to.toLowerCase())) continue;
      const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => pattern.test(url));
      if (link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no mail to ${to} with a link matching ${pattern}`);
}
