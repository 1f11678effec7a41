import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Response } from 'supertest';
import { bearer, signInStaff } from './support/accounts.js';
import { dataOf, errorsOf } from './support/envelope.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { asText } from './support/text-body.js';

const SITE = 'https://techboard.example';
const TOKEN = 'strapi-read-token-5f1e0c2a9b';
const TIMEOUT_MS = 400;

/** A tiny Strapi-shaped content service: /api/blogs and /api/blogs/:id, in Strapi 5's flat shape or
 *  Strapi 4's `{ id, attributes }`, with the behaviours a real one can show. */
interface Article {
  documentId: string;
  id: number;
  publishedAt: string;
  updatedAt: string;
  cover: string | null;
  author: string | null;
  locales: Partial<Record<'en' | 'ka', { title: string; summary: string; content: string }>>;
}
const day = (n: number) => new Date(Date.UTC(2026, 0, 31 - n, 9)).toISOString();
const ARTICLES: Article[] = [
  {
    documentId: 'k3x9a1b2c3d4e5f6g7h8i9j0',
    id: 11,
    publishedAt: day(1),
    updatedAt: day(0),
    cover: '/uploads/cloud_1.webp',
    author: 'Nino Beridze',
    locales: {
      en: {
        title: 'Cloud careers in Georgia',
        summary: 'Where cloud engineers work',
        content: '## Cloud\n\nAWS and **Azure**.',
      },
      ka: {
        title: 'ღრუბლოვანი კარიერა საქართველოში',
        summary: 'სად მუშაობენ ღრუბლის ინჟინრები',
        content: '## ღრუბელი\n\nAWS და **Azure**.',
      },
    },
  },
  {
    documentId: 'QaZ7-wsx_EDC',
    id: 12,
    publishedAt: day(2),
    updatedAt: day(2),
    cover: 'https://cdn.example/salaries.png',
    author: null,
    locales: {
      en: { title: 'Salaries of QA engineers', summary: 'What testers earn', content: 'Testing pays.' },
      ka: {
        title: 'QA ინჟინრების ხელფასები',
        summary: 'რამდენს გამოიმუშავებენ ტესტერები',
        content: 'ტესტირება ანაზღაურდება.',
      },
    },
  },
  {
    documentId: 'en0only0article0abc',
    id: 13,
    publishedAt: day(3),
    updatedAt: day(3),
    cover: null,
    author: 'Giorgi',
    locales: { en: { title: 'An English-only note', summary: '', content: 'Only English.' } },
  },
];

type Behaviour = 'ok' | 'error' | 'garbage' | 'wrongShape' | 'slow';
let shape: 'v5' | 'v4' = 'v5';
let behaviour: Behaviour = 'ok';
const seen: { path: string; query: URLSearchParams; authorization: string | undefined }[] = [];

function wire(article: Article, locale: 'en' | 'ka') {
  const text = article.locales[locale]!;
  if (shape === 'v5') {
    return {
      id: article.id,
      documentId: article.documentId,
      ...text,
      author: article.author,
      locale,
      publishedAt: article.publishedAt,
      updatedAt: article.updatedAt,
      createdAt: article.publishedAt,
      cover: article.cover ? { id: 1, documentId: 'img', url: article.cover, formats: {} } : null,
    };
  }
  // Strapi 4, with the other field names the source accepts: description and body.
  return {
    id: article.id,
    attributes: {
      title: text.title,
      description: text.summary,
      body: text.content,
      locale,
      author: article.author ? { data: { id: 5, attributes: { name: article.author } } } : { data: null },
      publishedAt: article.publishedAt,
      updatedAt: article.updatedAt,
      cover: { data: article.cover ? { id: 1, attributes: { url: article.cover } } : null },
    },
  };
}

