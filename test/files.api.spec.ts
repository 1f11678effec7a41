import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Response } from 'supertest';
import { AppException } from '../src/core/errors/app.exception.js';
import { AppErrorCode } from '../src/core/errors/app-error-code.js';
import { FILE_STORAGE, type FileStorage } from '../src/core/files/file-storage.js';
import { ImageUploadService, type UploadedImage } from '../src/core/files/image-upload.service.js';
import { LocalDiskFileStorage } from '../src/core/files/local-disk-file-storage.js';
import { translate } from '../src/core/i18n/translator.js';
import { errorsOf, GEORGIAN } from './support/envelope.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const upload = (buffer: Buffer, originalname = 'picture.png'): UploadedImage => ({
  buffer,
  size: buffer.length,
  originalname,
});

const solid = (width: number, height: number, background = '#c03') =>
  sharp({ create: { width, height, channels: 3, background } });

/** The AppException a call throws (fails the test when it throws nothing else). */
async function refusal(call: Promise<unknown>): Promise<AppException> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppException);
  return error as AppException;
}

const messagesOf = (error: AppException, language: 'en' | 'ka', field = 'profileImage') =>
  (error.errors[field] ?? []).map((message) => translate(language, message));

const binary = (response: Response, callback: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => callback(null, Buffer.concat(chunks)));
};

