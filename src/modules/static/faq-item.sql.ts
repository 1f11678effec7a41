import type { EntityManager } from 'typeorm';
import { FAQ_CATEGORIES, type FaqCategory } from './entities/faq-item.entity.js';
import type { FaqView } from './static-content.view.js';

/** The static module's `faq_item` as other modules read and write it: the back office's FAQ editor. */

const COLUMNS = `id, key, category, question_en AS "questionEN", question_ge AS "questionGE", answer_en AS "answerEN", answer_ge AS "answerGE",
  order_index AS "orderIndex"`;

/** A question with its stable key and its place in its group. */
export type FaqItemEntry = FaqView & { key: string; orderIndex: number };

/** What staff set on a question. */
export type FaqItemFields = Pick<FaqView, 'category' | 'questionEN' | 'questionGE' | 'answerEN' | 'answerGE'>;

const entryOf = (row: FaqItemEntry): FaqItemEntry => ({
  ...row,
  id: Number(row.id),
  orderIndex: Number(row.orderIndex),
});

/** Every question, group by group (employers, talents, general), in display order. */
export async function faqItems(manager: EntityManager): Promise<FaqItemEntry[]> {
  const rows: FaqItemEntry[] = await manager.query(
    `SELECT ${COLUMNS} FROM faq_item ORDER BY array_position($1::text[], category::text), order_index, id`,
    [[...FAQ_CATEGORIES]],
  );
  return rows.map(entryOf);
}

/** One question (locked for a change when `lock`); null when there is none. */
export async function faqItem(manager: EntityManager, id: number, lock = false): Promise<FaqItemEntry | null> {
  const [row]: FaqItemEntry[] = await manager.query(
    `SELECT ${COLUMNS} FROM faq_item WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return row ? entryOf(row) : null;
}

/** The questions' keys that start with `prefix`. */
export async function faqItemKeysStartingWith(manager: EntityManager, prefix: string): Promise<string[]> {
  const rows: { key: string }[] = await manager.query(`SELECT key FROM faq_item WHERE left(key, length($1)) = $1`, [
    prefix,
  ]);
  return rows.map((row) => row.key);
}

/** Adds a question under `key`, last in its group; answers its id. */
export async function insertFaqItem(manager: EntityManager, key: string, fields: FaqItemFields): Promise<number> {
  const [{ id }]: { id: number | string }[] = await manager.query(
    `INSERT INTO faq_item (key, category, question_en, question_ge, answer_en, answer_ge, order_index)
     VALUES ($1, $2::text, $3, $4, $5, $6, (SELECT coalesce(max(order_index), -1) + 1 FROM faq_item WHERE category = $2::text)) RETURNING id`,
    [key, fields.category, fields.questionEN, fields.questionGE, fields.answerEN, fields.answerGE],
  );
  return Number(id);
}

/** Changes a question; moved to another group, it comes last there. */
export async function updateFaqItem(manager: EntityManager, id: number, fields: FaqItemFields): Promise<void> {
  await manager.query(
    `UPDATE faq_item SET category = $2::text, question_en = $3, question_ge = $4, answer_en = $5, answer_ge = $6,
       order_index = CASE WHEN category = $2::text THEN order_index
                          ELSE (SELECT coalesce(max(order_index), -1) + 1 FROM faq_item WHERE category = $2::text) END
      WHERE id = $1`,
    [id, fields.category, fields.questionEN, fields.questionGE, fields.answerEN, fields.answerGE],
  );
}

export async function deleteFaqItem(manager: EntityManager, id: number): Promise<void> {
  await manager.query(`DELETE FROM faq_item WHERE id = $1`, [id]);
}

/** Locks a group's questions for a reorder; answers their ids in display order. */
export async function lockFaqGroup(manager: EntityManager, category: FaqCategory): Promise<number[]> {
  const rows: { id: number | string }[] = await manager.query(
    `SELECT id FROM faq_item WHERE category = $1 ORDER BY order_index, id FOR UPDATE`,
    [category],
  );
  return rows.map((row) => Number(row.id));
}

/** Puts the questions `ids` in that order (their places 0, 1, ...). */
export async function reorderFaqItems(manager: EntityManager, ids: number[]): Promise<void> {
  await manager.query(
    `UPDATE faq_item f SET order_index = o.position - 1 FROM unnest($1::int[]) WITH ORDINALITY AS o (id, position) WHERE f.id = o.id`,
    [ids],
  );
}
