import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** A company's contact card (spec point 3, "company key-facts contact object"); one row per company. */
@Entity('company_contact')
export class CompanyContact {
  @PrimaryColumn({ type: 'integer' })
  companyId: number;

  @Column({ type: 'varchar', nullable: true })
  phoneNumber: string | null;

  @Column({ type: 'varchar' })
  countryCode: string;

  @Column({ type: 'varchar', nullable: true })
  email: string | null;

  @Column({ type: 'varchar', nullable: true })
  website: string | null;

  @Column({ type: 'varchar', nullable: true })
  georgiaOffice: string | null;

  @Column({ type: 'varchar', nullable: true })
  georgiaOfficeGe: string | null;

  @Column({ type: 'varchar', nullable: true })
  googleMapUrl: string | null;

  @Column({ type: 'varchar', nullable: true })
  headQuarter: string | null;

  @Column({ type: 'varchar', nullable: true })
  headQuarterGe: string | null;

  @Column({ type: 'varchar', nullable: true })
  headQuarterGoogleMapUrl: string | null;

  @Column({ type: 'varchar', nullable: true })
  facebookUrl: string | null;

  @Column({ type: 'varchar', nullable: true })
  linkedInUrl: string | null;

  @Column({ type: 'varchar', nullable: true })
  twitterUrl: string | null;

  @Column({ type: 'varchar', nullable: true })
  youTubeUrl: string | null;

  @Column({ type: 'varchar', nullable: true })
  tikTokUrl: string | null;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
