import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = (() => {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) dir = dirname(dir);
  return dir;
})();

/** A chunk of Vite's manifest (dist/client/.vite/manifest.json). */
interface ManifestChunk {
  file?: string;
  css?: string[];
  imports?: string[];
}

/** The files a page needs beyond index.html's: stylesheets in the order they must apply, and the
 *  chunks its code imports. */
export interface PageAssets {
  stylesheets: string[];
  modules: string[];
}

/** Where the client lives: the Vite build (dist/client) when it exists, else the source folder,
 *  whose index.html is enough for the server's own tests. */
export class ClientFiles {
  readonly root: string;
  readonly built: boolean;
  private template?: string;
  private manifest?: Record<string, ManifestChunk>;
  private assetNames?: string[];
  private readonly stylesheetTexts = new Map<string, string>();

  /** `built`: the Vite build's folder (another one in tests). */
  constructor(built = resolve(projectRoot, 'dist/client')) {
    this.built = existsSync(join(built, 'index.html'));
    this.root = this.built ? built : resolve(projectRoot, 'client/public');
  }

  /** index.html, read once. */
  indexHtml(): string {
    this.template ??= readFileSync(
      this.built ? join(this.root, 'index.html') : resolve(projectRoot, 'client/index.html'),
      'utf8',
    );
    return this.template;
  }

  /** The addresses of built assets whose file name starts with `prefix` and ends with `suffix`
   *  (`inter-latin-wght-normal-<hash>.woff2`); none without a build. */
  assetsNamed(prefix: string, suffix: string): string[] {
    const folder = join(this.root, 'assets');
    this.assetNames ??= this.built && existsSync(folder) ? readdirSync(folder) : [];
    return this.assetNames.filter((name) => name.startsWith(prefix) && name.endsWith(suffix)).map((name) => `/assets/${name}`);
  }

  /** The address of the built chunk of a client source file (`src/i18n/ka-GE.json`), from Vite's
   *  manifest; null without a build. */
  assetOf(source: string): string | null {
    const file = this.chunks()[source]?.file;
    return file ? `/${file}` : null;
  }

  /** The stylesheets index.html links (the bootstrap's: fonts, Mantine's base, the shell's). */
  entryStylesheets(): string[] {
    return (this.chunks()['index.html']?.css ?? []).map((css) => `/${css}`);
  }

  /** A built stylesheet's text (`/assets/x.css`), read once. */
  stylesheetText(href: string): string {
    let text = this.stylesheetTexts.get(href);
    if (text === undefined) {
      text = readFileSync(join(this.root, href), 'utf8');
      this.stylesheetTexts.set(href, text);
    }
    return text;
  }

  /** The stylesheets and chunks of client source files (`src/start-app.tsx`) and of everything
   *  they import statically, dependencies first (their styles apply before the importer's), less
   *  what index.html links already; none without a build. */
  assetsOf(sources: string[]): PageAssets {
    const chunks = this.chunks();
    const linked = new Set([...(chunks['index.html']?.css ?? []), chunks['index.html']?.file].filter(Boolean));
    const stylesheets: string[] = [];
    const modules: string[] = [];
    const seen = new Set<string>(['index.html']);
    const visit = (key: string) => {
      const chunk = chunks[key];
      if (seen.has(key) || !chunk) return;
      seen.add(key);
      for (const imported of chunk.imports ?? []) visit(imported);
      for (const css of chunk.css ?? []) if (!linked.has(css) && !stylesheets.includes(`/${css}`)) stylesheets.push(`/${css}`);
      if (chunk.file?.endsWith('.js') && !linked.has(chunk.file)) modules.push(`/${chunk.file}`);
    };
    sources.forEach(visit);
    return { stylesheets, modules };
  }

  private chunks(): Record<string, ManifestChunk> {
    const manifestPath = join(this.root, '.vite/manifest.json');
    this.manifest ??= this.built && existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, 'utf8')) : {};
    return this.manifest!;
  }
}
