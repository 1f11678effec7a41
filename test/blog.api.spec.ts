import type { Response } from 'supertest';
import { type Element, xml2js } from 'xml-js';
import { demoBlogPosts } from '../src/database/seed/demo/blog-posts.js';
import { BlogService } from '../src/modules/blog/content/blog.service.js';
import { insertBlogPost } from './support/blog-seed.js';
import { dataOf, errorsOf, GEORGIAN } from './support/envelope.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { asText } from './support/text-body.js';

const SITE = 'https://techboard.example';
const HOSTILE_TITLE = '<script>alert("x")</script> & ]]> Tips ]]> &amp;';
const words = (count: number) => Array.from({ length: count }, (_, n) => `word${n}`).join(' ');

let t: TestApp;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await startTestApp({ PUBLIC_URL: SITE });
  ids.kubernetes = await insertBlogPost(t, {
    titleEn: 'Kubernetes in production at Georgian banks',
    titleGe: 'Kubernetes წარმოებაში ქართულ ბანკებში',
    summaryEn: 'How banks run their containers',
    summaryGe: 'როგორ მართავენ ბანკები კონტეინერებს',
    bodyEn: `# Containers\n\n${words(450)}`,
    bodyGe: `# კონტეინერები\n\n${words(150)}`,
    coverUrl: '/static/demo/covers/colchis-cloud.svg',
    author: 'Nino Beridze',
    publishedDaysAgo: 1,
  });
  ids.salaries = await insertBlogPost(t, {
    titleEn: 'Developer salaries in Tbilisi',
    titleGe: 'დეველოპერების ხელფასები თბილისში',
    summaryEn: 'What juniors and seniors earn',
    summaryGe: 'რამდენს გამოიმუშავებენ დამწყებები და გამოცდილები',
    bodyGe: 'ქართული ტექსტი',
    publishedDaysAgo: 2,
  });
  ids.englishOnly = await insertBlogPost(t, {
    titleEn: 'A guide to remote work',
    summaryEn: 'Working from anywhere',
    publishedDaysAgo: 3,
  });
  ids.hostile = await insertBlogPost(t, {
    titleEn: HOSTILE_TITLE,
    summaryEn: 'Markup ]]> & more',
    publishedDaysAgo: 4,
  });
  ids.draft = await insertBlogPost(t, { titleEn: 'Unfinished draft about quantum hiring', published: false });
  for (let n = 1; n <= 21; n++) await insertBlogPost(t, { titleEn: `Weekly roundup ${n}`, publishedDaysAgo: 10 + n });
});
afterAll(() => t.close());

const PUBLISHED = 25;
const getBlogs = (query: Record<string, unknown> = {}, language = 'en') =>
  t.http.get('/api/Blog/GetBlogs').set('Accept-Language', language).query(query);
const getBlog = (id: unknown, language = 'en') =>
  t.http.get('/api/Blog/GetBlog').set('Accept-Language', language).query({ id });

