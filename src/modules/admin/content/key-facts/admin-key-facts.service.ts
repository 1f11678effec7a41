import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { AuthSession } from '../../../../core/auth/auth-session.js';
import { AuditLogService } from '../../../../core/audit/audit-log.service.js';
import { KeyFactType } from '../../../../../shared/enums.js';
import { AppErrorCode } from '../../../../core/errors/app-error-code.js';
import { AppException, type ErrorMap } from '../../../../core/errors/app.exception.js';
import type { MessageRef } from '../../../../core/i18n/translator.js';
import { keysStartingWith, newReferenceKey, recordRemoval } from '../reference-keys.js';
import { keyFactOptionChosenSql, keyFactUsageCountSql } from '../../../company/profile/company-key-fact.sql.js';
import { type AdminKeyFactDefinition, auditedKeyFact } from './admin-key-fact.view.js';
import type { KeyFactDefinitionBody, KeyFactOptionBody } from './dto/admin-key-fact.dto.js';

const TARGET = 'key_fact_definition';
const CHOICE_TYPES = new Set([KeyFactType.MultipleChoice, KeyFactType.SingleChoice]);
const MIN_CHOICE_OPTIONS = 2;

/**
 * The key facts every company profile may state (type, titles, options, mandatory, hidden, order).
 * What companies already filled in is protected: a used key fact keeps its type and cannot be
 * deleted (it can be hidden), and an option a company chose cannot be removed. Each change is
 * audited in its transaction. Nothing caches key facts, so the site shows a change at once.
 */
@Injectable()
export class AdminKeyFactsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly audit: AuditLogService,
  ) {}

  /** Every definition in display order, hidden ones too. */
  async list(): Promise<AdminKeyFactDefinition[]> {
    return this.load(this.db.manager);
  }

  async create(staff: AuthSession, body: KeyFactDefinitionBody): Promise<AdminKeyFactDefinition> {
    checkOptions(body, []);
    return this.db.transaction(async (manager) => {
      const key = await newReferenceKey(body.name, keysStartingWith(manager, 'key_fact_definition'));
      const [{ id }] = await manager.query(
        `INSERT INTO key_fact_definition (key, name, name_ge, key_fact_type, is_mandatory, hide, order_index)
         VALUES ($1, $2, $3, $4, $5, $6, coalesce($7, (SELECT coalesce(max(order_index), -1) + 1 FROM key_fact_definition)))
         RETURNING id`,
        [key, body.name, body.nameGE, body.keyFactType, body.isMandatory, body.hide, body.orderIndex ?? null],
      );
      await this.saveOptions(manager, { id, key, options: [] }, body.options);
      const created = await this.find(manager, id);
      await this.audit.record(
        {
          actorAccountId: staff.accountId,
          action: 'content.keyFactCreated',
          targetType: TARGET,
          targetId: id,
          after: auditedKeyFact(created),
        },
        manager,
      );
      return created;
    });
  }

  async update(staff: AuthSession, id: number, body: KeyFactDefinitionBody): Promise<AdminKeyFactDefinition> {
    return this.db.transaction(async (manager) => {
      const current = await this.find(manager, id, true);
      checkOptions(body, current.options);
      if (body.keyFactType !== current.keyFactType && current.usageCount > 0) {
        throw AppException.of(AppErrorCode.Conflict, 'admin.content.keyFact.typeLocked', undefined, 'keyFactType');
      }
      await manager.query(
        `UPDATE key_fact_definition SET name = $2, name_ge = $3, key_fact_type = $4, is_mandatory = $5, hide = $6, order_index = coalesce($7, order_index)
          WHERE id = $1`,
        [id, body.name, body.nameGE, body.keyFactType, body.isMandatory, body.hide, body.orderIndex ?? null],
      );
      await this.saveOptions(manager, current, body.options);
      const updated = await this.find(manager, id);
      await this.audit.record(
        {
          actorAccountId: staff.accountId,
          action: 'content.keyFactUpdated',
          targetType: TARGET,
          targetId: id,
          before: auditedKeyFact(current),
          after: auditedKeyFact(updated),
        },
        manager,
      );
      return updated;
    });
  }

  /** Deletes a key fact no company filled in (409 otherwise: hide it instead). */
  async delete(staff: AuthSession, id: number): Promise<MessageRef> {
    await this.db.transaction(async (manager) => {
      const current = await this.find(manager, id, true);
      if (current.usageCount > 0)
        throw AppException.of(AppErrorCode.Conflict, 'admin.content.keyFact.inUse', { count: current.usageCount });
      await manager.query(`DELETE FROM key_fact_definition WHERE id = $1`, [id]);
      await recordRemoval(manager, 'keyFact', current.key);
      await this.audit.record(
        {
          actorAccountId: staff.accountId,
          action: 'content.keyFactDeleted',
          targetType: TARGET,
          targetId: id,
          before: auditedKeyFact(current),
        },
        manager,
      );
    });
    return { key: 'admin.content.keyFact.deleted' };
  }

  /** The options become the body's, in its order: kept ones renamed, new ones added, the others
   *  removed (409 when a company chose one). */
  private async saveOptions(
    manager: EntityManager,
    fact: Pick<AdminKeyFactDefinition, 'id' | 'key' | 'options'>,
    options: KeyFactOptionBody[],
  ): Promise<void> {
    const kept = new Set(options.flatMap((option) => (option.id === undefined ? [] : [option.id])));
    const removed = fact.options.filter((option) => !kept.has(option.id));
    if (removed.length) {
      const [chosen] = await manager.query(
        `SELECT o.name FROM key_fact_option o
          WHERE o.id = ANY ($1::int[]) AND ${keyFactOptionChosenSql('$2', 'o.id')}
          ORDER BY o.order_index LIMIT 1`,
        [removed.map((option) => option.id), fact.id],
      );
      if (chosen)
        throw AppException.of(
          AppErrorCode.Conflict,
          'admin.content.keyFact.optionInUse',
          { name: chosen.name },
          'options',
        );
      await manager.query(`DELETE FROM key_fact_option WHERE id = ANY ($1::int[])`, [
        removed.map((option) => option.id),
      ]);
      for (const option of removed) await recordRemoval(manager, `keyFactOption:${fact.key}`, option.key);
    }
    for (const [index, option] of options.entries()) {
      if (option.id !== undefined) {
        await manager.query(`UPDATE key_fact_option SET name = $2, name_ge = $3, order_index = $4 WHERE id = $1`, [
          option.id,
          option.name,
          option.nameGE,
          index,
        ]);
      } else {
        const key = await newReferenceKey(
          option.name,
          keysStartingWith(manager, 'key_fact_option', { condition: 'key_fact_id = $2', value: fact.id }),
        );
        await manager.query(
          `INSERT INTO key_fact_option (key_fact_id, key, name, name_ge, order_index) VALUES ($1, $2, $3, $4, $5)`,
          [fact.id, key, option.name, option.nameGE, index],
        );
      }
    }
  }

  private async find(manager: EntityManager, id: number, lock = false): Promise<AdminKeyFactDefinition> {
    if (lock) await manager.query(`SELECT id FROM key_fact_definition WHERE id = $1 FOR UPDATE`, [id]);
    const [fact] = await this.load(manager, id);
    if (!fact) throw AppException.notFound('admin.content.keyFact.notFound');
    return fact;
  }

  private async load(manager: EntityManager, id?: number): Promise<AdminKeyFactDefinition[]> {
    const only = id === undefined ? '' : 'WHERE d.id = $1';
    const rows: KeyFactDefinitionRow[] = await manager.query(
      `SELECT d.id, d.key, d.name, d.name_ge, d.key_fact_type, d.is_mandatory, d.hide, d.order_index,
              (${keyFactUsageCountSql('d.id')}) AS usage_count,
              coalesce((SELECT json_agg(json_build_object('id', o.id, 'key', o.key, 'name', o.name, 'nameGE', o.name_ge) ORDER BY o.order_index, o.id)
                          FROM key_fact_option o WHERE o.key_fact_id = d.id), '[]') AS options
         FROM key_fact_definition d ${only}
        ORDER BY d.order_index, d.id`,
      id === undefined ? [] : [id],
    );
    return rows.map((row) => ({
      id: Number(row.id),
      key: row.key,
      name: row.name,
      nameGE: row.name_ge,
      keyFactType: Number(row.key_fact_type) as KeyFactType,
      isMandatory: row.is_mandatory,
      hide: row.hide,
      orderIndex: Number(row.order_index),
      options: (typeof row.options === 'string'
        ? (JSON.parse(row.options) as Record<string, unknown>[])
        : row.options
      ).map((o) => ({ ...o, id: Number(o.id) }) as AdminKeyFactDefinition['options'][number]),
      usageCount: Number(row.usage_count),
    }));
  }
}

