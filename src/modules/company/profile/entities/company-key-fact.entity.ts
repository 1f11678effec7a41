import { Column, Entity, PrimaryColumn } from 'typeorm';

/** PostgreSQL `numeric` arrives as text; the API speaks numbers. */
const numericColumn = {
  to: (value: number | null | undefined) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};

/** A company's value of one key fact (spec point 3, "company key fact value"). A row exists only
 *  while the value is not empty. */
@Entity('company_key_fact')
export class CompanyKeyFact {
  @PrimaryColumn({ type: 'integer' })
  companyId: number;

  @PrimaryColumn({ type: 'integer' })
  keyFactId: number;

  @Column({ type: 'text', nullable: true })
  descriptionEn: string | null;

  @Column({ type: 'text', nullable: true })
  descriptionGe: string | null;

  /** Number and Year facts. */
  @Column({ type: 'numeric', nullable: true, transformer: numericColumn })
  descriptionNumber: number | null;

  /** Option ids of a choice fact, in the options' order. */
  @Column({ type: 'integer', array: true, default: () => "'{}'" })
  checkedOptions: number[];
}
