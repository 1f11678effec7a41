import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** Why a session ended, kept on its row (and, for a view-as session, in the audit log). */
export type SessionEndReason =
  'signedOut' | 'refreshReused' | 'allSessionsEnded' | 'staffSessionsEnded' | 'expired' | 'socialTakeover' | 'migrated';

/** What one sign-in (or one view-as link) started. Its access tokens name it (`sid`) and stop the
 *  moment it ends; its refresh-token links rotate within it. */
@Entity('account_session')
export class AccountSession {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ type: 'integer' })
  accountId: number;

  /** The staff member looking at the site as the account; null for the account's own session. */
  @Column({ type: 'integer', nullable: true })
  viewAsBy: number | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  /** A hard end no refresh moves (a view-as session's hour); null: none. */
  @Column({ type: 'timestamptz', nullable: true })
  endsAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  endedAt: Date | null;

  @Column({ type: 'varchar', nullable: true })
  endReason: SessionEndReason | null;
}
