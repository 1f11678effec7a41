import type { EntityManager } from 'typeorm';
import type { KeyFactType } from '../../../../shared/enums.js';
import { keyFactOptionChosenSql, keyFactUsageCountSql } from './company-key-fact.sql.js';

/**
 * The company module's `key_fact_definition` and `key_fact_option` (the key facts a profile may
 * state, reference data) as other modules read and write them: the back office's key facts editor.
 */

/** What staff set on a key fact definition; `orderIndex` null puts a new one last, keeps an old one's. */
export interface KeyFactDefinitionFields {
  name: string;
  nameGe: string;
  keyFactType: KeyFactType;
  isMandatory: boolean;
  hide: boolean;
  orderIndex: number | null;
}

/** What staff set on an option of a choice key fact. */
export interface KeyFactOptionFields {
  name: string;
  nameGe: string;
  orderIndex: number;
}

/** An option as {@link keyFactDefinitions} answers it. */
export interface KeyFactOptionEntry {
  id: number;
  key: string;
  name: string;
  nameGe: string;
}

/** A definition with its options (in their order) and how many companies stated it. */
export interface KeyFactDefinitionEntry {
  id: number;
  key: string;
  name: string;
  nameGe: string;
  keyFactType: KeyFactType;
  isMandatory: boolean;
  hide: boolean;
  orderIndex: number;
  usageCount: number;
  options: KeyFactOptionEntry[];
}

/** A key_fact_definition row with its usage count and options (json, or its text on PGlite). */
export interface KeyFactDefinitionRow {
  id: number | string;
  key: string;
  name: string;
  name_ge: string;
  key_fact_type: number | string;
  is_mandatory: boolean;
  hide: boolean;
  order_index: number | string;
  usage_count: number | string;
  options: string | { id: number | string; key: string; name: string; name_ge: string }[];
}

/** Every definition in display order, hidden ones too; or only the one with id `id`. */
export async function keyFactDefinitions(manager: EntityManager, id?: number): Promise<KeyFactDefinitionEntry[]> {
  const only = id === undefined ? '' : 'WHERE d.id = $1';
  const rows: KeyFactDefinitionRow[] = await manager.query(
    `SELECT d.id, d.key, d.name, d.name_ge, d.key_fact_type, d.is_mandatory, d.hide, d.order_index,
            (${keyFactUsageCountSql('d.id')}) AS usage_count,
            coalesce((SELECT json_agg(json_build_object('id', o.id, 'key', o.key, 'name', o.name, 'name_ge', o.name_ge) ORDER BY o.order_index, o.id)
                        FROM key_fact_option o WHERE o.key_fact_id = d.id), '[]') AS options
       FROM key_fact_definition d ${only}
      ORDER BY d.order_index, d.id`,
    id === undefined ? [] : [id],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    key: row.key,
    name: row.name,
    nameGe: row.name_ge,
    keyFactType: Number(row.key_fact_type) as KeyFactType,
    isMandatory: row.is_mandatory,
    hide: row.hide,
    orderIndex: Number(row.order_index),
    usageCount: Number(row.usage_count),
    options: (typeof row.options === 'string'
      ? (JSON.parse(row.options) as Exclude<KeyFactDefinitionRow['options'], string>)
      : row.options
    ).map((option) => ({ id: Number(option.id), key: option.key, name: option.name, nameGe: option.name_ge })),
  }));
}

/** Locks a definition for a change (nothing when there is none). */
export async function lockKeyFactDefinition(manager: EntityManager, id: number): Promise<void> {
  await manager.query(`SELECT id FROM key_fact_definition WHERE id = $1 FOR UPDATE`, [id]);
}

/** The definitions' keys that start with `prefix`. */
export async function keyFactDefinitionKeysStartingWith(manager: EntityManager, prefix: string): Promise<string[]> {
  const rows: { key: string }[] = await manager.query(
    `SELECT key FROM key_fact_definition WHERE left(key, length($1)) = $1`,
    [prefix],
  );
  return rows.map((row) => row.key);
}

/** Adds a definition under `key`; answers its id. */
export async function insertKeyFactDefinition(
  manager: EntityManager,
  key: string,
  fields: KeyFactDefinitionFields,
): Promise<number> {
  const [{ id }]: { id: number | string }[] = await manager.query(
    `INSERT INTO key_fact_definition (key, name, name_ge, key_fact_type, is_mandatory, hide, order_index)
     VALUES ($1, $2, $3, $4, $5, $6, coalesce($7, (SELECT coalesce(max(order_index), -1) + 1 FROM key_fact_definition)))
     RETURNING id`,
    [key, fields.name, fields.nameGe, fields.keyFactType, fields.isMandatory, fields.hide, fields.orderIndex],
  );
  return Number(id);
}

export async function updateKeyFactDefinition(
  manager: EntityManager,
  id: number,
  fields: KeyFactDefinitionFields,
): Promise<void> {
  await manager.query(
    `UPDATE key_fact_definition SET name = $2, name_ge = $3, key_fact_type = $4, is_mandatory = $5, hide = $6, order_index = coalesce($7, order_index)
      WHERE id = $1`,
    [id, fields.name, fields.nameGe, fields.keyFactType, fields.isMandatory, fields.hide, fields.orderIndex],
  );
}

/** Deletes a definition; its options go with it (ON DELETE CASCADE). */
export async function deleteKeyFactDefinition(manager: EntityManager, id: number): Promise<void> {
  await manager.query(`DELETE FROM key_fact_definition WHERE id = $1`, [id]);
}

/** The keys of definition `definitionId`'s options that start with `prefix`. */
export async function keyFactOptionKeysStartingWith(
  manager: EntityManager,
  definitionId: number,
  prefix: string,
): Promise<string[]> {
  const rows: { key: string }[] = await manager.query(
    `SELECT key FROM key_fact_option WHERE left(key, length($1)) = $1 AND key_fact_id = $2`,
    [prefix, definitionId],
  );
  return rows.map((row) => row.key);
}

/** The name of the first (in their order) of options `optionIds` of definition `definitionId` that a
 *  company chose; null when none was. */
export async function firstChosenKeyFactOption(
  manager: EntityManager,
  definitionId: number,
  optionIds: number[],
): Promise<string | null> {
  const [chosen]: { name: string }[] = await manager.query(
    `SELECT o.name FROM key_fact_option o
      WHERE o.id = ANY ($1::int[]) AND ${keyFactOptionChosenSql('$2', 'o.id')}
      ORDER BY o.order_index LIMIT 1`,
    [optionIds, definitionId],
  );
  return chosen ? chosen.name : null;
}

export async function insertKeyFactOption(
  manager: EntityManager,
  definitionId: number,
  key: string,
  fields: KeyFactOptionFields,
): Promise<void> {
  await manager.query(
    `INSERT INTO key_fact_option (key_fact_id, key, name, name_ge, order_index) VALUES ($1, $2, $3, $4, $5)`,
    [definitionId, key, fields.name, fields.nameGe, fields.orderIndex],
  );
}

export async function updateKeyFactOption(
  manager: EntityManager,
  id: number,
  fields: KeyFactOptionFields,
): Promise<void> {
  await manager.query(`UPDATE key_fact_option SET name = $2, name_ge = $3, order_index = $4 WHERE id = $1`, [
    id,
    fields.name,
    fields.nameGe,
    fields.orderIndex,
  ]);
}

export async function deleteKeyFactOptions(manager: EntityManager, ids: number[]): Promise<void> {
  await manager.query(`DELETE FROM key_fact_option WHERE id = ANY ($1::int[])`, [ids]);
}
