import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = (() => {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) dir = dirname(dir);
  return dir;
})();

/** Where the client lives: the Vite build (dist/client) when it exists, else the source folder,
 *  whose index.html is enough for the server's own tests. */
export class ClientFiles {
  readonly root: string;
  readonly built: boolean;
  private template?: string;
  private manifest?: Record<string, { file?: string }>;
  private assetNames?: string[];

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
    return this.assetNames
      .filter((name) => name.startsWith(prefix) && name.endsWith(suffix))
      .map((name) => `/assets/${name}`);
  }

  /** The address of the built chunk of a client source file (`src/i18n/ka-GE.json`), from Vite's
   *  manifest; null without a build. */
  assetOf(source: string): string | null {
    const manifestPath = join(this.root, '.vite/manifest.json');
    this.manifest ??= this.built && existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, 'utf8')) : {};
    const file = this.manifest![source]?.file;
    return file ? `/${file}` : null;
  }
}
