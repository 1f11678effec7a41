import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo, Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import sharp from 'sharp';
import { en } from '../../src/core/i18n/messages.en.js';
import { ka } from '../../src/core/i18n/messages.ka.js';
import {
  bearer,
  PASSWORD,
  type SignedUp,
  signInStaff,
  signUpCompany,
  signUpTalent,
  technologyIds,
  uniqueEmail,
} from '../support/accounts.js';
import { changedTables, databaseFingerprint, LOG_TABLES } from '../support/db-fingerprint.js';
import { dataOf, errorsOf } from '../support/envelope.js';
import { routeHandlers } from '../support/route-table.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { vacancySeeder } from '../support/vacancy-seed.js';
import { type HostileFile, SCRIPT, type UploadPayloads, uploadPayloads } from './upload-payloads.js';

// ---- the app, its files folder and the people who upload ------------------------------------

let t: TestApp;
let port: number;
/** A real folder (not FILES_DIR=memory): FILES_DIR is its `files` subfolder, so anything written
 *  outside FILES_DIR would show up beside it. */
let parent: string;
let files: string;
let payloads: UploadPayloads;
let talent: SignedUp;
let company: SignedUp;
let staff: SignedUp;
let vacancies: number[];

const seeder = vacancySeeder(() => t);

beforeAll(async () => {
  parent = mkdtempSync(join(tmpdir(), 'uploads-spec-'));
  files = join(parent, 'files');
  t = await startTestApp({ FILES_DIR: files });
  const server = t.app.getHttpServer() as Server;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  payloads = await uploadPayloads();
  [talent, company, staff] = await Promise.all([signUpTalent(t), signUpCompany(t, 'Upload Test Co'), signInStaff(t)]);
  await t.db.query('UPDATE account SET is_email_verified = true WHERE email = $1', [talent.email]);
  await seeder.loadDictionary();
  const companyOf = 'SELECT c.id FROM company c JOIN account a ON a.id = c.account_id WHERE a.email = $1';
  const [{ id: companyId }] = await t.db.query(companyOf, [company.email]);
  vacancies = [
    await seeder.insertVacancy({ companyId, title: 'Polyglot Engineer' }),
    await seeder.insertVacancy({ companyId, title: 'Path Engineer' }),
  ];
});

afterAll(async () => {
  await t.close();
  rmSync(parent, { recursive: true, force: true });
});

// ---- the upload routes ------------------------------------------------------------------------

type Kind = 'image' | 'cv';

interface UploadRoute {
  path: string;
  /** The form field of the file, as the spec names it, and as errors name it. */
  field: string;
  errorField: string;
  kind: Kind;
  caller: () => Record<string, string>;
  /** The text fields the form needs besides the file. */
  fields: () => Promise<Record<string, string | string[]>>;
}

const none = async () => ({});
const signUpFields = async (): Promise<Record<string, string | string[]>> => ({
  Name: 'Upload Tester',
  Email: uniqueEmail('upload'),
  Password: PASSWORD,
  ConfirmPassword: PASSWORD,
  AcceptTerms: 'true',
});
const talentSignUpFields = async () => ({
  ...(await signUpFields()),
  Technologies: (await technologyIds(t)).map(String),
});
const applicationFields = async () => ({
  VacancyId: String(vacancies[0]),
  FullName: 'Upload Tester',
  Email: 'upload.tester@example.ge',
  Phone: '+995 555 12 34 56',
});

const visitor = () => ({});
const asTalent = () => bearer(talent);
const asCompany = () => bearer(company);
const asStaff = () => bearer(staff);

/** A row of the table below: the route's key (`POST /api/...`), its file field and how errors name it. */
const uploadRoute = (
  key: string,
  field: string,
  errorField: string,
  kind: Kind,
  caller: () => Record<string, string>,
  fields = none,
) => [key, { path: key.replace(/^POST /, ''), field, errorField, kind, caller, fields }] as const;

