import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { InvalidFileKeyError, isValidFileKey } from './file-storage.js';
import { LocalDiskFileStorage } from './local-disk-file-storage.js';

describe('LocalDiskFileStorage', () => {
  let parent: string;
  let storage: LocalDiskFileStorage;
  beforeEach(() => {
    parent = mkdtempSync(join(tmpdir(), 'storage-spec-'));
    storage = new LocalDiskFileStorage(join(parent, 'files'));
  });
  afterEach(() => rmSync(parent, { recursive: true, force: true }));

  it('puts, reads, checks and deletes a file by key, from a buffer or a stream', async () => {
    await storage.put('images/a.webp', Buffer.from('hello'));
    expect(await storage.exists('images/a.webp')).toBe(true);
    const file = await storage.get('images/a.webp');
    expect(file!.size).toBe(5);
    expect(await text(file!.stream)).toBe('hello');

    await storage.put('cvs/b', Readable.from([Buffer.from('one '), Buffer.from('two')]));
    expect(await text((await storage.get('cvs/b'))!.stream)).toBe('one two');

    await storage.put('images/a.webp', Buffer.from('replaced'));
    expect(await text((await storage.get('images/a.webp'))!.stream)).toBe('replaced');
    expect(readdirSync(join(parent, 'files', 'images'))).toEqual(['a.webp']); // no partial file left

    await storage.delete('images/a.webp');
    await storage.delete('images/a.webp');
    expect(await storage.exists('images/a.webp')).toBe(false);
    expect(await storage.get('images/a.webp')).toBeNull();
  });

  it('answers null for a folder and false for a missing key', async () => {
    await storage.put('images/x/y', Buffer.from('1'));
    expect(await storage.get('images/x')).toBeNull();
    expect(await storage.exists('images/x')).toBe(false);
    expect(await storage.exists('nothing/here')).toBe(false);
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

  it('refuses keys that could leave its folder', async () => {
    writeFileSync(join(parent, 'secret.txt'), 'secret');
    for (const key of ['../secret.txt', 'images/../../secret.txt', '/etc/passwd', '..', '.', '', 'a//b', 'a/./b',
      'images\\..\\..\\secret.txt', '.hidden', 'a/.b', 'a/b/', 'C:\\x', 'a\u0000b', 'é']) {
      expect(isValidFileKey(key)).toBe(false);
      await expect(storage.get(key)).rejects.toThrow(InvalidFileKeyError);
      await expect(storage.exists(key)).rejects.toThrow(InvalidFileKeyError);
      await expect(storage.delete(key)).rejects.toThrow(InvalidFileKeyError);
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(InvalidFileKeyError);
    }
    expect(existsSync(join(parent, 'secret.txt'))).toBe(true);
    expect(isValidFileKey('images/0123abcd-small.webp')).toBe(true);
    expect(isValidFileKey('cvs/2024/a_b-c.pdf')).toBe(true);
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
