import { Injectable, Logger } from '@nestjs/common';
import type { Readable } from 'node:stream';
import { ZipArchive } from 'archiver';
import { DataSource } from 'typeorm';
import type { AuthSession } from '../../../core/auth/auth-session.js';
import { AppException } from '../../../core/errors/app.exception.js';
import { safeFileName, uniqueNames } from '../../../core/files/cv-names.js';
import { CvStorageService } from '../../../core/files/cv-storage.service.js';
import { CompanyService, ownCompany } from '../../company/company.service.js';
import { CompanyApplicantsService } from './company-applicants.service.js';
import type { ApplicantsCvInput } from './dto/application-query.dto.js';
import type { CvDownload } from '../../users/cvs/talent-cv.service.js';

export interface ZipDownload {
  fileName: string;
  stream: Readable;
}

interface ApplicationCvRow {
  id: number;
  full_name: string;
  cv_file_key: string;
  cv_file_name: string;
  cv_content_type: string;
  created_at: Date;
}

/** Applicants' CVs for the company that owns the vacancy: one as it was sent, or many as a zip. */
@Injectable()
export class ApplicantCvsService {
  private readonly logger = new Logger(ApplicantCvsService.name);

  constructor(
    private readonly db: DataSource,
    private readonly companies: CompanyService,
    private readonly applicants: CompanyApplicantsService,
    private readonly cvs: CvStorageService,
  ) {}

  /** GET Vacancy/getApplicationCv: 404 unless the application is to one of the caller's vacancies. */
  async applicationCv(session: AuthSession, applicationId: number): Promise<CvDownload> {
    const company = await ownCompany(this.companies, session);
    const [row]: ApplicationCvRow[] = await this.db.query(
      `SELECT a.id, a.full_name, a.cv_file_key, a.cv_file_name, a.cv_content_type, a.created_at
         FROM application a JOIN vacancy v ON v.id = a.vacancy_id
        WHERE a.id = $1 AND v.company_id = $2`,
      [applicationId, company.id],
    );
    if (!row) throw AppException.notFound('applications.applicationNotFound');
    const file = await this.cvs.open(row.cv_file_key);
    if (!file) throw AppException.notFound('applications.cvFileMissing');
    return { file, fileName: row.cv_file_name, contentType: row.cv_content_type };
  }

  /**
   * POST Vacancy/getVacancyApplicantsCv: the CVs of the vacancy's applications (those named, else
   * all) as a zip, streamed: each file is opened only when the archive is ready for it, so memory
   * and open files stay small whatever the number. Entries are "<full name> - <file name>", unique.
   */
  async zip(session: AuthSession, input: ApplicantsCvInput): Promise<ZipDownload> {
    if (input.vacancyId === undefined) throw AppException.validation('vacancyId', 'applications.vacancyRequired');
    const company = await ownCompany(this.companies, session);
    const vacancy = await this.applicants.ownVacancy(company.id, input.vacancyId);
    const ids = input.applicationIds === undefined ? null : [...new Set(input.applicationIds)];
    const rows: ApplicationCvRow[] = await this.db.query(
      `SELECT id, full_name, cv_file_key, cv_file_name, cv_content_type, created_at FROM application
        WHERE vacancy_id = $1 AND ($2::int[] IS NULL OR id = ANY($2::int[]))
        ORDER BY created_at, id`,
      [vacancy.id, ids],
    );
    if (ids !== null && rows.length !== ids.length) throw AppException.notFound('applications.applicationNotFound');
    if (rows.length === 0) throw AppException.notFound('applications.noApplicants');

    const archive = new ZipArchive({ zlib: { level: 6 } });
    // Always heard, also before the response pipes it and after an error ended it (no crash).
    archive.on('error', (error) => this.logger.warn(`Zip of CVs failed: ${error.message}`));
    void this.fill(archive, rows);
    return { fileName: safeFileName(`${vacancy.title} - CVs.zip`), stream: archive };
  }

  private async fill(archive: ZipArchive, rows: ApplicationCvRow[]): Promise<void> {
    const entryName = uniqueNames();
    let current: Readable | null = null;
    let closed = false;
    // The client went away (the response destroys the archive): stop reading files.
    archive.once('close', () => {
      closed = true;
      current?.destroy();
    });
    try {
      for (const row of rows) {
        if (closed) return;
        const file = await this.cvs.open(row.cv_file_key);
        if (!file) {
          this.logger.warn(`CV file of application ${row.id} is missing; left out of the zip`);
          continue;
        }
        current = file.stream;
        const added = entryAdded(archive);
        archive.append(file.stream, {
          name: entryName(safeFileName(`${row.full_name} - ${row.cv_file_name}`)),
          date: new Date(row.created_at),
        });
        await added;
        current = null;
      }
      if (!closed) await archive.finalize();
    } catch (error) {
      current?.destroy();
      archive.destroy(error as Error);
    }
  }
}

/** Resolves when the archive has taken in the entry just appended; rejects on an error, and
 *  resolves too when the archive is closed (the loop then stops). */
function entryAdded(archive: ZipArchive): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = () => {
      archive.off('entry', done);
      archive.off('close', done);
      archive.off('error', failed);
      resolve();
    };
    const failed = (error: Error) => {
      archive.off('entry', done);
      archive.off('close', done);
      reject(error);
    };
    archive.on('entry', done);
    archive.on('close', done);
    archive.once('error', failed);
  });
}
