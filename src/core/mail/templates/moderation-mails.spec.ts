import {
  reviewApprovedMail,
  reviewRejectedMail,
  vacancyApprovedMail,
  vacancyRejectedMail,
} from './moderation-mails.js';

const GEORGIAN = /[\u10D0-\u10FF]/;

describe('moderation mails', () => {
  it('tell the company its vacancy is live, in its language', () => {
    const en = vacancyApprovedMail('en', {
      name: 'Acme',
      vacancyTitle: 'Go Developer',
      url: 'https://techboard.example/vacancies/5',
    });
    expect(en.subject).toBe('Your vacancy is live: Go Developer');
    expect(en.text).toContain('Hello Acme,');
    expect(en.text).toContain('https://techboard.example/vacancies/5');
    const ka = vacancyApprovedMail('ka', {
      name: '',
      vacancyTitle: 'Go დეველოპერი',
      url: 'https://techboard.example/vacancies/5',
    });
    expect(ka.subject).toBe('თქვენი ვაკანსია გამოქვეყნდა: Go დეველოპერი');
    expect(ka.text).toContain('გამარჯობა!');
    expect(ka.html).toContain('<html lang="ka">');
  });

  it('give the reason of a rejection as plain text, escaped in the HTML', () => {
    const reason = 'The salary <b>is</b> missing\nand the title is all capitals';
    const en = vacancyRejectedMail('en', {
      name: 'Acme',
      vacancyTitle: 'Go Developer',
      reason,
      url: 'https://techboard.example/companyPanel/vacancies/update/5',
    });
    expect(en.subject).toBe('Your vacancy was not approved: Go Developer');
    expect(en.text).toContain(reason);
    expect(en.html).not.toContain('<b>is</b>');
    expect(en.html).toContain('The salary &lt;b&gt;is&lt;/b&gt; missing<br>and the title is all capitals');
    const ka = vacancyRejectedMail('ka', {
      name: 'Acme',
      vacancyTitle: 'Go',
      reason,
      url: 'https://techboard.example/x',
    });
    expect(ka.subject).toMatch(GEORGIAN);
    expect(ka.text).toContain(reason);
  });

  it('tell a review’s author the outcome in their language', () => {
    const params = {
      name: 'Nino Beridze',
      companyName: 'Acme',
      headline: 'Great team',
      url: 'https://techboard.example/companies/acme/reviews',
    };
    expect(reviewApprovedMail('en', params).subject).toBe('Your review is published: Acme');
    expect(reviewApprovedMail('ka', params).text).toContain('„Great team“');
    const rejected = reviewRejectedMail('en', { ...params, reason: 'Names a colleague' });
    expect(rejected.subject).toBe('Your review was not approved: Acme');
    expect(rejected.text).toContain('Names a colleague');
    expect(reviewRejectedMail('ka', { ...params, reason: 'მიზეზი' }).subject).toBe(
      'თქვენი შეფასება არ დამტკიცდა: Acme',
    );
  });
});
