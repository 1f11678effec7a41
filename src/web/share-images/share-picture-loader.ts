import { open } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import type { FileStorage } from '../../core/files/file-storage.js';
import { imageKey, imageName, parseImageUrl } from '../../core/files/image-names.js';

/** A picture larger than this is not drawn (stored images are far smaller). */
const MAX_PICTURE_BYTES = 10_000_000;

/** A file of the client's /static folder: path segments that cannot climb out of it. */
const STATIC_PATH = /^\/static(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]*)+$/;

/**
 * The bytes of a picture the site holds, by the URL a logo or cover is stored with: an image of the
 * FileStorage (`/api/Files/Images/<id>.webp`) or a file under the client's `/static` folder (the
 * demo logos and covers). Anything else is null: an address on another host is never fetched.
 */
export class SharePictureLoader {
  private readonly staticRoot: string;

  /** @param clientRoot the folder the client's files are served from (ClientFiles.root). */
  constructor(
    private readonly storage: FileStorage,
    clientRoot: string,
  ) {
    this.staticRoot = resolve(clientRoot, 'static');
  }

  async bytesOf(url: string): Promise<Buffer | null> {
    const stored = parseImageUrl(url);
    if (stored) return this.storedBytes(imageKey(imageName(stored.id, 'normal')));
    if (STATIC_PATH.test(url)) return this.staticBytes(url.slice('/static/'.length));
    return null;
  }

  private async storedBytes(key: string): Promise<Buffer | null> {
    const file = await this.storage.get(key);
    if (!file) return null;
    if (file.size > MAX_PICTURE_BYTES) {
      file.stream.destroy();
      return null;
    }
    return Buffer.concat(await file.stream.toArray());
  }

  private async staticBytes(relative: string): Promise<Buffer | null> {
    const path = resolve(this.staticRoot, relative);
    if (!path.startsWith(this.staticRoot + sep)) return null;
    const handle = await open(path, 'r').catch(() => null);
    if (!handle) return null;
    try {
      const info = await handle.stat();
      return info.isFile() && info.size <= MAX_PICTURE_BYTES ? await handle.readFile() : null;
    } finally {
      await handle.close();
    }
  }
}
