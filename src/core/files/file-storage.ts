import type { Readable } from 'node:stream';

/** Injection token of the one FileStorage of the app (local disk today, S3-compatible later). */
export const FILE_STORAGE = Symbol('FileStorage');

/** A stored file opened for reading. */
export interface StoredFile {
  stream: Readable;
  /** Size in bytes. */
  size: number;
}

/**
 * Where uploaded files (profile images, covers, CVs) live. Keys are ids the server generates,
 * never names a user sent: slash-separated segments of letters, digits, `_`, `-` and `.`, no
 * segment starting with a dot (`images/3f9c….webp`). Every method refuses any other key.
 */
export interface FileStorage {
  /** Stores the bytes under the key, replacing what was there; readers never see a half-written file. */
  put(key: string, data: Buffer | Readable): Promise<void>;
  /** Opens the file for reading, or null when there is none. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file; removing a missing file is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

/** A key that is not one the server could have generated: a bug, or someone probing paths. */
export class InvalidFileKeyError extends Error {
  constructor(key: string) {
    super(`Invalid file key: ${JSON.stringify(key)}`);
  }
}

const SAFE_KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

/** True for a key of the shape every FileStorage accepts (no `..`, no absolute path, no backslash). */
export function isValidFileKey(key: unknown): key is string {
  return typeof key === 'string' && key.length <= 255 && SAFE_KEY.test(key);
}

export function assertValidFileKey(key: unknown): asserts key is string {
  if (!isValidFileKey(key)) throw new InvalidFileKeyError(String(key));
}
