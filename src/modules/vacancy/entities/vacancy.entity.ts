import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Currency, VacancyStatus } from '../../../core/domain/enums.js';
import { DictionaryItem } from '../../common/entities/dictionary-item.entity.js';
import { Company } from '../../company/entities/company.entity.js';

/** A company's job offer (spec point 3, "vacancy concepts"). Descriptions are Editor.js documents. */
@Entity('vacancy')
export class Vacancy {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  companyId: number;

  /** Present when the query joins it. */
  @ManyToOne(() => Company, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'company_id' })
  company: Company;

  @Column({ type: 'varchar' })
  title: string;

  @Column({ type: 'varchar', nullable: true })
  titleGe: string | null;

  @Column({ type: 'jsonb', nullable: true })
  descriptionEn: unknown;

  @Column({ type: 'jsonb', nullable: true })
  descriptionGe: unknown;

  @Column({ type: 'smallint' })
  status: VacancyStatus;

  @Column({ type: 'integer', nullable: true })
  cityId: number | null;

  @ManyToOne(() => DictionaryItem, { nullable: true })
  @JoinColumn({ name: 'city_id' })
  city?: DictionaryItem | null;

  @Column({ type: 'integer', nullable: true })
  salaryMin: number | null;

  @Column({ type: 'integer', nullable: true })
  salaryMax: number | null;

  @Column({ type: 'smallint', default: Currency.None })
  currency: Currency;

  @Column({ type: 'boolean', default: false })
  showSalary: boolean;

  @Column({ type: 'timestamptz', nullable: true })
  publishedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  deadline: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
