import { Column, CreateDateColumn, Entity, JoinTable, ManyToMany, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { Language } from '../../../core/i18n/language.js';
import { AccountKind } from '../../../../shared/enums.js';
import { DictionaryItem } from '../../common/entities/dictionary-item.entity.js';

/** A person or a company's login. Staff are accounts with `isStaff`; their kind may be None. */
@Entity('account')
export class Account {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar' })
  email: string;

  @Column({ type: 'text', nullable: true, select: false })
  passwordHash: string | null;

  @Column({ type: 'smallint' })
  accountKind: AccountKind;

  @Column({ type: 'varchar', nullable: true })
  fullName: string | null;

  @Column({ type: 'boolean', default: false })
  isEmailVerified: boolean;

  @Column({ type: 'timestamptz', nullable: true })
  emailVerifiedAt: Date | null;

  @Column({ type: 'boolean', default: false })
  isStaff: boolean;

  @Column({ type: 'boolean', default: false })
  isBlocked: boolean;

  @Column({ type: 'varchar', default: 'en' })
  language: Language;

  @Column({ type: 'varchar', nullable: true })
  profileImageUrl: string | null;

  @Column({ type: 'varchar', nullable: true })
  smallProfileImageUrl: string | null;

  @Column({ type: 'integer', nullable: true })
  fieldId: number | null;

  @ManyToOne(() => DictionaryItem, { nullable: true })
  field?: DictionaryItem | null;

  @Column({ type: 'integer', nullable: true })
  experienceId: number | null;

  @ManyToOne(() => DictionaryItem, { nullable: true })
  experience?: DictionaryItem | null;

  @ManyToMany(() => DictionaryItem)
  @JoinTable({
    name: 'account_technology',
    joinColumn: { name: 'account_id' },
    inverseJoinColumn: { name: 'technology_id' },
  })
  technologies?: DictionaryItem[];

  @ManyToMany(() => DictionaryItem)
  @JoinTable({
    name: 'account_job_function',
    joinColumn: { name: 'account_id' },
    inverseJoinColumn: { name: 'job_function_id' },
  })
  jobFunctions?: DictionaryItem[];

  /** Moves on when every session must end (password change or recovery, sign out everywhere). */
  @Column({ type: 'integer', default: 1 })
  sessionVersion: number;

  /** Sign-up's consent (issue 22): when, and the versions (last changes) of the documents agreed to. */
  @Column({ type: 'timestamptz', nullable: true })
  termsAcceptedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  termsOfUseVersion: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  privacyPolicyVersion: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
