import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer, text } from 'node:stream/consumers';
import { startS3Server, type S3Server } from '../../../test/support/s3-server.js';
import { type FileStorage, InvalidFileKeyError, isValidFileKey } from './file-storage.js';
import { LocalDiskFileStorage } from './local-disk-file-storage.js';
import { S3FileStorage } from './s3-file-storage.js';

/** An implementation under test: a new, empty storage for each test. */
interface Implementation {
  start(): Promise<void>;
  newStorage(): Promise<FileStorage>;
  stop(): Promise<void>;
}

function localDisk(): Implementation {
  const parents: string[] = [];
  return {
    start: async () => {},
    newStorage: async () => {
      const parent = mkdtempSync(join(tmpdir(), 'storage-spec-'));
      parents.push(parent);
      return new LocalDiskFileStorage(join(parent, 'files'));
    },
    stop: async () => {
      for (const parent of parents) rmSync(parent, { recursive: true, force: true });
    },
  };
}

/** A bucket of its own for each test on a real S3-compatible server (s3rver). */
function s3(): Implementation {
  let server: S3Server;
  const storages: S3FileStorage[] = [];
  return {
    start: async () => {
      server = await startS3Server();
    },
    newStorage: async () => {
      const storage = new S3FileStorage(server.config(await server.createBucket()));
      storages.push(storage);
      return storage;
    },
    stop: async () => {
      for (const storage of storages) storage.onApplicationShutdown();
      await server?.close();
    },
  };
}

const INVALID_KEYS = [
  '../secret.txt',
  'images/../../secret.txt',
  '/etc/passwd',
  '..',
  '.',
  '',
  'a//b',
  'a/./b',
  'images\\..\\..\\secret.txt',
  '.hidden',
  'a/.b',
  'a/b/',
  'C:\\x',
  'a\u0000b',
  'é',
  'a'.repeat(256),
];

/** A stream that fails at its first read, as an upload cut off midway does. */
const failing = () =>
  new Readable({
    read() {
      this.destroy(new Error('connection lost'));
    },
  });

describe.each([
  ['LocalDiskFileStorage', localDisk],
  ['S3FileStorage', s3],
])('FileStorage: %s', (_name, implementation) => {
  const subject = implementation();
  let storage: FileStorage;
  beforeAll(() => subject.start());
  beforeEach(async () => {
    storage = await subject.newStorage();
  });
  afterAll(() => subject.stop());

  it('puts, reads, checks, replaces and deletes a file by key, from a buffer or a stream', async () => {
    await storage.put('images/a.webp', Buffer.from('hello'));
    expect(await storage.exists('images/a.webp')).toBe(true);
    const file = await storage.get('images/a.webp');
    expect(file!.size).toBe(5);
    expect(await text(file!.stream)).toBe('hello');

    await storage.put('cvs/b', Readable.from([Buffer.from('one '), Buffer.from('two')]));
    const streamed = await storage.get('cvs/b');
    expect(streamed!.size).toBe(7);
    expect(await text(streamed!.stream)).toBe('one two');

    await storage.put('images/a.webp', Buffer.from('replaced'));
    const replaced = await storage.get('images/a.webp');
    expect(replaced!.size).toBe(8);
    expect(await text(replaced!.stream)).toBe('replaced');

    await storage.delete('images/a.webp');
    await storage.delete('images/a.webp'); // a missing file is no error
    expect(await storage.exists('images/a.webp')).toBe(false);
    expect(await storage.get('images/a.webp')).toBeNull();
    expect(await storage.exists('cvs/b')).toBe(true);
  });

  it('keeps the bytes of a file of a few MB as they were, from a buffer or a stream of chunks', async () => {
    const bytes = randomBytes(3 * 1024 * 1024 + 17);
    await storage.put('cvs/large.pdf', bytes);
    const fromBuffer = await storage.get('cvs/large.pdf');
    expect(fromBuffer!.size).toBe(bytes.length);
    expect((await buffer(fromBuffer!.stream)).equals(bytes)).toBe(true);

    const chunks = Array.from({ length: Math.ceil(bytes.length / 65536) }, (_, i) =>
      bytes.subarray(i * 65536, (i + 1) * 65536),
    );
    await storage.put('cvs/chunked.pdf', Readable.from(chunks));
    const fromStream = await storage.get('cvs/chunked.pdf');
    expect(fromStream!.size).toBe(bytes.length);
    expect((await buffer(fromStream!.stream)).equals(bytes)).toBe(true);
  });

  it('answers null for a folder and false for a missing key', async () => {
    await storage.put('images/x/y', Buffer.from('1'));
    expect(await storage.get('images/x')).toBeNull();
    expect(await storage.exists('images/x')).toBe(false);
    expect(await storage.exists('nothing/here')).toBe(false);
    expect(await storage.get('nothing/here')).toBeNull();
  });

  it('stores nothing when the stream fails, and keeps the file it was to replace', async () => {
    await expect(storage.put('cvs/broken', failing())).rejects.toThrow('connection lost');
    expect(await storage.exists('cvs/broken')).toBe(false);
    expect(await storage.get('cvs/broken')).toBeNull();

    await storage.put('cvs/kept', Buffer.from('old'));
    await expect(storage.put('cvs/kept', failing())).rejects.toThrow('connection lost');
    expect(await text((await storage.get('cvs/kept'))!.stream)).toBe('old');
  });

  it('refuses every key the server could not have made', async () => {
    for (const key of INVALID_KEYS) {
      await expect(storage.get(key)).rejects.toThrow(InvalidFileKeyError);
      await expect(storage.exists(key)).rejects.toThrow(InvalidFileKeyError);
      await expect(storage.delete(key)).rejects.toThrow(InvalidFileKeyError);
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(InvalidFileKeyError);
    }
  });
});

describe('isValidFileKey', () => {
  it('takes slash-separated ids and nothing that could climb out of a folder', () => {
    for (const key of INVALID_KEYS) expect(isValidFileKey(key)).toBe(false);
    for (const key of ['images/0123abcd-small.webp', 'cvs/2024/a_b-c.pdf', 'a'.repeat(255)])
      expect(isValidFileKey(key)).toBe(true);
  });
});
