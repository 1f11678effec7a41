import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { InvalidFileKeyError } from './file-storage.js';
import { LocalDiskFileStorage } from './local-disk-file-storage.js';

// What every FileStorage does is in file-storage.spec.ts; here, what the disk adds.
describe('LocalDiskFileStorage', () => {
  let parent: string;
  let storage: LocalDiskFileStorage;
  beforeEach(() => {
    parent = mkdtempSync(join(tmpdir(), 'storage-spec-'));
    storage = new LocalDiskFileStorage(join(parent, 'files'));
  });
  afterEach(() => rmSync(parent, { recursive: true, force: true }));

  it('keeps a file of key images/a.webp at images/a.webp in its folder, with no partial file left', async () => {
    await storage.put('images/a.webp', Buffer.from('hello'));
    await storage.put('images/a.webp', Readable.from([Buffer.from('replaced')]));
    expect(readdirSync(join(parent, 'files', 'images'))).toEqual(['a.webp']);
    expect(readFileSync(join(parent, 'files', 'images', 'a.webp'), 'utf8')).toBe('replaced');
  });

  it('removes a partial file when the stream fails', async () => {
    const failing = new Readable({
      read() {
        this.destroy(new Error('connection lost'));
      },
    });
    await expect(storage.put('cvs/broken', failing)).rejects.toThrow('connection lost');
    expect(readdirSync(join(parent, 'files', 'cvs'))).toEqual([]);
  });

  it('never reaches a file beside its folder', async () => {
    writeFileSync(join(parent, 'secret.txt'), 'secret');
    for (const key of ['../secret.txt', 'files/../../secret.txt']) {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(InvalidFileKeyError);
      await expect(storage.delete(key)).rejects.toThrow(InvalidFileKeyError);
    }
    expect(readFileSync(join(parent, 'secret.txt'), 'utf8')).toBe('secret');
  });

  it('a temporary storage removes its folder on shutdown', async () => {
    const temporary = LocalDiskFileStorage.temporary();
    await temporary.put('images/a.webp', Buffer.from('1'));
    expect(existsSync(temporary.root)).toBe(true);
    temporary.onApplicationShutdown();
    expect(existsSync(temporary.root)).toBe(false);
    storage.onApplicationShutdown(); // a configured folder is kept
    expect(existsSync(storage.root)).toBe(true);
  });
});
