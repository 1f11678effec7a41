import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { AuthSession } from '../../../../core/auth/auth-session.js';
import { AuditLogService } from '../../../../core/audit/audit-log.service.js';
import { KeyFactType } from '../../../../../shared/enums.js';
import { AppErrorCode } from '../../../../core/errors/app-error-code.js';
import { AppException, type ErrorMap } from '../../../../core/errors/app.exception.js';
import type { MessageRef } from '../../../../core/i18n/translator.js';
import { newReferenceKey, recordRemoval } from '../reference-keys.js';
import {
  deleteKeyFactDefinition,
  deleteKeyFactOptions,
  firstChosenKeyFactOption,
  insertKeyFactDefinition,
  insertKeyFactOption,
  type KeyFactDefinitionEntry,
  type KeyFactDefinitionFields,
  keyFactDefinitionKeysStartingWith,
  keyFactDefinitions,
  keyFactOptionKeysStartingWith,
  lockKeyFactDefinition,
  updateKeyFactDefinition,
  updateKeyFactOption,
} from '../../../company/profile/key-fact-definition.sql.js';
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
      const key = await newReferenceKey(body.name, (prefix) => keyFactDefinitionKeysStartingWith(manager, prefix));
      const id = await insertKeyFactDefinition(manager, key, definitionFields(body));
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
      await updateKeyFactDefinition(manager, id, definitionFields(body));
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
      await deleteKeyFactDefinition(manager, id);
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
      const removedIds = removed.map((option) => option.id);
      const chosen = await firstChosenKeyFactOption(manager, fact.id, removedIds);
      if (chosen !== null)
        throw AppException.of(AppErrorCode.Conflict, 'admin.content.keyFact.optionInUse', { name: chosen }, 'options');
      await deleteKeyFactOptions(manager, removedIds);
      for (const option of removed) await recordRemoval(manager, `keyFactOption:${fact.key}`, option.key);
    }
    for (const [index, option] of options.entries()) {
      const fields = { name: option.name, nameGe: option.nameGE, orderIndex: index };
      if (option.id !== undefined) {
        await updateKeyFactOption(manager, option.id, fields);
      } else {
        const key = await newReferenceKey(option.name, (prefix) =>
          keyFactOptionKeysStartingWith(manager, fact.id, prefix),
        );
        await insertKeyFactOption(manager, fact.id, key, fields);
      }
    }
  }

  private async find(manager: EntityManager, id: number, lock = false): Promise<AdminKeyFactDefinition> {
    if (lock) await lockKeyFactDefinition(manager, id);
    const [fact] = await this.load(manager, id);
    if (!fact) throw AppException.notFound('admin.content.keyFact.notFound');
    return fact;
  }

  private async load(manager: EntityManager, id?: number): Promise<AdminKeyFactDefinition[]> {
    return (await keyFactDefinitions(manager, id)).map(adminKeyFact);
  }
}

/** The definition as the back office answers it (the API spells the Georgian name `nameGE`). */
function adminKeyFact(fact: KeyFactDefinitionEntry): AdminKeyFactDefinition {
  return {
    id: fact.id,
    key: fact.key,
    name: fact.name,
    nameGE: fact.nameGe,
    keyFactType: fact.keyFactType,
    isMandatory: fact.isMandatory,
    hide: fact.hide,
    orderIndex: fact.orderIndex,
    options: fact.options.map((option) => ({
      id: option.id,
      key: option.key,
      name: option.name,
      nameGE: option.nameGe,
    })),
    usageCount: fact.usageCount,
  };
}

function definitionFields(body: KeyFactDefinitionBody): KeyFactDefinitionFields {
  return {
    name: body.name,
    nameGe: body.nameGE,
    keyFactType: body.keyFactType,
    isMandatory: body.isMandatory,
    hide: body.hide,
    orderIndex: body.orderIndex ?? null,
  };
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
