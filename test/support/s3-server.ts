import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { AppConfig, type ObjectStorageConfig } from '../../src/config/app-config.js';
import { parseEnvironment } from '../../src/config/environment.js';

/** The one key pair s3rver knows (it refuses any other key id, but checks no SigV4 signature). */
const ACCESS_KEY = 'S3RVER';

export interface S3Server {
  /** http://127.0.0.1:PORT, for S3_ENDPOINT. */
  endpoint: string;
  /** A client of its own, to look at the buckets behind the app's back. */
  client: S3Client;
  /** Makes a new, empty bucket and answers its name. */
  createBucket(): Promise<string>;
  /** The app's settings for a bucket of this server. */
  environment(bucket: string): Record<string, string>;
  /** Those settings as AppConfig reads them, for a storage made by hand. */
  config(bucket: string, prefix?: string): ObjectStorageConfig;
  close(): Promise<void>;
}

let buckets = 0;

/** A real S3-compatible server (s3rver) on 127.0.0.1, on a random free port, keeping its buckets
 *  in a temporary folder that close() removes. */
export async function startS3Server(): Promise<S3Server> {
  const directory = mkdtempSync(join(tmpdir(), 'techboard-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const credentials = { accessKeyId: ACCESS_KEY, secretAccessKey: ACCESS_KEY };
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials });
  const environment = (bucket: string) => ({
    S3_BUCKET: bucket,
    S3_ENDPOINT: endpoint,
    S3_ACCESS_KEY_ID: ACCESS_KEY,
    S3_SECRET_ACCESS_KEY: ACCESS_KEY,
  });
  return {
    endpoint,
    client,
    createBucket: async () => {
      const bucket = `techboard-test-${process.pid}-${++buckets}`;
      await client.send(new CreateBucketCommand({ Bucket: bucket }));
      return bucket;
    },
    environment,
    config: (bucket, prefix = '') =>
      new AppConfig(parseEnvironment({ ...environment(bucket), S3_PREFIX: prefix })).objectStorage!,
    close: async () => {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
