import { existsSync, readFileSync } from 'node:fs';
import type { Response } from 'supertest';
import { ClientFiles } from '../../src/web/client-files.js';
import { PASSWORD, signUpTalent } from '../support/accounts.js';
import { insertBlogPost } from '../support/blog-seed.js';
import { COOKIE_BANNER_SCRIPT } from '../../shared/cookie-banner-state.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { vacancySeeder } from '../support/vacancy-seed.js';
import { cspDirectives, inlineScripts, parseHtml, sha256Source } from './html-page.js';

/** Security headers (helmet) and cookies, in development and in production (OWASP ASVS V3.4, V14.4). */

const OAUTH = {
  GOOGLE_CLIENT_ID: 'google-client',
  GOOGLE_CLIENT_SECRET: 'google-secret',
  GOOGLE_AUTHORIZATION_URL: 'https://accounts.example/authorize',
};

interface Cookie {
  name: string;
  value: string;
  attributes: Map<string, string>;
}
function cookiesOf(response: Response): Cookie[] {
  return [response.headers['set-cookie'] ?? []].flat().map((line: string) => {
    const [pair, ...attributes] = line.split(';').map((part) => part.trim());
    const [name, ...value] = pair!.split('=');
    return {
      name: name!,
      value: value.join('='),
      attributes: new Map(
        attributes.map((attribute) => [
          attribute.split('=')[0]!.toLowerCase(),
          attribute.split('=').slice(1).join('='),
        ]),
      ),
    };
  });
}

/** Every cookie the site sets: the refresh cookie at sign-up and sign-out, the OAuth state at a social sign-in. */
async function everyCookie(t: TestApp): Promise<Cookie[]> {
  const talent = await signUpTalent(t);
  const signIn = await t.http.post('/api/Account/SignIn').send({ email: talent.email, password: PASSWORD });
  const signOut = await t.http.post('/api/Account/SignOut').set('Cookie', talent.refreshCookie);
  const social = await t.http.get('/api/Account/GoogleSignIn');
  expect(social.status).toBe(302);
  const cookies = [signIn, signOut, social].flatMap(cookiesOf);
  expect(cookies.map((cookie) => cookie.name).sort()).toEqual(['oauthState', 'refreshToken', 'refreshToken']);
  return cookies;
}

function expectCookie(cookie: Cookie, { secure }: { secure: boolean }) {
  expect({
    name: cookie.name,
    httpOnly: cookie.attributes.has('httponly'),
    secure: cookie.attributes.has('secure'),
    path: cookie.attributes.get('path'),
  }).toEqual({
    name: cookie.name,
    httpOnly: true,
    secure,
    path: '/api/Account',
  });
  expect(cookie.attributes.get('samesite')).toBe(cookie.name === 'refreshToken' ? 'Strict' : 'Lax');
}