describe('GET Blog/GetBlogs (built-in blog)', () => {
  it('lists published posts newest first, nine a page, in Strapi’s shape', async () => {
    const first = dataOf(await getBlogs());
    expect(first.meta).toEqual({ pagination: { page: 1, pageSize: 9, pageCount: 3, total: PUBLISHED } });
    expect(first.data).toHaveLength(9);
    expect(first.data[0]).toEqual({
      id: String(ids.kubernetes),
      title: 'Kubernetes in production at Georgian banks',
      summary: 'How banks run their containers',
      coverUrl: '/static/demo/covers/colchis-cloud.svg',
      publishedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      readingMinutes: 3,
    });
    expect(first.data.map((post: { id: string }) => post.id).slice(0, 4)).toEqual(
      [ids.kubernetes, ids.salaries, ids.englishOnly, ids.hostile].map(String),
    );
    const dates = first.data.map((post: { publishedAt: string }) => Date.parse(post.publishedAt));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect(JSON.stringify(first)).not.toContain('Unfinished draft');

    const last = dataOf(await getBlogs({ page: 3, pageSize: 9 }));
    expect(last.meta.pagination).toEqual({ page: 3, pageSize: 9, pageCount: 3, total: PUBLISHED });
    expect(last.data).toHaveLength(PUBLISHED - 18);
    const beyond = dataOf(await getBlogs({ page: 7, pageSize: 9 }));
    expect(beyond).toEqual({
      data: [],
      meta: { pagination: { page: 7, pageSize: 9, pageCount: 3, total: PUBLISHED } },
    });
    expect(dataOf(await getBlogs({ pageSize: 50 })).data).toHaveLength(PUBLISHED);
  });

  it('gives Georgian texts for Accept-Language: ka, English where there is no Georgian', async () => {
    const { data } = dataOf(await getBlogs({}, 'ka'));
    expect(data[0]).toMatchObject({
      title: 'Kubernetes წარმოებაში ქართულ ბანკებში',
      summary: 'როგორ მართავენ ბანკები კონტეინერებს',
      readingMinutes: 1,
    });
    expect(data[2]).toMatchObject({ title: 'A guide to remote work', summary: 'Working from anywhere' });
  });

  it('searches titles and summaries in English and Georgian, misspelt words too', async () => {
    const titlesOf = async (search: string, language = 'en') =>
      dataOf(await getBlogs({ search }, language)).data.map((post: { title: string }) => post.title);
    expect(await titlesOf('kubernetes')).toEqual(['Kubernetes in production at Georgian banks']);
    expect(await titlesOf('  Kubernetes  BANKS ')).toEqual(['Kubernetes in production at Georgian banks']);
    expect(await titlesOf('kubernets')).toEqual(['Kubernetes in production at Georgian banks']);
    expect(await titlesOf('ხელფასები')).toEqual(['Developer salaries in Tbilisi']);
    expect(await titlesOf('ხელფასები', 'ka')).toEqual(['დეველოპერების ხელფასები თბილისში']);
    expect(await titlesOf('earn')).toEqual(['Developer salaries in Tbilisi']);
    expect(await titlesOf('quantum')).toEqual([]);
    expect(await titlesOf('%%%')).toEqual([]);
    const counted = dataOf(await getBlogs({ search: 'weekly roundup', pageSize: 5 }));
    expect(counted.meta.pagination).toEqual({ page: 1, pageSize: 5, pageCount: 5, total: 21 });
  });

  it('refuses a bad page, page size or search, in the request language', async () => {
    expect(errorsOf(await getBlogs({ page: 0 }), 400).page).toEqual(['The page must be a whole number from 1']);
    expect(errorsOf(await getBlogs({ page: 'x' }), 400).page).toEqual(['The page must be a whole number from 1']);
    expect(errorsOf(await getBlogs({ pageSize: 51 }), 400).pageSize).toEqual([
      'The page size must be a whole number from 1 to 50',
    ]);
    expect(errorsOf(await getBlogs({ pageSize: 0 }, 'ka'), 400).pageSize).toEqual([
      'გვერდის ზომა უნდა იყოს მთელი რიცხვი 1-დან 50-მდე',
    ]);
    expect(errorsOf(await getBlogs({ search: 'x'.repeat(101) }), 400).search).toEqual([
      'The search text must be at most 100 characters long',
    ]);
    expect(errorsOf(await getBlogs({ search: 'x'.repeat(101) }, 'ka'), 400).search[0]).toMatch(GEORGIAN);
    expect(dataOf(await getBlogs({ search: 'x'.repeat(100) })).data).toEqual([]);
  });
});

describe('GET Blog/GetBlog (built-in blog)', () => {
  it('answers one article with its Markdown body, author and language', async () => {
    const article = dataOf(await getBlog(ids.kubernetes));
    expect(article).toEqual({
      id: String(ids.kubernetes),
      title: 'Kubernetes in production at Georgian banks',
      summary: 'How banks run their containers',
      body: `# Containers\n\n${words(450)}`,
      coverUrl: '/static/demo/covers/colchis-cloud.svg',
      author: 'Nino Beridze',
      publishedAt: expect.any(String),
      updatedAt: expect.any(String),
      readingMinutes: 3,
      language: 'en',
    });
    expect(dataOf(await getBlog(ids.kubernetes, 'ka'))).toMatchObject({
      title: 'Kubernetes წარმოებაში ქართულ ბანკებში',
      body: `# კონტეინერები\n\n${words(150)}`,
      language: 'ka',
    });
    expect(dataOf(await getBlog(ids.englishOnly, 'ka'))).toMatchObject({
      title: 'A guide to remote work',
      language: 'en',
      author: null,
      coverUrl: null,
    });
  });

  it('is 404 for an unknown article, a draft or an id of another kind, in the request language', async () => {
    expect(errorsOf(await getBlog(999999), 404)._).toEqual(['The article was not found']);
    expect(errorsOf(await getBlog(999999, 'ka'), 404)._).toEqual(['სტატია ვერ მოიძებნა']);
    expect(errorsOf(await getBlog(ids.draft), 404)._).toEqual(['The article was not found']);
    expect(errorsOf(await getBlog('k3x9documentid'), 404)._).toEqual(['The article was not found']);
    expect(errorsOf(await getBlog('99999999999999999999'), 404)._).toEqual(['The article was not found']);
  });

  it('refuses a missing or malformed id with 400', async () => {
    expect(errorsOf(await t.http.get('/api/Blog/GetBlog'), 400).id).toEqual(['Choose an article (id)']);
    expect(errorsOf(await t.http.get('/api/Blog/GetBlog').set('Accept-Language', 'ka'), 400).id).toEqual([
      'აირჩიეთ სტატია (id)',
    ]);
    for (const id of ['a b', '../1', 'x'.repeat(65), 'ab.c']) {
      expect(errorsOf(await getBlog(id), 400).id).toEqual(['The article id must be 1 to 64 letters, digits, _ or -']);
    }
  });
});

/** GET /api/Blog/Rss with the body as text. */
const rss = (query: Record<string, unknown> = {}) =>
  t.http.get('/api/Blog/Rss').query(query).buffer(true).parse(asText);
