import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { text } from 'node:stream/consumers';
import { startS3Server, type S3Server } from '../../../test/support/s3-server.js';
import { S3FileStorage } from './s3-file-storage.js';

// What every FileStorage does is in file-storage.spec.ts, run against s3rver too; here, what S3 adds.
describe('S3FileStorage', () => {
  let server: S3Server;
  const storages: S3FileStorage[] = [];
  const storageOn = (config: ReturnType<S3Server['config']>) => {
    const storage = new S3FileStorage(config);
    storages.push(storage);
    return storage;
  };
  beforeAll(async () => {
    server = await startS3Server();
  });
  afterAll(async () => {
    for (const storage of storages) storage.onApplicationShutdown();
    await server?.close();
  });

  const objectsIn = async (bucket: string) =>
    ((await server.client.send(new ListObjectsV2Command({ Bucket: bucket }))).Contents ?? [])
      .map((object) => object.Key)
      .sort();

  it('keeps a file under its prefix, and shares it with every storage on the same bucket and prefix', async () => {
    const bucket = await server.createBucket();
    const site = storageOn(server.config(bucket, 'techboard'));
    await site.put('images/a.webp', Buffer.from('logo'));
    expect(await objectsIn(bucket)).toEqual(['techboard/images/a.webp']);

    const otherProcess = storageOn(server.config(bucket, 'techboard/'));
    expect(await text((await otherProcess.get('images/a.webp'))!.stream)).toBe('logo');
    const wholeBucket = storageOn(server.config(bucket));
    expect(await wholeBucket.exists('images/a.webp')).toBe(false);
    expect(await wholeBucket.exists('techboard/images/a.webp')).toBe(true);

    await otherProcess.delete('images/a.webp');
    expect(await objectsIn(bucket)).toEqual([]);
  });

  it('takes a wrong key pair or a missing bucket for a failure, not for a missing file', async () => {
    const bucket = await server.createBucket();
    await storageOn(server.config(bucket)).put('cvs/a.pdf', Buffer.from('%PDF'));

    // s3rver checks the key id of a request, not its SigV4 signature.
    const wrongKey = storageOn({
      ...server.config(bucket),
      credentials: { accessKeyId: 'NOT-OURS', secretAccessKey: 'wrong' },
    });
    await expect(wrongKey.get('cvs/a.pdf')).rejects.toMatchObject({ name: 'InvalidAccessKeyId' });
    await expect(wrongKey.get('cvs/missing.pdf')).rejects.toMatchObject({ name: 'InvalidAccessKeyId' });
    await expect(wrongKey.exists('cvs/a.pdf')).rejects.toMatchObject({ $metadata: { httpStatusCode: 403 } });
    await expect(wrongKey.put('cvs/b.pdf', Buffer.from('x'))).rejects.toMatchObject({ name: 'InvalidAccessKeyId' });
    await expect(wrongKey.delete('cvs/a.pdf')).rejects.toMatchObject({ name: 'InvalidAccessKeyId' });
    expect(await objectsIn(bucket)).toEqual(['cvs/a.pdf']);

    const noBucket = storageOn(server.config('no-such-bucket'));
    await expect(noBucket.get('cvs/a.pdf')).rejects.toMatchObject({ name: 'NoSuchBucket' });
    await expect(noBucket.put('cvs/a.pdf', Buffer.from('x'))).rejects.toMatchObject({ name: 'NoSuchBucket' });
  });
});