/** A key_fact_definition row with its usage count and options (json, or its text on PGlite). */
interface KeyFactDefinitionRow {
  id: number | string;
  key: string;
  name: string;
  name_ge: string;
  key_fact_type: number | string;
  is_mandatory: boolean;
  hide: boolean;
  order_index: number | string;
  usage_count: number | string;
  options: string | Record<string, unknown>[];
}

/** The body's options fit its type: two or more for a choice type, none otherwise; names unique;
 *  ids only of the key fact's own options, each once. */
function checkOptions(body: KeyFactDefinitionBody, existing: { id: number }[]): void {
  if (!CHOICE_TYPES.has(body.keyFactType)) {
    if (body.options.length) throw AppException.validation('options', 'admin.content.keyFact.optionsNotAllowed');
    return;
  }
  if (body.options.length < MIN_CHOICE_OPTIONS)
    throw AppException.validation('options', 'admin.content.keyFact.optionsRequired');
  const errors: ErrorMap = {};
  const ids = new Set(existing.map((option) => option.id));
  const seenIds = new Set<number>();
  const seenNames = { name: new Set<string>(), nameGE: new Set<string>() };
  for (const [index, option] of body.options.entries()) {
    if (option.id !== undefined) {
      if (!ids.has(option.id) || seenIds.has(option.id))
        errors[`options.${index}.id`] = [{ key: 'admin.content.keyFact.optionIdInvalid' }];
      seenIds.add(option.id);
    }
    for (const field of ['name', 'nameGE'] as const) {
      const normalized = option[field].toLocaleLowerCase();
      if (seenNames[field].has(normalized))
        errors[`options.${index}.${field}`] = [{ key: 'admin.content.keyFact.optionNameRepeated' }];
      seenNames[field].add(normalized);
    }
  }
  if (Object.keys(errors).length) throw new AppException(AppErrorCode.ValidationFailed, errors);
}
