import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { StaticContentType } from '../../../../shared/enums.js';

/** About us, privacy policy, terms of use and support texts (Markdown), in both languages. */
@Entity('static_page')
export class StaticPage {
  @PrimaryColumn({ type: 'smallint' })
  type: StaticContentType;

  @Column({ type: 'varchar' })
  titleEn: string;

  @Column({ type: 'varchar' })
  titleGe: string;

  @Column({ type: 'text' })
  contentEn: string;

  @Column({ type: 'text' })
  contentGe: string;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