function answer(request: IncomingMessage, response: ServerResponse) {
  const url = new URL(request.url ?? '/', 'http://strapi.local');
  seen.push({ path: url.pathname, query: url.searchParams, authorization: request.headers.authorization });
  const send = (status: number, body: unknown) => {
    if (response.destroyed) return;
    response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
  };
  if (request.headers.authorization !== `Bearer ${TOKEN}`)
    return send(401, { data: null, error: { status: 401, name: 'UnauthorizedError' } });
  if (behaviour === 'error') return send(500, { data: null, error: { status: 500, name: 'InternalServerError' } });
  if (behaviour === 'garbage')
    return void response.writeHead(200, { 'Content-Type': 'text/html' }).end('<html>maintenance</html>');
  if (behaviour === 'wrongShape') return send(200, { data: [{ id: 1, title: 42 }], meta: {} });
  if (behaviour === 'slow')
    return void setTimeout(
      () => send(200, { data: [], meta: { pagination: { page: 1, pageSize: 9, pageCount: 0, total: 0 } } }),
      TIMEOUT_MS * 4,
    );

  const locale = url.searchParams.get('locale') === 'ka' ? 'ka' : 'en';
  const single = /^\/api\/blogs\/([^/]+)$/.exec(url.pathname);
  if (single) {
    const id = decodeURIComponent(single[1]!);
    const article = ARTICLES.find((item) => (shape === 'v5' ? item.documentId === id : String(item.id) === id));
    if (!article?.locales[locale])
      return send(404, { data: null, error: { status: 404, name: 'NotFoundError', message: 'Not Found' } });
    return send(200, { data: wire(article, locale), meta: {} });
  }
  if (url.pathname !== '/api/blogs') return send(404, { data: null, error: { status: 404, name: 'NotFoundError' } });
  const search = url.searchParams.get('filters[$or][0][title][$containsi]')?.toLowerCase();
  const from = url.searchParams.get('filters[publishedAt][$gte]');
  const to = url.searchParams.get('filters[publishedAt][$lt]');
  const matching = ARTICLES.filter((article) => {
    const text = article.locales[locale];
    if (!text) return false;
    if (search && !text.title.toLowerCase().includes(search) && !text.summary.toLowerCase().includes(search))
      return false;
    return (!from || article.publishedAt >= from) && (!to || article.publishedAt < to);
  });
  const page = Number(url.searchParams.get('pagination[page]') ?? 1);
  const pageSize = Number(url.searchParams.get('pagination[pageSize]') ?? 25);
  return send(200, {
    data: matching.slice((page - 1) * pageSize, page * pageSize).map((article) => wire(article, locale)),
    meta: { pagination: { page, pageSize, pageCount: Math.ceil(matching.length / pageSize), total: matching.length } },
  });
}

let strapi: Server;
let strapiUrl: string;
let t: TestApp;
/** Every answer our server gave in this file: none may carry the content service's token. */
const answers: string[] = [];
const keep = (response: Response) => {
  answers.push(JSON.stringify(response.headers), response.text ?? JSON.stringify(response.body));
  return response;
};
const getBlogs = async (query: Record<string, unknown> = {}, language = 'en') =>
  keep(await t.http.get('/api/Blog/GetBlogs').set('Accept-Language', language).query(query));
const getBlog = async (id: string, language = 'en') =>
  keep(await t.http.get('/api/Blog/GetBlog').set('Accept-Language', language).query({ id }));
const page = async (path: string) => keep(await t.http.get(path));

beforeAll(async () => {
  strapi = createServer(answer);
  await new Promise<void>((resolve) => strapi.listen(0, '127.0.0.1', resolve));
  strapiUrl = `http://127.0.0.1:${(strapi.address() as AddressInfo).port}`;
  t = await startTestApp({
    PUBLIC_URL: SITE,
    BLOG_API_URL: `${strapiUrl}/`,
    BLOG_API_TOKEN: TOKEN,
    BLOG_API_TIMEOUT_MS: String(TIMEOUT_MS),
  });
});
afterAll(async () => {
  await t.close();
  strapi.closeAllConnections();
  await new Promise((resolve) => strapi.close(resolve));
});
beforeEach(() => {
  shape = 'v5';
  behaviour = 'ok';
  seen.length = 0;
});

