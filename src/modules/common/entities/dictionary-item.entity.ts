import { Column, Entity, JoinColumn, ManyToOne, OneToMany, PrimaryGeneratedColumn } from 'typeorm';
import { DictionaryType } from '../../../../shared/enums.js';

/** One item of a reference list: a technology, a city, a benefit ... (spec point 3). */
@Entity('dictionary_item')
export class DictionaryItem {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'smallint' })
  type: DictionaryType;

  @Column({ type: 'varchar' })
  key: string;

  @Column({ type: 'varchar' })
  name: string;

  @Column({ type: 'varchar' })
  nameGe: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ type: 'text', nullable: true })
  descriptionGe: string | null;

  @Column({ type: 'varchar', nullable: true })
  iconUrl: string | null;

  @Column({ type: 'integer', nullable: true })
  parentId: number | null;

  @ManyToOne(() => DictionaryItem, (item) => item.children, { nullable: true })
  @JoinColumn({ name: 'parent_id' })
  parent?: DictionaryItem | null;

  @OneToMany(() => DictionaryItem, (item) => item.parent)
  children?: DictionaryItem[];

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  aliases: string[];

  @Column({ type: 'boolean', default: false })
  showOnHome: boolean;

  @Column({ type: 'integer', default: 0 })
  orderIndex: number;
}
