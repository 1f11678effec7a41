import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type OutboxMailStatus = 'pending' | 'sent' | 'failed';

/** One outgoing mail of the outbox (table `outbox_mail`): written first, sent afterwards by the OutboxSender. */
@Entity('outbox_mail')
export class OutboxMail {
  /** bigserial: a string, as PostgreSQL's int8 comes back. */
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ type: 'varchar' })
  toAddress: string;

  @Column({ type: 'varchar' })
  subject: string;

  @Column({ type: 'text' })
  textBody: string;

  @Column({ type: 'text', nullable: true })
  htmlBody: string | null;

  @Column({ type: 'jsonb', default: () => `'{}'` })
  headers: Record<string, string>;

  @Column({ type: 'varchar', default: 'pending' })
  status: OutboxMailStatus;

  /** Send attempts started so far (counted when a sender claims the mail). */
  @Column({ type: 'integer', default: 0 })
  attempts: number;

  /** When the mail is due; while a sender holds it, the end of that sender's lease. */
  @Column({ type: 'timestamptz', default: () => 'now()' })
  nextAttemptAt: Date;

  @Column({ type: 'text', nullable: true })
  lastError: string | null;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  sentAt: Date | null;
}
