import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * Issue 20: the HTML the server sends for each kind of public page, in both languages, is valid by
 * the W3C Nu checker (the npm package vnu-jar, run by Java). Every page is written to a folder and
 * the checker runs once on all of them (it takes seconds to start).
 * The served HTML needs the server build of the client (`npm run build:ssr`, which `npm test` runs).
 */
const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));
const java = process.env.JAVA_HOME ? join(process.env.JAVA_HOME, 'bin/java') : 'java';

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  message: string;
  extract?: string;
}

function run(
  command: string,
  args: string[],
): Promise<{ code: number; stdout: string; stderr: string; missing: boolean }> {
  return new Promise((resolve) => {
    execFile(command, args, { maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
      resolve({ code, stdout, stderr, missing: (error as NodeJS.ErrnoException | null)?.code === 'ENOENT' });
    });
  });
}

let t: TestApp;
let folder: string;
beforeAll(async () => {
  t = await startTestApp({ DEMO_DATA: 'always' });
  folder = mkdtempSync(join(tmpdir(), 'techboard-html-'));
});
afterAll(async () => {
  await t.close();
  rmSync(folder, { recursive: true, force: true });
});

/** One address of each kind of public page (English; the Georgian ones are the same under /ka). */
async function pagesOfEachKind(): Promise<string[]> {
  const sitemap = (await t.http.get('/sitemap.xml').expect(200)).text;
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  const first = (pattern: RegExp) => {
    const path = paths.find((candidate) => pattern.test(candidate));
    if (!path) throw new Error(`No address in the sitemap matches ${pattern}`);
    return path;
  };
  const [company, other] = paths.filter((path) => /^\/companies\/[^/]+$/.test(path));
  if (!company || !other) throw new Error('The sitemap lists fewer than two companies');
  return [
    '/',
    '/vacancies',
    first(/^\/vacancies\/\d+$/),
    '/companies',
    company,
    ...['benefits', 'technologies', 'vacancies', 'reviews'].map((tab) => `${company}/${tab}`),
    '/compare',
    `/compare/${company.slice('/companies/'.length)}-vs-${other.slice('/companies/'.length)}`,
    '/news',
    first(/^\/news\/\d+/),
    '/partners',
    '/about',
    '/faq',
    '/privacyPolicy',
    '/terms-of-use',
    '/information/support',
    '/search?q=developer',
    '/signIn',
    '/signUp',
    '/no-such-page',
  ];
}

describe('valid HTML', () => {
  it('has no error by the W3C Nu checker on any kind of public page, in English or Georgian', async () => {
    const english = await pagesOfEachKind();
    const paths = [...english, ...english.map((path) => (path === '/' ? '/ka' : `/ka${path}`))];
    /** Each page's file, by the address the checker names it with. */
    const pageOf = new Map<string, string>();
    for (const [index, path] of paths.entries()) {
      const response = await t.http.get(path);
      expect([path, response.status]).toEqual([path, path.endsWith('/no-such-page') ? 404 : 200]);
      // The rendered markup, not an empty root the browser would fill.
      expect([path, response.text.includes('<div id="root"></div>')]).toEqual([path, false]);
      const file = join(folder, `page-${index}.html`);
      writeFileSync(file, response.text);
      pageOf.set(file, path);
    }

    const checked = await run(java, ['-jar', vnuJar, '--errors-only', '--format', 'json', ...pageOf.keys()]);
    if (checked.missing)
      throw new Error(
        `The W3C Nu checker (${vnuJar}) needs Java, and "${java}" was not found: install a Java runtime or set JAVA_HOME.`,
      );
    // The checker writes its JSON report to stderr and exits 1 when it found errors.
    let report: { messages: VnuMessage[] };
    try {
      report = JSON.parse(checked.stderr);
    } catch {
      throw new Error(
        `The W3C Nu checker did not answer with a report (exit ${checked.code}):\n${checked.stderr}${checked.stdout}`,
      );
    }
    // Errors, and files it could not read ("non-document-error"); warnings are left out by --errors-only.
    const errors = report.messages
      .filter((message) => message.type !== 'info')
      .map(
        (message) =>
          `${pageOf.get(message.url.replace(/^file:/, '')) ?? message.url}: ${message.message}${message.extract ? `\n    …${message.extract.replace(/\s+/g, ' ')}…` : ''}`,
      );
    expect(errors).toEqual([]);
    expect(checked.code).toBe(0);
  }, 180000);
});
