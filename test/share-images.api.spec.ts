import { randomBytes } from 'node:crypto';
import escapeHtml from 'escape-html';
import sharp from 'sharp';
import type { Response } from 'superagent';
import { type Element, xml2js } from 'xml-js';
import { Currency, VacancyApproval, VacancyStatus } from '../shared/enums.js';
import { FILE_STORAGE, type FileStorage } from '../src/core/files/file-storage.js';
import { insertBlogPost } from './support/blog-seed.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { asText } from './support/text-body.js';
import { vacancySeeder } from './support/vacancy-seed.js';

/** Issue 20, item 5: share images of vacancies, companies, articles and the site (/share/...png),
 *  the page heads that point at them, and the blog feed's enclosures with their real sizes. */

const SITE = 'https://techboard.example';

let t: TestApp;
const { loadDictionary, insertVacancy, insertCompany } = vacancySeeder(() => t);
const ids: Record<string, number> = {};
let storedCover: { id: string; bytes: Buffer };

/** A supertest `.parse()` that keeps the body as bytes. */
function asBytes(response: Response, done: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => done(null, Buffer.concat(chunks)));
}

const image = (path: string, headers: Record<string, string> = {}) =>
  t.http.get(path).set(headers).buffer(true).parse(asBytes);

/** A share image answered 200: a PNG of 1200×630, cached publicly for a day, with an ETag. */
async function pngOf(path: string): Promise<{ bytes: Buffer; etag: string }> {
  const response = await image(path);
  expect([path, response.status]).toEqual([path, 200]);
  expect(response.headers['content-type']).toBe('image/png');
  expect(response.headers['cache-control']).toBe('public, max-age=86400');
  expect(response.headers.etag).toMatch(/^"[\w-]{27}"$/);
  const bytes = response.body as Buffer;
  const metadata = await sharp(bytes).metadata();
  expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({
    format: 'png',
    width: 1200,
    height: 630,
  });
  return { bytes, etag: response.headers.etag as string };
}

const metaOf = (html: string, property: string) =>
  html.match(new RegExp(`<meta (?:property|name)="${property.replace(/[.:]/g, '\\$&')}" content="([^"]*)">`))?.[1];

beforeAll(async () => {
  t = await startTestApp({ PUBLIC_URL: SITE });
  await loadDictionary();
  // The demo logo of this URL name exists under client/public/static/demo/logos.
  ids.company = await insertCompany('Kartuli Code', 'kartuli-code', 'Banking software for Georgia');
  ids.hiddenCompany = await insertCompany('Hidden Works', 'hidden-works');
  await t.db.query('UPDATE company SET hidden_at = now() WHERE id = $1', [ids.hiddenCompany]);
  const salary = { min: 4000, max: 6000, currency: Currency.Gel, shown: true };
  ids.open = await insertVacancy({
    companyId: ids.company,
    title: 'Senior Backend Engineer (Node.js & <PostgreSQL>)',
    titleGe: 'უფროსი ბექენდ ინჟინერი',
    city: 'tbilisi',
    salary,
  });
  ids.longTitle = await insertVacancy({
    companyId: ids.company,
    title: `Platform engineer ${'for a very long title '.repeat(7)}`,
    city: 'batumi',
  });
  ids.ended = await insertVacancy({ companyId: ids.company, title: 'Ended Role', status: VacancyStatus.Ended });
  ids.draft = await insertVacancy({ companyId: ids.company, title: 'Draft Role', status: VacancyStatus.Draft });
  ids.pending = await insertVacancy({
    companyId: ids.company,
    title: 'Pending Role',
    approval: VacancyApproval.Pending,
  });
  ids.ofHiddenCompany = await insertVacancy({ companyId: ids.hiddenCompany, title: 'Hidden Company Role' });

  storedCover = {
    id: randomBytes(16).toString('hex'),
    bytes: await sharp({ create: { width: 800, height: 300, channels: 3, background: '#4c6ef5' } })
      .webp()
      .toBuffer(),
  };
  await t.app.get<FileStorage>(FILE_STORAGE).put(`images/${storedCover.id}.webp`, storedCover.bytes);
  ids.storedCoverPost = await insertBlogPost(t, {
    titleEn: 'Our own cover',
    titleGe: 'ჩვენი ყდა',
    coverUrl: `/api/Files/Images/${storedCover.id}.webp`,
    publishedDaysAgo: 1,
  });
  ids.staticCoverPost = await insertBlogPost(t, {
    titleEn: 'Kubernetes in production at Georgian banks',
    titleGe: 'Kubernetes წარმოებაში ქართულ ბანკებში',
    coverUrl: '/static/demo/covers/ushba-ai.svg',
    publishedDaysAgo: 2,
  });
  ids.draftPost = await insertBlogPost(t, { titleEn: 'Unpublished', published: false });
});
afterAll(() => t.close());

