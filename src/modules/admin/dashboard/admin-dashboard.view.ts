import { ApiProperty } from '@nestjs/swagger';
import { AuditRow } from './audit-row.view.js';

/** The outbox's mails not sent yet. */
export class AdminOutboxCounts {
  @ApiProperty()
  waiting: number;
  @ApiProperty()
  failed: number;
}

/** What waits for staff, and what staff did last. */
export class AdminDashboard {
  @ApiProperty({ description: 'Published vacancies waiting for approval (review mode): the vacancies queue' })
  pendingVacancies: number;
  @ApiProperty()
  pendingReviews: number;
  @ApiProperty()
  pendingClaims: number;
  @ApiProperty({ description: 'Companies with an account that are not verified yet (unclaimed pages are not counted)' })
  unverifiedCompanies: number;
  @ApiProperty({ description: 'Talent and company accounts created in the last 7 days' })
  newAccountsThisWeek: number;
  @ApiProperty({ type: AdminOutboxCounts })
  outbox: AdminOutboxCounts;
  @ApiProperty()
  openReports: number;
  @ApiProperty()
  openTickets: number;
  @ApiProperty({ type: [AuditRow] })
  recentAudit: AuditRow[];
}
