import { blogAlreadySubscribedMail, blogConfirmationMail, blogWeeklyMail } from './blog-mails.js';

const unsubscribeUrl = 'https://techboard.ge/api/Users/UnsubscribeFromBlogs?token=1.1.abc';

describe('blog mails', () => {
  it('confirmation: the link as a button and written out, in English and Georgian', () => {
    const confirmUrl = 'https://techboard.ge/news?confirmSubscription=1.1.1700000000.abc';
    const en = blogConfirmationMail('en', { confirmUrl });
    expect(en.subject).toBe('Confirm your subscription to TechBoard.ge news');
    expect(en.text).toContain(`Confirm subscription:\n${confirmUrl}\n`);
    expect(en.text).toContain('7 days');
    expect(en.html).toContain(`href="${confirmUrl}"`);
    const ka = blogConfirmationMail('ka', { confirmUrl });
    expect(ka.subject).toBe('დაადასტურეთ TechBoard.ge-ის სიახლეების გამოწერა');
    expect(ka.html).toContain('<html lang="ka">');
    expect(ka.text).toContain(confirmUrl);
  });

  it('already subscribed: says nothing changed and carries the unsubscribe link', () => {
    const mail = blogAlreadySubscribedMail('en', { newsUrl: 'https://techboard.ge/news', unsubscribeUrl });
    expect(mail.subject).toBe('You are already subscribed to TechBoard.ge news');
    expect(mail.text).toContain(`Unsubscribe from the news: ${unsubscribeUrl}`);
    expect(mail.html).toContain(`href="${unsubscribeUrl}"`);
  });

  it('weekly: each article with its summary and link, escaped; singular and Georgian subjects', () => {
    const posts = [
      { title: 'Tbilisi <script>', summary: 'Meetups & more', url: 'https://techboard.ge/news/7' },
      { title: 'Second', summary: '', url: 'https://techboard.ge/news/abc-9' },
    ];
    const mail = blogWeeklyMail('en', { posts, newsUrl: 'https://techboard.ge/news', unsubscribeUrl });
    expect(mail.subject).toBe('TechBoard.ge news: 2 new articles this week');
    expect(mail.text).toContain(
      '- Tbilisi <script>\n  Meetups & more\n  https://techboard.ge/news/7\n- Second\n  https://techboard.ge/news/abc-9\n',
    );
    expect(mail.text).toContain(`Unsubscribe from the news: ${unsubscribeUrl}`);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Meetups &amp; more');
    expect(
      blogWeeklyMail('en', { posts: posts.slice(1), newsUrl: 'https://techboard.ge/news', unsubscribeUrl }).subject,
    ).toBe('TechBoard.ge news: 1 new article this week');
    const ka = blogWeeklyMail('ka', { posts, newsUrl: 'https://techboard.ge/news', unsubscribeUrl });
    expect(ka.subject).toBe('TechBoard.ge-ის სიახლეები: ამ კვირის 2 ახალი სტატია');
    expect(ka.text).toContain('სიახლეების გამოწერის გაუქმება');
  });
});
