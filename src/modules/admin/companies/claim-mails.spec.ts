import { claimApprovedMail, claimRejectedMail } from './claim-mails.js';

describe('claim mails', () => {
  it('tell the claimant the page is theirs, in English and Georgian, with the panel link', () => {
    const en = claimApprovedMail('en', {
      name: 'Acme HR',
      company: 'Acme\nSoftware',
      url: 'https://techboard.ge/companyPanel/generalInformation',
    });
    expect(en.subject).toBe('Your claim of Acme Software was approved');
    expect(en.text).toContain('Hello Acme HR, we approved your claim: the page of Acme Software');
    expect(en.text).toContain('https://techboard.ge/companyPanel/generalInformation');
    const ka = claimApprovedMail('ka', {
      name: 'Acme HR',
      company: 'Acme Software',
      url: 'https://techboard.ge/companyPanel/generalInformation',
    });
    expect(ka.subject).toBe('თქვენი მოთხოვნა კომპანიაზე Acme Software დადასტურდა');
    expect(ka.html).toContain('<html lang="ka">');
  });

  it('give the reason of a rejection, escaped in the HTML', () => {
    const mail = claimRejectedMail('en', {
      name: 'Acme HR',
      company: 'Acme',
      url: 'https://techboard.ge/information/support',
      reason: 'No <b>proof</b>',
    });
    expect(mail.subject).toBe('Your claim of Acme was not approved');
    expect(mail.text).toContain('Reason: No <b>proof</b>');
    expect(mail.html).toContain('Reason: No &lt;b&gt;proof&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>proof');
    expect(
      claimRejectedMail('ka', { name: 'ნინო', company: 'Acme', url: 'https://techboard.ge/', reason: 'მიზეზი' }).text,
    ).toContain('მიზეზი: მიზეზი');
  });
});
