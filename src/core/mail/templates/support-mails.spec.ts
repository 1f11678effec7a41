import { supportAcknowledgementMail, supportTicketMail } from './support-mails.js';

describe('supportTicketMail', () => {
  it('names the visitor, their language and account, with every text of theirs escaped in the HTML', () => {
    const mail = supportTicketMail({
      ticketId: 7,
      name: 'Nino <b>Beridze</b>',
      email: 'nino@example.com',
      message: 'Hello <script>alert(1)</script>\nSecond line',
      language: 'ka',
      accountId: null,
    });
    expect(mail.subject).toBe('Support request #7 from Nino <b>Beridze</b>');
    expect(mail.text).toContain('From: Nino <b>Beridze</b> <nino@example.com>');
    expect(mail.text).toContain('Language: Georgian');
    expect(mail.text).toContain('Account: none');
    expect(mail.text).toContain('Hello <script>alert(1)</script>\nSecond line');
    expect(mail.html).not.toMatch(/<script>|<b>/);
    expect(mail.html).toContain('Hello &lt;script&gt;alert(1)&lt;/script&gt;<br>Second line');
  });

  it('names the signed-in account', () => {
    const mail = supportTicketMail({
      ticketId: 8,
      name: 'Nino',
      email: 'n@example.com',
      message: 'Hi',
      language: 'en',
      accountId: 42,
    });
    expect(mail.text).toContain('Account: #42');
    expect(mail.text).toContain('Language: English');
  });
});

describe('supportAcknowledgementMail', () => {
  it('is in the visitor’s language, with the ticket number and the FAQ link', () => {
    const en = supportAcknowledgementMail('en', { ticketId: 9, faqUrl: 'https://techboard.ge/faq' });
    expect(en.subject).toBe('We received your message (#9)');
    expect(en.text).toContain('https://techboard.ge/faq');
    const ka = supportAcknowledgementMail('ka', { ticketId: 9, faqUrl: 'https://techboard.ge/faq' });
    expect(ka.subject).toBe('თქვენი შეტყობინება მივიღეთ (#9)');
    expect(ka.html).toContain('<html lang="ka">');
  });
});
