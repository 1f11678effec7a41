import { type DigestMailParams, type DigestMailVacancy, digestMail } from './digest-mails.js';

const vacancy: DigestMailVacancy = {
  title: 'Dev <script>',
  url: 'https://techboard.ge/vacancies/1',
  company: 'Acme',
  city: 'Tbilisi',
  sources: [
    { type: 'company', name: 'Acme' },
    { type: 'savedSearch', name: 'react & <i>node</i>' },
  ],
  match: {
    score: 82,
    technologies: { commonIds: [1, 2], missingIds: [3] },
    level: 'full',
    workFormat: 'full',
    city: 'full',
    salary: 'overlaps',
  },
  commonTechnologies: ['React', 'Node.js'],
  workFormat: 'Remote',
  isRemote: true,
};

const params: DigestMailParams = {
  kind: 'weekly',
  name: 'Nino <b>',
  total: 3,
  vacancies: [vacancy],
  more: [
    {
      type: 'savedSearch',
      name: 'react & <i>node</i>',
      count: 2,
      url: 'https://techboard.ge/vacancies?searchTerm=react&cities=1',
    },
  ],
  vacanciesUrl: 'https://techboard.ge/vacancies',
  manageUrl: 'https://techboard.ge/userPanel/user-subscriptions',
  unsubscribeUrl: 'https://techboard.ge/api/Users/UnsubscribeDigest?token=1.abc',
};

describe('digestMail', () => {
  it('lists each vacancy with its match in words and the subscriptions that brought it, then the rest; HTML escaped', () => {
    const mail = digestMail('en', params);
    expect(mail.subject).toBe('Your weekly job digest: 3 new vacancies');
    expect(mail.text).toContain(
      'Best match first\n- Dev <script>\n  Acme · Tbilisi\n' +
        '  82% match: You know React and Node.js of its 3 technologies; your level; remote; the salary range meets your expectations\n' +
        '  Why: you follow Acme; your saved search “react & <i>node</i>”\n' +
        '  https://techboard.ge/vacancies/1\n',
    );
    expect(mail.text).toContain(
      'More from your subscriptions\n- Saved search: react & <i>node</i>\n  2 more\n  https://techboard.ge/vacancies?searchTerm=react&cities=1\n',
    );
    expect(mail.text).toContain(
      'Unsubscribe from job digests: https://techboard.ge/api/Users/UnsubscribeDigest?token=1.abc',
    );
    expect(mail.html).not.toMatch(/<script>|<i>|<b>/);
    expect(mail.html).toContain('82% match: You know React and Node.js of its 3 technologies; your level; remote;');
    expect(mail.html).toContain('href="https://techboard.ge/vacancies?searchTerm=react&amp;cities=1"');
    expect(mail.html).toContain('href="https://techboard.ge/userPanel/user-subscriptions"');
  });

  it('says what does not fit, and leaves out what is unknown', () => {
    const mail = digestMail('en', {
      ...params,
      more: [],
      vacancies: [
        {
          ...vacancy,
          isRemote: false,
          workFormat: 'Hybrid',
          commonTechnologies: [],
          match: {
            score: 20,
            technologies: { commonIds: [], missingIds: [3] },
            level: 'unknown',
            workFormat: 'none',
            city: 'none',
            salary: 'below',
          },
        },
        {
          ...vacancy,
          match: {
            ...vacancy.match,
            score: 50,
            technologies: { commonIds: [], missingIds: [] },
            level: 'partial',
            workFormat: 'unknown',
            salary: 'unknown',
          },
        },
      ],
    });
    expect(mail.text).toContain(
      '20% match: None of its 1 technology is among yours; hybrid, not a format you chose; in Tbilisi, not one of your cities; pays less than you asked\n',
    );
    expect(mail.text).toContain('50% match: A level next to yours; remote\n');
    expect(mail.text).not.toContain('More from your subscriptions');
  });

  it('is Georgian for a Georgian talent', () => {
    const mail = digestMail('ka', {
      ...params,
      kind: 'daily',
      total: 1,
      more: [],
      vacancies: [{ ...vacancy, city: 'თბილისი', workFormat: 'დისტანციური' }],
    });
    expect(mail.subject).toBe('ყოველდღიური დაიჯესტი: 1 ახალი ვაკანსია');
    expect(mail.text).toContain(
      '82% შესაბამისობა: იცით React და Node.js მისი 3 ტექნოლოგიიდან; თქვენი დონე; დისტანციური; ანაზღაურება თქვენს მოლოდინს შეესაბამება',
    );
    expect(mail.text).toContain('რატომ: გამოწერილი გაქვთ კომპანია Acme; თქვენი შენახული ძიება „react');
    expect(mail.text).not.toContain('კიდევ');
    expect(mail.html).toContain('<html lang="ka">');
  });
});
