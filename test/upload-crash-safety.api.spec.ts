import { CvStorageService } from '../src/core/files/cv-storage.service.js';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { FILE_STORAGE } from '../src/core/files/file-storage.js';
import type { LocalDiskFileStorage } from '../src/core/files/local-disk-file-storage.js';
import { PENDING_FILE_GRACE_MS, PendingCvFiles } from '../src/modules/users/cvs/pending-cv-files.service.js';
import { bearer, type SignedUp, signUpTalent } from './support/accounts.js';
import { pdf } from './support/cv-files.js';
import { dataOf, errorsOf } from './support/envelope.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { vacancySeeder } from './support/vacancy-seed.js';

// A CV is written before the transaction that stores its application commits: a process killed in
// between must leave neither an orphan file nor a row without its file (bench/faults/kill9.ts kills
// real servers; here the moments are staged).

let t: TestApp;
let storage: LocalDiskFileStorage;
let talent: SignedUp;
let companyId: number;
const seed = vacancySeeder(() => t);

beforeAll(async () => {
  t = await startTestApp();
  storage = t.app.get(FILE_STORAGE); // FILES_DIR=memory: a temporary folder
  await seed.loadDictionary();
  talent = await signUpTalent(t);
  await t.db.query('UPDATE account SET is_email_verified = true WHERE email = $1', [talent.email]);
  companyId = await seed.insertCompany('Crash Safe Ltd', 'crash-safe-ltd');
});
afterAll(() => t.close());

const apply = async (vacancyId: number, cv: string) =>
  t.http
    .post('/api/Users/ApplyToVacancy')
    .set(bearer(talent))
    .field('VacancyId', String(vacancyId))
    .field('FullName', 'Nino Beridze')
    .field('Email', 'nino.contact@example.ge')
    .field('Phone', '+995 555 12 34 56')
    .attach('CV', pdf(cv), 'cv.pdf');

const pendingKeys = async (): Promise<string[]> =>
  (await t.db.query('SELECT key FROM pending_file ORDER BY key')).map((row: { key: string }) => row.key);
const lastCvKey = async (): Promise<string | undefined> =>
  (
    await t.db.query('SELECT c.file_key FROM talent_cv c JOIN account a ON a.id = c.account_id WHERE a.email = $1', [
      talent.email,
    ])
  )[0]?.file_key;
/** Every CV file on disk, and every CV key a row refers to. */
const cvFiles = () =>
  readdirSync(join(storage.root, 'cvs'))
    .map((name) => `cvs/${name}`)
    .sort();
const referredKeys = async (): Promise<string[]> =>
  (await t.db.query('SELECT cv_file_key AS key FROM application UNION SELECT file_key FROM talent_cv ORDER BY 1')).map(
    (row: { key: string }) => row.key,
  );

/** Makes every pending record look as old as one a killed process left behind. */
const ageRecords = () =>
  t.db.query(`UPDATE pending_file SET created_at = now() - $1::integer * interval '1 millisecond'`, [
    PENDING_FILE_GRACE_MS + 1000,
  ]);

it('stores an application and a replaced last CV with no pending record and no leftover file', async () => {
  dataOf(await apply(await seed.insertVacancy({ companyId, title: 'First' }), 'first'));
  const first = await lastCvKey();
  dataOf(await t.http.post('/api/Users/UploadCv').set(bearer(talent)).attach('CV', pdf('replacement'), 'cv.pdf'));
  const second = await lastCvKey();

  expect(second).not.toBe(first);
  expect(await storage.exists(first!)).toBe(true); // the application still refers to it
  expect(cvFiles()).toEqual(await referredKeys());
  expect(await pendingKeys()).toEqual([]);
});

it('removes the file of an upload that died before its rows were stored, and keeps files rows refer to', async () => {
  // The first half of an upload: the CV recorded and written; then the process "dies".
  const orphan = await t.app
    .get(CvStorageService, { strict: false })
    .store({ buffer: pdf('never stored'), size: 80, originalname: 'cv.pdf' });
  // A replaced CV whose removal died after the commit, though an application still refers to it.
  const [{ key: referred }] = await t.db.query('SELECT cv_file_key AS key FROM application LIMIT 1');
  await t.db.query('INSERT INTO pending_file (key) VALUES ($1)', [referred]);
  expect(await storage.exists(orphan.key)).toBe(true);

  const pending = t.app.get(PendingCvFiles, { strict: false });
  expect(await pending.sweep()).toBe(0); // too young: it could be a live upload
  expect(await storage.exists(orphan.key)).toBe(true);

  await ageRecords();
  expect(await pending.sweep()).toBe(1);
  expect(await storage.exists(orphan.key)).toBe(false);
  expect(cvFiles()).toEqual(await referredKeys());
  expect(await pendingKeys()).toEqual([]);
});

it('fails an upload whole (503, no row, no file) when the sweep took its record before its rows were stored', async () => {
  // The sweep takes the record the moment it is written (as for an upload stalled past the grace).
  await t.db.query(`CREATE FUNCTION sweep_at_once() RETURNS trigger LANGUAGE plpgsql AS $$
                    BEGIN DELETE FROM pending_file WHERE key = NEW.key; RETURN NULL; END $$`);
  await t.db.query(
    'CREATE TRIGGER sweep_at_once AFTER INSERT ON pending_file FOR EACH ROW EXECUTE FUNCTION sweep_at_once()',
  );
  const before = await lastCvKey();
  const vacancyId = await seed.insertVacancy({ companyId, title: 'Swept' });
  try {
    const response = await apply(vacancyId, 'swept');
    expect(Object.keys(errorsOf(response, 503))).toEqual(['_']);
  } finally {
    await t.db.query('DROP TRIGGER sweep_at_once ON pending_file');
    await t.db.query('DROP FUNCTION sweep_at_once()');
  }
  expect(await t.db.query('SELECT 1 FROM application WHERE vacancy_id = $1', [vacancyId])).toHaveLength(0);
  expect(await lastCvKey()).toBe(before);
  expect(cvFiles()).toEqual(await referredKeys());
  expect(await pendingKeys()).toEqual([]);
});

it('removes a removed last CV that no application uses, with no pending record left', async () => {
  const key = await lastCvKey(); // the replacement uploaded alone, used by no application
  dataOf(await t.http.post('/api/Users/RemoveCv').set(bearer(talent)));
  expect(await storage.exists(key!)).toBe(false);
  expect(cvFiles()).toEqual(await referredKeys());
  expect(await pendingKeys()).toEqual([]);
});
