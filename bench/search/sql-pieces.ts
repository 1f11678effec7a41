/** Raw-SQL pieces the data generators share. */

/** Runs one statement (a QueryRunner's or a DataSource's `query`). */
export type Query = (sql: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

/** One random element of an int[] or text[] parameter, drawn per row. */
export const pick = (param: string) => `(${param})[1 + floor(random() * array_length(${param}, 1))::int]`;

/** A stable 0-based index below `size` from an integer expression: the same row always gets the
 *  same value, so separate statements (a vacancy, then its technology links) agree on it. */
export const stableIndex = (expression: string, size: number, salt = 0) =>
  `((hashint4((${expression}) + ${salt})::bigint + 2147483648) % ${size})::int`;

/** Dictionary item ids by type and key. */
export type DictionaryIds = Map<string, number>;
export const dictionaryKey = (type: number, key: string) => `${type}:${key}`;

/** Every reference item's id, by type and key. */
export async function loadDictionaryIds(
  query: (sql: string) => Promise<{ id: number; type: number; key: string }[]>,
): Promise<DictionaryIds> {
  const rows = await query('SELECT id, type, key FROM dictionary_item');
  return new Map(rows.map((row) => [dictionaryKey(Number(row.type), row.key), Number(row.id)]));
}

export function idsOf(dictionary: DictionaryIds, type: number, keys: string[]): number[] {
  return keys.map((key) => {
    const id = dictionary.get(dictionaryKey(type, key));
    if (id === undefined) throw new Error(`The reference data has no item ${key} of type ${type}`);
    return id;
  });
}

export function allIdsOf(dictionary: DictionaryIds, type: number): number[] {
  const prefix = `${type}:`;
  return [...dictionary]
    .filter(([key]) => key.startsWith(prefix))
    .map(([, id]) => id)
    .sort((a, b) => a - b);
}
