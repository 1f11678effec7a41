import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

export const FAQ_CATEGORIES = ['employers', 'talents', 'general'] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

/** One question of the FAQ page, for employers, for talents or general. */
@Entity('faq_item')
export class FaqItem {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar' })
  key: string;

  @Column({ type: 'varchar' })
  category: FaqCategory;

  @Column({ type: 'text' })
  questionEn: string;

  @Column({ type: 'text' })
  questionGe: string;

  @Column({ type: 'text' })
  answerEn: string;

  @Column({ type: 'text' })
  answerGe: string;

  @Column({ type: 'integer' })
  orderIndex: number;
}
