import { supportReplyMail } from './support-reply-mail.js';

describe('supportReplyMail', () => {
  it('carries the staff answer with the ticket number, escaped in the HTML', () => {
    const mail = supportReplyMail('en', { ticketId: 12, message: 'Upload a PDF <b>under</b> 10 MB.\nThanks!' });
    expect(mail.subject).toBe('An answer to your message (#12)');
    expect(mail.text).toContain('This is the answer to your message #12:');
    expect(mail.text).toContain('Upload a PDF <b>under</b> 10 MB.\nThanks!');
    expect(mail.html).not.toContain('<b>under</b>');
    expect(mail.html).toContain('Upload a PDF &lt;b&gt;under&lt;/b&gt; 10 MB.<br>Thanks!');
  });

  it('is in Georgian for a ticket written in Georgian', () => {
    const mail = supportReplyMail('ka', { ticketId: 12, message: 'გამარჯობა' });
    expect(mail.subject).toBe('პასუხი თქვენს შეტყობინებაზე (#12)');
    expect(mail.html).toContain('<html lang="ka">');
    expect(mail.text).toContain('გამარჯობა');
  });
});