/** Every route that takes a file, by its route key; the first test proves none is missing. */
const UPLOAD_ROUTES: Record<string, UploadRoute> = Object.fromEntries([
  uploadRoute(
    'POST /api/Account/CreateUserAccount',
    'ProfileImage',
    'profileImage',
    'image',
    visitor,
    talentSignUpFields,
  ),
  uploadRoute('POST /api/Account/CreateCompanyAccount', 'ProfileImage', 'profileImage', 'image', visitor, signUpFields),
  uploadRoute('POST /api/Account/UpdateProfileImage', 'ProfileImage', 'profileImage', 'image', asTalent),
  uploadRoute('POST /api/Account/updateCoverImage', 'CoverImage', 'coverImage', 'image', asCompany),
  uploadRoute('POST /api/Admin/UploadDictionaryIcon', 'Icon', 'icon', 'image', asStaff),
  uploadRoute('POST /api/Admin/UploadHeroImage', 'Image', 'image', 'image', asStaff),
  uploadRoute('POST /api/Admin/Blog/UploadCover', 'Cover', 'cover', 'image', asStaff),
  uploadRoute('POST /api/Users/UploadCv', 'CV', 'cv', 'cv', asTalent),
  uploadRoute('POST /api/Users/ApplyToVacancy', 'CV', 'cv', 'cv', asTalent, applicationFields),
]);

/** Route keys of every handler that takes an @UploadedFile(), read from the controllers. */
function fileRouteKeys(): string[] {
  return routeHandlers(t.app)
    .filter((handler) => handler.argumentKinds().includes(RouteParamtypes.FILE))
    .map((handler) => handler.key)
    .sort();
}

async function upload(route: UploadRoute, file: HostileFile, language = 'en') {
  const request = t.http.post(route.path).set(route.caller()).set('Accept-Language', language);
  for (const [key, value] of Object.entries(await route.fields()))
    for (const item of [value].flat()) request.field(key, item);
  return request.attach(route.field, file.bytes, { filename: file.name, contentType: file.type });
}

// ---- what is stored ---------------------------------------------------------------------------

/** Every file under the parent folder, relative to it. */
function tree(folder = parent): string[] {
  return readdirSync(folder, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory() ? tree(join(folder, entry.name)) : [relative(parent, join(folder, entry.name))],
    )
    .sort();
}

const STORED_FILE = /^files\/(images\/[0-9a-f]{32}(-small)?\.webp|cvs\/[0-9a-f]{32}\.(pdf|doc|docx))$/;

const outboxSize = async (): Promise<number> => (await t.db.query('SELECT count(*)::int AS n FROM outbox_mail'))[0].n;

/** Runs `call` and asserts it stored no row (queued no mail) and wrote or removed no file. The
 *  outbox's rows are counted, not compared: its sender marks earlier mails sent meanwhile. */
async function expectNothingStored(call: () => Promise<void>): Promise<void> {
  const skipped = [...LOG_TABLES, 'outbox_mail'];
  const [rows, mails, before] = [await databaseFingerprint(t.db, skipped), await outboxSize(), tree()];
  await call();
  expect(changedTables(rows, await databaseFingerprint(t.db, skipped))).toEqual({});
  expect(await outboxSize()).toBe(mails);
  expect(tree()).toEqual(before);
}

/** GET as bytes. */
const bytesOf = (response: unknown, callback: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  const stream = response as NodeJS.ReadableStream;
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => callback(null, Buffer.concat(chunks)));
};
const download = (path: string, who: { token: string } | null = null) => {
  const request = t.http.get(path).buffer(true).parse(bytesOf);
  return who ? request.set(bearer(who)) : request;
};
const zipOfCvs = (vacancyId: number) =>
  t.http
    .post('/api/Vacancy/getVacancyApplicantsCv')
    .set(bearer(company))
    .send({ vacancyId })
    .buffer(true)
    .parse(bytesOf);

/** The headers that keep a browser from running a served file: its own type, never sniffed, a download. */
function expectServedSafely(headers: Record<string, string>, contentType: string): void {
  expect(headers['content-type']).toBe(contentType);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['content-disposition']).toMatch(/^attachment; filename/);
}

// ---- the tests --------------------------------------------------------------------------------

