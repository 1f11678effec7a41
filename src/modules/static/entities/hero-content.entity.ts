import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The landing page's hero: one row. */
@Entity('hero_content')
export class HeroContent {
  @PrimaryColumn({ type: 'smallint' })
  id: number;

  @Column({ type: 'varchar' })
  titleEn: string;

  @Column({ type: 'varchar' })
  titleGe: string;

  @Column({ type: 'text' })
  textEn: string;

  @Column({ type: 'text' })
  textGe: string;

  @Column({ type: 'varchar' })
  imageUrl: string;
}