describe('the blog read from a Strapi content service (BLOG_API_URL and BLOG_API_TOKEN set)', () => {
  it('lists a Strapi 5 answer in its own shape, asking with the token, the locale, paging and newest first', async () => {
    const list = dataOf(await getBlogs({ page: 1, pageSize: 2 }));
    expect(list.meta).toEqual({ pagination: { page: 1, pageSize: 2, pageCount: 2, total: 3 } });
    expect(list.data).toEqual([
      {
        id: 'k3x9a1b2c3d4e5f6g7h8i9j0',
        title: 'Cloud careers in Georgia',
        summary: 'Where cloud engineers work',
        coverUrl: `${strapiUrl}/uploads/cloud_1.webp`,
        publishedAt: day(1),
        readingMinutes: 1,
      },
      {
        id: 'QaZ7-wsx_EDC',
        title: 'Salaries of QA engineers',
        summary: 'What testers earn',
        coverUrl: 'https://cdn.example/salaries.png',
        publishedAt: day(2),
        readingMinutes: 1,
      },
    ]);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.path).toBe('/api/blogs');
    expect(seen[0]!.authorization).toBe(`Bearer ${TOKEN}`);
    expect(Object.fromEntries(seen[0]!.query)).toEqual({
      locale: 'en',
      'pagination[page]': '1',
      'pagination[pageSize]': '2',
      'sort[0]': 'publishedAt:desc',
      populate: 'cover',
    });

    const georgian = dataOf(await getBlogs({ page: 2, pageSize: 1 }, 'ka'));
    expect(georgian.data.map((post: { title: string }) => post.title)).toEqual(['QA ინჟინრების ხელფასები']);
    expect(georgian.meta.pagination).toEqual({ page: 2, pageSize: 1, pageCount: 2, total: 2 });
    expect(seen[1]!.query.get('locale')).toBe('ka');
  });

  it('passes the search to Strapi as a case-insensitive filter on title or summary', async () => {
    const found = dataOf(await getBlogs({ search: '  testers ' }));
    expect(found.data.map((post: { id: string }) => post.id)).toEqual(['QaZ7-wsx_EDC']);
    expect(seen[0]!.query.get('filters[$or][0][title][$containsi]')).toBe('testers');
    expect(seen[0]!.query.get('filters[$or][1][summary][$containsi]')).toBe('testers');
    expect(dataOf(await getBlogs({ search: 'ხელფასები' }, 'ka')).data.map((post: { id: string }) => post.id)).toEqual([
      'QaZ7-wsx_EDC',
    ]);
    expect(dataOf(await getBlogs({ search: 'nothing like this' })).data).toEqual([]);
  });

  it('reads one article by its documentId, falling back to the other language when it has no translation', async () => {
    const article = dataOf(await getBlog('k3x9a1b2c3d4e5f6g7h8i9j0', 'ka'));
    expect(article).toEqual({
      id: 'k3x9a1b2c3d4e5f6g7h8i9j0',
      title: 'ღრუბლოვანი კარიერა საქართველოში',
      summary: 'სად მუშაობენ ღრუბლის ინჟინრები',
      body: '## ღრუბელი\n\nAWS და **Azure**.',
      coverUrl: `${strapiUrl}/uploads/cloud_1.webp`,
      author: 'Nino Beridze',
      publishedAt: day(1),
      updatedAt: day(0),
      readingMinutes: 1,
      language: 'ka',
    });
    expect(seen[0]).toMatchObject({ path: '/api/blogs/k3x9a1b2c3d4e5f6g7h8i9j0', authorization: `Bearer ${TOKEN}` });
    expect(Object.fromEntries(seen[0]!.query)).toEqual({ locale: 'ka', populate: 'cover' });
    expect(dataOf(await getBlog('en0only0article0abc', 'ka'))).toMatchObject({
      title: 'An English-only note',
      language: 'en',
      coverUrl: null,
    });
  });

  it('reads Strapi 4 answers: { id, attributes }, description and body, wrapped cover and author', async () => {
    shape = 'v4';
    const list = dataOf(await getBlogs());
    expect(list.data[0]).toEqual({
      id: '11',
      title: 'Cloud careers in Georgia',
      summary: 'Where cloud engineers work',
      coverUrl: `${strapiUrl}/uploads/cloud_1.webp`,
      publishedAt: day(1),
      readingMinutes: 1,
    });
    const article = dataOf(await getBlog('11'));
    expect(article).toMatchObject({
      id: '11',
      body: '## Cloud\n\nAWS and **Azure**.',
      author: 'Nino Beridze',
      language: 'en',
    });
    expect(dataOf(await getBlog('12'))).toMatchObject({ author: null, coverUrl: 'https://cdn.example/salaries.png' });
  });

  it('is 404 for an article the service does not know, 400 for a malformed id', async () => {
    expect(errorsOf(await getBlog('unknown0document'), 404)._).toEqual(['The article was not found']);
    expect(errorsOf(await getBlog('unknown0document', 'ka'), 404)._).toEqual(['სტატია ვერ მოიძებნა']);
    expect(seen.map((request) => request.query.get('locale'))).toEqual(['en', 'ka', 'ka', 'en']);
    expect(errorsOf(keep(await t.http.get('/api/Blog/GetBlog').query({ id: 'a/b' })), 400).id).toBeDefined();
  });

  it.each<[Behaviour, string]>([
    ['error', 'an error status'],
    ['garbage', 'something that is not JSON'],
    ['wrongShape', 'JSON of another shape'],
    ['slow', `nothing within BLOG_API_TIMEOUT_MS`],
  ])('answers 503 "failed to fetch" in both languages when the service answers %s (%s)', async (mode) => {
    behaviour = mode;
    expect(errorsOf(await getBlogs(), 503)._).toEqual(['failed to fetch']);
    expect(errorsOf(await getBlogs({}, 'ka'), 503)._).toEqual(['ჩატვირთვა ვერ მოხერხდა']);
    expect(errorsOf(await getBlog('k3x9a1b2c3d4e5f6g7h8i9j0'), 503)._).toEqual(['failed to fetch']);
    const feed = keep(await t.http.get('/api/Blog/Rss'));
    expect(errorsOf(feed, 503)._).toEqual(['failed to fetch']);
    expect(feed.headers['content-type']).toContain('application/json');
  });

  it('serves the RSS feed, the article page head and the sitemap from the service', async () => {
    const feed = keep(await t.http.get('/api/Blog/Rss').query({ lang: 'ka' }).buffer(true).parse(asText));
    expect(feed.status).toBe(200);
    expect(feed.body).toContain('<title><![CDATA[ღრუბლოვანი კარიერა საქართველოში]]></title>');
    expect(feed.body).toContain(`<link>${SITE}/news/k3x9a1b2c3d4e5f6g7h8i9j0</link>`);
    answers.push(feed.body as string);

    // Strapi's ids are case-sensitive: the page keeps the id as written.
    const article = await page('/news/QaZ7-wsx_EDC');
    expect(article.status).toBe(200);
    expect(article.text).toContain('<title>Salaries of QA engineers | TechBoard.ge</title>');
    expect(article.text).toContain(`<link rel="canonical" href="${SITE}/news/QaZ7-wsx_EDC">`);
    expect(article.text).toContain(`<meta property="og:image" content="${SITE}/share/news/QaZ7-wsx_EDC.png">`);
    expect(article.text).toContain('"@type":"Article"');
    expect((await page('/news/unknown0document')).status).toBe(404);

    const sitemap = await page('/sitemap.xml');
    expect(sitemap.text).toContain(`<loc>${SITE}/news/k3x9a1b2c3d4e5f6g7h8i9j0</loc>`);
    expect(sitemap.text).toContain(`<loc>${SITE}/news/QaZ7-wsx_EDC</loc>`);
    expect(seen.some((request) => request.query.get('pagination[pageSize]') === '100')).toBe(true);
  });

  it('keeps pages up while the service fails: the article page keeps the generic head, the sitemap its other pages', async () => {
    behaviour = 'error';
    const article = await page('/news/QaZ7-wsx_EDC');
    expect(article.status).toBe(200);
    expect(article.text).not.toContain('application/ld+json');
    const sitemap = await page('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.text).toContain(`<loc>${SITE}/news</loc>`);
    expect(sitemap.text).not.toContain('QaZ7-wsx_EDC');
  });

  it('refuses the back office’s post editing: the posts are managed in the service', async () => {
    const staff = await signInStaff(t);
    const refusals = [
      await t.http.get('/api/Admin/Blog/GetPosts').set(bearer(staff)),
      await t.http.get('/api/Admin/Blog/GetPost').set(bearer(staff)).query({ id: 1 }),
      await t.http
        .post('/api/Admin/Blog/CreatePost')
        .set(bearer(staff))
        .send({ titleEn: 'x', bodyEn: 'y', publish: true }),
      await t.http.post('/api/Admin/Blog/DeletePost').set(bearer(staff)).query({ id: 1 }),
    ];
    for (const refused of refusals) {
      expect(errorsOf(keep(refused), 409)._).toEqual([
        'Blog posts are managed in the external content service, not in the back office',
      ]);
    }
  });

  it('answers 503 when the service is gone (its server closed), and never gave away the token', async () => {
    strapi.closeAllConnections();
    await new Promise((resolve) => strapi.close(resolve));
    expect(errorsOf(await getBlogs(), 503)._).toEqual(['failed to fetch']);
    expect(errorsOf(await getBlog('QaZ7-wsx_EDC', 'ka'), 503)._).toEqual(['ჩატვირთვა ვერ მოხერხდა']);
    expect(answers.length).toBeGreaterThan(30);
    for (const text of answers) expect(text).not.toContain(TOKEN);
    strapi = createServer(answer); // for afterAll
    await new Promise<void>((resolve) => strapi.listen(0, '127.0.0.1', resolve));
  });
});

