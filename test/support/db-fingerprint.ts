import type { DataSource } from 'typeorm';

/** Append-only logs left out: `audit_log` only records who did what (it never feeds an answer
 *  outside the back office's log), so a fingerprint compares the data the product serves. */
export const LOG_TABLES: readonly string[] = ['audit_log'];

/** Columns the server changes after the request that wrote the row, by work of its own: the outbox
 *  sender's delivery state of a queued mail. A fingerprint reads each row without them. */
export const DELIVERY_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  outbox_mail: ['status', 'attempts', 'next_attempt_at', 'last_error', 'sent_at'],
};

/** Table name → `rows:sum` where sum adds up the md5 of each row (its first 60 bits), so the print
 *  needs no sorting and two prints are equal exactly when no row was added, removed or changed. */
export type DatabaseFingerprint = Record<string, string>;

const statements = new WeakMap<DataSource, Map<string, string>>();

/** One statement that prints every table of the public schema but `skip` (the schema does not change
 *  while a test runs, so it is built once per database). */
async function fingerprintStatement(db: DataSource, skip: readonly string[]): Promise<string> {
  const cache = statements.get(db) ?? new Map<string, string>();
  statements.set(db, cache);
  const known = cache.get(skip.join());
  if (known) return known;
  const tables: { name: string }[] = await db.query(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> ALL($1) ORDER BY table_name`,
    [skip],
  );
  const statement = tables
    .map(({ name }) => {
      const volatile = DELIVERY_COLUMNS[name];
      const row = volatile ? volatile.reduce((json, column) => `${json} - '${column}'`, 'to_jsonb(r)') : 'r';
      return `SELECT '${name}' AS name,
                     count(*) || ':' || coalesce(sum(('x' || left(md5((${row})::text), 15))::bit(60)::bigint::numeric), 0) AS print
                FROM "${name}" r`;
    })
    .join(' UNION ALL ');
  cache.set(skip.join(), statement);
  return statement;
}

/** Every table's row count and the sum of its rows' md5s, read in one statement. */
export async function databaseFingerprint(
  db: DataSource,
  skip: readonly string[] = LOG_TABLES,
): Promise<DatabaseFingerprint> {
  const rows: { name: string; print: string }[] = await db.query(await fingerprintStatement(db, skip));
  return Object.fromEntries(rows.map((row) => [row.name, row.print]));
}

/** The tables whose fingerprint differs, with both prints: empty when nothing changed. */
export function changedTables(
  before: DatabaseFingerprint,
  after: DatabaseFingerprint,
): Record<string, [string?, string?]> {
  const changed: Record<string, [string?, string?]> = {};
  for (const name of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (before[name] !== after[name]) changed[name] = [before[name], after[name]];
  }
  return changed;
}
