import type { DictionaryType } from '../../../../../shared/enums.js';

/** A dictionary item as the back office edits it. `usageCount`: the rows that refer to it (0: it may be deleted). */
export interface AdminDictionaryItem {
  id: number;
  type: DictionaryType;
  key: string;
  name: string;
  nameGE: string;
  description: string | null;
  descriptionGE: string | null;
  iconUrl: string | null;
  orderIndex: number;
  parent: { id: number; name: string; nameGE: string } | null;
  usageCount: number;
}

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

export const DICTIONARY_ITEM_COLUMNS = `d.id, d.type, d.key, d.name, d.name_ge, d.description, d.description_ge, d.icon_url, d.order_index,
  p.id AS parent_id, p.name AS parent_name, p.name_ge AS parent_name_ge`;
export const DICTIONARY_ITEM_FROM = `dictionary_item d LEFT JOIN dictionary_item p ON p.id = d.parent_id`;

export const adminDictionaryItemOf = (row: DictionaryItemRow, usageCount: number): AdminDictionaryItem => ({
  id: Number(row.id),
  type: Number(row.type) as DictionaryType,
  key: row.key,
  name: row.name,
  nameGE: row.name_ge,
  description: row.description,
  descriptionGE: row.description_ge,
  iconUrl: row.icon_url,
  orderIndex: Number(row.order_index),
  parent:
    row.parent_id === null ? null : { id: Number(row.parent_id), name: row.parent_name!, nameGE: row.parent_name_ge! },
  usageCount,
});

/** What the audit log keeps of an item. */
export const auditedDictionaryItem = (item: AdminDictionaryItem) => ({
  type: item.type,
  key: item.key,
  name: item.name,
  nameGE: item.nameGE,
  description: item.description,
  descriptionGE: item.descriptionGE,
  iconUrl: item.iconUrl,
  parentId: item.parent?.id ?? null,
});
