import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ClientFiles } from './client-files.js';
import { PageStylesheets } from './page-stylesheets.js';
import type { ServerRenderService } from './server-render.service.js';

/** A client build: the bootstrap's styles, the app's chunk, two pages sharing a chunk of styles. */
const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', css: ['assets/index-1.css'], imports: ['_shared-3.js'] },
  'src/start-app.tsx': { file: 'assets/start-app-2.js', css: ['assets/start-app-2.css'], imports: ['_shared-3.js'] },
  '_shared-3.js': { file: 'assets/shared-3.js', css: ['assets/Badge-3.css'] },
  'src/pages/home/HomePage.tsx': { file: 'assets/HomePage-4.js', css: ['assets/HomePage-4.css'], imports: ['_cards-5.js'] },
  '_cards-5.js': { file: 'assets/cards-5.js', css: ['assets/cards-5.css'], imports: ['_shared-3.js'] },
  'src/pages/news/NewsPage.tsx': { file: 'assets/NewsPage-6.js', css: ['assets/NewsPage-6.css'] },
};
const CSS: Record<string, string> = {
  'index-1.css': '.base{}',
  'start-app-2.css': '.shell{}',
  'Badge-3.css': '.badge{}',
  'HomePage-4.css': '.home{}',
  'cards-5.css': '.card{}',
  'NewsPage-6.css': '.news{}',
};

describe('PageStylesheets', () => {
  let folder: string;
  let files: ClientFiles;
  /** The server build's answer: the own chunks of each page kind. */
  const serverRender = { pageModuleSets: () => Promise.resolve([['pages/home/HomePage'], ['pages/news/NewsPage']]) } as unknown as ServerRenderService;
  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'page-styles-'));
    mkdirSync(join(folder, '.vite'), { recursive: true });
    mkdirSync(join(folder, 'assets'));
    writeFileSync(join(folder, 'index.html'), '<!doctype html><title>built</title>');
    writeFileSync(join(folder, '.vite/manifest.json'), JSON.stringify(MANIFEST));
    for (const [name, text] of Object.entries(CSS)) writeFileSync(join(folder, 'assets', name), text);
    files = new ClientFiles(folder);
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it("makes a page's one stylesheet of the bootstrap's, the app's and its own chunks' files, dependencies first, each once", async () => {
    const stylesheets = new PageStylesheets(files, serverRender);
    const home = stylesheets.forPage(['pages/home/HomePage']);
    // The app imports the shared chunk: its styles come before the app's, and once.
    expect(home.parts).toEqual(['/assets/index-1.css', '/assets/Badge-3.css', '/assets/start-app-2.css', '/assets/cards-5.css', '/assets/HomePage-4.css']);
    expect(home.href).toMatch(/^\/assets\/page-styles\/[\w-]{16}\.css$/);
    expect(await stylesheets.text(home.href.split('/').pop()!)).toBe(['.base{}', '.badge{}', '.shell{}', '.card{}', '.home{}'].join('\n'));
    // Another page kind, another name; the same page kind, the same name.
    const news = stylesheets.forPage(['pages/news/NewsPage']);
    expect(news.href).not.toBe(home.href);
    expect(stylesheets.forPage(['pages/home/HomePage']).href).toBe(home.href);
  });

  it('serves in a process that has rendered no page yet the names another process gave (same build)', async () => {
    const { href } = new PageStylesheets(files, serverRender).forPage(['pages/news/NewsPage']);
    const fresh = new PageStylesheets(files, serverRender);
    expect(await fresh.text(href.split('/').pop()!)).toBe(['.base{}', '.badge{}', '.shell{}', '.news{}'].join('\n'));
  });

  it('knows no name that no page kind has, nor one that is not a name', async () => {
    const stylesheets = new PageStylesheets(files, serverRender);
    expect(await stylesheets.text('AAAAAAAAAAAAAAAA.css')).toBeNull();
    expect(await stylesheets.text('../../package.json')).toBeNull();
  });
});
