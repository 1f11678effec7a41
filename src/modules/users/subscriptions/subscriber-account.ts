import type { DataSource, EntityManager } from 'typeorm';
import { NotificationFrequency } from '../../../../shared/enums.js';

export type Db = DataSource | EntityManager;

/** The tables whose rows share one frequency per talent (the panel shows one per group). */
export type SubscriptionGroup = 'company_subscription' | 'job_function_subscription';

/** Holds the talent's account row until the transaction ends, so two changes to one talent's
 *  subscriptions run one after the other (limits and "no copies" hold under concurrency). */
export async function lockTalent(manager: EntityManager, accountId: number): Promise<void> {
  await manager.query('SELECT 1 FROM account WHERE id = $1 FOR UPDATE', [accountId]);
}

/** Saving company or job-function subscriptions turns digests back on (spec point 4). */
export async function clearHideNotifications(manager: EntityManager, accountId: number): Promise<void> {
  await manager.query('UPDATE account SET hide_notifications = false WHERE id = $1 AND hide_notifications', [
    accountId,
  ]);
}

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
    await lockTalent(manager, accountId);
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
    await clearHideNotifications(manager, accountId);
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