const channelOf = (response: Response): Element => {
  expect(response.status).toBe(200);
  const root = (xml2js(response.body as string, { compact: false }) as Element).elements!.find(
    (node) => node.name === 'rss',
  )!;
  return root.elements!.find((node) => node.name === 'channel')!;
};
const children = (parent: Element, name: string) => (parent.elements ?? []).filter((node) => node.name === name);
const textOf = (parent: Element, name: string): string =>
  (children(parent, name)[0]?.elements ?? []).map((part) => String(part.text ?? part.cdata ?? '')).join('');

describe('GET Blog/Rss', () => {
  it('is RSS 2.0 of the 20 newest posts, linking the articles, texts exact', async () => {
    const response = await rss();
    expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const channel = channelOf(response);
    expect(textOf(channel, 'title')).toBe('TechBoard.ge news');
    expect(textOf(channel, 'link')).toBe(`${SITE}/news`);
    expect(textOf(channel, 'language')).toBe('en');
    const items = children(channel, 'item');
    expect(items).toHaveLength(20);
    expect(textOf(items[0]!, 'title')).toBe('Kubernetes in production at Georgian banks');
    expect(textOf(items[0]!, 'link')).toBe(`${SITE}/news/${ids.kubernetes}`);
    expect(textOf(items[0]!, 'description')).toBe('How banks run their containers');
    // The SVG cover is drawn into the article's share image, a PNG of a known size (test/share-images.api.spec.ts).
    expect(children(items[0]!, 'enclosure')[0]?.attributes).toMatchObject({
      url: `${SITE}/share/news/${ids.kubernetes}.png`,
      type: 'image/png',
      length: expect.stringMatching(/^[1-9]\d*$/),
    });
    expect(textOf(items[3]!, 'title')).toBe(HOSTILE_TITLE);
    expect(textOf(items[3]!, 'description')).toBe('Markup ]]> & more');
    expect(response.body).not.toContain('Unfinished draft');
  });

  it('writes the Georgian texts with lang=ka and refuses another language', async () => {
    const channel = channelOf(await rss({ lang: 'ka' }));
    expect(textOf(channel, 'title')).toBe('TechBoard.ge-ის სიახლეები');
    expect(textOf(channel, 'language')).toBe('ka');
    expect(textOf(children(channel, 'item')[0]!, 'title')).toBe('Kubernetes წარმოებაში ქართულ ბანკებში');
    const refused = await t.http.get('/api/Blog/Rss').query({ lang: 'de' });
    expect(errorsOf(refused, 400).lang).toEqual(['lang must be en or ka']);
    expect(refused.headers['content-type']).toContain('application/json');
  });
});

describe('BlogService.postsPublishedBetween (the weekly mail)', () => {
  it('gives the posts published in the period, newest first, in the language asked for', async () => {
    const blog = t.app.get(BlogService);
    const now = new Date();
    const posts = await blog.postsPublishedBetween(new Date(now.getTime() - 2.5 * 86_400_000), now, 'ka');
    expect(posts.map((post) => post.title)).toEqual([
      'Kubernetes წარმოებაში ქართულ ბანკებში',
      'დეველოპერების ხელფასები თბილისში',
    ]);
    expect(posts[0]).toMatchObject({
      id: String(ids.kubernetes),
      summary: 'როგორ მართავენ ბანკები კონტეინერებს',
      readingMinutes: 1,
    });
    expect(await blog.postsPublishedBetween(new Date(now.getTime() - 60 * 86_400_000), now, 'en')).toHaveLength(20);
    expect(
      await blog.postsPublishedBetween(new Date(now.getTime() + 1000), new Date(now.getTime() + 2000), 'en'),
    ).toEqual([]);
  });
});

describe('the demo blog (DEMO_DATA)', () => {
  it('has six published posts in both languages, with covers, found by Georgian words', async () => {
    const demo = await startTestApp({ DEMO_DATA: 'always' });
    try {
      const titles = new Set(demoBlogPosts.map((post) => post.titleGe));
      expect(titles.size).toBe(6);
      const georgian = dataOf(
        await demo.http.get('/api/Blog/GetBlogs').set('Accept-Language', 'ka').query({ pageSize: 50 }),
      );
      const shown = georgian.data.filter((post: { title: string }) => titles.has(post.title));
      expect(shown).toHaveLength(6);
      for (const post of shown) {
        expect(post.summary).toMatch(GEORGIAN);
        expect(post.coverUrl).toMatch(/^\/static\/demo\/covers\/[a-z-]+\.svg$/);
      }
      const article = dataOf(
        await demo.http.get('/api/Blog/GetBlog').set('Accept-Language', 'ka').query({ id: shown[0].id }),
      );
      expect(article).toMatchObject({
        language: 'ka',
        body: expect.stringMatching(GEORGIAN),
        author: expect.any(String),
      });
      const found = dataOf(await demo.http.get('/api/Blog/GetBlogs').query({ search: 'ჰიბრიდული' })).data;
      expect(found.map((post: { title: string }) => post.title)).toEqual([
        'Hybrid work in Georgian tech teams: what has settled',
      ]);
    } finally {
      await demo.close();
    }
  });
});
