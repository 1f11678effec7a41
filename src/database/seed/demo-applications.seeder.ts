import type { EntityManager } from 'typeorm';
import { ApplicationStatus } from '../../../shared/enums.js';
import { cvFileName, newCvKey } from '../../core/files/cv-names.js';
import { CV_CONTENT_TYPES } from '../../core/files/cv-rules.js';
import type { FileStorage } from '../../core/files/file-storage.js';
import { companySlug } from '../../modules/company/company-slug.js';
import {
  type DemoApplication,
  demoApplications,
  demoSavedTalents,
  signInTalentApplications,
  signInTalentFavoriteVacancies,
} from './demo/applications.js';
import { demoCompanies } from './demo/companies.js';
import { demoVacancies } from './demo/vacancies.js';
import { demoLogins } from './demo-accounts.js';
import { demoCvPdf } from './demo-cv.js';
import { seedDemoSubscriptions } from './demo-subscriptions.seeder.js';
import { demoTalents } from './demo-talents.js';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** An ended vacancy's applications are decided within two weeks of its end. */
const DECIDED_WITHIN_MS = 14 * DAY_MS;

/** How far between sending and the end of hiring an application's status last changed (a New one never did). */
const STATUS_CHANGE_SHARE: Record<ApplicationStatus, number> = {
  [ApplicationStatus.New]: 0,
  [ApplicationStatus.Viewed]: 0.25,
  [ApplicationStatus.Shortlisted]: 0.4,
  [ApplicationStatus.Interview]: 0.55,
  [ApplicationStatus.Offer]: 0.7,
  [ApplicationStatus.Hired]: 0.8,
  [ApplicationStatus.Rejected]: 0.5,
};

/** Account ids of the demo talents and the sign-in talent, and ids of the demo vacancies and companies, by name and key. */
async function loadDemoIds(db: EntityManager) {
  const emails = new Map([
    ...demoTalents.map((t): [string, string] => [t.fullName, t.email.toLowerCase()]),
    [demoLogins.talent.fullName, demoLogins.talent.email.toLowerCase()],
  ]);
  const accounts: { id: number; email: string }[] = await db.query(
    `SELECT id, lower(email) AS email FROM account WHERE lower(email) = ANY($1::text[])`,
    [[...emails.values()]],
  );
  const slugs = new Map(demoCompanies.map((c) => [c.key, companySlug(c.name)]));
  const vacancies: { id: number; company_id: number; company: string; title: string; ended_at: Date | null }[] =
    await db.query(
      `SELECT v.id, v.company_id, c.transformed_name AS company, v.title, v.ended_at
       FROM vacancy v JOIN company c ON c.id = v.company_id
      WHERE c.transformed_name = ANY($1::text[])`,
      [[...slugs.values()]],
    );
  return {
    talent(fullName: string): { id: number; email: string } {
      const email = emails.get(fullName);
      const row = email === undefined ? undefined : accounts.find((a) => a.email === email);
      if (!row) throw new Error(`Demo applications name an unknown demo talent "${fullName}"`);
      return { id: Number(row.id), email: row.email };
    },
    vacancy(key: string): { id: number; companyId: number; endedAt: number | null } {
      const v = demoVacancies.find((d) => d.key === key);
      const row = v && vacancies.find((r) => r.company === slugs.get(v.companyKey) && r.title === v.title);
      if (!row) throw new Error(`Demo applications name an unknown demo vacancy "${key}"`);
      const endedAt = row.ended_at === null ? null : new Date(row.ended_at).getTime();
      return { id: Number(row.id), companyId: Number(row.company_id), endedAt };
    },
    company(key: string): number {
      const row = vacancies.find((r) => r.company === slugs.get(key));
      if (!row) throw new Error(`Demo applications name an unknown demo company "${key}"`);
      return Number(row.company_id);
    },
  };
}

/**
 * Applications of the demo talents and the demo sign-in talent to the demo vacancies, each with the
 * talent's CV (one small PDF per talent in the FileStorage, also kept as their last CV), the sign-in
 * talent's saved vacancies and subscriptions, and the saved talents of the demo company. Runs right after
 * seedDemoData loaded the demo content, in its transaction; one set-based statement per table.
 * The stored CVs are removed again when a statement fails.
 */
