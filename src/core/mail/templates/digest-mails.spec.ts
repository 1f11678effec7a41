import { digestMail } from './digest-mails.js';

const params = {
  kind: 'weekly' as const,
  name: 'Nino <b>',
  total: 3,
  groups: [
    {
      type: 'savedSearch' as const,
      name: 'react & <i>node</i>',
      total: 3,
      vacancies: [{ title: 'Dev <script>', note: 'Acme · Tbilisi', url: 'https://techboard.ge/vacancies/1' }],
      allUrl: 'https://techboard.ge/vacancies?searchTerm=react&cities=1',
    },
  ],
  vacanciesUrl: 'https://techboard.ge/vacancies',
  manageUrl: 'https://techboard.ge/userPanel/user-subscriptions',
  unsubscribeUrl: 'https://techboard.ge/api/Users/UnsubscribeDigest?token=1.abc',
};

describe('digestMail', () => {
  it('lists the groups with their links, "and N more", and the manage and unsubscribe links; HTML escaped', () => {
    const mail = digestMail('en', params);
    expect(mail.subject).toBe('Your weekly job digest: 3 new vacancies');
    expect(mail.text).toContain(
      'Saved search: react & <i>node</i>\n- Dev <script>\n  Acme · Tbilisi\n  https://techboard.ge/vacancies/1\n',
    );
    expect(mail.text).toContain('and 2 more: https://techboard.ge/vacancies?searchTerm=react&cities=1');
    expect(mail.text).toContain(
      'Unsubscribe from job digests: https://techboard.ge/api/Users/UnsubscribeDigest?token=1.abc',
    );
    expect(mail.html).not.toMatch(/<script>|<i>|<b>/);
    expect(mail.html).toContain('href="https://techboard.ge/vacancies?searchTerm=react&amp;cities=1"');
    expect(mail.html).toContain('href="https://techboard.ge/userPanel/user-subscriptions"');
  });

  it('is Georgian for a Georgian talent, without "more" when every vacancy is listed', () => {
    const mail = digestMail('ka', { ...params, kind: 'daily', total: 1, groups: [{ ...params.groups[0], total: 1 }] });
    expect(mail.subject).toBe('ყოველდღიური დაიჯესტი: 1 ახალი ვაკანსია');
    expect(mail.text).toContain('შენახული ძიება: react');
    expect(mail.text).not.toContain('და კიდევ');
    expect(mail.html).toContain('<html lang="ka">');
  });
});
