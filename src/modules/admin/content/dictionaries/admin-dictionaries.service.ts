import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { AuthSession } from '../../../../core/auth/auth-session.js';
import { AuditLogService } from '../../../../core/audit/audit-log.service.js';
import { ReadCache } from '../../../../core/cache/read-cache.service.js';
import { DictionaryType } from '../../../../../shared/enums.js';
import type { Page } from '../../../../core/envelope/envelope.js';
import { AppErrorCode } from '../../../../core/errors/app-error-code.js';
import { AppException } from '../../../../core/errors/app.exception.js';
import { ImageUploadService, type UploadedImage } from '../../../../core/files/image-upload.service.js';
import type { MessageRef } from '../../../../core/i18n/translator.js';
import { SqlParams } from '../../../../core/sql/sql-params.js';
import { escapeLike } from '../../../../core/text/escape-like.js';
import { CACHED_CONTENT } from '../content-caches.js';
import { keysStartingWith, newReferenceKey, recordRemoval } from '../reference-keys.js';
import { deleteImageIfUnused } from '../../unused-image.js';
import {
  type AdminDictionaryItem,
  adminDictionaryItemOf,
  auditedDictionaryItem,
  DICTIONARY_ITEM_COLUMNS,
  DICTIONARY_ITEM_FROM,
  type DictionaryItemRow,
} from './admin-dictionary-item.view.js';
import { dictionaryUsage } from './dictionary-usage.js';
import type {
  AdminDictionaryItemsQuery,
  CreateDictionaryItemBody,
  DictionaryItemBody,
} from './dto/admin-dictionary.dto.js';

const TARGET = 'dictionary_item';

/** The list whose items may be a list's parents: a technology's category, a job function's or a
 *  benefit's top-level item (two levels). The other lists are flat. */
const PARENT_TYPE: Partial<Record<DictionaryType, DictionaryType>> = {
  [DictionaryType.Technology]: DictionaryType.TechnologyCategory,
  [DictionaryType.JobFunction]: DictionaryType.JobFunction,
  [DictionaryType.Benefit]: DictionaryType.Benefit,
};

/**
 * The back office's dictionaries (technologies, cities, benefits ...): list, create, edit, delete
 * an unused item, icons. Each change is audited in its transaction; once it commits, the public
 * caches that hold dictionary names are forgotten, so the site shows it at once.
 */