describe('Files: image uploads and the images the API serves', () => {
  let t: TestApp;
  let images: ImageUploadService;
  let storage: FileStorage;
  let root: string;
  beforeAll(async () => {
    t = await startTestApp({ FILES_DIR: 'memory' });
    images = t.app.get(ImageUploadService);
    storage = t.app.get<FileStorage>(FILE_STORAGE);
    root = (storage as LocalDiskFileStorage).root;
  });
  afterAll(async () => {
    await t.close();
    expect(existsSync(root)).toBe(false); // the temporary folder goes with the app
  });

  const fetchImage = (url: string) =>
    t.http
      .get(url)
      .buffer(true)
      .parse(binary as never);

  it('keeps files in a temporary folder of its own when FILES_DIR=memory', () => {
    expect(storage).toBeInstanceOf(LocalDiskFileStorage);
    expect(root).toMatch(/techboard-files-/);
  });

  it('stores a profile PNG as upright WebP in a normal and a small size, with its EXIF gone', async () => {
    // 1200x800 stored with EXIF orientation 6: shown upright it is 800 wide and 1200 high.
    const png = await solid(1200, 800)
      .png()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Copyright: 'secret-owner', Artist: 'someone' } })
      .toBuffer();
    expect((await sharp(png).metadata()).exif).toBeDefined();

    const stored = await images.storeProfileImage(upload(png, 'me.png'), 'profile');
    expect(stored.url).toMatch(/^\/api\/Files\/Images\/[0-9a-f]{32}\.webp$/);
    expect(stored.smallUrl).toMatch(/^\/api\/Files\/Images\/[0-9a-f]{32}-small\.webp$/);
    expect(stored.smallUrl!.replace('-small', '')).toBe(stored.url);

    const normal = await fetchImage(stored.url);
    expect(normal.status).toBe(200);
    expect(normal.headers['content-type']).toBe('image/webp');
    expect(normal.headers['x-content-type-options']).toBe('nosniff');
    expect(normal.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(normal.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(Number(normal.headers['content-length'])).toBe((normal.body as Buffer).length);
    const normalMeta = await sharp(normal.body as Buffer).metadata();
    expect(normalMeta).toMatchObject({ format: 'webp', width: 267, height: 400 });
    expect(normalMeta.exif).toBeUndefined();
    expect(normalMeta.orientation).toBeUndefined();
    expect((normal.body as Buffer).includes('secret-owner')).toBe(false);

    const small = await fetchImage(stored.smallUrl!);
    expect(small.status).toBe(200);
    const smallMeta = await sharp(small.body as Buffer).metadata();
    expect(smallMeta).toMatchObject({ format: 'webp', width: 64, height: 96 });
    expect(smallMeta.exif).toBeUndefined();
  });

  it('accepts a JPEG and a WebP, judged by their bytes whatever their names, and never enlarges', async () => {
    const jpeg = await solid(640, 480, '#0a0')
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-owner' } })
      .toBuffer();
    const fromJpeg = await images.storeProfileImage(upload(jpeg, 'photo.gif'), 'profile');
    const jpegMeta = await sharp((await fetchImage(fromJpeg.url)).body as Buffer).metadata();
    expect(jpegMeta).toMatchObject({ format: 'webp', width: 400, height: 300 });
    expect(jpegMeta.exif).toBeUndefined();

    const webp = await solid(60, 40, '#00c').webp().toBuffer();
    const fromWebp = await images.storeProfileImage({ buffer: webp, size: webp.length }, 'profile');
    expect(await sharp((await fetchImage(fromWebp.url)).body as Buffer).metadata()).toMatchObject({
      width: 60,
      height: 40,
    });
    expect(await sharp((await fetchImage(fromWebp.smallUrl!)).body as Buffer).metadata()).toMatchObject({
      width: 60,
      height: 40,
    });
  });

  it('stores a cover at most 1600x600, with no small size', async () => {
    const jpeg = await solid(3200, 1000).jpeg().toBuffer();
    const stored = await images.storeProfileImage(upload(jpeg, 'cover.jpg'), 'cover', 'coverImage');
    expect(stored.smallUrl).toBeNull();
    const meta = await sharp((await fetchImage(stored.url)).body as Buffer).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 500 });
    const id = stored.url.split('/').pop()!.replace('.webp', '');
    expect(await storage.exists(`images/${id}-small.webp`)).toBe(false);
  });

  it('refuses a GIF and text named .png with 415 "The file format is not valid", in both languages', async () => {
    const gif = await solid(20, 20).gif().toBuffer();
    const gifError = await refusal(images.storeProfileImage(upload(gif, 'animated.png')));
    expect(gifError.code).toBe(AppErrorCode.UnsupportedMediaType);
    expect(messagesOf(gifError, 'en')).toEqual(['The file format is not valid']);
    expect(messagesOf(gifError, 'ka')[0]).toMatch(GEORGIAN);

    const text = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg> not really an image');
    const textError = await refusal(images.storeProfileImage(upload(text, 'logo.png'), 'profile', 'ProfileImage'));
    expect(textError.code).toBe(AppErrorCode.UnsupportedMediaType);
    expect(messagesOf(textError, 'en', 'ProfileImage')).toEqual(['The file format is not valid']);

    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    expect((await refusal(images.storeProfileImage(upload(svg, 'logo.png')))).code).toBe(
      AppErrorCode.UnsupportedMediaType,
    );

    const png = await solid(100, 100).png().toBuffer();
    const truncated = png.subarray(0, Math.floor(png.length / 2));
    expect((await refusal(images.storeProfileImage(upload(truncated)))).code).toBe(AppErrorCode.UnsupportedMediaType);
    expect((await refusal(images.storeProfileImage(upload(Buffer.alloc(0))))).code).toBe(
      AppErrorCode.UnsupportedMediaType,
    );
  });

  it('refuses an image over 25 megapixels with a 400 naming the limit', async () => {
    const huge = await solid(5100, 5100, '#fff').png().toBuffer(); // 26 megapixels in a small file
    expect(huge.length).toBeLessThan(10000 * 1024);
    const error = await refusal(images.storeProfileImage(upload(huge)));
    expect(error.code).toBe(AppErrorCode.ValidationFailed);
    expect(messagesOf(error, 'en')).toEqual(['The image is too big: it may have at most 25 megapixels']);
    expect(messagesOf(error, 'ka')[0]).toMatch(GEORGIAN);
  });

  it('refuses a file over 10000 KB with 413 "The file is too large to upload"', async () => {
    const big = Buffer.alloc(11 * 1024 * 1024, 7);
    const error = await refusal(images.storeProfileImage(upload(big), 'profile', 'logo'));
    expect(error.code).toBe(AppErrorCode.PayloadTooLarge);
    expect(messagesOf(error, 'en', 'logo')).toEqual(['The file is too large to upload']);
    expect(messagesOf(error, 'ka', 'logo')[0]).toMatch(GEORGIAN);
  });

  it('leaves nothing on disk for a refused upload', async () => {
    const before = readdirSync(join(root, 'images')).length;
    await refusal(images.storeProfileImage(upload(await solid(10, 10).gif().toBuffer())));
    expect(readdirSync(join(root, 'images'))).toHaveLength(before);
    expect(readdirSync(join(root, 'images')).filter((name) => !/^[0-9a-f]{32}(-small)?\.webp$/.test(name))).toEqual([]);
  });

  it('deleteImage removes both sizes, from either URL, and ignores URLs it did not make', async () => {
    const first = await images.storeProfileImage(upload(await solid(50, 50).png().toBuffer()));
    await images.deleteImage(first.url);
    expect((await fetchImage(first.url)).status).toBe(404);
    expect((await fetchImage(first.smallUrl!)).status).toBe(404);

    const second = await images.storeProfileImage(upload(await solid(50, 50).png().toBuffer()));
    await images.deleteImage(`http://localhost:3000${second.smallUrl}`);
    errorsOf(await t.http.get(second.url), 404);
    errorsOf(await t.http.get(second.smallUrl!), 404);

    const kept = await images.storeProfileImage(upload(await solid(50, 50).png().toBuffer()));
    for (const url of [
      '/static/demo/logos/kartuli-code.svg',
      'https://example.com/a.png',
      '',
      null,
      undefined,
      '/api/Files/Images/../x.webp',
    ]) {
      await expect(images.deleteImage(url)).resolves.toBeUndefined();
    }
    await images.deleteImage(kept.url); // twice is fine
    await expect(images.deleteImage(kept.url)).resolves.toBeUndefined();
  });

  it('answers unknown, malformed and path-traversal names with a 404 envelope', async () => {
    const stored = await images.storeProfileImage(upload(await solid(30, 30).png().toBuffer()));
    const name = stored.url.split('/').pop()!;
    expect((await fetchImage(`/api/files/images/${name}`)).status).toBe(200); // routes are case-insensitive
    for (const path of [
      '/api/Files/Images/0123456789abcdef0123456789abcdef.webp',
      '/api/Files/Images/not-an-image.webp',
      `/api/Files/Images/${name.toUpperCase()}`,
      `/api/Files/Images/${name}.partial`,
      '/api/Files/Images/..%2F..%2Fpackage.json',
      '/api/Files/Images/..%2fimages%2f' + name,
      '/api/Files/Images/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      '/api/Files/Images/..%5C..%5Cpackage.json',
      '/api/Files/Images/%2Fetc%2Fpasswd',
      '/api/Files/Images/images%2F' + name,
    ]) {
      const response = await t.http.get(path);
      errorsOf(response, 404);
      expect(response.headers['cache-control'] ?? '').not.toContain('immutable');
    }
    expect(errorsOf(await t.http.get('/api/Files/Images/nothing.webp').set('Accept-Language', 'ka'), 404)._[0]).toMatch(
      GEORGIAN,
    );
  });

  it('needs no sign-in to read an image, and HEAD answers the headers', async () => {
    const stored = await images.storeProfileImage(upload(await solid(30, 30).png().toBuffer()));
    const head = await t.http.head(stored.url);
    expect(head.status).toBe(200);
    expect(head.headers['content-type']).toBe('image/webp');
  });
});
