import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A country with its ISO code and international dialling code, for phone pickers. */
@Entity('country_code')
export class CountryCode {
  @PrimaryColumn({ type: 'char', length: 2 })
  code: string;

  @Column({ type: 'varchar' })
  dialCode: string;

  @Column({ type: 'varchar' })
  name: string;

  @Column({ type: 'varchar' })
  nameGe: string;

  @Column({ type: 'integer' })
  orderIndex: number;
}
