import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { Language } from '../../../../core/i18n/language.js';
import { SupportTicketStatus } from '../../../../../shared/enums.js';

/** A message left in the support chat widget; also mailed to the support address. */
@Entity('support_ticket')
export class SupportTicket {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar' })
  name: string;

  @Column({ type: 'varchar' })
  email: string;

  @Column({ type: 'text' })
  message: string;

  /** The language the visitor wrote in (the request's), which the acknowledgement mail uses. */
  @Column({ type: 'varchar' })
  language: Language;

  /** The signed-in account that wrote, if any. */
  @Column({ type: 'integer', nullable: true })
  accountId: number | null;

  @Column({ type: 'smallint', default: SupportTicketStatus.Open })
  status: SupportTicketStatus;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