describe('GET /share/vacancies/{id}.png', () => {
  it('draws an open vacancy as a 1200×630 PNG, cached for a day, and answers 304 to its ETag', async () => {
    const { bytes, etag } = await pngOf(`/share/vacancies/${ids.open}.png`);
    const again = await image(`/share/vacancies/${ids.open}.png`);
    expect(again.headers.etag).toBe(etag);
    expect(Buffer.compare(again.body as Buffer, bytes)).toBe(0);

    const revalidated = await image(`/share/vacancies/${ids.open}.png`, { 'If-None-Match': etag });
    expect(revalidated.status).toBe(304);
    expect((revalidated.body as Buffer).length).toBe(0);
    expect((await image(`/share/vacancies/${ids.open}.png`, { 'If-None-Match': '"something-else"' })).status).toBe(200);

    const head = await t.http.head(`/share/vacancies/${ids.open}.png`);
    expect(head.status).toBe(200);
    expect(head.headers['content-type']).toBe('image/png');
  });

  it('draws it in Georgian under /share/ka/: other bytes than the English image', async () => {
    const english = await pngOf(`/share/vacancies/${ids.open}.png`);
    const georgian = await pngOf(`/share/ka/vacancies/${ids.open}.png`);
    expect(Buffer.compare(english.bytes, georgian.bytes)).not.toBe(0);
    expect(georgian.etag).not.toBe(english.etag);
  });

  it('draws a title too long for three lines, and an ended vacancy (its page stays reachable)', async () => {
    await pngOf(`/share/vacancies/${ids.longTitle}.png`);
    await pngOf(`/share/vacancies/${ids.ended}.png`);
  });

  it('draws the image anew after a change the image shows', async () => {
    const before = await pngOf(`/share/vacancies/${ids.longTitle}.png`);
    await t.db.query(`UPDATE vacancy SET title = 'Platform engineer', updated_at = now() WHERE id = $1`, [
      ids.longTitle,
    ]);
    const after = await pngOf(`/share/vacancies/${ids.longTitle}.png`);
    expect(after.etag).not.toBe(before.etag);
    expect((await image(`/share/vacancies/${ids.longTitle}.png`, { 'If-None-Match': before.etag })).status).toBe(200);
  });

  it('answers 404 for an unknown vacancy and for one the public may not see', async () => {
    for (const id of [
      '999999',
      String(ids.draft),
      String(ids.pending),
      String(ids.ofHiddenCompany),
      'abc',
      '12345678901',
    ]) {
      for (const path of [`/share/vacancies/${id}.png`, `/share/ka/vacancies/${id}.png`]) {
        const response = await image(path);
        expect([path, response.status]).toEqual([path, 404]);
        expect(response.headers['content-type']).toContain('text/plain');
      }
    }
  });

  it('answers 404 for other paths under /share', async () => {
    for (const path of [
      '/share',
      '/share/',
      `/share/vacancies/${ids.open}.jpg`,
      `/share/vacancies/${ids.open}`,
      `/share/en/vacancies/${ids.open}.png`,
      `/share/vacancies/${ids.open}.png/x`,
      '/share/site.svg',
      '/share/ka/ka/site.png',
      '/share/news/%E0%A4%A.png',
    ]) {
      expect([path, (await image(path)).status]).toEqual([path, 404]);
    }
  });
});

describe('the share images of companies, articles and the site', () => {
  it('draws a company with its name, tagline and logo; 404 for an unknown or hidden company', async () => {
    const english = await pngOf('/share/companies/kartuli-code.png');
    const georgian = await pngOf('/share/ka/companies/kartuli-code.png');
    expect(Buffer.compare(english.bytes, georgian.bytes)).not.toBe(0);
    for (const path of [
      '/share/companies/no-such-company.png',
      '/share/companies/hidden-works.png',
      '/share/companies/Bad%20Slug.png',
    ]) {
      expect([path, (await image(path)).status]).toEqual([path, 404]);
    }
  });

  it('draws a published article over its cover; 404 for an unknown or unpublished one', async () => {
    const english = await pngOf(`/share/news/${ids.staticCoverPost}.png`);
    const georgian = await pngOf(`/share/ka/news/${ids.staticCoverPost}.png`);
    expect(Buffer.compare(english.bytes, georgian.bytes)).not.toBe(0);
    await pngOf(`/share/news/${ids.storedCoverPost}.png`);
    for (const path of [`/share/news/${ids.draftPost}.png`, '/share/news/999999.png', '/share/news/a~b.png']) {
      expect([path, (await image(path)).status]).toEqual([path, 404]);
    }
  });

  it('draws the site’s default image in both languages', async () => {
    const english = await pngOf('/share/site.png');
    const georgian = await pngOf('/share/ka/site.png');
    expect(Buffer.compare(english.bytes, georgian.bytes)).not.toBe(0);
  });
});

