import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { AppException } from '../../../core/errors/app.exception.js';
import { AppErrorCode } from '../../../core/errors/app-error-code.js';
import { isCvKey } from '../../../core/files/cv-names.js';
import { FILE_STORAGE, type FileStorage } from '../../../core/files/file-storage.js';
import { returnedRows } from '../../../database/returned-rows.js';
import { isCvFileInUse } from './cv-files.sql.js';

/** A pending file this old belongs to an upload or removal that died (its process was killed): no
 *  live one takes more than a few seconds from writing the file to committing its rows. */
export const PENDING_FILE_GRACE_MS = 60_000;
const SWEEP_BATCH = 500;

/**
 * The `pending_file` rows of CVs: a CV file is recorded before its first byte is written (see
 * `journaled`), and the transaction that stores the rows referring to it claims the record; a CV
 * replaced or removed is recorded in the transaction that lets go of it, and forgotten once its file
 * is removed. A process killed in between (kill -9, a crash, a lost machine) leaves the record, and
 * the sweep, at start-up and every minute, removes the file unless a row refers to it: no orphan
 * file, and never a row without its file (an upload whose record the sweep took first fails whole).
 */
@Injectable()
export class PendingCvFiles implements OnApplicationBootstrap {
  private readonly logger = new Logger('PendingFiles');

  constructor(
    private readonly db: DataSource,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  /** The storage CvStorageService writes through: each CV key is recorded as pending before its file
   *  is written (and forgotten again if the write fails). */
  journaled(storage: FileStorage): FileStorage {
    return {
      put: async (key, data) => {
        await this.db.query('INSERT INTO pending_file (key) VALUES ($1) ON CONFLICT DO NOTHING', [key]);
        try {
          await storage.put(key, data);
        } catch (error) {
          await this.forget(key);
          throw error;
        }
      },
      get: (key) => storage.get(key),
      delete: (key) => storage.delete(key),
      exists: (key) => storage.exists(key),
    };
  }

  /**
   * In the transaction that stores the rows referring to a new CV: takes its record, which commits
   * with them (and comes back if they roll back).
   * @throws AppException 503 when the sweep took it first (the upload stalled past the grace): the
   *         file is gone, the caller's transaction must not commit.
   */
  async claim(manager: EntityManager, key: string): Promise<void> {
    const claimed = returnedRows(await manager.query('DELETE FROM pending_file WHERE key = $1 RETURNING key', [key]));
    if (claimed.length === 0) throw AppException.of(AppErrorCode.ServiceUnavailable, 'errors.temporarilyUnavailable');
  }

  /** In the transaction that lets go of a CV (replaced, removed): its file is removed after the commit,
   *  or by the sweep if the process dies first. */
  async letGo(manager: EntityManager, key: string): Promise<void> {
    await manager.query('INSERT INTO pending_file (key) VALUES ($1) ON CONFLICT DO NOTHING', [key]);
  }

  async forget(key: string): Promise<void> {
    await this.db.query('DELETE FROM pending_file WHERE key = $1', [key]);
  }

  async onApplicationBootstrap(): Promise<void> {
    try {
      await this.sweep();
    } catch (error) {
      this.logger.error(`Sweeping pending CV files failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /** Removes the files of records older than the grace that no row refers to, and the records;
   *  answers how many such files it removed (or found gone). Records a live upload holds are skipped. */
  async sweep(graceMs = PENDING_FILE_GRACE_MS): Promise<number> {
    let removed = 0;
    for (;;) {
      const batch = await this.db.transaction(async (manager) => {
        const keys = returnedRows<{ key: string }>(
          await manager.query(
            `DELETE FROM pending_file WHERE key IN (
               SELECT key FROM pending_file WHERE created_at <= now() - $1::integer * interval '1 millisecond'
                ORDER BY created_at LIMIT $2 FOR UPDATE SKIP LOCKED)
             RETURNING key`,
            [graceMs, SWEEP_BATCH],
          ),
        ).map((row) => row.key);
        for (const key of keys) {
          if (!isCvKey(key) || (await isCvFileInUse(manager, key))) continue;
          await this.storage.delete(key);
          removed += 1;
        }
        return keys.length;
      });
      if (batch < SWEEP_BATCH) break;
    }
    if (removed > 0)
      this.logger.warn(`Swept ${removed} pending CVs that no row refers to (left by an interrupted upload or removal)`);
    return removed;
  }
}
