import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AuthSession } from '../../../core/auth/auth-session.js';
import { DictionaryType } from '../../../../shared/enums.js';
import { AppException } from '../../../core/errors/app.exception.js';
import type { MessageRef } from '../../../core/i18n/translator.js';
import type { UpdateSubscribedJobFunctionsBody } from './dto/subscription.dto.js';
import { replaceGroup } from './subscriber-account.js';
import { loadSubscribedJobFunctions, type SubscribedJobFunctionsView } from './subscription.view.js';

/** A talent's subscriptions to job functions: one group with one frequency. A parent function
 *  stands for all its children (as in SearchVacancies), so a child of a chosen parent is not kept. */
@Injectable()
export class JobFunctionSubscriptionsService {
  constructor(private readonly db: DataSource) {}

  list(session: AuthSession): Promise<SubscribedJobFunctionsView> {
    return loadSubscribedJobFunctions(this.db, session.accountId);
  }

  /** POST Users/UpdateUserSubscribedJobFunctions: the set becomes exactly these (empty: none). */
  async replace(session: AuthSession, body: UpdateSubscribedJobFunctionsBody): Promise<MessageRef> {
    const ids = await this.keptIds([...new Set(body.jobFunctionIds)]);
    await replaceGroup(this.db, 'job_function_subscription', session.accountId, ids, body.frequency);
    return { key: ids.length ? 'subscriptions.jobFunctionsSaved' : 'subscriptions.jobFunctionsRemoved' };
  }

  /** The ids to store: each a job function (400 otherwise), less the children of chosen parents. */
  private async keptIds(ids: number[]): Promise<number[]> {
    if (!ids.length) return [];
    const rows: { id: number; parent_id: number | null }[] = await this.db.query(
      'SELECT id, parent_id FROM dictionary_item WHERE id = ANY($1::int[]) AND type = $2',
      [ids, DictionaryType.JobFunction],
    );
    if (rows.length !== ids.length) throw AppException.validation('jobFunctionIds', 'subscriptions.unknownJobFunction');
    const chosen = new Set(ids);
    return rows
      .filter((row) => row.parent_id === null || !chosen.has(Number(row.parent_id)))
      .map((row) => Number(row.id))
      .sort((a, b) => a - b);
  }
}
