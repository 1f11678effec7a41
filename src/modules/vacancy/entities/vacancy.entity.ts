import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Currency, VacancyApproval, VacancyCallToAction, VacancyStatus } from '../../../../shared/enums.js';
import { DictionaryItem } from '../../common/entities/dictionary-item.entity.js';
import { Company } from '../../company/entities/company.entity.js';

/** A company's job offer (spec point 3, "vacancy concepts"). Its Editor.js descriptions are its
 *  vacancy_description row, read and written in SQL by the vacancy page and the company's editor. */
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

  @Column({ type: 'smallint' })
  status: VacancyStatus;

  /** Seniority (dictionary type Experience). */
  @Column({ type: 'integer', nullable: true })
  experienceId: number | null;

  @ManyToOne(() => DictionaryItem, { nullable: true })
  @JoinColumn({ name: 'experience_id' })
  experience?: DictionaryItem | null;

  /** Job type (EmploymentType). */
  @Column({ type: 'integer', nullable: true })
  employmentTypeId: number | null;

  @ManyToOne(() => DictionaryItem, { nullable: true })
  @JoinColumn({ name: 'employment_type_id' })
  employmentType?: DictionaryItem | null;

  /** Work place type (WorkLocation). */
  @Column({ type: 'integer', nullable: true })
  workLocationId: number | null;

  @ManyToOne(() => DictionaryItem, { nullable: true })
  @JoinColumn({ name: 'work_location_id' })
  workLocation?: DictionaryItem | null;

  @Column({ type: 'integer', nullable: true })
  jobFunctionId: number | null;

  @ManyToOne(() => DictionaryItem, { nullable: true })
  @JoinColumn({ name: 'job_function_id' })
  jobFunction?: DictionaryItem | null;

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

  @Column({ type: 'smallint', default: VacancyApproval.Approved })
  approval: VacancyApproval;

  @Column({ type: 'varchar', nullable: true })
  rejectionReason: string | null;

  @Column({ type: 'smallint', default: VacancyCallToAction.ApplyNow })
  callToAction: VacancyCallToAction;

  /** The deadline choice: months from publishing (1, 2, 3, 6 or 12); renewing uses it again. */
  @Column({ type: 'smallint', default: 1 })
  deadlineMonths: number;

  /** ISO 639-1 codes of the languages the job needs. */
  @Column({ type: 'varchar', array: true, default: () => "'{}'" })
  languages: string[];

  /** The title as a URL segment (company panel's vacancyDetails/{transformedTitle}). */
  @Column({ type: 'varchar', nullable: true })
  transformedTitle: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  endedAt: Date | null;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
