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
import { CACHED_CONTENT } from '../content-caches.js';
import { newReferenceKey, recordRemoval } from '../reference-keys.js';
import {
  deleteDictionaryItem,
  dictionaryItemHasChildren,
  dictionaryItemKeysStartingWith,
  dictionaryItemPlace,
  dictionaryItemRow,
  dictionaryItemsPage,
  type DictionaryItemFields,
  dictionaryNameTaken,
  insertDictionaryItem,
  lockDictionaryItem,
  updateDictionaryItem,
} from '../../../common/dictionary-item.sql.js';
import { deleteImageIfUnused } from '../../unused-image.js';
import {
  type AdminDictionaryItem,
  adminDictionaryItemOf,
  auditedDictionaryItem,
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
    const { rows, count } = await dictionaryItemsPage(
      this.db,
      { type: query.type, text: query.search?.trim() },
      { limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
    );
    const usage = await dictionaryUsage(
      this.db.manager,
      rows.map((row) => Number(row.id)),
    );
    return {
      items: rows.map((row) => adminDictionaryItemOf(row, usage.get(Number(row.id)) ?? 0)),
      totalCount: count,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  async create(staff: AuthSession, body: CreateDictionaryItemBody): Promise<AdminDictionaryItem> {
    const created = await this.db.transaction(async (manager) => {
      await this.checkParent(manager, body.type, body.parentId, null);
      await this.checkNameFree(manager, body.type, body, null);
      const key = await newReferenceKey(body.name, (prefix) =>
        dictionaryItemKeysStartingWith(manager, body.type, prefix),
      );
      const id = await insertDictionaryItem(manager, body.type, key, itemFields(body));
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
      await updateDictionaryItem(manager, id, itemFields(body));
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
      await deleteDictionaryItem(manager, id);
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
    if (lock) await lockDictionaryItem(manager, id);
    const row = await dictionaryItemRow(manager, id);
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
    const parent = await dictionaryItemPlace(manager, parentId);
    if (!parent || parent.type !== parentType || parent.parentId !== null || parentId === itemId) {
      throw AppException.validation('parentId', 'admin.content.dictionary.parentInvalid');
    }
    if (itemId !== null && parentType === type) {
      if (await dictionaryItemHasChildren(manager, itemId))
        throw AppException.validation('parentId', 'admin.content.dictionary.hasChildren');
    }
  }

  /** No two items of a list with the same name in either language (case aside). */
  private async checkNameFree(
    manager: EntityManager,
    type: DictionaryType,
    body: DictionaryItemBody,
    itemId: number | null,
  ): Promise<void> {
    const taken = await dictionaryNameTaken(manager, type, { name: body.name, nameGe: body.nameGE }, itemId);
    if (taken)
      throw AppException.of(
        AppErrorCode.Conflict,
        'admin.content.dictionary.nameTaken',
        undefined,
        taken === 'name' ? 'name' : 'nameGE',
      );
  }
}

function itemFields(body: DictionaryItemBody): DictionaryItemFields {
  return {
    name: body.name,
    nameGe: body.nameGE,
    description: body.description,
    descriptionGe: body.descriptionGE,
    iconUrl: body.iconUrl,
    parentId: body.parentId,
  };
}
