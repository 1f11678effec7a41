import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A company's profile (spec point 3). Key facts, benefits and technologies live in their own tables. */
@Entity('company')
export class Company {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer', nullable: true })
  accountId: number | null;

  @Column({ type: 'varchar' })
  name: string;

  /** The URL name: /companies/{transformedName}. */
  @Column({ type: 'varchar' })
  transformedName: string;

  @Column({ type: 'varchar', nullable: true })
  about: string | null;

  @Column({ type: 'varchar', nullable: true })
  aboutGe: string | null;

  @Column({ type: 'varchar', nullable: true })
  tagline: string | null;

  /** The tagline in Georgian (issue 22); Georgian pages fall back to `tagline` without it. */
  @Column({ type: 'varchar', nullable: true })
  taglineGe: string | null;

  @Column({ type: 'varchar', nullable: true })
  teamSize: string | null;

  @Column({ type: 'varchar', nullable: true })
  profileImageUrl: string | null;

  @Column({ type: 'varchar', nullable: true })
  smallProfileImageUrl: string | null;

  @Column({ type: 'varchar', nullable: true })
  coverImageUrl: string | null;

  @Column({ type: 'boolean', default: false })
  isVerified: boolean;

  @Column({ type: 'timestamptz', nullable: true })
  verifiedDate: Date | null;

  @Column({ type: 'boolean', default: false })
  isClaimingNecessary: boolean;

  /** Staff took the page off the public site after a report (company-visibility.ts). */
  @Column({ type: 'timestamptz', nullable: true })
  hiddenAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
