import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { Vacancy } from './vacancy.entity.js';

/**
 * A vacancy's Editor.js descriptions, one row per vacancy (issue 21): kept out of the `vacancy` row,
 * which every search count and filter scan reads, and read only by the pages that show them. A
 * vacancy without a row (one written straight into the table) has no descriptions.
 */
@Entity('vacancy_description')
export class VacancyDescription {
  @PrimaryColumn({ type: 'integer' })
  vacancyId: number;

  @OneToOne(() => Vacancy, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'vacancy_id' })
  vacancy?: Vacancy;

  @Column({ type: 'jsonb', nullable: true })
  descriptionEn: unknown;

  @Column({ type: 'jsonb', nullable: true })
  descriptionGe: unknown;
}
