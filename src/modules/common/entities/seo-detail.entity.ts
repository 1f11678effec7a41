import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { SeoPageKind } from '../../../../shared/enums.js';

/** Title and description of one kind of page, in both languages. */
@Entity('seo_detail')
export class SeoDetail {
  @PrimaryColumn({ type: 'varchar' })
  pageKind: SeoPageKind;

  @Column({ type: 'varchar' })
  titleEn: string;

  @Column({ type: 'varchar' })
  titleGe: string;

  @Column({ type: 'varchar' })
  descriptionEn: string;

  @Column({ type: 'varchar' })
  descriptionGe: string;
}