describe('uploads under attack', () => {
  it('knows every route that takes a file', () => {
    expect(fileRouteKeys()).toEqual(Object.keys(UPLOAD_ROUTES).sort());
  });

  it('refuses wrong magic bytes behind a good extension and content type on every upload route: 415 in en and ka, nothing stored', async () => {
    await expectNothingStored(async () => {
      for (const route of Object.values(UPLOAD_ROUTES)) {
        const hostile = route.kind === 'image' ? payloads.notImages : payloads.notCvs;
        for (const [index, file] of hostile.entries()) {
          const language = index % 2 === 0 ? 'en' : 'ka';
          const response = await upload(route, file, language);
          expect({ route: route.path, file: file.label, errors: errorsOf(response, 415) }).toEqual({
            route: route.path,
            file: file.label,
            errors: { [route.errorField]: [(language === 'en' ? en : ka).files.invalidFormat] },
          });
        }
      }
    });
  });

  it('stores image polyglots re-encoded: the served WebP no longer holds the HTML, and is a download', async () => {
    const route = UPLOAD_ROUTES['POST /api/Account/UpdateProfileImage'];
    for (const file of payloads.imagePolyglots) {
      const { profileImageUrl, smallProfileImageUrl } = dataOf(await upload(route, file));
      for (const url of [profileImageUrl, smallProfileImageUrl]) {
        const served = await download(url);
        expect(served.status).toBe(200);
        expectServedSafely(served.headers, 'image/webp');
        const bytes = served.body as Buffer;
        expect(bytes.subarray(8, 12).toString()).toBe('WEBP');
        const carried = { file: file.label, script: bytes.includes('script'), html: bytes.includes('<html') };
        expect(carried).toEqual({ file: file.label, script: false, html: false });
        expect((await sharp(bytes).metadata()).format).toBe('webp');
      }
    }
    // Nothing on disk under images/ holds the script either.
    for (const path of tree().filter((name) => name.startsWith('files/images/'))) {
      expect(readFileSync(join(parent, path)).includes(SCRIPT)).toBe(false);
    }
  });

  it('keeps a PDF that is also HTML a PDF: served as application/pdf, never sniffed, as a download, alone or zipped', async () => {
    const file = payloads.pdfPolyglot;
    dataOf(await upload(UPLOAD_ROUTES['POST /api/Users/UploadCv'], file));
    const own = await download('/api/Users/DownloadCv', talent);
    expectServedSafely(own.headers, 'application/pdf');
    expect(Buffer.compare(own.body, file.bytes)).toBe(0);

    dataOf(await upload(UPLOAD_ROUTES['POST /api/Users/ApplyToVacancy'], file));
    const [{ id: applicationId }] = await t.db.query('SELECT id FROM application WHERE vacancy_id = $1', [
      vacancies[0],
    ]);
    const one = await download(`/api/Vacancy/getApplicationCv?applicationId=${applicationId}`, company);
    expectServedSafely(one.headers, 'application/pdf');
    const zip = await zipOfCvs(vacancies[0]);
    expectServedSafely(zip.headers as Record<string, string>, 'application/zip');
  });

  it('refuses image bombs (more than 25 megapixels in a small file) with 400, in en and ka, without decoding them', async () => {
    const routes = [
      UPLOAD_ROUTES['POST /api/Account/CreateUserAccount'],
      UPLOAD_ROUTES['POST /api/Account/updateCoverImage'],
    ];
    const rssBefore = process.memoryUsage().rss;
    await expectNothingStored(async () => {
      for (const route of routes) {
        for (const [index, bomb] of payloads.bombs.entries()) {
          expect(bomb.bytes.length).toBeLessThan(100 * 1024);
          const language = index % 2 === 0 ? 'en' : 'ka';
          const response = await upload(route, bomb, language);
          const messages = language === 'en' ? en : ka;
          expect({ bomb: bomb.label, errors: errorsOf(response, 400) }).toEqual({
            bomb: bomb.label,
            errors: { [route.errorField]: [messages.files.tooManyPixels.replace('{{megapixels}}', '25')] },
          });
        }
      }
    });
    // Decoding the 20000x20000 PNG alone would take 400 MB.
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(150 * 1024 * 1024);
  });

  it('cuts an oversized upload off while it streams: 413 long before the client has sent it all, nothing stored', async () => {
    const total = 200 * 1024 * 1024;
    const cases = [
      { route: UPLOAD_ROUTES['POST /api/Account/CreateUserAccount'], file: 'huge.png', type: 'image/png' },
      { route: UPLOAD_ROUTES['POST /api/Users/UploadCv'], file: 'huge.pdf', type: 'application/pdf' },
    ];
    await expectNothingStored(async () => {
      for (const { route, file, type } of cases) {
        const result = await streamUpload(route, file, type, total, route.kind === 'cv' ? 'ka' : 'en');
        const messages = route.kind === 'cv' ? ka : en;
        expect({ status: result.status, body: result.body }).toEqual({
          status: 413,
          body: { succeeded: false, data: null, errors: { [route.errorField]: [messages.files.tooLarge] } },
        });
        // The limit is 10 MB; what the connection's buffers held besides is counted as sent.
        expect(result.sentWhenAnswered).toBeLessThan(total / 4);
        // The server closed the connection instead of reading the rest.
        expect(result.sentInAll).toBeLessThan(total / 2);
      }
    });
    dataOf(await t.http.get('/api/health'));
  });

  it('never writes outside FILES_DIR, whatever the file name; keeps a safe name and offers it safely', async () => {
    const names = [
      '../../../etc/passwd.pdf',
      '..\\..\\..\\windows\\win.ini.pdf',
      '/etc/passwd',
      'nul\u0000byte.pdf',
      'line\r\nSet-Cookie: session=stolen.pdf',
      '"quoted"; filename=evil.exe.pdf',
      `${'long-'.repeat(200)}.pdf`,
      '\u202Efdp.exe',
      '.htaccess',
      'რეზიუმე ნინო.pdf',
    ];
    for (const name of names) {
      const response = await t.http
        .post('/api/Users/UploadCv')
        .set(bearer(talent))
        .set('Content-Type', `multipart/form-data; boundary=${BOUNDARY}`)
        .send(multipartFile('CV', name, 'application/pdf', payloads.pdf));
      dataOf(response);
      const { cvFileName } = dataOf(await t.http.get('/api/Account/GetUserInfo').set(bearer(talent)));
      expect({ name, cvFileName }).toEqual({ name, cvFileName: expect.stringMatching(SAFE_NAME) });
      expect(cvFileName.length).toBeLessThanOrEqual(150);

      const served = await download('/api/Users/DownloadCv', talent);
      expect(served.status).toBe(200);
      expect(offeredName(served.headers['content-disposition'])).toBe(cvFileName);
    }

    // An image's name is never used at all.
    const image = { label: 'a PNG', bytes: payloads.png, name: '../../../../tmp/x.png', type: 'image/png' };
    dataOf(await upload(UPLOAD_ROUTES['POST /api/Account/UpdateProfileImage'], image));

    // The name an application keeps, and the zip of its company's CVs.
    const path = await t.http
      .post('/api/Users/ApplyToVacancy')
      .set(bearer(talent))
      .set('Content-Type', `multipart/form-data; boundary=${BOUNDARY}`)
      .send(
        multipartFile('CV', '../../x/..\\evil\r\n.pdf', 'application/pdf', payloads.pdf, {
          ...(await applicationFields()),
          VacancyId: String(vacancies[1]),
          FullName: '../Nino',
        }),
      );
    dataOf(path);
    const zip = await zipOfCvs(vacancies[1]);
    expect(zip.status).toBe(200);
    for (const entry of zipEntryNames(zip.body)) expect(entry).toMatch(SAFE_NAME);

    expect(tree().filter((name) => !STORED_FILE.test(name))).toEqual([]);
  });

  it('serves every stored image as a nosniff download', async () => {
    const png = { label: 'a PNG', bytes: payloads.png, name: 'me.png', type: 'image/png' };
    const { profileImageUrl, smallProfileImageUrl } = dataOf(
      await upload(UPLOAD_ROUTES['POST /api/Account/UpdateProfileImage'], png),
    );
    for (const url of [profileImageUrl, smallProfileImageUrl]) {
      const name = url.split('/').pop();
      for (const response of [await download(url), await t.http.head(url)]) {
        expect(response.status).toBe(200);
        expectServedSafely(response.headers, 'image/webp');
        expect(response.headers['content-disposition']).toBe(`attachment; filename="${name}"`);
      }
    }
  });
});

