import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { AuthSession } from '../../core/auth/auth-session.js';
import { AppErrorCode } from '../../core/errors/app-error-code.js';
import { AppException } from '../../core/errors/app.exception.js';
import type { MessageRef } from '../../core/i18n/translator.js';
import type { CreateReportBody } from './dto/create-report.dto.js';
import { REPORTED_ITEM_SQL, type ReportedItemRow } from './reported-item.sql.js';

/** An item the public sees now, or the one account's that alone sees it (an invitation's talent):
 *  anyone else is answered as if it did not exist. */
const reportableBy = (item: ReportedItemRow, accountId: number): boolean =>
  item.item_viewer_account_id === null
    ? item.item_is_public === true
    : Number(item.item_viewer_account_id) === accountId;

/**
 * Reports of content by signed-in talents and companies: an item the public sees (a vacancy, a
 * company page, an approved review) or a company's invitation by the talent it invited, once per
 * person and item, never one's own. Staff work the queue in the back office
 * (src/modules/admin/reports).
 */
@Injectable()
export class ContentReportService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async create(session: AuthSession, body: CreateReportBody): Promise<MessageRef> {
    const [item]: ReportedItemRow[] = await this.db.query(REPORTED_ITEM_SQL, [body.itemType, body.itemId]);
    if (!item || !reportableBy(item, session.accountId)) throw AppException.notFound('reports.itemNotFound');
    if (item.item_owner_account_id !== null && Number(item.item_owner_account_id) === session.accountId) {
      throw AppException.forbidden('reports.ownItem');
    }
    const inserted: unknown[] = await this.db.query(
      `INSERT INTO content_report (reporter_account_id, item_type, item_id, reason, details)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT ON CONSTRAINT content_report_once DO NOTHING RETURNING id`,
      [session.accountId, body.itemType, body.itemId, body.reason, body.details ?? null],
    );
    if (!inserted.length) throw AppException.of(AppErrorCode.Conflict, 'reports.alreadyReported');
    return { key: 'reports.created' };
  }
}
