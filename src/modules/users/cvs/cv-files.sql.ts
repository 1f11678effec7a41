import type { DataSource, EntityManager } from 'typeorm';
import type { StoredCv } from '../../../core/files/cv-storage.service.js';

/** Where GetUserInfo and the user panel download the talent's own last CV. */
export const OWN_CV_URL = '/api/Users/DownloadCv';

/** Where the company panel downloads the CV of one application. */
export const applicationCvUrl = (applicationId: number) =>
  `/api/Vacancy/getApplicationCv?applicationId=${applicationId}`;

/** The talent's last CV row, as a StoredCv. */
export interface TalentCvRow {
  file_key: string;
  file_name: string;
  content_type: string;
  size_bytes: number;
}

export const toStoredCv = (row: TalentCvRow): StoredCv => ({
  key: row.file_key,
  fileName: row.file_name,
  contentType: row.content_type,
  size: Number(row.size_bytes),
});

/** True while a talent's last CV or an application still points at the stored file: one file may
 *  back both (a new CV sent with an application becomes the last CV too). */
export async function isCvFileInUse(db: DataSource | EntityManager, key: string): Promise<boolean> {
  const [row]: { used: boolean }[] = await db.query(
    `SELECT EXISTS (SELECT 1 FROM talent_cv WHERE file_key = $1) OR EXISTS (SELECT 1 FROM application WHERE cv_file_key = $1) AS used`,
    [key],
  );
  return row.used;
}
