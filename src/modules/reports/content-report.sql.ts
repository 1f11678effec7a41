import type { EntityManager } from 'typeorm';
import { returnedRows } from '../../database/returned-rows.js';
import { type ReportItemType, ReportStatus } from '../../../shared/content-report.js';

/**
 * The reports module's `content_report` as other modules write it: the back office resolves the
 * reports of an item.
 */

/** Gives every open report of the item the state `status`, resolved now by staff account
 *  `staffAccountId`; answers the ids of the reports it resolved. */
export async function resolveOpenReports(
  manager: EntityManager,
  item: { itemType: ReportItemType; itemId: number },
  status: ReportStatus,
  staffAccountId: number,
): Promise<number[]> {
  const resolved = returnedRows<{ id: number | string }>(
    await manager.query(
      `UPDATE content_report SET status = $3, resolved_at = now(), resolved_by = $4
        WHERE item_type = $1 AND item_id = $2 AND status = ${ReportStatus.Open} RETURNING id`,
      [item.itemType, item.itemId, status, staffAccountId],
    ),
  );
  return resolved.map((row) => Number(row.id));
}
