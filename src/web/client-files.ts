import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const projectRoot = (() => {
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

  constructor() {
    const built = resolve(projectRoot, 'dist/client');
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
}
