import escapeHtml from 'escape-html';
import { insertBlogPost } from './support/blog-seed.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const SITE = 'https://techboard.example';
const head = (html: string, pattern: RegExp) => html.match(pattern)?.[1];
const jsonLdOf = (html: string): Record<string, any>[] =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) => JSON.parse(match[1]!));

let t: TestApp;
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await startTestApp({ PUBLIC_URL: SITE });
  ids.article = await insertBlogPost(t, {
    titleEn: 'Hiring <senior> engineers in Tbilisi',
    titleGe: 'უფროსი ინჟინრების დაქირავება თბილისში',
    summaryEn: 'What companies offer & what talents expect',
    summaryGe: 'რას სთავაზობენ კომპანიები',
    bodyEn: '## Offers\n\nText.',
    bodyGe: '## შეთავაზებები\n\nტექსტი.',
    coverUrl: '/static/demo/covers/ushba-ai.svg',
    author: 'Nino Beridze',
    publishedDaysAgo: 3,
  });
  ids.plain = await insertBlogPost(t, {
    titleEn: 'No summary here',
    bodyEn: '# Heading\n\nThe **first** words of the [text](https://example.com) matter.',
    publishedDaysAgo: 5,
  });
  ids.draft = await insertBlogPost(t, { titleEn: 'Draft only', published: false });
});
afterAll(() => t.close());

describe('the /news pages', () => {
  it('writes an article’s head: title, summary, cover, canonical, og:type article and an Article JSON-LD', async () => {
    const page = await t.http.get(`/news/${ids.article}`);
    expect(page.status).toBe(200);
    expect(head(page.text, /<title>([^<]*)<\/title>/)).toBe(
      escapeHtml('Hiring <senior> engineers in Tbilisi | TechBoard.ge'),
    );
    expect(page.text).toContain(
      `<meta name="description" content="${escapeHtml('What companies offer & what talents expect')}">`,
    );
    expect(page.text).toContain(`<link rel="canonical" href="${SITE}/news/${ids.article}">`);
    expect(page.text).toContain('<meta property="og:type" content="article">');
    expect(page.text).toContain(`<meta property="og:image" content="${SITE}/share/news/${ids.article}.png">`);
    expect(page.text).toContain(
      `<meta property="og:image:alt" content="${escapeHtml('Hiring <senior> engineers in Tbilisi')}">`,
    );
    expect(page.text).toContain('<meta property="article:published_time"');
    expect(page.text).toContain(
      `<link rel="alternate" type="application/rss+xml" title="TechBoard.ge news" href="${SITE}/api/Blog/Rss?lang=en">`,
    );
    expect(page.text).not.toContain('<senior>');

    const [article] = jsonLdOf(page.text);
    const { publishedAt, updatedAt } = (await t.http.get('/api/Blog/GetBlog').query({ id: ids.article })).body.data;
    expect(article).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'Hiring <senior> engineers in Tbilisi',
      description: 'What companies offer & what talents expect',
      url: `${SITE}/news/${ids.article}`,
      mainEntityOfPage: { '@type': 'WebPage', '@id': `${SITE}/news/${ids.article}` },
      datePublished: publishedAt,
      dateModified: updatedAt,
      inLanguage: 'en',
      author: { '@type': 'Person', name: 'Nino Beridze' },
      image: [`${SITE}/static/demo/covers/ushba-ai.svg`],
      publisher: {
        '@type': 'Organization',
        name: 'TechBoard.ge',
        url: SITE,
        logo: { '@type': 'ImageObject', url: `${SITE}/static/logo.svg` },
      },
    });
  });

  it('writes it in Georgian at /ka/news/{id}, and takes the start of the text when there is no summary', async () => {
    const georgian = await t.http.get(`/ka/news/${ids.article}`);
    expect(georgian.status).toBe(200);
    expect(head(georgian.text, /<title>([^<]*)<\/title>/)).toBe('უფროსი ინჟინრების დაქირავება თბილისში | TechBoard.ge');
    expect(georgian.text).toContain(`<link rel="canonical" href="${SITE}/ka/news/${ids.article}">`);
    expect(georgian.text).toContain(`href="${SITE}/api/Blog/Rss?lang=ka"`);
    expect(jsonLdOf(georgian.text)[0]).toMatchObject({
      headline: 'უფროსი ინჟინრების დაქირავება თბილისში',
      inLanguage: 'ka',
    });

    const plain = await t.http.get(`/news/${ids.plain}`);
    expect(plain.text).toContain('<meta name="description" content="Heading The first words of the text matter.">');
    expect(plain.text).toContain(`<meta property="og:image" content="${SITE}/share/news/${ids.plain}.png">`);
    expect(jsonLdOf(plain.text)[0]).toMatchObject({ author: { '@type': 'Organization', name: 'TechBoard.ge' } });
    expect(jsonLdOf(plain.text)[0]).not.toHaveProperty('image');
  });

  it('answers 404 for an unknown article, a draft and a malformed id', async () => {
    for (const path of ['/news/999999', `/news/${ids.draft}`, '/news/not-a-number', '/news/a~b', '/news/%E0%A4%A']) {
      const page = await t.http.get(path);
      expect(page.status).toBe(404);
      expect(page.text).toContain('<meta name="robots" content="noindex">');
      expect(page.text).not.toContain('application/ld+json');
    }
  });

  it('serves /news with the blog’s SEO texts and the feed link, and /unsubscribe outside the index', async () => {
    const [seo] = await t.db.query(`SELECT title_en FROM seo_detail WHERE page_kind = 'blog'`);
    const news = await t.http.get('/news');
    expect(news.status).toBe(200);
    expect(head(news.text, /<title>([^<]*)<\/title>/)).toBe(escapeHtml(seo.title_en));
    expect(news.text).toContain('<meta property="og:type" content="website">');
    expect(news.text).toContain(
      `<link rel="alternate" type="application/rss+xml" title="TechBoard.ge news" href="${SITE}/api/Blog/Rss?lang=en">`,
    );
    const unsubscribe = await t.http.get('/unsubscribe?token=abc');
    expect(unsubscribe.status).toBe(200);
    expect(unsubscribe.text).toContain('<meta name="robots" content="noindex">');
    expect(unsubscribe.text).not.toContain('application/rss+xml');
  });

  it('lists /news and every published article in the sitemap', async () => {
    const sitemap = await t.http.get('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.text).toContain(`<loc>${SITE}/news</loc>`);
    expect(sitemap.text).toContain(`<loc>${SITE}/news/${ids.article}</loc>`);
    expect(sitemap.text).toContain(`<loc>${SITE}/news/${ids.plain}</loc>`);
    expect(sitemap.text).not.toContain(`/news/${ids.draft}<`);
    expect(sitemap.text).not.toContain('/unsubscribe');
    expect(sitemap.text).toMatch(new RegExp(`<loc>${SITE}/news/${ids.article}</loc>\\n    <lastmod>\\d{4}-`));
  });
});
