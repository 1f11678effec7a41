import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ClientFiles } from './client-files.js';

describe('ClientFiles', () => {
  let folder: string;
  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'client-files-'));
    mkdirSync(join(folder, 'built/.vite'), { recursive: true });
    writeFileSync(join(folder, 'built/index.html'), '<!doctype html><title>built</title>');
    writeFileSync(
      join(folder, 'built/.vite/manifest.json'),
      JSON.stringify({ 'src/i18n/ka-GE.json': { file: 'assets/ka-GE--NA3wMTN.js', isDynamicEntry: true } }),
    );
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it("names a source file's built chunk from the build's manifest", () => {
    const files = new ClientFiles(join(folder, 'built'));
    expect(files.built).toBe(true);
    expect(files.indexHtml()).toContain('<title>built</title>');
    expect(files.assetOf('src/i18n/ka-GE.json')).toBe('/assets/ka-GE--NA3wMTN.js');
    expect(files.assetOf('src/i18n/en-US.json')).toBeNull();
  });

  it('knows no chunk without a build, and serves the source template', () => {
    const files = new ClientFiles(join(folder, 'not-built'));
    expect(files.built).toBe(false);
    expect(files.indexHtml()).toContain('<!--seo-head-->');
    expect(files.assetOf('src/i18n/ka-GE.json')).toBeNull();
  });
});
