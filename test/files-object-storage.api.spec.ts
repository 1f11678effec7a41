import { GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { FILE_STORAGE } from '../src/core/files/file-storage.js';
import { S3FileStorage } from '../src/core/files/s3-file-storage.js';
import { bearer, type SignedUp, signUpCompany, signUpTalent } from './support/accounts.js';
import { pdf } from './support/cv-files.js';
import { dataOf, errorsOf } from './support/envelope.js';
import { type S3Server, startS3Server } from './support/s3-server.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { asBytes } from './support/text-body.js';
import { vacancySeeder } from './support/vacancy-seed.js';

// The whole app with S3_BUCKET set, on a real S3-compatible server (s3rver): uploads land in the
// bucket, images are served from it as cacheable as from the disk, CVs only to who may read them.

let s3: S3Server;
let bucket: string;
let t: TestApp;
const seed = vacancySeeder(() => t);

beforeAll(async () => {
  s3 = await startS3Server();
  bucket = await s3.createBucket();
  t = await startTestApp(s3.environment(bucket));
  await seed.loadDictionary();
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

const objectKeys = async (): Promise<string[]> =>
  ((await s3.client.send(new ListObjectsV2Command({ Bucket: bucket }))).Contents ?? []).map((object) => object.Key!);

const objectBytes = async (key: string): Promise<Buffer> =>
  Buffer.from(
    await (await s3.client.send(new GetObjectCommand({ Bucket: bucket, Key: key }))).Body!.transformToByteArray(),
  );

const companyOf = async (who: SignedUp): Promise<{ id: number; url: string; small: string }> =>
  (
    await t.db.query(
      'SELECT c.id, c.profile_image_url AS url, c.small_profile_image_url AS small FROM company c JOIN account a ON a.id = c.account_id WHERE a.email = $1',
      [who.email],
    )
  )[0];

const imageKey = (url: string) => `images/${url.split('/').pop()}`;

it('keeps the files in the bucket when S3_BUCKET is set', () => {
  expect(t.app.get(FILE_STORAGE)).toBeInstanceOf(S3FileStorage);
});

it('stores an uploaded logo in the bucket and serves it to anyone, cacheable for a year', async () => {
  const { url, small } = await companyOf(await signUpCompany(t, 'Bucket Logo Ltd'));
  expect(await objectKeys()).toEqual(expect.arrayContaining([imageKey(url), imageKey(small)]));

  const image = await t.http.get(url).buffer(true).parse(asBytes);
  expect(image.status).toBe(200);
  expect(image.headers).toMatchObject({
    'content-type': 'image/webp',
    'cache-control': 'public, max-age=31536000, immutable',
    'content-length': String(image.body.length),
  });
  expect(image.body.equals(await objectBytes(imageKey(url)))).toBe(true);
  expect((await sharp(image.body).metadata()).format).toBe('webp');

  const missing = await t.http.get(url.replace(/[0-9a-f]{32}/, '0'.repeat(32)));
  errorsOf(missing, 404);
  expect(missing.headers['cache-control'] ?? '').not.toContain('immutable');

  // A second process with its own database and its own FILES_DIR, sharing only the bucket.
  const other = await startTestApp(s3.environment(bucket));
  try {
    const served = await other.http.get(small).buffer(true).parse(asBytes);
    expect(served.status).toBe(200);
    expect(served.body.equals(await objectBytes(imageKey(small)))).toBe(true);
  } finally {
    await other.close();
  }
});

it("downloads a talent's CV only for the talent, and an application's CV only for its company", async () => {
  const employer = await signUpCompany(t, 'Bucket Employer Ltd');
  const vacancyId = await seed.insertVacancy({ companyId: (await companyOf(employer)).id, title: 'Storage Engineer' });
  const otherCompany = await signUpCompany(t, 'Bucket Other Ltd');
  const talent = await signUpTalent(t);
  await t.db.query('UPDATE account SET is_email_verified = true WHERE email = $1', [talent.email]);
  const cvKeyOf = async (sql: string) => (await t.db.query(sql, [talent.email]))[0].key as string;

  const own = pdf('my own CV');
  dataOf(await t.http.post('/api/Users/UploadCv').set(bearer(talent)).attach('CV', own, 'cv.pdf'));
  const ownKey = await cvKeyOf(
    'SELECT c.file_key AS key FROM talent_cv c JOIN account a ON a.id = c.account_id WHERE a.email = $1',
  );
  expect((await objectBytes(ownKey)).equals(own)).toBe(true);

  const download = await t.http.get('/api/Users/DownloadCv').set(bearer(talent)).buffer(true).parse(asBytes);
  expect(download.status).toBe(200);
  expect(download.headers).toMatchObject({ 'content-type': 'application/pdf', 'cache-control': 'private, no-store' });
  expect(download.body.equals(own)).toBe(true);
  errorsOf(await t.http.get('/api/Users/DownloadCv'), 401);
  errorsOf(await t.http.get('/api/Users/DownloadCv').set(bearer(employer)), 403);

  const applied = pdf('sent with the application');
  dataOf(
    await t.http
      .post('/api/Users/ApplyToVacancy')
      .set(bearer(talent))
      .field('VacancyId', String(vacancyId))
      .field('FullName', 'Nino Beridze')
      .field('Email', 'nino.contact@example.ge')
      .field('Phone', '+995 555 12 34 56')
      .attach('CV', applied, 'application.pdf'),
  );
  const [{ id: applicationId }] = await t.db.query('SELECT id FROM application WHERE vacancy_id = $1', [vacancyId]);
  const appliedKey = await cvKeyOf(
    'SELECT p.cv_file_key AS key FROM application p JOIN account a ON a.id = p.account_id WHERE a.email = $1',
  );
  // The application's file became the last CV; the one it replaced, used by nothing, left the bucket.
  expect(await objectKeys()).toContain(appliedKey);
  expect(await objectKeys()).not.toContain(ownKey);

  const cv = await t.http
    .get('/api/Vacancy/getApplicationCv')
    .query({ applicationId })
    .set(bearer(employer))
    .buffer(true)
    .parse(asBytes);
  expect(cv.status).toBe(200);
  expect(cv.headers).toMatchObject({
    'content-type': 'application/pdf',
    'content-disposition': 'attachment; filename=application.pdf',
  });
  expect(cv.body.equals(applied)).toBe(true);
  errorsOf(await t.http.get('/api/Vacancy/getApplicationCv').query({ applicationId }), 401);
  errorsOf(await t.http.get('/api/Vacancy/getApplicationCv').query({ applicationId }).set(bearer(talent)), 403);
  errorsOf(await t.http.get('/api/Vacancy/getApplicationCv').query({ applicationId }).set(bearer(otherCompany)), 404);
});
