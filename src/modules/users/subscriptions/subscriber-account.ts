import type { DataSource, EntityManager } from 'typeorm';
import { NotificationFrequency } from '../../../../shared/enums.js';
import { lockAccount, showNotifications } from '../../account/account.sql.js';

export type Db = DataSource | EntityManager;

/** The tables whose rows share one frequency per talent (the panel shows one per group). */
export type SubscriptionGroup = 'company_subscription' | 'job_function_subscription';

/** The group's frequency: its rows share one; daily wins should they ever differ. Null when empty. */
export async function storedGroupFrequency(
  db: Db,
  group: SubscriptionGroup,
  accountId: number,
): Promise<NotificationFrequency | null> {
  const [row]: { frequency: number | null }[] = await db.query(
    `SELECT min(frequency)::int AS frequency FROM ${group} WHERE account_id = $1`,
    [accountId],
  );
  return row?.frequency == null ? null : (Number(row.frequency) as NotificationFrequency);
}

/** The column naming a group's subscribed item. */
const ITEM_COLUMN: Record<SubscriptionGroup, string> = {
  company_subscription: 'company_id',
  job_function_subscription: 'job_function_id',
};

/** Makes the group exactly these items, all with the frequency asked for (else the group's, else
 *  weekly), and turns digests back on. The items are known to exist. */
export async function replaceGroup(
  db: DataSource,
  group: SubscriptionGroup,
  accountId: number,
  ids: number[],
  asked: NotificationFrequency | undefined,
): Promise<void> {
  const item = ITEM_COLUMN[group];
  await db.transaction(async (manager) => {
    // One change to a talent's subscriptions at a time: limits and "no copies" hold under concurrency.
    await lockAccount(manager, accountId);
    const frequency = await frequencyToSave(manager, group, accountId, asked);
    await manager.query(`DELETE FROM ${group} WHERE account_id = $1 AND NOT (${item} = ANY($2::int[]))`, [
      accountId,
      ids,
    ]);
    await manager.query(
      `INSERT INTO ${group} (account_id, ${item}, frequency)
       SELECT $1, id, $3 FROM unnest($2::int[]) AS id
       ON CONFLICT (account_id, ${item}) DO UPDATE SET frequency = EXCLUDED.frequency`,
      [accountId, ids, frequency],
    );
    // Saving subscriptions turns digests back on (spec point 4).
    await showNotifications(manager, accountId);
  });
}

/** The frequency to save with: the one asked for, else the group's, else weekly. */
export async function frequencyToSave(
  manager: EntityManager,
  group: SubscriptionGroup,
  accountId: number,
  asked: NotificationFrequency | undefined,
): Promise<NotificationFrequency> {
  return asked ?? (await storedGroupFrequency(manager, group, accountId)) ?? NotificationFrequency.Weekly;
}
