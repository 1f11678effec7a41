import { renderMail } from './mail-layout.js';
import { MAX_SEND_ATTEMPTS, retryDelayMs } from './outbox-sender.service.js';
import { passwordRecoveryMail, verificationMail, welcomeMail } from './templates/account-mails.js';

const GEORGIAN = /[\u10D0-\u10FF]/;

describe('renderMail', () => {
  const hostile = {
    language: 'en' as const,
    heading: 'Hi <script>alert(1)</script>',
    paragraphs: ['Tom & Jerry "quoted" \'single\'', 'line one\nline <i>two</i>'],
    action: { label: 'Go <now>', url: 'https://techboard.ge/verify?a=1&b="x"' },
    footer: 'Footer <b>bold</b>',
  };

  it('escapes every value in the HTML part', () => {
    const { html } = renderMail(hostile);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<i>');
    expect(html).not.toContain('<b>');
    expect(html).toContain('Hi &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('Tom &amp; Jerry &quot;quoted&quot; &#39;single&#39;');
    expect(html).toContain('line one<br>line &lt;i&gt;two&lt;/i&gt;');
    expect(html).toContain('Go &lt;now&gt;');
    expect(html).toContain('Footer &lt;b&gt;bold&lt;/b&gt;');
    // The URL is normalised by the URL parser (the quote is percent-encoded) and escaped in the attribute.
    expect(html).toContain('href="https://techboard.ge/verify?a=1&amp;b=%22x%22"');
    expect(html).toContain('<html lang="en">');
  });

  it('keeps the text part plain: unescaped texts, the link written out', () => {
    const { text } = renderMail(hostile);
    expect(text).toContain('Hi <script>alert(1)</script>');
    expect(text).toContain('Tom & Jerry "quoted" \'single\'');
    expect(text).toContain('Go <now>:\nhttps://techboard.ge/verify?a=1&b=%22x%22');
    expect(text).toContain('\n-- \nFooter <b>bold</b>');
    expect(text).not.toContain('&amp;');
  });

  it('refuses a link that is not http(s)', () => {
    expect(() => renderMail({ ...hostile, action: { label: 'x', url: 'javascript:alert(1)' } })).toThrow(/http/);
    expect(() => renderMail({ ...hostile, action: { label: 'x', url: 'data:text/html,hi' } })).toThrow(/http/);
    expect(() => renderMail({ ...hostile, action: { label: 'x', url: '/relative' } })).toThrow(/absolute/);
  });

  it("uses the language's own fallback texts and footer", () => {
    const ka = renderMail({
      language: 'ka',
      heading: 'სათაური',
      paragraphs: ['ტექსტი'],
      action: { label: 'ღილაკი', url: 'https://techboard.ge/' },
    });
    expect(ka.html).toContain('<html lang="ka">');
    expect(ka.html).toContain('თუ ღილაკი არ მუშაობს');
    expect(ka.text).toContain('TechBoard.ge: საქართველოს');
    const en = renderMail({ language: 'en', heading: 'Heading', paragraphs: [] });
    expect(en.html).not.toContain('If the button does not work');
    expect(en.text).toContain('TechBoard.ge: the tech job board of Georgia.');
  });
});

describe('account mails', () => {
  const url = 'https://techboard.ge/verifyEmail?verificationId=abc&email=a%40b.ge';
  const mails = (language: 'en' | 'ka') => [
    verificationMail(language, { name: 'Nino <b>', url }),
    passwordRecoveryMail(language, { name: 'Nino <b>', url }),
    welcomeMail(language, { name: 'Nino <b>', kind: 'talent', url }),
    welcomeMail(language, { name: 'Nino <b>', kind: 'company', url }),
  ];

  it.each(['en', 'ka'] as const)('renders every mail in %s with subject, link and escaped name', (language) => {
    for (const mail of mails(language)) {
      expect(mail.subject.length).toBeGreaterThan(5);
      expect(/[\r\n]/.test(mail.subject)).toBe(false);
      expect(mail.text).toContain(url);
      expect(mail.text).toContain('Nino <b>');
      expect(mail.html).toContain('Nino &lt;b&gt;');
      expect(mail.html).toContain('href="https://techboard.ge/verifyEmail?verificationId=abc&amp;email=a%40b.ge"');
      expect(GEORGIAN.test(mail.subject + mail.text)).toBe(language === 'ka');
    }
  });

  it('tells a talent and a company different first steps', () => {
    const [, , talent, company] = mails('en');
    expect(talent!.text).toContain('upload your CV');
    expect(company!.text).toContain('publish your first vacancy');
    const [, , talentKa, companyKa] = mails('ka');
    expect(talentKa!.text).not.toBe(companyKa!.text);
  });

  it('greets without a name when there is none', () => {
    expect(verificationMail('en', { name: ' ', url }).text).toContain('Hello,\n');
    expect(verificationMail('ka', { name: '', url }).text).toContain('გამარჯობა!\n');
  });
});

describe('retryDelayMs', () => {
  it('doubles from 30 s and stops at one hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(retryDelayMs)).toEqual([30, 60, 120, 240, 480, 960, 1920].map((s) => s * 1000));
    expect(retryDelayMs(8)).toBe(3_600_000);
    expect(retryDelayMs(20)).toBe(3_600_000);
    expect(MAX_SEND_ATTEMPTS).toBe(8);
  });
});