describe('the page heads', () => {
  const pageOf = async (path: string) => {
    const page = await t.http.get(path);
    expect([path, page.status]).toEqual([path, 200]);
    return page.text;
  };

  it('point og:image and twitter:image at the vacancy’s share image, with its size, type and alt', async () => {
    const html = await pageOf(`/vacancies/${ids.open}`);
    const url = `${SITE}/share/vacancies/${ids.open}.png`;
    expect(metaOf(html, 'og:image')).toBe(url);
    expect(metaOf(html, 'og:image:type')).toBe('image/png');
    expect(metaOf(html, 'og:image:width')).toBe('1200');
    expect(metaOf(html, 'og:image:height')).toBe('630');
    expect(metaOf(html, 'og:image:alt')).toBe(
      escapeHtml('Senior Backend Engineer (Node.js & <PostgreSQL>) — Kartuli Code'),
    );
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaOf(html, 'twitter:image')).toBe(url);
    expect(html).not.toContain('/static/hero.svg');
    // The address in the head is the one served.
    await pngOf(new URL(url).pathname);

    const georgian = await pageOf(`/ka/vacancies/${ids.open}`);
    expect(metaOf(georgian, 'og:image')).toBe(`${SITE}/share/ka/vacancies/${ids.open}.png`);
    expect(metaOf(georgian, 'og:image:alt')).toBe('უფროსი ბექენდ ინჟინერი — Kartuli Code');
  });

  it('gives an ended vacancy’s page og:url besides noindex', async () => {
    const html = await pageOf(`/vacancies/${ids.ended}`);
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(metaOf(html, 'og:url')).toBe(`${SITE}/vacancies/${ids.ended}`);
    expect(metaOf(html, 'og:image')).toBe(`${SITE}/share/vacancies/${ids.ended}.png`);
    // The not-found page has no address to share.
    expect(metaOf((await t.http.get('/no-such-page')).text, 'og:url')).toBeUndefined();
  });

  it('point at the company’s, the article’s and otherwise the site’s image', async () => {
    const company = await pageOf('/companies/kartuli-code');
    expect(metaOf(company, 'og:image')).toBe(`${SITE}/share/companies/kartuli-code.png`);
    expect(metaOf(company, 'og:image:alt')).toBe('Kartuli Code');

    const article = await pageOf(`/news/${ids.staticCoverPost}`);
    expect(metaOf(article, 'og:image')).toBe(`${SITE}/share/news/${ids.staticCoverPost}.png`);
    expect(metaOf(article, 'og:image:alt')).toBe('Kubernetes in production at Georgian banks');

    const landing = await pageOf('/');
    expect(metaOf(landing, 'og:image')).toBe(`${SITE}/share/site.png`);
    expect(metaOf(landing, 'og:image:alt')).toBe('TechBoard.ge: Tech jobs and IT companies in Georgia');
    expect(metaOf(landing, 'twitter:image')).toBe(`${SITE}/share/site.png`);
    const georgianLanding = await pageOf('/ka');
    expect(metaOf(georgianLanding, 'og:image')).toBe(`${SITE}/share/ka/site.png`);
  });
});

describe('the blog feed’s enclosures', () => {
  const enclosuresOf = async (lang: 'en' | 'ka') => {
    const feed = await t.http.get('/api/Blog/Rss').query({ lang }).buffer(true).parse(asText);
    expect(feed.status).toBe(200);
    const root = (xml2js(feed.body as string, { compact: false }) as Element).elements!.find(
      (node) => node.name === 'rss',
    )!;
    const items = root
      .elements!.find((node) => node.name === 'channel')!
      .elements!.filter((node) => node.name === 'item');
    return items.map((item) => item.elements!.find((node) => node.name === 'enclosure')?.attributes ?? null);
  };

  it('carry the stored cover with its type and size in bytes', async () => {
    const [stored] = await enclosuresOf('en');
    expect(stored).toEqual({
      url: `${SITE}/api/Files/Images/${storedCover.id}.webp`,
      type: 'image/webp',
      length: String(storedCover.bytes.length),
    });
    const served = await image(`/api/Files/Images/${storedCover.id}.webp`);
    expect((served.body as Buffer).length).toBe(storedCover.bytes.length);
  });

  it('carry the article’s share image, a PNG whose length is its real size, for a cover the server did not store', async () => {
    for (const lang of ['en', 'ka'] as const) {
      const [, drawn] = await enclosuresOf(lang);
      const path = `/share${lang === 'ka' ? '/ka' : ''}/news/${ids.staticCoverPost}.png`;
      expect(drawn).toMatchObject({ url: `${SITE}${path}`, type: 'image/png' });
      const { bytes } = await pngOf(path);
      expect(drawn!.length).toBe(String(bytes.length));
    }
  });
});
