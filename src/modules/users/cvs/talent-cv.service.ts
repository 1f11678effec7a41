import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthSession } from '../../../core/auth/auth-session.js';
import { AppException } from '../../../core/errors/app.exception.js';
import { CV_FIELD } from '../../../core/files/cv-upload.interceptor.js';
import { CvStorageService, type StoredCv, type UploadedCv } from '../../../core/files/cv-storage.service.js';
import type { StoredFile } from '../../../core/files/file-storage.js';
import { returnedRows } from '../../../database/returned-rows.js';
import { isCvFileInUse, OWN_CV_URL, type TalentCvRow, toStoredCv } from './cv-files.sql.js';
import { PendingCvFiles } from './pending-cv-files.service.js';

/** A CV ready to be sent as an attachment. */
export interface CvDownload {
  file: StoredFile;
  fileName: string;
  contentType: string;
}

/** A talent's last CV: upload, remove, download, and the one an application reuses ("use the last CV"). */
@Injectable()
export class TalentCvService {
  constructor(
    private readonly db: DataSource,
    private readonly cvs: CvStorageService,
    private readonly pending: PendingCvFiles,
  ) {}

  /** For GetUserInfo: where to download the caller's CV and its name, or nulls when there is none. */
  async cvInfoOf(accountId: number): Promise<{ cvUrl: string | null; cvFileName: string | null }> {
    const [row]: { file_name: string }[] = await this.db.query(
      'SELECT file_name FROM talent_cv WHERE account_id = $1',
      [accountId],
    );
    return row ? { cvUrl: OWN_CV_URL, cvFileName: row.file_name } : { cvUrl: null, cvFileName: null };
  }

  /** The last CV, locked until the transaction ends so that a new upload cannot remove its file meanwhile. */
  async lastCvForUpdate(manager: EntityManager, accountId: number): Promise<StoredCv | null> {
    const [row]: TalentCvRow[] = await manager.query(
      'SELECT file_key, file_name, content_type, size_bytes FROM talent_cv WHERE account_id = $1 FOR UPDATE',
      [accountId],
    );
    return row ? toStoredCv(row) : null;
  }

  /** Makes the stored CV the talent's last one; answers the key of the file it replaced (or null),
   *  recorded as pending until removeFileIfUnused. */
  async setLastCv(manager: EntityManager, accountId: number, cv: StoredCv): Promise<string | null> {
    const [previous]: { file_key: string }[] = await manager.query(
      'SELECT file_key FROM talent_cv WHERE account_id = $1 FOR UPDATE',
      [accountId],
    );
    await manager.query(
      `INSERT INTO talent_cv (account_id, file_key, file_name, content_type, size_bytes, uploaded_at)
       VALUES ($1, $2, $3, $4, $5, now())
       ON CONFLICT (account_id) DO UPDATE
         SET file_key = EXCLUDED.file_key, file_name = EXCLUDED.file_name, content_type = EXCLUDED.content_type,
             size_bytes = EXCLUDED.size_bytes, uploaded_at = EXCLUDED.uploaded_at`,
      [accountId, cv.key, cv.fileName, cv.contentType, cv.size],
    );
    if (!previous || previous.file_key === cv.key) return null;
    await this.pending.letGo(manager, previous.file_key);
    return previous.file_key;
  }

  /** POST Users/UploadCv. */
  async upload(session: AuthSession, file: UploadedCv | undefined): Promise<string> {
    if (!file) throw AppException.validation(CV_FIELD, 'applications.cvRequired');
    const cv = await this.cvs.store(file);
    let replaced: string | null;
    try {
      replaced = await this.db.transaction(async (manager) => {
        await this.pending.claim(manager, cv.key);
        return this.setLastCv(manager, session.accountId, cv);
      });
    } catch (error) {
      await this.cvs.remove(cv.key);
      await this.pending.forget(cv.key);
      throw error;
    }
    if (replaced) await this.removeFileIfUnused(replaced);
    return 'applications.cvUploaded';
  }

  /** POST Users/RemoveCv: the last CV is forgotten; its file stays while an application uses it. */
  async remove(session: AuthSession): Promise<string> {
    const key = await this.db.transaction(async (manager) => {
      const deleted = await manager.query('DELETE FROM talent_cv WHERE account_id = $1 RETURNING file_key', [
        session.accountId,
      ]);
      const removed = returnedRows<{ file_key: string }>(deleted)[0]?.file_key;
      if (removed) await this.pending.letGo(manager, removed);
      return removed;
    });
    if (!key) throw AppException.notFound('applications.noCv');
    await this.removeFileIfUnused(key);
    return 'applications.cvRemoved';
  }

  /** GET Users/DownloadCv: the caller's own last CV. */
  async download(session: AuthSession): Promise<CvDownload> {
    const [row]: TalentCvRow[] = await this.db.query(
      'SELECT file_key, file_name, content_type, size_bytes FROM talent_cv WHERE account_id = $1',
      [session.accountId],
    );
    const file = row ? await this.cvs.open(row.file_key) : null;
    if (!row || !file) throw AppException.notFound('applications.noCv');
    return { file, fileName: row.file_name, contentType: row.content_type };
  }

  /** Deletes a stored CV that neither a last CV nor an application points at any more, and its
   *  pending record (see setLastCv). */
  async removeFileIfUnused(key: string): Promise<void> {
    if (!(await isCvFileInUse(this.db, key))) await this.cvs.remove(key);
    await this.pending.forget(key);
  }
}