describe('the content service answers in the read cache', () => {
  it('asks the service once per language and arguments while the cache holds the answer', async () => {
    const cached = await startTestApp({
      BLOG_API_URL: strapiUrlOf(strapi),
      BLOG_API_TOKEN: TOKEN,
      READ_CACHE_SECONDS: '30',
    });
    try {
      for (let n = 0; n < 3; n++) dataOf(await cached.http.get('/api/Blog/GetBlogs').query({ pageSize: 2 }));
      expect(seen.filter((request) => request.path === '/api/blogs')).toHaveLength(1);
      dataOf(await cached.http.get('/api/Blog/GetBlogs').set('Accept-Language', 'ka').query({ pageSize: 2 }));
      dataOf(await cached.http.get('/api/Blog/GetBlogs').query({ pageSize: 3 }));
      expect(seen.filter((request) => request.path === '/api/blogs')).toHaveLength(3);
      dataOf(await cached.http.get('/api/Blog/GetBlog').query({ id: 'QaZ7-wsx_EDC' }));
      dataOf(await cached.http.get('/api/Blog/GetBlog').query({ id: 'QaZ7-wsx_EDC' }));
      expect(seen.filter((request) => request.path === '/api/blogs/QaZ7-wsx_EDC')).toHaveLength(1);
    } finally {
      await cached.close();
    }
  });
});

const strapiUrlOf = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
