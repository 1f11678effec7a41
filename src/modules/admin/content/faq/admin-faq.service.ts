import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { AuthSession } from '../../../../core/auth/auth-session.js';
import { AuditLogService } from '../../../../core/audit/audit-log.service.js';
import { AppException } from '../../../../core/errors/app.exception.js';
import type { MessageRef } from '../../../../core/i18n/translator.js';
import { FAQ_CATEGORIES } from '../../../static/entities/faq-item.entity.js';
import type { AdminFaqItem } from './admin-faq-item.view.js';
import { keysStartingWith, newReferenceKey, recordRemoval } from '../reference-keys.js';
import type { FaqItemBody, ReorderFaqBody } from './dto/admin-faq.dto.js';

const TARGET = 'faq_item';
const COLUMNS = `id, key, category, question_en AS "questionEN", question_ge AS "questionGE", answer_en AS "answerEN", answer_ge AS "answerGE",
  order_index AS "orderIndex"`;
const MAX_KEY_SOURCE = 60;

type FaqRow = AdminFaqItem & { key: string };

const viewOf = ({ key: _key, ...item }: FaqRow): AdminFaqItem => ({
  ...item,
  id: Number(item.id),
  orderIndex: Number(item.orderIndex),
});

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
    const rows: FaqRow[] = await manager.query(
      `SELECT ${COLUMNS} FROM faq_item ORDER BY array_position($1::text[], category::text), order_index, id`,
      [[...FAQ_CATEGORIES]],
    );
    return rows.map(viewOf);
  }

  async create(staff: AuthSession, body: FaqItemBody): Promise<AdminFaqItem> {
    return this.db.transaction(async (manager) => {
      const key = await newReferenceKey(
        body.questionEN.slice(0, MAX_KEY_SOURCE),
        keysStartingWith(manager, 'faq_item'),
      );
      const [{ id }] = await manager.query(
        `INSERT INTO faq_item (key, category, question_en, question_ge, answer_en, answer_ge, order_index)
         VALUES ($1, $2::text, $3, $4, $5, $6, (SELECT coalesce(max(order_index), -1) + 1 FROM faq_item WHERE category = $2::text)) RETURNING id`,
        [key, body.category, body.questionEN, body.questionGE, body.answerEN, body.answerGE],
      );
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
      await manager.query(
        `UPDATE faq_item SET category = $2::text, question_en = $3, question_ge = $4, answer_en = $5, answer_ge = $6,
           order_index = CASE WHEN category = $2::text THEN order_index
                              ELSE (SELECT coalesce(max(order_index), -1) + 1 FROM faq_item WHERE category = $2::text) END
          WHERE id = $1`,
        [id, body.category, body.questionEN, body.questionGE, body.answerEN, body.answerGE],
      );
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
      const [row]: FaqRow[] = await manager.query(`SELECT ${COLUMNS} FROM faq_item WHERE id = $1 FOR UPDATE`, [id]);
      if (!row) throw AppException.notFound('admin.content.faq.notFound');
      await manager.query(`DELETE FROM faq_item WHERE id = $1`, [id]);
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
      const rows: { id: number }[] = await manager.query(
        `SELECT id FROM faq_item WHERE category = $1 ORDER BY order_index, id FOR UPDATE`,
        [body.category],
      );
      const before = rows.map((row) => Number(row.id));
      const given = new Set(body.ids);
      if (given.size !== body.ids.length || before.length !== body.ids.length || before.some((id) => !given.has(id))) {
        throw AppException.validation('ids', 'admin.content.faq.orderMismatch');
      }
      await manager.query(
        `UPDATE faq_item f SET order_index = o.position - 1 FROM unnest($1::int[]) WITH ORDINALITY AS o (id, position) WHERE f.id = o.id`,
        [body.ids],
      );
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
    const [row]: FaqRow[] = await manager.query(
      `SELECT ${COLUMNS} FROM faq_item WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
      [id],
    );
    if (!row) throw AppException.notFound('admin.content.faq.notFound');
    return viewOf(row);
  }
}
