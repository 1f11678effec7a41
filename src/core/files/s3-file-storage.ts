import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { OnApplicationShutdown } from '@nestjs/common';
import type { ObjectStorageConfig } from '../../config/app-config.js';
import { assertValidFileKey, type FileStorage, type StoredFile } from './file-storage.js';

/** A missing object: GetObject says NoSuchKey, HeadObject (a HEAD has no body to say it) NotFound. */
const isMissing = (error: unknown) => ['NoSuchKey', 'NotFound'].includes((error as Error)?.name);

/**
 * FileStorage in a bucket of S3 or an S3-compatible server: the file of key `images/abc.webp` is the
 * object `<prefix>images/abc.webp`. Every process that uses the same bucket sees the same files.
 * The bucket stays private; files leave it only through the endpoints that check who may read them.
 */
export class S3FileStorage implements FileStorage, OnApplicationShutdown {
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;

  constructor(config: ObjectStorageConfig) {
    this.bucket = config.bucket;
    this.prefix = config.prefix;
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint ?? undefined,
      // An S3-compatible server is seldom reachable at <bucket>.<its host>.
      forcePathStyle: config.endpoint !== null,
      credentials: config.credentials ?? undefined,
      // Checksums only where the API demands them: the ones the SDK adds by default are not known
      // to every S3-compatible server.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  /** One PutObject: an object appears whole or not at all. A stream is read into memory first, as
   *  PutObject needs the length before the bytes (uploads are 10 MB at most), so a stream that fails
   *  stores nothing. */
  async put(key: string, data: Buffer | Readable): Promise<void> {
    const objectKey = this.objectKey(key);
    const body = Buffer.isBuffer(data) ? data : await buffer(data);
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: objectKey, Body: body }));
  }

  async get(key: string): Promise<StoredFile | null> {
    const objectKey = this.objectKey(key);
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: objectKey }));
      if (!(object.Body instanceof Readable)) throw new Error(`GetObject answered no stream for ${objectKey}`);
      return { stream: object.Body, size: object.ContentLength ?? 0 };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  onApplicationShutdown(): void {
    this.client.destroy();
  }

  private objectKey(key: string): string {
    assertValidFileKey(key);
    return `${this.prefix}${key}`;
  }
}