@Injectable()
export class AdminDictionariesService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly audit: AuditLogService,
    private readonly cache: ReadCache,
    private readonly images: ImageUploadService,
  ) {}

  /** Items in list order (a parent's sub-items right after it), with how much each is used. */
  async list(query: AdminDictionaryItemsQuery): Promise<Page<AdminDictionaryItem>> {
    const params = new SqlParams();
    const where: string[] = [];
    if (query.type !== undefined) where.push(`d.type = ${params.add(query.type)}`);
    const text = query.search?.trim();
    if (text) {
      const pattern = params.add(`%${escapeLike(text)}%`);
      where.push(`(d.name ILIKE ${pattern} OR d.name_ge ILIKE ${pattern} OR d.key ILIKE ${pattern})`);
    }
    const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const offset = (query.page - 1) * query.pageSize;
    const [rows, [{ count }]]: [DictionaryItemRow[], { count: number }[]] = await Promise.all([
      this.db.query(
        `SELECT ${DICTIONARY_ITEM_COLUMNS} FROM ${DICTIONARY_ITEM_FROM} ${filter}
          ORDER BY d.type, coalesce(p.order_index, d.order_index), coalesce(p.id, d.id), d.parent_id NULLS FIRST, d.order_index, d.id
          LIMIT ${params.add(query.pageSize)} OFFSET ${params.add(offset)}`,
        params.values,
      ),
      this.db.query(`SELECT count(*)::int AS count FROM ${DICTIONARY_ITEM_FROM} ${filter}`, params.values.slice(0, -2)),
    ]);
    const usage = await dictionaryUsage(
      this.db.manager,
      rows.map((row) => Number(row.id)),
    );
    return {
      items: rows.map((row) => adminDictionaryItemOf(row, usage.get(Number(row.id)) ?? 0)),
      totalCount: Number(count),
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  async create(staff: AuthSession, body: CreateDictionaryItemBody): Promise<AdminDictionaryItem> {
    const created = await this.db.transaction(async (manager) => {
      await this.checkParent(manager, body.type, body.parentId, null);
      await this.checkNameFree(manager, body.type, body, null);
      const key = await newReferenceKey(
        body.name,
        keysStartingWith(manager, 'dictionary_item', { condition: 'type = $2', value: body.type }),
      );
      const [{ id }] = await manager.query(
        `INSERT INTO dictionary_item (type, key, name, name_ge, description, description_ge, icon_url, parent_id, order_index)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, (SELECT coalesce(max(order_index), -1) + 1 FROM dictionary_item WHERE type = $1))
         RETURNING id`,
        [body.type, key, body.name, body.nameGE, body.description, body.descriptionGE, body.iconUrl, body.parentId],
      );
      const item = await this.find(manager, id);
      await this.audit.record(
        {
          actorAccountId: staff.accountId,
          action: 'content.dictionaryItemCreated',
          targetType: TARGET,
          targetId: item.id,
          after: auditedDictionaryItem(item),
        },
        manager,
      );
      return item;
    });
    this.cache.forget(...CACHED_CONTENT.dictionaries);
    return created;
  }

  async update(staff: AuthSession, id: number, body: DictionaryItemBody): Promise<AdminDictionaryItem> {
    const { before, after } = await this.db.transaction(async (manager) => {
      const current = await this.find(manager, id, true);
      await this.checkParent(manager, current.type, body.parentId, current.id);
      await this.checkNameFree(manager, current.type, body, current.id);
      await manager.query(
        `UPDATE dictionary_item SET name = $2, name_ge = $3, description = $4, description_ge = $5, icon_url = $6, parent_id = $7 WHERE id = $1`,
        [id, body.name, body.nameGE, body.description, body.descriptionGE, body.iconUrl, body.parentId],
      );
      const updated = await this.find(manager, id);
      await this.audit.record(
        {
          actorAccountId: staff.accountId,
          action: 'content.dictionaryItemUpdated',
          targetType: TARGET,
          targetId: id,
          before: auditedDictionaryItem(current),
          after: auditedDictionaryItem(updated),
        },
        manager,
      );
      return { before: current, after: updated };
    });
    this.cache.forget(...CACHED_CONTENT.dictionaries);
    if (before.iconUrl !== after.iconUrl) await deleteImageIfUnused(this.db, this.images, before.iconUrl);
    return after;
  }

  /** Deletes an item nothing refers to (409 otherwise); shipped data stays deleted after restarts. */
  async delete(staff: AuthSession, id: number): Promise<MessageRef> {
    const deleted = await this.db.transaction(async (manager) => {
      // The row lock also waits for, and then blocks, anything inserting a reference to the item.
      const current = await this.find(manager, id, true);
      if (current.usageCount > 0) {
        throw AppException.of(AppErrorCode.Conflict, 'admin.content.dictionary.inUse', { count: current.usageCount });
      }
      await manager.query(`DELETE FROM dictionary_item WHERE id = $1`, [id]);
      await recordRemoval(manager, `dictionary:${current.type}`, current.key);
      await this.audit.record(
        {
          actorAccountId: staff.accountId,
          action: 'content.dictionaryItemDeleted',
          targetType: TARGET,
          targetId: id,
          before: auditedDictionaryItem(current),
        },
        manager,
      );
      return current;
    });
    this.cache.forget(...CACHED_CONTENT.dictionaries);
    await deleteImageIfUnused(this.db, this.images, deleted.iconUrl);
    return { key: 'admin.content.dictionary.deleted' };
  }

  /** Stores an icon (at most 400x400, WebP) for an item about to be saved: its URL goes into iconUrl. */
  async uploadIcon(file: UploadedImage | undefined): Promise<{ url: string }> {
    if (!file) throw AppException.validation('icon', 'admin.content.imageRequired');
    const { url } = await this.images.storeProfileImage(file, 'profile', 'icon');
    return { url };
  }

  private async find(manager: EntityManager, id: number, lock = false): Promise<AdminDictionaryItem> {
    if (lock) await manager.query(`SELECT id FROM dictionary_item WHERE id = $1 FOR UPDATE`, [id]);
    const [row]: DictionaryItemRow[] = await manager.query(
      `SELECT ${DICTIONARY_ITEM_COLUMNS} FROM ${DICTIONARY_ITEM_FROM} WHERE d.id = $1`,
      [id],
    );
    if (!row) throw AppException.notFound('admin.content.dictionary.notFound');
    const usage = await dictionaryUsage(manager, [id]);
    return adminDictionaryItemOf(row, usage.get(id) ?? 0);
  }

  /** Two levels at most: the parent is a top-level item of the list's parent list, and an item with
   *  sub-items stays at the top. */
  private async checkParent(
    manager: EntityManager,
    type: DictionaryType,
    parentId: number | null,
    itemId: number | null,
  ): Promise<void> {
    if (parentId === null) return;
    const parentType = PARENT_TYPE[type];
    if (parentType === undefined)
      throw AppException.validation('parentId', 'admin.content.dictionary.parentNotAllowed');
    const [parent]: { type: number; parent_id: number | null }[] = await manager.query(
      `SELECT type, parent_id FROM dictionary_item WHERE id = $1`,
      [parentId],
    );
    if (!parent || Number(parent.type) !== parentType || parent.parent_id !== null || parentId === itemId) {
      throw AppException.validation('parentId', 'admin.content.dictionary.parentInvalid');
    }
    if (itemId !== null && parentType === type) {
      const [{ children }] = await manager.query(
        `SELECT EXISTS (SELECT 1 FROM dictionary_item WHERE parent_id = $1) AS children`,
        [itemId],
      );
      if (children) throw AppException.validation('parentId', 'admin.content.dictionary.hasChildren');
    }
  }

  /** No two items of a list with the same name in either language (case aside). */
  private async checkNameFree(
    manager: EntityManager,
    type: DictionaryType,
    body: DictionaryItemBody,
    itemId: number | null,
  ): Promise<void> {
    const [taken] = await manager.query(
      `SELECT lower(name) = lower($2) AS english FROM dictionary_item
        WHERE type = $1 AND (lower(name) = lower($2) OR lower(name_ge) = lower($3)) AND id IS DISTINCT FROM $4 LIMIT 1`,
      [type, body.name, body.nameGE, itemId],
    );
    if (taken)
      throw AppException.of(
        AppErrorCode.Conflict,
        'admin.content.dictionary.nameTaken',
        undefined,
        taken.english ? 'name' : 'nameGE',
      );
  }
}
