import { Column, Entity, JoinColumn, ManyToOne, OneToMany, PrimaryGeneratedColumn } from 'typeorm';
import { KeyFactType } from '../../../../../shared/enums.js';

/** A fact every company profile may state (spec point 3, "key fact definition"). Reference data. */
@Entity('key_fact_definition')
export class KeyFactDefinition {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar' })
  key: string;

  @Column({ type: 'varchar' })
  name: string;

  @Column({ type: 'varchar' })
  nameGe: string;

  @Column({ type: 'smallint' })
  keyFactType: KeyFactType;

  @Column({ type: 'boolean' })
  isMandatory: boolean;

  /** Hidden definitions are neither shown nor accepted. */
  @Column({ type: 'boolean' })
  hide: boolean;

  @Column({ type: 'integer' })
  orderIndex: number;

  @OneToMany(() => KeyFactOption, (option) => option.definition)
  options?: KeyFactOption[];
}

/** One choice of a SingleChoice or MultipleChoice definition. */
@Entity('key_fact_option')
export class KeyFactOption {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  keyFactId: number;

  @ManyToOne(() => KeyFactDefinition, (definition) => definition.options, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'key_fact_id' })
  definition?: KeyFactDefinition;

  @Column({ type: 'varchar' })
  key: string;

  @Column({ type: 'varchar' })
  name: string;

  @Column({ type: 'varchar' })
  nameGe: string;

  @Column({ type: 'integer' })
  orderIndex: number;
}
