import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Role, Roles } from '../../../core/auth/roles.decorator.js';
import { AdminDashboardService } from './admin-dashboard.service.js';
import { AuditLogQuery } from './dto/audit-log.dto.js';
import { ApiEnvelope } from '../../../core/envelope/api-envelope.decorator.js';
import { AdminDashboard } from './admin-dashboard.view.js';
import { AuditRow } from './audit-row.view.js';

/** The back office's dashboard and audit log: staff only (never a view-as session). */
@ApiTags('Admin')
@Roles(Role.Admin)
@Controller('Admin')
export class AdminDashboardController {
  constructor(private readonly dashboard: AdminDashboardService) {}

  @Get('GetDashboard')
  @ApiOperation({
    summary:
      'What waits for staff (queues, unverified companies, new accounts, the outbox) and the 20 newest audit rows',
  })
  @ApiEnvelope(AdminDashboard)
  getDashboard() {
    return this.dashboard.dashboard();
  }

  @Get('GetAuditLog')
  @ApiOperation({
    summary: 'Audit rows newest first, optionally of one action or area: { items, totalCount, page, pageSize }',
  })
  @ApiEnvelope(AuditRow, { page: true })
  getAuditLog(@Query() query: AuditLogQuery) {
    return this.dashboard.auditLog(query);
  }
}
