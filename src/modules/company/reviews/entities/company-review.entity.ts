import { Column, CreateDateColumn, Entity, PrimaryColumn, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { ReviewStatus, ReviewVisibility } from '../../../../../shared/enums.js';

/** A talent's review of a company. `authorAccountId` becomes NULL when the author deletes their
 *  account: the review stays and is shown as anonymous. Never put the author on the wire. */
@Entity('company_review')
export class CompanyReview {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  companyId: number;

  @Column({ type: 'integer', nullable: true })
  authorAccountId: number | null;

  @Column({ type: 'smallint' })
  rating: number;

  @Column({ type: 'varchar' })
  headline: string;

  @Column({ type: 'text' })
  description: string;

  @Column({ type: 'text', nullable: true })
  pros: string | null;

  @Column({ type: 'text', nullable: true })
  cons: string | null;

  @Column({ type: 'text', nullable: true })
  advice: string | null;

  @Column({ type: 'text', nullable: true })
  benefits: string | null;

  @Column({ type: 'smallint' })
  visibility: ReviewVisibility;

  @Column({ type: 'varchar', nullable: true })
  position: string | null;

  @Column({ type: 'varchar', nullable: true })
  tenure: string | null;

  @Column({ type: 'smallint', default: ReviewStatus.Pending })
  status: ReviewStatus;

  @Column({ type: 'text', nullable: true })
  rejectionReason: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}

/** The company's one public answer to an approved review. */
@Entity('company_review_reply')
export class CompanyReviewReply {
  @PrimaryColumn({ type: 'integer' })
  reviewId: number;

  @Column({ type: 'text' })
  text: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
