import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { AuthSession } from '../../../../core/auth/auth-session.js';
import { AuditLogService } from '../../../../core/audit/audit-log.service.js';
import { AppException } from '../../../../core/errors/app.exception.js';
import type { MessageRef } from '../../../../core/i18n/translator.js';
import {
  deleteFaqItem,
  faqItem,
  type FaqItemEntry,
  faqItemKeysStartingWith,
  faqItems,
  insertFaqItem,
  lockFaqGroup,
  reorderFaqItems,
  updateFaqItem,
} from '../../../static/faq-item.sql.js';
import type { AdminFaqItem } from './admin-faq-item.view.js';
import { newReferenceKey, recordRemoval } from '../reference-keys.js';
import type { FaqItemBody, ReorderFaqBody } from './dto/admin-faq.dto.js';

const TARGET = 'faq_item';
const MAX_KEY_SOURCE = 60;

const viewOf = ({ key: _key, ...item }: FaqItemEntry): AdminFaqItem => item;

/**
 * The FAQ page's questions in its three groups (employers, talents, general): list, write, edit,
 * delete and reorder. Each change is audited in its transaction; the FAQ is read afresh by
 * AboutUs/GetInformation, so the site shows a change at once.
 */
@Injectable()
export class AdminFaqService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly audit: AuditLogService,
  ) {}

  /** Every question, group by group (employers, talents, general), in display order. */
  async list(manager: EntityManager = this.db.manager): Promise<AdminFaqItem[]> {
    return (await faqItems(manager)).map(viewOf);
  }

  async create(staff: AuthSession, body: FaqItemBody): Promise<AdminFaqItem> {
    return this.db.transaction(async (manager) => {
      const key = await newReferenceKey(body.questionEN.slice(0, MAX_KEY_SOURCE), (prefix) =>
        faqItemKeysStartingWith(manager, prefix),
      );
      const id = await insertFaqItem(manager, key, body);
      const created = await this.find(manager, id);
      await this.audit.record(
        {
          actorAccountId: staff.accountId,
          action: 'content.faqItemCreated',
          targetType: TARGET,
          targetId: created.id,
          after: created,
        },
        manager,
      );
      return created;
    });
  }

  /** Changes a question; moved to another group, it comes last there. */
  async update(staff: AuthSession, id: number, body: FaqItemBody): Promise<AdminFaqItem> {
    return this.db.transaction(async (manager) => {
      const current = await this.find(manager, id, true);
      await updateFaqItem(manager, id, body);
      const updated = await this.find(manager, id);
      await this.audit.record(
        {
          actorAccountId: staff.accountId,
          action: 'content.faqItemUpdated',
          targetType: TARGET,
          targetId: id,
          before: current,
          after: updated,
        },
        manager,
      );
      return updated;
    });
  }

  async delete(staff: AuthSession, id: number): Promise<MessageRef> {
    await this.db.transaction(async (manager) => {
      const row = await faqItem(manager, id, true);
      if (!row) throw AppException.notFound('admin.content.faq.notFound');
      await deleteFaqItem(manager, id);
      await recordRemoval(manager, 'faq', row.key);
      await this.audit.record(
        {
          actorAccountId: staff.accountId,
          action: 'content.faqItemDeleted',
          targetType: TARGET,
          targetId: id,
          before: viewOf(row),
        },
        manager,
      );
    });
    return { key: 'admin.content.faq.deleted' };
  }

  /** Puts one group's questions in the given order; answers the whole FAQ. */
  async reorder(staff: AuthSession, body: ReorderFaqBody): Promise<AdminFaqItem[]> {
    return this.db.transaction(async (manager) => {
      const before = await lockFaqGroup(manager, body.category);
      const given = new Set(body.ids);
      if (given.size !== body.ids.length || before.length !== body.ids.length || before.some((id) => !given.has(id))) {
        throw AppException.validation('ids', 'admin.content.faq.orderMismatch');
      }
      await reorderFaqItems(manager, body.ids);
      await this.audit.record(
        {
          actorAccountId: staff.accountId,
          action: 'content.faqReordered',
          targetType: TARGET,
          before: { category: body.category, ids: before },
          after: { category: body.category, ids: body.ids },
        },
        manager,
      );
      return this.list(manager);
    });
  }

  private async find(manager: EntityManager, id: number, lock = false): Promise<AdminFaqItem> {
    const row = await faqItem(manager, id, lock);
    if (!row) throw AppException.notFound('admin.content.faq.notFound');
    return viewOf(row);
  }
}