describe('in development', () => {
  let t: TestApp;
  const pages: string[] = ['/', '/vacancies', '/partners'];
  /** The pages whose head carries JSON-LD. */
  const withJsonLd: string[] = [];
  beforeAll(async () => {
    t = await startTestApp({ NODE_ENV: 'development', PUBLIC_URL: 'https://techboard.example', ...OAUTH });
    const seed = vacancySeeder(() => t);
    await seed.loadDictionary();
    const companyId = await seed.insertCompany('Header Labs', 'header-labs', 'Tagline');
    const vacancyId = await seed.insertVacancy({
      companyId,
      title: 'Platform Engineer',
      city: 'tbilisi',
      employmentType: 'full-time',
    });
    const articleId = await insertBlogPost(t, { titleEn: 'Security headers', summaryEn: 'Why they matter' });
    withJsonLd.push(`/vacancies/${vacancyId}`, '/companies/header-labs', `/news/${articleId}`);
    pages.push(...withJsonLd, '/no-such-page');
  });
  afterAll(() => t.close());

  it('gives every page kind a CSP that allows no inline script but its own hashed JSON-LD', async () => {
    for (const path of pages) {
      const page = await t.http.get(path);
      expect([path, page.headers['content-type']]).toEqual([path, expect.stringContaining('text/html')]);
      const csp = cspDirectives(page.headers['content-security-policy']);
      expect(
        Object.fromEntries(['object-src', 'base-uri', 'frame-ancestors'].map((name) => [name, csp.get(name)])),
      ).toEqual({
        'object-src': ["'none'"],
        'base-uri': ["'none'"],
        'frame-ancestors': ["'none'"],
      });
      const scriptSrc = csp.get('script-src') ?? [];
      expect(scriptSrc).toContain("'self'");
      expect(scriptSrc.filter((source) => /unsafe|^\*$|^data:|^https?:$/.test(source))).toEqual([]);

      // Inline scripts are data blocks: JSON-LD (hashed below) and the rendered page's data, which
      // no browser runs (so it needs no hash); and on a rendered page, the cookie banner's one line
      // (shared/cookie-banner-state.ts), allowed by its hash.
      const all = inlineScripts(parseHtml(page.text));
      const executable = all.filter((script) => script.type === null);
      const rendered = all.some((script) => script.id === 'page-data');
      expect({ path, executable: executable.map((script) => script.text) }).toEqual({
        path,
        executable: rendered ? [COOKIE_BANNER_SCRIPT] : [],
      });
      const blocks = all.filter((script) => script.type !== null);
      expect({
        path,
        types: blocks.filter((script) => script.type !== 'application/json').map((script) => script.type),
      }).toEqual({
        path,
        types: blocks.filter((script) => script.type !== 'application/json').map(() => 'application/ld+json'),
      });
      expect(blocks.filter((script) => script.type === 'application/json').map((script) => script.id)).toEqual(
        blocks.some((script) => script.type === 'application/json') ? ['page-data'] : [],
      );
      const scripts = blocks.filter((script) => script.type === 'application/ld+json');
      if (withJsonLd.includes(path)) expect(scripts.length).toBeGreaterThan(0);
      // Exactly the page's scripts: no hash of another page or of a script that is not there.
      expect({ path, hashes: scriptSrc.filter((source) => source.startsWith("'sha256-")).sort() }).toEqual({
        path,
        hashes: [...scripts, ...executable].map((script) => sha256Source(script.text)).sort(),
      });
      expect(page.headers['x-content-type-options']).toBe('nosniff');
      expect(page.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('serves a client template with no inline script of its own', () => {
    const templates = [new ClientFiles().indexHtml(), readFileSync('client/index.html', 'utf8')];
    if (existsSync('dist/client/index.html')) templates.push(readFileSync('dist/client/index.html', 'utf8'));
    for (const template of templates) expect(inlineScripts(parseHtml(template))).toEqual([]);
  });

  it('sends nosniff, the CSP and no HSTS with API answers, errors, files and documents', async () => {
    const answers = await Promise.all([
      t.http.get('/api/Common/GetIndexPageCount'),
      t.http.get('/api/No/Such/Route'),
      t.http.post('/api/Account/SignIn').send({}),
      t.http.get('/robots.txt'),
      t.http.get('/sitemap.xml'),
      t.http.get('/static/none.png'),
    ]);
    for (const answer of answers) {
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(cspDirectives(answer.headers['content-security-policy']).get('frame-ancestors')).toEqual(["'none'"]);
      expect(answer.headers['strict-transport-security']).toBeUndefined();
      expect(answer.headers['x-powered-by']).toBeUndefined();
    }
    expect(answers.map((answer) => answer.status)).toEqual([200, 404, 400, 200, 200, 404]);
  });

  it('sets every cookie HttpOnly and SameSite, and not Secure over plain HTTP in development', async () => {
    for (const cookie of await everyCookie(t)) expectCookie(cookie, { secure: false });
  });
});

describe('in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      NODE_ENV: 'production',
      JWT_SECRET: 'headers-spec-production-secret-0123456789',
      PUBLIC_URL: 'https://techboard.example',
      ...OAUTH,
    });
  });
  afterAll(() => t.close());

  it('sends HSTS for a year with subdomains and upgrades insecure requests, on pages and API answers', async () => {
    for (const answer of [await t.http.get('/'), await t.http.get('/api/Common/GetIndexPageCount')]) {
      const hsts = answer.headers['strict-transport-security'] ?? '';
      expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31536000);
      expect(hsts).toContain('includeSubDomains');
      expect(cspDirectives(answer.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(true);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('sets every cookie Secure, HttpOnly and SameSite', async () => {
    for (const cookie of await everyCookie(t)) expectCookie(cookie, { secure: true });
  });
});
