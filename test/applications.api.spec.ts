import { ApplicationSource } from '../shared/enums.js';
import { inflateRawSync } from 'node:zlib';
import { FILE_STORAGE, type FileStorage } from '../src/core/files/file-storage.js';
import { bearer, type SignedUp, signInStaff, signUpCompany, signUpTalent } from './support/accounts.js';
import { pdf } from './support/cv-files.js';
import { dataOf, errorsOf, GEORGIAN } from './support/envelope.js';
import { type ReceivedMail, type SmtpListener, startSmtpListener } from './support/smtp-listener.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { asBytes as binary } from './support/text-body.js';
import { zipOf } from './support/zip-of.js';
import { viewAsSessionOf } from './support/admin-callers.js';

let t: TestApp;
let smtp: SmtpListener;
let storage: FileStorage;
beforeAll(async () => {
  smtp = await startSmtpListener();
  t = await startTestApp({ SMTP_URL: smtp.url, MAIL_POLL_MS: '100', PUBLIC_URL: 'https://techboard.example' });
  storage = t.app.get(FILE_STORAGE);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

// ---- files ----------------------------------------------------------------------------------

/** An OLE compound file with a WordDocument stream name in its directory: what a .doc is. */
function doc(): Buffer {
  const bytes = Buffer.alloc(2048);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(bytes);
  Buffer.from('WordDocument', 'utf16le').copy(bytes, 1024);
  return bytes;
}

const docx = () =>
  zipOf([
    [
      '[Content_Types].xml',
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ],
    ['word/document.xml', '<w:document/>'],
  ]);

/** The entries of a zip, read from its central directory (stored or deflated). */
function readZip(zip: Buffer): Map<string, Buffer> {
  let end = zip.length - 22;
  while (end >= 0 && zip.readUInt32LE(end) !== 0x06054b50) end--;
  expect(end).toBeGreaterThanOrEqual(0);
  const count = zip.readUInt16LE(end + 10);
  let offset = zip.readUInt32LE(end + 16);
  const entries = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    expect(zip.readUInt32LE(offset)).toBe(0x02014b50);
    const flags = zip.readUInt16LE(offset + 8);
    const method = zip.readUInt16LE(offset + 10);
    const compressedSize = zip.readUInt32LE(offset + 20);
    const nameLength = zip.readUInt16LE(offset + 28);
    const extraLength = zip.readUInt16LE(offset + 30);
    const commentLength = zip.readUInt16LE(offset + 32);
    const local = zip.readUInt32LE(offset + 42);
    const name = zip.subarray(offset + 46, offset + 46 + nameLength).toString(flags & 0x800 ? 'utf8' : 'latin1');
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + compressedSize);
    entries.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

// ---- people and vacancies -------------------------------------------------------------------

const accountIdOf = async (who: SignedUp): Promise<number> =>
  (await t.db.query('SELECT id FROM account WHERE email = $1', [who.email]))[0].id;
const companyIdOf = async (who: SignedUp): Promise<number> =>
  (
    await t.db.query('SELECT c.id FROM company c JOIN account a ON a.id = c.account_id WHERE a.email = $1', [who.email])
  )[0].id;

async function verifiedTalent(language: 'en' | 'ka' = 'en', name = 'Nino Beridze'): Promise<SignedUp & { id: number }> {
  const talent = await signUpTalent(t, { Name: name });
  await t.db.query('UPDATE account SET is_email_verified = true, language = $2 WHERE email = $1', [
    talent.email,
    language,
  ]);
  return { ...talent, id: await accountIdOf(talent) };
}

async function company(name = 'Acme Software', language: 'en' | 'ka' = 'en'): Promise<SignedUp & { id: number }> {
  const who = await signUpCompany(t, name);
  await t.db.query('UPDATE account SET language = $2 WHERE email = $1', [who.email, language]);
  return { ...who, id: await companyIdOf(who) };
}

const DAY = 24 * 60 * 60 * 1000;

/** A vacancy written straight into the table (the management API is another part). Open by default. */
async function insertVacancy(companyId: number, fields: Record<string, unknown> = {}): Promise<number> {
  const row = {
    title: 'Backend Developer',
    title_ge: 'ბექენდ დეველოპერი',
    status: 1,
    approval: 2,
    call_to_action: 1,
    published_at: new Date(Date.now() - DAY),
    deadline: new Date(Date.now() + 30 * DAY),
    transformed_title: null,
    ...fields,
  };
  const columns = Object.keys(row);
  const [{ id }] = await t.db.query(
    `INSERT INTO vacancy (company_id, ${columns.join(', ')}) VALUES ($1, ${columns.map((_, i) => `$${i + 2}`).join(', ')}) RETURNING id`,
    [companyId, ...Object.values(row)],
  );
  return id;
}

const formFields = (vacancyId: number, fields: Record<string, string> = {}) => ({
  VacancyId: String(vacancyId),
  FullName: 'Nino Beridze',
  Email: 'nino.contact@example.ge',
  Phone: '+995 555 12 34 56',
  Message: 'I would love to join your team.',
  ...fields,
});

interface CvFile {
  bytes: Buffer;
  name: string;
  type?: string;
}

function apply(
  who: { token: string } | null,
  vacancyId: number,
  cv?: CvFile,
  fields: Record<string, string> = {},
  language = 'en',
) {
  const request = t.http.post('/api/Users/ApplyToVacancy').set('Accept-Language', language);
  if (who) request.set(bearer(who));
  for (const [key, value] of Object.entries(formFields(vacancyId, fields))) request.field(key, value);
  if (cv) request.attach('CV', cv.bytes, { filename: cv.name, contentType: cv.type ?? 'application/pdf' });
  return request;
}

const applied = async (who: { token: string }, vacancyId: number, cv?: CvFile, fields: Record<string, string> = {}) =>
  dataOf(await apply(who, vacancyId, cv, fields));

const applicationOf = async (talentId: number, vacancyId: number) =>
  (await t.db.query('SELECT * FROM application WHERE account_id = $1 AND vacancy_id = $2', [talentId, vacancyId]))[0];

const outboxTo = async (email: string): Promise<string[]> =>
  (await t.db.query('SELECT subject FROM outbox_mail WHERE to_address = $1 ORDER BY id', [email])).map(
    (row: { subject: string }) => row.subject,
  );

const mailTo = (email: string, subject: RegExp): Promise<ReceivedMail> =>
  smtp.waitFor((mail) => mail.to.includes(email.toLowerCase()) && subject.test(mail.subject));

async function viewAsSession(targetEmail: string) {
  const staff = await signInStaff(t);
  const account = dataOf(await t.http.get('/api/Admin/FindAccount').set(bearer(staff)).query({ email: targetEmail }));
  return viewAsSessionOf(t, staff, account.id);
}

/** A company with one open vacancy and a talent who applied to it with a PDF. */
async function applicationScenario(talentLanguage: 'en' | 'ka' = 'en') {
  const employer = await company();
  const vacancyId = await insertVacancy(employer.id);
  const talent = await verifiedTalent(talentLanguage);
  await applied(talent, vacancyId, { bytes: pdf('scenario'), name: 'nino-cv.pdf' });
  const application = await applicationOf(talent.id, vacancyId);
  return { employer, vacancyId, talent, applicationId: application.id as number };
}

// ---- applying -------------------------------------------------------------------------------

describe('POST Users/ApplyToVacancy', () => {
  it('applies with a PDF: the spec text, the row, the last CV, and both mails in their languages', async () => {
    const employer = await company('Kartuli Code', 'ka');
    const vacancyId = await insertVacancy(employer.id, { transformed_title: 'backend-developer' });
    const talent = await verifiedTalent('en');
    const cv = pdf('first');
    expect(await applied(talent, vacancyId, { bytes: cv, name: 'My CV.pdf' })).toBe(
      'You have successfully submitted the application.',
    );

    const row = await applicationOf(talent.id, vacancyId);
    expect(row).toMatchObject({
      full_name: 'Nino Beridze',
      email: 'nino.contact@example.ge',
      phone: '+995 555 12 34 56',
      message: 'I would love to join your team.',
      status: 1,
      cv_file_name: 'My CV.pdf',
      cv_content_type: 'application/pdf',
    });
    expect(row.cv_file_key).toMatch(/^cvs\/[0-9a-f]{32}\.pdf$/);
    const [last] = await t.db.query('SELECT * FROM talent_cv WHERE account_id = $1', [talent.id]);
    expect(last).toMatchObject({
      file_key: row.cv_file_key,
      file_name: 'My CV.pdf',
      content_type: 'application/pdf',
      size_bytes: cv.length,
    });
    expect(await storage.exists(row.cv_file_key)).toBe(true);

    const confirmation = await mailTo(talent.email, /^Your application was sent: Backend Developer$/);
    expect(confirmation.text).toContain('Kartuli Code');
    expect(confirmation.text).toContain('https://techboard.example/userPanel/jobs');
    const notice = await mailTo(employer.email, /^ახალი განაცხადი: ბექენდ დეველოპერი$/);
    expect(notice.text).toContain('Nino Beridze');
    expect(notice.text).toContain('https://techboard.example/companyPanel/vacancies/vacancyDetails/backend-developer');
  });

  it('answers in Georgian and mails a Georgian talent in Georgian', async () => {
    const employer = await company();
    const vacancyId = await insertVacancy(employer.id);
    const talent = await verifiedTalent('ka', 'ნინო ბერიძე');
    const response = await apply(
      talent,
      vacancyId,
      { bytes: pdf(), name: 'cv.pdf' },
      { FullName: 'ნინო ბერიძე' },
      'ka',
    );
    expect(dataOf(response)).toBe('თქვენი განაცხადი წარმატებით გაიგზავნა.');
    const confirmation = await mailTo(talent.email, /^თქვენი განაცხადი გაიგზავნა: ბექენდ დეველოპერი$/);
    expect(confirmation.text).toMatch(GEORGIAN);
    const notice = await mailTo(employer.email, /^New application: Backend Developer$/);
    expect(notice.text).toContain('ნინო ბერიძე');
    expect(notice.text).toContain(`/companyPanel/vacancies/vacancyDetails/${vacancyId}`);
  });

  it('applies with a DOCX and a DOC, and reuses the last CV with UseLastVacancy', async () => {
    const employer = await company();
    const [first, second, third] = [
      await insertVacancy(employer.id),
      await insertVacancy(employer.id),
      await insertVacancy(employer.id),
    ];
    const talent = await verifiedTalent();
    await applied(talent, first, { bytes: await docx(), name: 'resume.docx', type: 'application/octet-stream' });
    const docxRow = await applicationOf(talent.id, first);
    expect(docxRow).toMatchObject({
      cv_file_name: 'resume.docx',
      cv_content_type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    expect(docxRow.cv_file_key).toMatch(/\.docx$/);

    // No file, UseLastVacancy: the same stored file backs both applications.
    await applied(talent, second, undefined, { UseLastVacancy: 'true' });
    expect((await applicationOf(talent.id, second)).cv_file_key).toBe(docxRow.cv_file_key);

    // A file wins over UseLastVacancy and becomes the last CV; the DOCX stays for the applications using it.
    await applied(
      talent,
      third,
      { bytes: doc(), name: 'old resume.doc', type: 'text/plain' },
      { UseLastVacancy: 'true' },
    );
    const docRow = await applicationOf(talent.id, third);
    expect(docRow).toMatchObject({ cv_file_name: 'old resume.doc', cv_content_type: 'application/msword' });
    expect((await t.db.query('SELECT file_key FROM talent_cv WHERE account_id = $1', [talent.id]))[0].file_key).toBe(
      docRow.cv_file_key,
    );
    expect(await storage.exists(docxRow.cv_file_key)).toBe(true);
  });

  it('judges the CV by its bytes: text behind a .pdf name is 415, another OLE file is 415', async () => {
    const employer = await company();
    const vacancyId = await insertVacancy(employer.id);
    const talent = await verifiedTalent();
    const fake = await apply(talent, vacancyId, {
      bytes: Buffer.from('just some text pretending'),
      name: 'cv.pdf',
      type: 'application/pdf',
    });
    expect(errorsOf(fake, 415)).toEqual({ cv: ['The file format is not valid'] });
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
    expect(errorsOf(await apply(talent, vacancyId, { bytes: png, name: 'cv.docx' }), 415).cv).toEqual([
      'The file format is not valid',
    ]);
    const excel = Buffer.alloc(1024);
    Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(excel);
    expect(errorsOf(await apply(talent, vacancyId, { bytes: excel, name: 'cv.doc' }), 415).cv).toEqual([
      'The file format is not valid',
    ]);
    const plainZip = await zipOf([['a.txt', 'hi']]);
    const ka = await apply(talent, vacancyId, { bytes: plainZip, name: 'cv.docx' }, {}, 'ka');
    expect(errorsOf(ka, 415).cv[0]).toMatch(GEORGIAN);
    expect(await applicationOf(talent.id, vacancyId)).toBeUndefined();
    expect(await t.db.query('SELECT 1 FROM talent_cv WHERE account_id = $1', [talent.id])).toHaveLength(0);
  });

  it('refuses a CV over 10 MB with 413 while reading it', async () => {
    const employer = await company();
    const vacancyId = await insertVacancy(employer.id);
    const talent = await verifiedTalent();
    const big = Buffer.concat([pdf(), Buffer.alloc(10 * 1024 * 1024, 0x20)]);
    expect(errorsOf(await apply(talent, vacancyId, { bytes: big, name: 'big.pdf' }), 413)).toEqual({
      cv: ['The file is too large to upload'],
    });
    expect(await applicationOf(talent.id, vacancyId)).toBeUndefined();
  });

  it('needs a CV: none and no last one is 400 "Please upload a CV" (en and ka)', async () => {
    const employer = await company();
    const vacancyId = await insertVacancy(employer.id);
    const talent = await verifiedTalent();
    expect(errorsOf(await apply(talent, vacancyId), 400)).toEqual({ cv: ['Please upload a CV'] });
    expect(errorsOf(await apply(talent, vacancyId, undefined, { UseLastVacancy: 'true' }), 400)).toEqual({
      cv: ['Please upload a CV'],
    });
    expect(errorsOf(await apply(talent, vacancyId, undefined, {}, 'ka'), 400).cv).toEqual(['გთხოვთ, ატვირთოთ CV']);
    expect(await applicationOf(talent.id, vacancyId)).toBeUndefined();
  });

  it('validates the form fields (en and ka)', async () => {
    const employer = await company();
    const vacancyId = await insertVacancy(employer.id);
    const talent = await verifiedTalent();
    const cv = { bytes: pdf(), name: 'cv.pdf' };
    const errors = errorsOf(
      await apply(talent, vacancyId, cv, {
        FullName: 'N',
        Email: 'not-an-email',
        Phone: '555-12-34',
        Message: 'Привет, я разработчик',
      }),
      400,
    );
    expect(errors).toEqual({
      fullName: ['The full name must be 2 to 100 characters long'],
      email: ['Invalid email format'],
      phone: ['Phone number is not valid'],
      message: ['The message must be in Georgian or English'],
    });
    const ka = errorsOf(
      await apply(talent, vacancyId, cv, { FullName: 'Иван Петров', Phone: '+995  555 12' }, 'ka'),
      400,
    );
    expect(Object.keys(ka)).toEqual(['fullName']); // double spaces are collapsed: '+995 555 12' is a valid phone
    expect(ka.fullName[0]).toMatch(GEORGIAN);
    const missing = errorsOf(
      await t.http.post('/api/Users/ApplyToVacancy').set(bearer(talent)).field('Message', 'hi'),
      400,
    );
    expect(missing).toMatchObject({
      vacancyId: ['Choose the vacancy (vacancyId)'],
      fullName: ['The full name is required'],
      email: ['The Email field is required'],
      phone: ['The phone number is required'],
    });
    const long = errorsOf(await apply(talent, vacancyId, cv, { Message: 'a'.repeat(2001) }), 400);
    expect(long.message).toEqual(['The message must be at most 2000 characters long']);
    expect(await applicationOf(talent.id, vacancyId)).toBeUndefined();
    // Line breaks in the message are kept.
    await applied(talent, vacancyId, cv, { Message: 'Hello,\r\n\r\nგამარჯობა!' });
    expect((await applicationOf(talent.id, vacancyId)).message).toBe('Hello,\n\nგამარჯობა!');
  });

  it('needs a verified e-mail (403 with a clear message)', async () => {
    const employer = await company();
    const vacancyId = await insertVacancy(employer.id);
    const talent = await signUpTalent(t);
    const errors = errorsOf(await apply(talent, vacancyId, { bytes: pdf(), name: 'cv.pdf' }), 403);
    expect(errors._[0]).toMatch(/^Please verify your e-mail address before applying/);
    expect(errorsOf(await apply(talent, vacancyId, { bytes: pdf(), name: 'cv.pdf' }, {}, 'ka'), 403)._[0]).toMatch(
      GEORGIAN,
    );
    expect(await t.db.query('SELECT 1 FROM application WHERE vacancy_id = $1', [vacancyId])).toHaveLength(0);
  });

  it('is for talents only: a visitor is 401, a company 403, a view-as session 403', async () => {
    const employer = await company();
    const vacancyId = await insertVacancy(employer.id);
    expect(errorsOf(await apply(null, vacancyId, { bytes: pdf(), name: 'cv.pdf' }), 401)).toBeDefined();
    expect(errorsOf(await apply(employer, vacancyId, { bytes: pdf(), name: 'cv.pdf' }), 403)).toBeDefined();
    const talent = await verifiedTalent();
    const viewAs = await viewAsSession(talent.email);
    expect(errorsOf(await apply(viewAs, vacancyId, { bytes: pdf(), name: 'cv.pdf' }), 403)._).toEqual([
      'This is a read-only view-as session',
    ]);
    expect(await t.db.query('SELECT 1 FROM application WHERE vacancy_id = $1', [vacancyId])).toHaveLength(0);
  });

  it('one application per talent per vacancy: the second is 409', async () => {
    const { vacancyId, talent } = await applicationScenario();
    const again = errorsOf(await apply(talent, vacancyId, { bytes: pdf('again'), name: 'cv.pdf' }), 409);
    expect(again).toEqual({ vacancyId: ['You have already applied to this vacancy'] });
    expect(
      errorsOf(await apply(talent, vacancyId, undefined, { UseLastVacancy: 'true' }, 'ka'), 409).vacancyId[0],
    ).toMatch(GEORGIAN);
    expect(await t.db.query('SELECT 1 FROM application WHERE vacancy_id = $1', [vacancyId])).toHaveLength(1);
  });

  it('only an open, approved vacancy that takes applications: 404 hidden or unknown, 409 expired or no Apply button', async () => {
    const employer = await company();
    const talent = await verifiedTalent();
    const cv = { bytes: pdf(), name: 'cv.pdf' };
    const cases: [Record<string, unknown>, number, string][] = [
      [{ status: 3, published_at: null }, 404, 'The vacancy was not found'],
      [{ approval: 1 }, 404, 'The vacancy was not found'],
      [{ approval: 3 }, 404, 'The vacancy was not found'],
      [{ status: 2 }, 409, 'Expired, no longer accepting applicants'],
      [{ deadline: new Date(Date.now() - DAY) }, 409, 'Expired, no longer accepting applicants'],
      [{ call_to_action: 2 }, 409, 'This vacancy does not take applications on this site'],
      [{ call_to_action: 0 }, 409, 'This vacancy does not take applications on this site'],
    ];
    for (const [fields, status, message] of cases) {
      const vacancyId = await insertVacancy(employer.id, fields);
      const errors = errorsOf(await apply(talent, vacancyId, cv), status);
      expect(Object.values(errors).flat()).toEqual([message]);
    }
    expect(errorsOf(await apply(talent, 999999, cv), 404)._).toEqual(['The vacancy was not found']);
    expect(await t.db.query('SELECT 1 FROM application WHERE account_id = $1', [talent.id])).toHaveLength(0);
  });
});

// ---- the talent's own CV --------------------------------------------------------------------

describe('Users/UploadCv, RemoveCv, DownloadCv and GetUserInfo', () => {
  const userInfo = async (who: { token: string }) =>
    dataOf(await t.http.get('/api/Account/GetUserInfo').set(bearer(who)));
  const upload = (who: { token: string }, cv: CvFile, language = 'en') =>
    t.http
      .post('/api/Users/UploadCv')
      .set(bearer(who))
      .set('Accept-Language', language)
      .attach('CV', cv.bytes, { filename: cv.name, contentType: cv.type ?? 'application/pdf' });

  it('uploads, shows, downloads, replaces and removes the last CV', async () => {
    const talent = await verifiedTalent();
    expect(await userInfo(talent)).toMatchObject({ cvUrl: null, cvFileName: null });
    const bytes = pdf('mine');
    expect(dataOf(await upload(talent, { bytes, name: '../../etc/pa"ss<wd>.PDF' }))).toBe('CV uploaded successfully');
    expect(await userInfo(talent)).toMatchObject({ cvUrl: '/api/Users/DownloadCv', cvFileName: 'pa ss wd.pdf' });

    const download = await t.http.get('/api/Users/DownloadCv').set(bearer(talent)).buffer(true).parse(binary);
    expect(download.status).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe('attachment; filename="pa ss wd.pdf"');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['cache-control']).toBe('private, no-store');
    expect(Buffer.compare(download.body, bytes)).toBe(0);

    // A replaced CV that no application uses is deleted from the storage.
    const [{ file_key: firstKey }] = await t.db.query('SELECT file_key FROM talent_cv WHERE account_id = $1', [
      talent.id,
    ]);
    expect(dataOf(await upload(talent, { bytes: await docx(), name: 'CV ნინო.docx' }, 'ka'))).toBe(
      'CV წარმატებით აიტვირთა',
    );
    expect(await storage.exists(firstKey)).toBe(false);
    expect((await userInfo(talent)).cvFileName).toBe('CV ნინო.docx');
    const georgian = await t.http.get('/api/Users/DownloadCv').set(bearer(talent)).buffer(true).parse(binary);
    expect(georgian.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(georgian.headers['content-disposition']).toContain(
      "filename*=UTF-8''CV%20%E1%83%9C%E1%83%98%E1%83%9C%E1%83%9D.docx",
    );

    const [{ file_key: secondKey }] = await t.db.query('SELECT file_key FROM talent_cv WHERE account_id = $1', [
      talent.id,
    ]);
    expect(dataOf(await t.http.post('/api/Users/RemoveCv').set(bearer(talent)))).toBe('CV removed successfully');
    expect(await storage.exists(secondKey)).toBe(false);
    expect(await userInfo(talent)).toMatchObject({ cvUrl: null, cvFileName: null });
    expect(errorsOf(await t.http.get('/api/Users/DownloadCv').set(bearer(talent)), 404)._).toEqual([
      'You have no CV uploaded',
    ]);
    expect(errorsOf(await t.http.post('/api/Users/RemoveCv').set(bearer(talent)), 404)._).toEqual([
      'You have no CV uploaded',
    ]);
  });

  it('keeps the file of a removed CV while an application uses it', async () => {
    const { employer, talent, applicationId } = await applicationScenario();
    const [{ cv_file_key: key }] = await t.db.query('SELECT cv_file_key FROM application WHERE id = $1', [
      applicationId,
    ]);
    dataOf(await t.http.post('/api/Users/RemoveCv').set(bearer(talent)));
    expect(await storage.exists(key)).toBe(true);
    const cv = await t.http
      .get('/api/Vacancy/getApplicationCv')
      .query({ applicationId })
      .set(bearer(employer))
      .buffer(true)
      .parse(binary);
    expect(cv.status).toBe(200);
    expect(cv.body.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses a wrong, oversized or missing file, and anyone but a talent', async () => {
    const talent = await verifiedTalent();
    expect(errorsOf(await upload(talent, { bytes: Buffer.from('<html></html>'), name: 'cv.pdf' }), 415)).toEqual({
      cv: ['The file format is not valid'],
    });
    expect(
      errorsOf(await upload(talent, { bytes: Buffer.alloc(10 * 1024 * 1024 + 1, 0x25), name: 'cv.pdf' }), 413).cv,
    ).toEqual(['The file is too large to upload']);
    expect(errorsOf(await t.http.post('/api/Users/UploadCv').set(bearer(talent)), 400)).toEqual({
      cv: ['Please upload a CV'],
    });
    expect(
      errorsOf(await t.http.post('/api/Users/UploadCv').set(bearer(talent)).attach('Photo', pdf(), 'cv.pdf'), 400),
    ).toEqual({
      Photo: ['A file cannot be uploaded in the field Photo'],
    });
    expect(await t.db.query('SELECT 1 FROM talent_cv WHERE account_id = $1', [talent.id])).toHaveLength(0);

    const employer = await company();
    errorsOf(await upload(employer, { bytes: pdf(), name: 'cv.pdf' }), 403);
    errorsOf(await t.http.post('/api/Users/UploadCv').attach('CV', pdf(), 'cv.pdf'), 401);
    errorsOf(await t.http.post('/api/Users/RemoveCv').set(bearer(employer)), 403);
    errorsOf(await t.http.get('/api/Users/DownloadCv'), 401);
    errorsOf(await t.http.get('/api/Users/DownloadCv').set(bearer(employer)), 403);
    expect((await userInfo(employer)).cvUrl).toBeNull();
  });
});

// ---- the company's applicants ---------------------------------------------------------------

describe('Vacancy/getVacancyApplicants, getVacancyApplication, getApplicationCv', () => {
  it("lists an own vacancy's applicants, newest first, with the talent's technologies and the saved mark", async () => {
    const { employer, vacancyId, talent, applicationId } = await applicationScenario();
    const second = await verifiedTalent('en', 'Giorgi Kapanadze');
    await applied(
      second,
      vacancyId,
      { bytes: pdf('g'), name: 'giorgi.pdf' },
      { FullName: 'Giorgi Kapanadze', Email: 'giorgi@example.ge' },
    );
    const page = dataOf(
      await t.http.get('/api/Vacancy/getVacancyApplicants').query({ vacancyId }).set(bearer(employer)),
    );
    expect(page).toMatchObject({ totalCount: 2, page: 1, pageSize: 20 });
    expect(page.items.map((item: { fullName: string }) => item.fullName)).toEqual(['Giorgi Kapanadze', 'Nino Beridze']);
    const technologies: { id: number; name: string }[] = (
      await t.db.query(
        'SELECT d.id, d.name FROM account_technology at JOIN dictionary_item d ON d.id = at.technology_id WHERE at.account_id = $1',
        [talent.id],
      )
    ).map((row: { id: number; name: string }) => ({ id: row.id, name: row.name }));
    expect(technologies.length).toBeGreaterThan(0);
    expect(page.items[1]).toEqual({
      id: applicationId,
      vacancyId,
      userId: talent.id,
      fullName: 'Nino Beridze',
      email: 'nino.contact@example.ge',
      phone: '+995 555 12 34 56',
      status: 1,
      createdAt: expect.any(String),
      statusChangedAt: expect.any(String),
      cvFileName: 'nino-cv.pdf',
      cvUrl: `/api/Vacancy/getApplicationCv?applicationId=${applicationId}`,
      profileImageUrl: null,
      smallProfileImageUrl: null,
      technologies: expect.arrayContaining(technologies),
      profile: null,
      isFavorite: false,
      source: ApplicationSource.Applied,
      vacancyFit: { commonIds: [], missingIds: [], common: [], missing: [] },
    });
    expect(page.items[1].technologies).toHaveLength(technologies.length);

    dataOf(
      await t.http
        .put('/api/Company/updateUserFavoriteApplicant')
        .set(bearer(employer))
        .send({ userId: talent.id, isFavorite: true }),
    );
    const second_page = dataOf(
      await t.http
        .get('/api/Vacancy/getVacancyApplicants')
        .query({ vacancyId, page: 2, pageSize: 1 })
        .set(bearer(employer)),
    );
    expect(second_page).toMatchObject({
      totalCount: 2,
      page: 2,
      pageSize: 1,
      items: [{ id: applicationId, isFavorite: true }],
    });
    const byStatus = dataOf(
      await t.http.get('/api/Vacancy/getVacancyApplicants').query({ vacancyId, status: 2 }).set(bearer(employer)),
    );
    expect(byStatus).toMatchObject({ totalCount: 0, items: [] });
  });

  it("shows each applicant's profile as a company may see it (never the desired salary or the profile's phone), sorted by date either way (issue 22)", async () => {
    const { employer, vacancyId, talent, applicationId } = await applicationScenario();
    const [remote] = await t.db.query(
      'SELECT id, name, name_ge FROM dictionary_item WHERE type = 7 ORDER BY id LIMIT 1',
    );
    const [city] = await t.db.query('SELECT id, name, name_ge FROM dictionary_item WHERE type = 2 ORDER BY id LIMIT 1');
    dataOf(
      await t.http
        .post('/api/Users/UpdateTalentProfile')
        .set(bearer(talent))
        .send({
          headline: 'Backend engineer, Go and PostgreSQL',
          headlineGe: 'ბექენდ ინჟინერი',
          summary: 'Seven years of payments systems.',
          linkedinUrl: 'linkedin.com/in/nino-beridze',
          githubUrl: 'https://github.com/nino',
          phone: '+995 599 00 00 01',
          desiredSalaryMin: 7000,
          desiredSalaryMax: 9000,
          desiredSalaryCurrency: 1,
          workLocationIds: [remote.id],
          cityIds: [city.id],
          openToOffers: true,
        }),
    );
    const second = await verifiedTalent('en', 'Giorgi Kapanadze');
    await applied(
      second,
      vacancyId,
      { bytes: pdf('g'), name: 'giorgi.pdf' },
      { FullName: 'Giorgi Kapanadze', Email: 'giorgi@example.ge' },
    );

    const list = (query: object, language = 'en') =>
      t.http
        .get('/api/Vacancy/getVacancyApplicants')
        .query({ vacancyId, ...query })
        .set(bearer(employer))
        .set('Accept-Language', language);
    const newest = dataOf(await list({}));
    expect(newest.items.map((item: { fullName: string }) => item.fullName)).toEqual([
      'Giorgi Kapanadze',
      'Nino Beridze',
    ]);
    expect(newest.items[0].profile).toBeNull();
    expect(newest.items[1].profile).toEqual({
      headline: 'Backend engineer, Go and PostgreSQL',
      summary: 'Seven years of payments systems.',
      linkedinUrl: 'http://linkedin.com/in/nino-beridze',
      githubUrl: 'https://github.com/nino',
      portfolioUrl: null,
      workLocations: [{ id: remote.id, name: remote.name }],
      cities: [{ id: city.id, name: city.name }],
      openToOffers: true,
    });
    const oldest = dataOf(await list({ sort: 'oldest' }, 'ka'));
    expect(oldest.items.map((item: { fullName: string }) => item.fullName)).toEqual([
      'Nino Beridze',
      'Giorgi Kapanadze',
    ]);
    expect(oldest.items[0].profile).toMatchObject({
      headline: 'ბექენდ ინჟინერი',
      summary: 'Seven years of payments systems.',
      cities: [{ name: city.name_ge }],
    });
    expect(dataOf(await list({ sort: 'newest', status: 1 })).items).toHaveLength(2);

    const opened = dataOf(
      await t.http.get('/api/Vacancy/getVacancyApplication').query({ applicationId }).set(bearer(employer)),
    );
    expect(opened.profile).toMatchObject({ headline: 'Backend engineer, Go and PostgreSQL', openToOffers: true });
    const details = dataOf(
      await t.http.get('/api/Company/GetTalentDetails').query({ userId: talent.id }).set(bearer(employer)),
    );
    expect(details.profile).toMatchObject({ linkedinUrl: 'http://linkedin.com/in/nino-beridze' });
    for (const answer of [newest, oldest, opened, details]) {
      const text = JSON.stringify(answer);
      expect(text).not.toMatch(/7000|9000|desiredSalary|599 00 00 01/);
    }

    const refused = errorsOf(await list({ sort: 'rating' }, 'ka'), 400);
    expect(refused.sort[0]).toMatch(GEORGIAN);
    expect(errorsOf(await list({ sort: 'rating' }), 400)).toEqual({ sort: ['The order must be newest or oldest'] });
  });

  it("says which of the vacancy's technologies each applicant has and lacks, as the talent's profile is when read (issue 25)", async () => {
    const { employer, vacancyId, talent, applicationId } = await applicationScenario();
    const named = async (language: 'en' | 'ka') =>
      (
        await t.db.query(
          `SELECT id, CASE WHEN $1 = 'ka' THEN coalesce(name_ge, name) ELSE name END AS name
             FROM dictionary_item WHERE type = 8 ORDER BY id LIMIT 3`,
          [language],
        )
      ).map((row: { id: number; name: string }) => ({ id: Number(row.id), name: row.name }));
    const [first, second, third] = await named('en');
    const [, secondGe, thirdGe] = await named('ka');
    for (const technology of [first, second, third])
      await t.db.query('INSERT INTO vacancy_technology (vacancy_id, technology_id) VALUES ($1, $2)', [
        vacancyId,
        technology.id,
      ]);
    const order: { id: number }[] = await t.db.query(
      'SELECT id FROM dictionary_item WHERE id = ANY($1::int[]) ORDER BY order_index, name, id',
      [[first.id, second.id, third.id]],
    );
    const inVacancyOrder = <T extends { id: number }>(items: T[]) =>
      order.map((row) => items.find((item) => item.id === Number(row.id))).filter((item) => item !== undefined);
    const knows = async (ids: number[]) =>
      dataOf(await t.http.post('/api/Users/UpdateUserTechnologies').set(bearer(talent)).send({ technologyIds: ids }));
    const fitOf = async (language = 'en') => {
      const page = dataOf(
        await t.http
          .get('/api/Vacancy/getVacancyApplicants')
          .query({ vacancyId })
          .set(bearer(employer))
          .set('Accept-Language', language),
      );
      const opened = dataOf(
        await t.http
          .get('/api/Vacancy/getVacancyApplication')
          .query({ applicationId })
          .set(bearer(employer))
          .set('Accept-Language', language),
      );
      expect(opened.vacancyFit).toEqual(page.items[0].vacancyFit);
      return page.items[0].vacancyFit;
    };

    await knows([first.id]);
    expect(await fitOf()).toEqual({
      commonIds: [first.id],
      missingIds: inVacancyOrder([second, third]).map((item) => item.id),
      common: [first],
      missing: inVacancyOrder([second, third]),
    });
    expect((await fitOf('ka')).missing).toEqual(inVacancyOrder([secondGe, thirdGe]));

    // The talent learns the rest after applying: the company reads the profile as it is now.
    await knows([first.id, second.id, third.id]);
    expect(await fitOf()).toMatchObject({
      commonIds: inVacancyOrder([first, second, third]).map((item) => item.id),
      missingIds: [],
      missing: [],
    });
    await knows([]);
    expect((await fitOf()).commonIds).toEqual([]);
  });

  it("answers 404 for another company's vacancy or application, 403 for a talent, 401 for a visitor, 400 for bad input", async () => {
    const { vacancyId, applicationId, talent } = await applicationScenario();
    const other = await company('Other Co');
    expect(
      errorsOf(await t.http.get('/api/Vacancy/getVacancyApplicants').query({ vacancyId }).set(bearer(other)), 404)._,
    ).toEqual(['The vacancy was not found']);
    expect(
      errorsOf(await t.http.get('/api/Vacancy/getVacancyApplication').query({ applicationId }).set(bearer(other)), 404)
        ._,
    ).toEqual(['The application was not found']);
    errorsOf(await t.http.get('/api/Vacancy/getApplicationCv').query({ applicationId }).set(bearer(other)), 404);
    errorsOf(await t.http.get('/api/Vacancy/getVacancyApplicants').query({ vacancyId }).set(bearer(talent)), 403);
    errorsOf(await t.http.get('/api/Vacancy/getVacancyApplication').query({ applicationId }).set(bearer(talent)), 403);
    errorsOf(await t.http.get('/api/Vacancy/getApplicationCv').query({ applicationId }).set(bearer(talent)), 403);
    errorsOf(await t.http.get('/api/Vacancy/getVacancyApplicants').query({ vacancyId }), 401);
    errorsOf(await t.http.get('/api/Vacancy/getApplicationCv').query({ applicationId }), 401);
    expect(errorsOf(await t.http.get('/api/Vacancy/getVacancyApplicants').set(bearer(other)), 400)).toEqual({
      vacancyId: ['Choose the vacancy (vacancyId)'],
    });
    const ka = errorsOf(
      await t.http
        .get('/api/Vacancy/getVacancyApplication')
        .query({ applicationId: 'abc' })
        .set(bearer(other))
        .set('Accept-Language', 'ka'),
      400,
    );
    expect(ka.applicationId[0]).toMatch(GEORGIAN);
    expect(
      errorsOf(
        await t.http.get('/api/Vacancy/getVacancyApplicants').query({ vacancyId, status: 9 }).set(bearer(other)),
        400,
      ).status,
    ).toBeDefined();
    expect(
      errorsOf(
        await t.http.get('/api/Vacancy/getVacancyApplicants').query({ vacancyId, pageSize: 101 }).set(bearer(other)),
        400,
      ).pageSize,
    ).toBeDefined();
  });

  it('opening a new application marks it viewed (not for a view-as session), with the message and the profile', async () => {
    const { employer, applicationId, vacancyId, talent } = await applicationScenario();
    const viewAs = await viewAsSession(employer.email);
    const peek = dataOf(
      await t.http.get('/api/Vacancy/getVacancyApplication').query({ applicationId }).set(bearer(viewAs)),
    );
    expect(peek.status).toBe(1);
    const opened = dataOf(
      await t.http.get('/api/Vacancy/getVacancyApplication').query({ applicationId }).set(bearer(employer)),
    );
    expect(opened).toMatchObject({
      id: applicationId,
      userId: talent.id,
      status: 2,
      message: 'I would love to join your team.',
      vacancy: { id: vacancyId, title: 'Backend Developer', titleGE: 'ბექენდ დეველოპერი' },
      field: null,
      experience: null,
    });
    expect(new Date(opened.statusChangedAt).getTime()).toBeGreaterThanOrEqual(new Date(opened.createdAt).getTime());
    expect((await t.db.query('SELECT status FROM application WHERE id = $1', [applicationId]))[0].status).toBe(2);
    // Viewed stays viewed.
    expect(
      dataOf(await t.http.get('/api/Vacancy/getVacancyApplication').query({ applicationId }).set(bearer(employer)))
        .status,
    ).toBe(2);
  });

  it("downloads one application's CV as an attachment", async () => {
    const { employer, applicationId } = await applicationScenario();
    const response = await t.http
      .get('/api/Vacancy/getApplicationCv')
      .query({ applicationId })
      .set(bearer(employer))
      .buffer(true)
      .parse(binary);
    expect(response.status).toBe(200);
    expect(response.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': 'attachment; filename=nino-cv.pdf',
      'x-content-type-options': 'nosniff',
    });
    expect(response.body.toString()).toContain('% scenario');
    expect(
      errorsOf(
        await t.http.get('/api/Vacancy/getApplicationCv').query({ applicationId: 999999 }).set(bearer(employer)),
        404,
      )._,
    ).toEqual(['The application was not found']);
  });
});

describe('POST Vacancy/getVacancyApplicantsCv', () => {
  const zipRequest = (who: { token: string }) =>
    t.http.post('/api/Vacancy/getVacancyApplicantsCv').set(bearer(who)).buffer(true).parse(binary);

  it('zips every CV of the vacancy, or the named ones, with unique safe entry names', async () => {
    const employer = await company();
    const vacancyId = await insertVacancy(employer.id, { title: 'QA / Tester' });
    const names: [string, string, Buffer][] = [
      ['Nino Beridze', 'cv.pdf', pdf('one')],
      ['Nino Beridze', 'cv.pdf', pdf('two')],
      ['ნინო ბერიძე', 'რეზიუმე.pdf', pdf('three')],
    ];
    const ids: number[] = [];
    for (const [fullName, fileName, bytes] of names) {
      const talent = await verifiedTalent();
      await applied(talent, vacancyId, { bytes, name: fileName }, { FullName: fullName });
      ids.push((await applicationOf(talent.id, vacancyId)).id);
    }
    const docxTalent = await verifiedTalent();
    await applied(docxTalent, vacancyId, { bytes: await docx(), name: 'a:b*c?.docx' }, { FullName: 'Luka Tabidze' });

    const all = await zipRequest(employer).query({ vacancyId });
    expect(all.status).toBe(200);
    expect(all.headers['content-type']).toBe('application/zip');
    expect(all.headers['content-disposition']).toBe('attachment; filename="QA Tester - CVs.zip"');
    expect(all.headers['x-content-type-options']).toBe('nosniff');
    const entries = readZip(all.body);
    expect([...entries.keys()]).toEqual([
      'Nino Beridze - cv.pdf',
      'Nino Beridze - cv (2).pdf',
      'ნინო ბერიძე - რეზიუმე.pdf',
      'Luka Tabidze - a b c.docx',
    ]);
    expect(entries.get('Nino Beridze - cv (2).pdf')!.toString()).toContain('% two');
    expect(
      Buffer.compare(entries.get('Luka Tabidze - a b c.docx')!, await storageBytes(docxTalent.id, vacancyId)),
    ).toBe(0);

    // The named ones, through the JSON body.
    const some = await zipRequest(employer).send({ vacancyId, applicationIds: [ids[2], ids[0]] });
    expect([...readZip(some.body).keys()]).toEqual(['Nino Beridze - cv.pdf', 'ნინო ბერიძე - რეზიუმე.pdf']);
    // ... or repeated in the query.
    const query = await zipRequest(employer).query(`vacancyId=${vacancyId}&applicationIds=${ids[1]}`);
    expect([...readZip(query.body).keys()]).toEqual(['Nino Beridze - cv.pdf']);
    expect(readZip(query.body).get('Nino Beridze - cv.pdf')!.toString()).toContain('% two');
  });

  it('is only for the own company (staff viewing as it too): 404 for another one, an unknown application or none at all; 400 without vacancyId', async () => {
    const { employer, vacancyId, talent } = await applicationScenario();
    const other = await company('Other Co');
    const post = () => t.http.post('/api/Vacancy/getVacancyApplicantsCv');
    expect(errorsOf(await post().set(bearer(other)).send({ vacancyId }), 404)._).toEqual(['The vacancy was not found']);
    errorsOf(await post().set(bearer(talent)).send({ vacancyId }), 403);
    errorsOf(await post().send({ vacancyId }), 401);
    // Staff viewing as the company may download it: the POST only carries the list of ids.
    const viewAs = await viewAsSession(employer.email);
    const asStaff = await post().set(bearer(viewAs)).send({ vacancyId }).buffer(true).parse(binary);
    expect(asStaff.status).toBe(200);
    expect(asStaff.headers['content-type']).toBe('application/zip');
    expect((asStaff.body as Buffer).subarray(0, 2).toString()).toBe('PK');
    expect(
      errorsOf(
        await post()
          .set(bearer(employer))
          .send({ vacancyId, applicationIds: [999999] }),
        404,
      )._,
    ).toEqual(['The application was not found']);
    expect(errorsOf(await post().set(bearer(employer)).send({}), 400)).toEqual({
      vacancyId: ['Choose the vacancy (vacancyId)'],
    });
    expect(
      errorsOf(
        await post()
          .set(bearer(employer))
          .send({ vacancyId, applicationIds: ['x'] }),
        400,
      ).applicationIds,
    ).toEqual(['applicationIds must be a list of application ids']);
    const empty = await insertVacancy(employer.id);
    expect(errorsOf(await post().set(bearer(employer)).query({ vacancyId: empty }), 404)._).toEqual([
      'This vacancy has no applicants yet',
    ]);
  });
});

async function storageBytes(talentId: number, vacancyId: number): Promise<Buffer> {
  const { cv_file_key: key } = await applicationOf(talentId, vacancyId);
  const file = await storage.get(key);
  const chunks: Buffer[] = [];
  for await (const chunk of file!.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

// ---- status -------------------------------------------------------------------------------

describe('POST Vacancy/UpdateApplicationStatus and Company/UpdateRejectionMailSetting', () => {
  const move = (who: { token: string }, applicationId: number, status: unknown, language = 'en') =>
    t.http
      .post('/api/Vacancy/UpdateApplicationStatus')
      .set(bearer(who))
      .set('Accept-Language', language)
      .send({ applicationId, status });

  it('moves an application through every status; the talent is mailed on interview, offer and rejected', async () => {
    const { employer, talent, applicationId } = await applicationScenario('ka');
    const statusOf = async () =>
      (await t.db.query('SELECT status FROM application WHERE id = $1', [applicationId]))[0].status;
    const mailsBefore = (await outboxTo(talent.email)).length;

    for (const status of [2, 3]) {
      expect(dataOf(await move(employer, applicationId, status))).toMatchObject({
        id: applicationId,
        status,
        statusChangedAt: expect.any(String),
      });
      expect(await statusOf()).toBe(status);
    }
    expect((await outboxTo(talent.email)).length).toBe(mailsBefore);

    dataOf(await move(employer, applicationId, 4));
    const interview = await mailTo(talent.email, /^მოწვევა გასაუბრებაზე: ბექენდ დეველოპერი$/);
    expect(interview.text).toContain('Acme Software');
    expect(interview.text).toContain('https://techboard.example/userPanel/jobs');

    dataOf(await move(employer, applicationId, 5));
    await mailTo(talent.email, /^შემოთავაზება თქვენთვის: ბექენდ დეველოპერი$/);

    dataOf(await move(employer, applicationId, 6));
    expect(await statusOf()).toBe(6);
    const afterHired = (await outboxTo(talent.email)).length;
    expect(afterHired).toBe(mailsBefore + 2);

    // Hired is final unless the company moves it again, here to rejected: the polite mail.
    dataOf(await move(employer, applicationId, 7));
    const rejected = await mailTo(talent.email, /^თქვენი განაცხადის შესახებ: ბექენდ დეველოპერი$/);
    expect(rejected.text).toMatch(/გმადლობთ ინტერესისთვის/);

    // The same status again changes nothing and mails nobody.
    const [{ status_changed_at: before }] = await t.db.query(
      'SELECT status_changed_at FROM application WHERE id = $1',
      [applicationId],
    );
    dataOf(await move(employer, applicationId, 7));
    const [{ status_changed_at: after }] = await t.db.query('SELECT status_changed_at FROM application WHERE id = $1', [
      applicationId,
    ]);
    expect(new Date(after).getTime()).toBe(new Date(before).getTime());
    expect((await outboxTo(talent.email)).length).toBe(mailsBefore + 3);

    // Never back to New.
    expect(errorsOf(await move(employer, applicationId, 1), 400).status).toEqual([
      'The status must be 2 (viewed), 3 (shortlisted), 4 (interview), 5 (offer), 6 (hired) or 7 (rejected)',
    ]);
    expect(await statusOf()).toBe(7);
  });

  it('sends the rejection mail in English to an English talent, and not at all when the company turned it off', async () => {
    const { employer, talent, applicationId } = await applicationScenario('en');
    expect(dataOf(await t.http.get('/api/Company/GetRejectionMailSetting').set(bearer(employer)))).toEqual({
      sendRejectionMail: true,
    });
    dataOf(await move(employer, applicationId, 7));
    const mail = await mailTo(talent.email, /^About your application: Backend Developer$/);
    expect(mail.text).toContain('Thank you for your interest in "Backend Developer"');

    expect(
      dataOf(
        await t.http
          .post('/api/Company/UpdateRejectionMailSetting')
          .set(bearer(employer))
          .send({ sendRejectionMail: false }),
      ),
    ).toEqual({
      sendRejectionMail: false,
    });
    expect(dataOf(await t.http.get('/api/Company/GetRejectionMailSetting').set(bearer(employer)))).toEqual({
      sendRejectionMail: false,
    });
    dataOf(await move(employer, applicationId, 3));
    dataOf(await move(employer, applicationId, 7));
    expect(
      (await outboxTo(talent.email)).filter((subject) => subject.startsWith('About your application')),
    ).toHaveLength(1);
    // Interview still mails.
    dataOf(await move(employer, applicationId, 4));
    await mailTo(talent.email, /^Interview invitation: Backend Developer$/);
  });

  it('refuses others: 404 for another company, 403 for a talent, 401 for a visitor, 400 for bad input', async () => {
    const { talent, applicationId } = await applicationScenario();
    const other = await company('Other Co');
    expect(errorsOf(await move(other, applicationId, 3), 404)._).toEqual(['The application was not found']);
    errorsOf(await move(talent, applicationId, 3), 403);
    errorsOf(await t.http.post('/api/Vacancy/UpdateApplicationStatus').send({ applicationId, status: 3 }), 401);
    expect(errorsOf(await move(other, applicationId, 'interview'), 400).status).toBeDefined();
    const ka = errorsOf(await move(other, applicationId, 8, 'ka'), 400);
    expect(ka.status[0]).toMatch(GEORGIAN);
    expect(
      errorsOf(await t.http.post('/api/Vacancy/UpdateApplicationStatus').set(bearer(other)).send({}), 400),
    ).toEqual({
      applicationId: ['Choose the application (applicationId)'],
      status: ['Choose the new status'],
    });
    expect((await t.db.query('SELECT status FROM application WHERE id = $1', [applicationId]))[0].status).toBe(1);

    errorsOf(
      await t.http
        .post('/api/Company/UpdateRejectionMailSetting')
        .set(bearer(talent))
        .send({ sendRejectionMail: false }),
      403,
    );
    errorsOf(await t.http.get('/api/Company/GetRejectionMailSetting').set(bearer(talent)), 403);
    expect(
      errorsOf(
        await t.http
          .post('/api/Company/UpdateRejectionMailSetting')
          .set(bearer(other))
          .send({ sendRejectionMail: 'maybe' }),
        400,
      ),
    ).toEqual({
      sendRejectionMail: ['sendRejectionMail must be true or false'],
    });
  });
});

// ---- the talent's applications ------------------------------------------------------------

describe('GET Vacancy/getTalentApplications', () => {
  it("lists the talent's own applications, newest first, with status and the vacancy card", async () => {
    const employer = await company('Kartuli Code');
    const open = await insertVacancy(employer.id, { title: 'Frontend Developer', title_ge: 'ფრონტენდ დეველოპერი' });
    const soonOver = await insertVacancy(employer.id, { title: 'Data Engineer' });
    const talent = await verifiedTalent();
    await applied(talent, soonOver, { bytes: pdf(), name: 'cv.pdf' });
    await applied(talent, open, undefined, { UseLastVacancy: 'true' });
    await t.db.query('UPDATE vacancy SET status = 2, ended_at = now() WHERE id = $1', [soonOver]);
    const applicationId = (await applicationOf(talent.id, soonOver)).id;
    dataOf(
      await t.http
        .post('/api/Vacancy/UpdateApplicationStatus')
        .set(bearer(employer))
        .send({ applicationId, status: 3 }),
    );
    // Someone else's application is not listed.
    await applied(await verifiedTalent(), open, { bytes: pdf(), name: 'cv.pdf' });

    const page = dataOf(await t.http.get('/api/Vacancy/getTalentApplications').set(bearer(talent)));
    expect(page).toMatchObject({ totalCount: 2, page: 1, pageSize: 20 });
    expect(page.items).toHaveLength(2);
    expect(page.items[0]).toMatchObject({
      status: 1,
      createdAt: expect.any(String),
      statusChangedAt: expect.any(String),
      vacancy: {
        id: open,
        title: 'Frontend Developer',
        titleGE: 'ფრონტენდ დეველოპერი',
        isExpired: false,
        company: { id: employer.id, name: 'Kartuli Code', transformedName: expect.any(String) },
      },
    });
    expect(page.items[1]).toMatchObject({ id: applicationId, status: 3, vacancy: { id: soonOver, isExpired: true } });
    const second = dataOf(
      await t.http.get('/api/Vacancy/getTalentApplications').query({ page: 2, pageSize: 1 }).set(bearer(talent)),
    );
    expect(second).toMatchObject({ totalCount: 2, page: 2, pageSize: 1, items: [{ id: applicationId }] });
  });

  it('is for talents only', async () => {
    errorsOf(await t.http.get('/api/Vacancy/getTalentApplications'), 401);
    errorsOf(await t.http.get('/api/Vacancy/getTalentApplications').set(bearer(await company())), 403);
    const talent = await verifiedTalent();
    expect(
      errorsOf(await t.http.get('/api/Vacancy/getTalentApplications').query({ page: 0 }).set(bearer(talent)), 400).page,
    ).toBeDefined();
  });
});

// ---- favourite vacancies --------------------------------------------------------------------

describe('Users/AddRemoveFavoriteVacancy and getFavoriteVacancies', () => {
  const toggle = (who: { token: string }, vacancyId: unknown) =>
    t.http.post('/api/Users/AddRemoveFavoriteVacancy').query({ vacancyId }).set(bearer(who));

  it('toggles a favourite and answers the whole list of ids; lists them, the one saved last first', async () => {
    const employer = await company();
    const first = await insertVacancy(employer.id, { title: 'First' });
    const ended = await insertVacancy(employer.id, { title: 'Ended', status: 2, ended_at: new Date() });
    const third = await insertVacancy(employer.id, {
      title: 'Third',
      show_salary: true,
      salary_min: 3000,
      salary_max: 5000,
      currency: 1,
    });
    const talent = await verifiedTalent();

    expect(dataOf(await toggle(talent, first))).toEqual({ isFavorite: true, favoriteVacancyIds: [first] });
    expect(dataOf(await toggle(talent, ended))).toEqual({ isFavorite: true, favoriteVacancyIds: [first, ended] });
    await t.db.query(
      "UPDATE favorite_vacancy SET created_at = now() - interval '1 hour' WHERE vacancy_id IN ($1, $2)",
      [first, ended],
    );
    await t.db.query("UPDATE favorite_vacancy SET created_at = now() - interval '2 hour' WHERE vacancy_id = $1", [
      first,
    ]);
    expect(dataOf(await toggle(talent, third))).toEqual({
      isFavorite: true,
      favoriteVacancyIds: [first, ended, third],
    });
    expect(dataOf(await t.http.get('/api/Users/getFavoriteVacancyIds').set(bearer(talent)))).toEqual([
      first,
      ended,
      third,
    ]);

    const page = dataOf(await t.http.get('/api/Users/getFavoriteVacancies').set(bearer(talent)));
    expect(page).toMatchObject({ totalCount: 3, page: 1, pageSize: 20 });
    expect(page.items.map((item: { id: number }) => item.id)).toEqual([third, ended, first]);
    expect(page.items[0]).toMatchObject({
      title: 'Third',
      isFavorite: true,
      isExpired: false,
      salary: { min: 3000, max: 5000, currency: 1 },
    });
    expect(page.items[1]).toMatchObject({ title: 'Ended', isExpired: true });
    const paged = dataOf(
      await t.http.get('/api/Users/getFavoriteVacancies').query({ page: 2, pageSize: 2 }).set(bearer(talent)),
    );
    expect(paged).toMatchObject({ totalCount: 3, page: 2, pageSize: 2, items: [{ id: first }] });

    expect(dataOf(await toggle(talent, ended))).toEqual({ isFavorite: false, favoriteVacancyIds: [first, third] });
    // A saved vacancy that went back to review is kept but not shown; it can still be removed.
    await t.db.query('UPDATE vacancy SET approval = 1 WHERE id = $1', [first]);
    expect(dataOf(await t.http.get('/api/Users/getFavoriteVacancyIds').set(bearer(talent)))).toEqual([third]);
    expect(dataOf(await toggle(talent, first))).toEqual({ isFavorite: false, favoriteVacancyIds: [third] });
    // Another talent's list is their own.
    expect(
      dataOf(await t.http.get('/api/Users/getFavoriteVacancies').set(bearer(await verifiedTalent()))),
    ).toMatchObject({ totalCount: 0, items: [] });
  });

  it('saves only what the public may see; talents only; validates the id', async () => {
    const employer = await company();
    const talent = await verifiedTalent();
    for (const fields of [{ status: 3 }, { approval: 1 }, { approval: 3 }]) {
      const hidden = await insertVacancy(employer.id, fields);
      expect(errorsOf(await toggle(talent, hidden), 404)._).toEqual(['The vacancy was not found']);
    }
    expect(errorsOf(await toggle(talent, 999999), 404)._).toEqual(['The vacancy was not found']);
    expect(errorsOf(await toggle(talent, 'abc'), 400).vacancyId).toEqual(['vacancyId must be the id of a vacancy']);
    expect(
      errorsOf(
        await t.http.post('/api/Users/AddRemoveFavoriteVacancy').set(bearer(talent)).set('Accept-Language', 'ka'),
        400,
      ).vacancyId[0],
    ).toMatch(GEORGIAN);
    const open = await insertVacancy(employer.id);
    errorsOf(await toggle(employer, open), 403);
    errorsOf(await t.http.post('/api/Users/AddRemoveFavoriteVacancy').query({ vacancyId: open }), 401);
    errorsOf(await t.http.get('/api/Users/getFavoriteVacancies'), 401);
    errorsOf(await t.http.get('/api/Users/getFavoriteVacancies').set(bearer(employer)), 403);
    expect(await t.db.query('SELECT 1 FROM favorite_vacancy WHERE account_id = $1', [talent.id])).toHaveLength(0);
  });
});

// ---- saved talents and talent details -------------------------------------------------------

describe('Company/updateUserFavoriteApplicant, getFavoriteApplicants and GetTalentDetails', () => {
  const save = (who: { token: string }, body: Record<string, unknown>) =>
    t.http.put('/api/Company/updateUserFavoriteApplicant').set(bearer(who)).send(body);

  it('saves, toggles and forgets a talent who applied; lists saved talents with their applications to the company', async () => {
    const { employer, vacancyId, talent, applicationId } = await applicationScenario();
    const secondVacancy = await insertVacancy(employer.id, { title: 'Team Lead', title_ge: 'გუნდის ლიდერი' });
    await applied(talent, secondVacancy, undefined, { UseLastVacancy: 'true', Email: 'nino.latest@example.ge' });
    const otherEmployer = await company('Other Co');
    await applied(talent, await insertVacancy(otherEmployer.id, { title: 'Elsewhere' }), undefined, {
      UseLastVacancy: 'true',
    });

    expect(dataOf(await save(employer, { userId: talent.id }))).toEqual({ userId: talent.id, isFavorite: true });
    expect(dataOf(await save(employer, { userId: talent.id, isFavorite: true }))).toEqual({
      userId: talent.id,
      isFavorite: true,
    });
    const list = dataOf(await t.http.get('/api/Company/getFavoriteApplicants').set(bearer(employer)));
    expect(list).toMatchObject({ totalCount: 1, page: 1, pageSize: 20 });
    expect(list.items[0]).toMatchObject({
      id: talent.id,
      fullName: 'Nino Beridze',
      email: 'nino.latest@example.ge',
      profileImageUrl: null,
      savedAt: expect.any(String),
    });
    expect(list.items[0].technologies.length).toBeGreaterThan(0);
    expect(list.items[0].applications).toEqual([
      expect.objectContaining({ vacancyId: secondVacancy, title: 'Team Lead', titleGE: 'გუნდის ლიდერი', status: 1 }),
      expect.objectContaining({ applicationId, vacancyId, title: 'Backend Developer', status: 1 }),
    ]);
    // The other company does not see this company's saved talents.
    expect(dataOf(await t.http.get('/api/Company/getFavoriteApplicants').set(bearer(otherEmployer)))).toMatchObject({
      totalCount: 0,
      items: [],
    });

    expect(dataOf(await save(employer, { userId: talent.id }))).toEqual({ userId: talent.id, isFavorite: false });
    expect(dataOf(await t.http.get('/api/Company/getFavoriteApplicants').set(bearer(employer)))).toMatchObject({
      totalCount: 0,
    });
    dataOf(await save(employer, { userId: talent.id, isFavorite: true }));
    // A saved talent whose applications are gone can still be forgotten.
    await t.db.query('DELETE FROM application WHERE account_id = $1 AND vacancy_id IN ($2, $3)', [
      talent.id,
      vacancyId,
      secondVacancy,
    ]);
    expect(dataOf(await save(employer, { userId: talent.id, isFavorite: false }))).toEqual({
      userId: talent.id,
      isFavorite: false,
    });
    expect(errorsOf(await save(employer, { userId: talent.id, isFavorite: true }), 404)._).toEqual([
      'The talent was not found among your applicants',
    ]);
  });

  it('refuses a talent who never applied to the company (404), talents (403), visitors (401) and bad input (400)', async () => {
    const { employer, talent } = await applicationScenario();
    const other = await company('Other Co');
    const stranger = await verifiedTalent();
    expect(errorsOf(await save(other, { userId: talent.id }), 404)._).toEqual([
      'The talent was not found among your applicants',
    ]);
    errorsOf(await save(employer, { userId: stranger.id }), 404);
    errorsOf(await save(talent, { userId: talent.id }), 403);
    errorsOf(await t.http.put('/api/Company/updateUserFavoriteApplicant').send({ userId: talent.id }), 401);
    expect(errorsOf(await save(employer, {}), 400)).toEqual({ userId: ['Choose the talent (userId)'] });
    expect(errorsOf(await save(employer, { userId: talent.id, isFavorite: 'yes' }), 400)).toEqual({
      isFavorite: ['isFavorite must be true or false'],
    });
    errorsOf(await t.http.get('/api/Company/getFavoriteApplicants').set(bearer(talent)), 403);
    errorsOf(await t.http.get('/api/Company/getFavoriteApplicants'), 401);
    expect(await t.db.query('SELECT 1 FROM favorite_applicant WHERE account_id = $1', [talent.id])).toHaveLength(0);
  });

  it("shows a talent's details: profile, technologies, the latest CV for this company, applied and saved jobs", async () => {
    const { employer, vacancyId, talent } = await applicationScenario();
    const [field] = await t.db.query('SELECT id, name FROM dictionary_item WHERE type = 1 ORDER BY id LIMIT 1');
    const [experience] = await t.db.query(
      'SELECT id, name, name_ge FROM dictionary_item WHERE type = 5 ORDER BY id LIMIT 1',
    );
    await t.db.query('UPDATE account SET field_id = $2, experience_id = $3 WHERE id = $1', [
      talent.id,
      field.id,
      experience.id,
    ]);
    const later = await insertVacancy(employer.id, { title: 'Senior Backend Developer' });
    await applied(talent, later, { bytes: await docx(), name: 'newest.docx' }, { Phone: '+995 599 00 00 00' });
    const latestId = (await applicationOf(talent.id, later)).id;
    const saved = await insertVacancy(employer.id, { title: 'Saved One' });
    dataOf(await t.http.post('/api/Users/AddRemoveFavoriteVacancy').query({ vacancyId: saved }).set(bearer(talent)));
    dataOf(
      await t.http
        .post('/api/Users/AddRemoveFavoriteVacancy')
        .query({ vacancyId: await insertVacancy((await company('Elsewhere')).id) })
        .set(bearer(talent)),
    );

    const details = dataOf(
      await t.http
        .get('/api/Company/GetTalentDetails')
        .query({ userId: talent.id })
        .set(bearer(employer))
        .set('Accept-Language', 'ka'),
    );
    expect(details).toMatchObject({
      id: talent.id,
      fullName: 'Nino Beridze',
      email: 'nino.contact@example.ge',
      phone: '+995 599 00 00 00',
      profileImageUrl: null,
      field: { id: field.id },
      experience: { id: experience.id, name: experience.name_ge },
      cvUrl: `/api/Vacancy/getApplicationCv?applicationId=${latestId}`,
      cvFileName: 'newest.docx',
      isFavorite: false,
      savedJobs: [{ vacancyId: saved, title: 'Saved One', titleGE: 'ბექენდ დეველოპერი' }],
    });
    expect(details.technologies.length).toBeGreaterThan(0);
    expect(details.appliedJobs.map((job: { vacancyId: number }) => job.vacancyId)).toEqual([later, vacancyId]);
    const cv = await t.http.get(details.cvUrl).set(bearer(employer)).buffer(true).parse(binary);
    expect(cv.headers['content-disposition']).toBe('attachment; filename=newest.docx');

    const other = await company('Other Co');
    expect(
      errorsOf(await t.http.get('/api/Company/GetTalentDetails').query({ userId: talent.id }).set(bearer(other)), 404)
        ._,
    ).toEqual(['The talent was not found among your applicants']);
    errorsOf(await t.http.get('/api/Company/GetTalentDetails').query({ userId: 999999 }).set(bearer(employer)), 404);
    errorsOf(await t.http.get('/api/Company/GetTalentDetails').query({ userId: talent.id }).set(bearer(talent)), 403);
    errorsOf(await t.http.get('/api/Company/GetTalentDetails').query({ userId: talent.id }), 401);
    expect(errorsOf(await t.http.get('/api/Company/GetTalentDetails').set(bearer(employer)), 400)).toEqual({
      userId: ['Choose the talent (userId)'],
    });
  });
});

// ---- statistics -----------------------------------------------------------------------------

describe('the company statistics count applications', () => {
  it("counts the applications to the company's vacancies in the period's buckets", async () => {
    const employer = await company();
    const [first, second] = [await insertVacancy(employer.id), await insertVacancy(employer.id)];
    const talents = [await verifiedTalent(), await verifiedTalent(), await verifiedTalent()];
    await applied(talents[0], first, { bytes: pdf(), name: 'cv.pdf' });
    await applied(talents[1], first, { bytes: pdf(), name: 'cv.pdf' });
    await applied(talents[2], second, { bytes: pdf(), name: 'cv.pdf' });
    await applied(talents[0], second, undefined, { UseLastVacancy: 'true' });
    // One of them was sent ten days ago: in the month and the year, not in the week.
    await t.db.query(
      "UPDATE application SET created_at = now() - interval '10 days' WHERE account_id = $1 AND vacancy_id = $2",
      [talents[0].id, second],
    );
    // Another company's applications do not count.
    await applied(await verifiedTalent(), await insertVacancy((await company('Other Co')).id), {
      bytes: pdf(),
      name: 'cv.pdf',
    });

    const statistics = async (period: string) =>
      dataOf(await t.http.get('/api/Company/GetCompanyStatistics').query({ period }).set(bearer(employer)));
    const week = await statistics('week');
    expect(week.totals.applications).toBe(3);
    expect(week.series.applications.at(-1)).toEqual({ date: week.to, count: 3 });
    const month = await statistics('month');
    expect(month.totals.applications).toBe(4);
    expect(
      month.series.applications
        .filter((point: { count: number }) => point.count > 0)
        .map((point: { count: number }) => point.count)
        .sort(),
    ).toEqual([1, 3]);
    expect((await statistics('year')).totals.applications).toBe(4);
  });
});
