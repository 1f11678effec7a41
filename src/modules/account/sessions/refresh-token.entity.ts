import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** One link of a refresh-token family. Each use rotates to a new link; a reused link revokes the family. */
@Entity('refresh_token')
export class RefreshToken {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ type: 'uuid' })
  familyId: string;

  @Column({ type: 'integer' })
  accountId: number;

  /** SHA-256 of the cookie value; the value itself is never stored. */
  @Column({ type: 'char', length: 64 })
  tokenHash: string;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
