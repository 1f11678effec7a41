import { createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { mkdir, open, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { OnApplicationShutdown } from '@nestjs/common';
import { assertValidFileKey, type FileStorage, InvalidFileKeyError, type StoredFile } from './file-storage.js';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException)?.code === 'ENOENT';

/** Where put() writes a key's bytes before renaming them into place: one name per key (keys are new
 *  random ids), so that delete() also removes what a put killed midway (kill -9) left behind. */
const partialOf = (path: string) => `${path}.partial`;

/**
 * FileStorage on the local disk: the file of key `images/abc.webp` is `<root>/images/abc.webp`.
 * The root lies outside any folder the app serves statically; files leave it only through the
 * endpoints that check who may read them.
 */
export class LocalDiskFileStorage implements FileStorage, OnApplicationShutdown {
  readonly root: string;

  /** @param removeOnShutdown removes the whole root when the app shuts down (temporary roots of tests). */
  constructor(
    root: string,
    private readonly removeOnShutdown = false,
  ) {
    this.root = resolve(root);
    mkdirSync(this.root, { recursive: true });
  }

  /** A storage in a new temporary folder, removed when the app shuts down (FILES_DIR=memory, tests). */
  static temporary(): LocalDiskFileStorage {
    return new LocalDiskFileStorage(mkdtempSync(join(tmpdir(), 'techboard-files-')), true);
  }

  async put(key: string, data: Buffer | Readable): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(dirname(target), { recursive: true });
    const partial = partialOf(target);
    try {
      if (Buffer.isBuffer(data)) await writeFile(partial, data, { flag: 'wx' });
      else await pipeline(data, createWriteStream(partial, { flags: 'wx' }));
      await rename(partial, target);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<StoredFile | null> {
    const path = this.pathOf(key);
    let handle;
    try {
      handle = await open(path, 'r');
    } catch (error) {
      if (isMissing(error) || (error as NodeJS.ErrnoException).code === 'EISDIR') return null;
      throw error;
    }
    const info = await handle.stat();
    if (!info.isFile()) {
      await handle.close();
      return null;
    }
    return { stream: handle.createReadStream(), size: info.size };
  }

  async delete(key: string): Promise<void> {
    const path = this.pathOf(key);
    await rm(path, { force: true });
    await rm(partialOf(path), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.pathOf(key))).isFile();
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  onApplicationShutdown(): void {
    if (this.removeOnShutdown) rmSync(this.root, { recursive: true, force: true });
  }

  /** The absolute path of a key; the key's shape is checked and the path must stay inside the root. */
  private pathOf(key: string): string {
    assertValidFileKey(key);
    const path = resolve(this.root, key);
    if (!path.startsWith(this.root + sep)) throw new InvalidFileKeyError(key);
    return path;
  }
}