export async function seedDemoApplications(db: EntityManager, files: FileStorage): Promise<void> {
  const now = Date.now();
  const ids = await loadDemoIds(db);
  const all: DemoApplication[] = [...demoApplications, ...signInTalentApplications];

  // Sent at some hour of the day (under a day, so still within the vacancy's life).
  const sentAt = all.map((a, n) => now - a.appliedDaysAgo * DAY_MS - (((n * 7) % 11) + 0.5) * HOUR_MS);
  const firstSent = new Map<string, number>();
  all.forEach((a, n) => firstSent.set(a.talentName, Math.min(firstSent.get(a.talentName) ?? Infinity, sentAt[n])));

  const pdf = CV_CONTENT_TYPES.pdf;
  const cvs = [...firstSent.keys()].map((talentName) => {
    const bytes = demoCvPdf(talentName);
    return {
      talentName,
      bytes,
      key: newCvKey('pdf'),
      fileName: cvFileName(`${talentName.trim().replace(/\s+/g, '-')}-CV.pdf`, 'pdf'),
    };
  });
  const cvOf = (talentName: string) => cvs.find((cv) => cv.talentName === talentName)!;

  const stored: string[] = [];
  try {
    // Settled, not raced: on a failure every file already written is known and removed.
    const puts = await Promise.allSettled(cvs.map((cv) => files.put(cv.key, cv.bytes).then(() => stored.push(cv.key))));
    const failed = puts.find((p): p is PromiseRejectedResult => p.status === 'rejected');
    if (failed) throw failed.reason;

    const applications = all.map((a, n) => {
      const talent = ids.talent(a.talentName);
      const vacancy = ids.vacancy(a.vacancyKey);
      const cv = cvOf(a.talentName);
      const decidedBy = vacancy.endedAt === null ? now : Math.min(now, vacancy.endedAt + DECIDED_WITHIN_MS);
      const changedAt = sentAt[n] + (decidedBy - sentAt[n]) * STATUS_CHANGE_SHARE[a.status];
      return {
        vacancy_id: vacancy.id,
        account_id: talent.id,
        full_name: a.talentName,
        email: talent.email,
        phone: a.phone,
        message: a.message ?? null,
        cv_file_key: cv.key,
        cv_file_name: cv.fileName,
        cv_content_type: pdf,
        status: a.status,
        status_changed_at: new Date(changedAt).toISOString(),
        created_at: new Date(sentAt[n]).toISOString(),
      };
    });
    await db.query(
      `INSERT INTO application (vacancy_id, account_id, full_name, email, phone, message, cv_file_key, cv_file_name,
         cv_content_type, status, status_changed_at, created_at)
       SELECT * FROM jsonb_to_recordset($1::jsonb) AS a(vacancy_id int, account_id int, full_name text, email text,
         phone text, message text, cv_file_key text, cv_file_name text, cv_content_type text, status int,
         status_changed_at timestamptz, created_at timestamptz)
       ORDER BY created_at`,
      [JSON.stringify(applications)],
    );

    // A CV sent with an application becomes the talent's last CV (uploaded with their first one).
    const lastCvs = cvs.map((cv) => ({
      account_id: ids.talent(cv.talentName).id,
      file_key: cv.key,
      file_name: cv.fileName,
      content_type: pdf,
      size_bytes: cv.bytes.length,
      uploaded_at: new Date(firstSent.get(cv.talentName)!).toISOString(),
    }));
    await db.query(
      `INSERT INTO talent_cv (account_id, file_key, file_name, content_type, size_bytes, uploaded_at)
       SELECT * FROM jsonb_to_recordset($1::jsonb) AS c(account_id int, file_key text, file_name text, content_type text,
         size_bytes int, uploaded_at timestamptz)`,
      [JSON.stringify(lastCvs)],
    );

    // A demo talent's tech stack: what the vacancies they applied to ask for (the sign-in talent has its own).
    await db.query(
      `INSERT INTO account_technology (account_id, technology_id)
       SELECT DISTINCT a.account_id, vt.technology_id
         FROM application a JOIN vacancy_technology vt ON vt.vacancy_id = a.vacancy_id
        WHERE a.account_id = ANY($1::int[]) AND NOT EXISTS (SELECT 1 FROM account_technology t WHERE t.account_id = a.account_id)
       ON CONFLICT DO NOTHING`,
      [[...new Set(applications.map((a) => a.account_id))]],
    );

    const signInTalent = ids.talent(demoLogins.talent.fullName).id;
    await db.query(
      `INSERT INTO favorite_vacancy (account_id, vacancy_id, created_at)
       SELECT * FROM jsonb_to_recordset($1::jsonb) AS f(account_id int, vacancy_id int, created_at timestamptz)`,
      [
        JSON.stringify(
          signInTalentFavoriteVacancies.map((f, n) => ({
            account_id: signInTalent,
            vacancy_id: ids.vacancy(f.vacancyKey).id,
            created_at: new Date(now - f.savedDaysAgo * DAY_MS - (n + 2) * HOUR_MS).toISOString(),
          })),
        ),
      ],
    );

    await db.query(
      `INSERT INTO favorite_applicant (company_id, account_id, created_at)
       SELECT * FROM jsonb_to_recordset($1::jsonb) AS f(company_id int, account_id int, created_at timestamptz)`,
      [
        JSON.stringify(
          demoSavedTalents.map((s) => ({
            company_id: ids.company(s.companyKey),
            account_id: ids.talent(s.talentName).id,
            created_at: new Date(now - s.savedDaysAgo * DAY_MS).toISOString(),
          })),
        ),
      ],
    );

    await seedDemoSubscriptions(db);
  } catch (error) {
    await Promise.all(stored.map((key) => files.delete(key).catch(() => undefined)));
    throw error;
  }
}
