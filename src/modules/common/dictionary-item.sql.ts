import type { DataSource, EntityManager } from 'typeorm';
import type { DictionaryType } from '../../../shared/enums.js';
import { SqlParams } from '../../core/sql/sql-params.js';
import { escapeLike } from '../../core/text/escape-like.js';

/**
 * The common module's `dictionary_item` as other modules edit it: the back office's dictionaries
 * editor (list, checks, writes). Other modules' joins that name an item are allowed as they are
 * (scripts/eslint/table-owners.js).
 */

/** An item with its parent's name, as {@link dictionaryItemsPage} and {@link dictionaryItemRow} answer it. */
export interface DictionaryItemRow {
  id: number;
  type: number;
  key: string;
  name: string;
  name_ge: string;
  description: string | null;
  description_ge: string | null;
  icon_url: string | null;
  order_index: number;
  parent_id: number | null;
  parent_name: string | null;
  parent_name_ge: string | null;
}

/** What staff set on an item. */
export interface DictionaryItemFields {
  name: string;
  nameGe: string;
  description: string | null;
  descriptionGe: string | null;
  iconUrl: string | null;
  parentId: number | null;
}

const COLUMNS = `d.id, d.type, d.key, d.name, d.name_ge, d.description, d.description_ge, d.icon_url, d.order_index,
  p.id AS parent_id, p.name AS parent_name, p.name_ge AS parent_name_ge`;
const FROM = `dictionary_item d LEFT JOIN dictionary_item p ON p.id = d.parent_id`;

/** A page of items (of one list, with `text` in a name or the key) in list order: a parent's sub-items right after it. */
export async function dictionaryItemsPage(
  db: DataSource | EntityManager,
  filter: { type?: DictionaryType; text?: string },
  page: { limit: number; offset: number },
): Promise<{ rows: DictionaryItemRow[]; count: number }> {
  const params = new SqlParams();
  const where: string[] = [];
  if (filter.type !== undefined) where.push(`d.type = ${params.add(filter.type)}`);
  if (filter.text) {
    const pattern = params.add(`%${escapeLike(filter.text)}%`);
    where.push(`(d.name ILIKE ${pattern} OR d.name_ge ILIKE ${pattern} OR d.key ILIKE ${pattern})`);
  }
  const condition = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const [rows, [{ count }]]: [DictionaryItemRow[], { count: number | string }[]] = await Promise.all([
    db.query(
      `SELECT ${COLUMNS} FROM ${FROM} ${condition}
        ORDER BY d.type, coalesce(p.order_index, d.order_index), coalesce(p.id, d.id), d.parent_id NULLS FIRST, d.order_index, d.id
        LIMIT ${params.add(page.limit)} OFFSET ${params.add(page.offset)}`,
      params.values,
    ),
    db.query(`SELECT count(*)::int AS count FROM ${FROM} ${condition}`, params.values.slice(0, -2)),
  ]);
  return { rows, count: Number(count) };
}

/** One item; null when there is none. */
export async function dictionaryItemRow(manager: EntityManager, id: number): Promise<DictionaryItemRow | null> {
  const [row]: DictionaryItemRow[] = await manager.query(`SELECT ${COLUMNS} FROM ${FROM} WHERE d.id = $1`, [id]);
  return row ?? null;
}

/** Locks an item for a change; it also waits for, and then blocks, anything inserting a reference to it. */
export async function lockDictionaryItem(manager: EntityManager, id: number): Promise<void> {
  await manager.query(`SELECT id FROM dictionary_item WHERE id = $1 FOR UPDATE`, [id]);
}

/** The list and parent of an item; null when there is none. */
export async function dictionaryItemPlace(
  manager: EntityManager,
  id: number,
): Promise<{ type: DictionaryType; parentId: number | null } | null> {
  const [item]: { type: number | string; parent_id: number | null }[] = await manager.query(
    `SELECT type, parent_id FROM dictionary_item WHERE id = $1`,
    [id],
  );
  return item ? { type: Number(item.type) as DictionaryType, parentId: item.parent_id } : null;
}

/** Whether an item has sub-items. */
export async function dictionaryItemHasChildren(manager: EntityManager, id: number): Promise<boolean> {
  const [{ children }]: { children: boolean }[] = await manager.query(
    `SELECT EXISTS (SELECT 1 FROM dictionary_item WHERE parent_id = $1) AS children`,
    [id],
  );
  return children;
}

/** Which name another item of the list (than `exceptId`) already has, case aside: the English
 *  (`name`) or the Georgian (`nameGe`); null when neither. */
export async function dictionaryNameTaken(
  manager: EntityManager,
  type: DictionaryType,
  names: Pick<DictionaryItemFields, 'name' | 'nameGe'>,
  exceptId: number | null,
): Promise<'name' | 'nameGe' | null> {
  const [taken]: { english: boolean }[] = await manager.query(
    `SELECT lower(name) = lower($2) AS english FROM dictionary_item
      WHERE type = $1 AND (lower(name) = lower($2) OR lower(name_ge) = lower($3)) AND id IS DISTINCT FROM $4 LIMIT 1`,
    [type, names.name, names.nameGe, exceptId],
  );
  if (!taken) return null;
  return taken.english ? 'name' : 'nameGe';
}

/** The keys of list `type`'s items that start with `prefix`. */
export async function dictionaryItemKeysStartingWith(
  manager: EntityManager,
  type: DictionaryType,
  prefix: string,
): Promise<string[]> {
  const rows: { key: string }[] = await manager.query(
    `SELECT key FROM dictionary_item WHERE left(key, length($1)) = $1 AND type = $2`,
    [prefix, type],
  );
  return rows.map((row) => row.key);
}

/** Adds an item under `key`, last in its list; answers its id. */
export async function insertDictionaryItem(
  manager: EntityManager,
  type: DictionaryType,
  key: string,
  fields: DictionaryItemFields,
): Promise<number> {
  const [{ id }]: { id: number | string }[] = await manager.query(
    `INSERT INTO dictionary_item (type, key, name, name_ge, description, description_ge, icon_url, parent_id, order_index)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, (SELECT coalesce(max(order_index), -1) + 1 FROM dictionary_item WHERE type = $1))
     RETURNING id`,
    [type, key, fields.name, fields.nameGe, fields.description, fields.descriptionGe, fields.iconUrl, fields.parentId],
  );
  return Number(id);
}

export async function updateDictionaryItem(
  manager: EntityManager,
  id: number,
  fields: DictionaryItemFields,
): Promise<void> {
  await manager.query(
    `UPDATE dictionary_item SET name = $2, name_ge = $3, description = $4, description_ge = $5, icon_url = $6, parent_id = $7 WHERE id = $1`,
    [id, fields.name, fields.nameGe, fields.description, fields.descriptionGe, fields.iconUrl, fields.parentId],
  );
}

export async function deleteDictionaryItem(manager: EntityManager, id: number): Promise<void> {
  await manager.query(`DELETE FROM dictionary_item WHERE id = $1`, [id]);
}