// ---- raw multipart bodies and what comes back -------------------------------------------------

const BOUNDARY = 'uploads-spec-boundary-7c1f';

/** Every byte but letters, digits and `.-_` percent-encoded, as RFC 8187 `filename*` values are. */
const percentEncoded = (text: string) =>
  [...Buffer.from(text, 'utf8')]
    .map((byte) => String.fromCharCode(byte))
    .map((char) =>
      /[A-Za-z0-9._-]/.test(char) ? char : `%${char.charCodeAt(0).toString(16).padStart(2, '0').toUpperCase()}`,
    )
    .join('');

/** The text fields as multipart parts (a list as repeated parts). */
const textParts = (fields: Record<string, string | string[]>) =>
  Object.entries(fields)
    .flatMap(([name, value]) =>
      [value]
        .flat()
        .map((item) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${item}\r\n`),
    )
    .join('');

/** A multipart body with text fields and one file whose name goes as `filename*` (so it may hold
 *  any character, CR, LF and NUL too), as a hostile client can send it. */
function multipartFile(
  field: string,
  fileName: string,
  type: string,
  bytes: Buffer,
  fields: Record<string, string> = {},
): Buffer {
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename*=UTF-8''${percentEncoded(fileName)}\r\n`;
  return Buffer.concat([
    Buffer.from(`${textParts(fields)}${head}Content-Type: ${type}\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

/** A name a file system and a header can hold: no path separator, quote, control character or
 *  format character (right-to-left override), no leading dot. */
const SAFE_NAME = /^(?!\.)[^\\/:*?"<>|\p{Cc}\p{Cf}]+$/u;

/** The file name a Content-Disposition download offers (its UTF-8 form when it has one). */
function offeredName(header: string): string {
  expect(header).toMatch(/^attachment; filename=/);
  const extended = /; filename\*=UTF-8''([^;\s]+)$/.exec(header);
  if (extended) return decodeURIComponent(extended[1]);
  const plain = /^attachment; filename=(?:"((?:[^"\\]|\\.)*)"|([^;\s"]+))$/.exec(header);
  expect(plain).not.toBeNull();
  return plain![1]?.replace(/\\(.)/g, '$1') ?? plain![2];
}

/** The entry names of a zip, from its central directory. */
function zipEntryNames(zip: Buffer): string[] {
  let end = zip.length - 22;
  while (end >= 0 && zip.readUInt32LE(end) !== 0x06054b50) end--;
  const names: string[] = [];
  let offset = zip.readUInt32LE(end + 16);
  for (let i = 0; i < zip.readUInt16LE(end + 10); i++) {
    const nameLength = zip.readUInt16LE(offset + 28);
    names.push(zip.subarray(offset + 46, offset + 46 + nameLength).toString('utf8'));
    offset += 46 + nameLength + zip.readUInt16LE(offset + 30) + zip.readUInt16LE(offset + 32);
  }
  return names;
}

interface StreamedUpload {
  status: number;
  body: unknown;
  /** Bytes of the body the client had written when the answer came. */
  sentWhenAnswered: number;
  /** Bytes it wrote before the server closed the connection (or all of them). */
  sentInAll: number;
}

/**
 * Uploads a file of `total` bytes that exists only as it is sent (chunked, 64 KB at a time, never
 * whole in memory) and keeps sending after the answer, until the server closes the connection or
 * everything is sent.
 */
async function streamUpload(
  route: UploadRoute,
  fileName: string,
  type: string,
  total: number,
  language: string,
): Promise<StreamedUpload> {
  const head =
    `${textParts(await route.fields())}--${BOUNDARY}\r\n` +
    `Content-Disposition: form-data; name="${route.field}"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`;
  const chunk = Buffer.alloc(64 * 1024, 0x20);
  return new Promise((resolve, reject) => {
    let sent = 0;
    let closed = false;
    let answer: { status: number; body: unknown; sentWhenAnswered: number } | null = null;
    const settle = () => {
      if (answer && (closed || sent >= total)) resolve({ ...answer, sentInAll: sent });
    };
    const request = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: route.path,
      headers: {
        ...route.caller(),
        'Accept-Language': language,
        'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
        'Transfer-Encoding': 'chunked',
      },
    });
    request.on('response', (response) => {
      const sentWhenAnswered = sent;
      const chunks: Buffer[] = [];
      response.on('data', (data: Buffer) => chunks.push(data));
      response.on('end', () => {
        answer = {
          status: response.statusCode ?? 0,
          body: JSON.parse(Buffer.concat(chunks).toString()),
          sentWhenAnswered,
        };
        settle();
      });
      response.on('error', reject);
    });
    const stop = () => {
      closed = true;
      settle();
    };
    request.on('error', stop); // EPIPE or ECONNRESET: the server closed the connection
    request.on('close', stop);
    const pump = () => {
      while (!closed && sent < total) {
        sent += chunk.length;
        if (!request.write(chunk)) {
          request.once('drain', pump);
          return;
        }
      }
      if (!closed) request.end(`\r\n--${BOUNDARY}--\r\n`, settle);
    };
    request.write(head);
    pump();
  });
}
