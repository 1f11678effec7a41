import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthSession } from '../../../core/auth/auth-session.js';
import { CurrentSession } from '../../../core/auth/current-session.decorator.js';
import { Role, Roles } from '../../../core/auth/roles.decorator.js';
import { AdminReasonBody } from '../dto/admin-reason.dto.js';
import { AdminReportsService } from './admin-reports.service.js';
import { GetReportsQuery, ReportIdQuery } from './dto/admin-reports.dto.js';
import { ApiEnvelope } from '../../../core/envelope/api-envelope.decorator.js';
import { AdminReport } from './admin-report.view.js';

/** The back office's reports queue: staff only (never a view-as session). */
@ApiTags('Admin')
@Roles(Role.Admin)
@Controller('Admin')
export class AdminReportsController {
  constructor(private readonly reports: AdminReportsService) {}

  @Get('GetReports')
  @ApiOperation({
    summary:
      'Reports, newest first, by status and item type, each with its item (title, link, owner): { items, totalCount, page, pageSize }',
  })
  @ApiEnvelope(AdminReport, { page: true })
  getReports(@Query() query: GetReportsQuery) {
    return this.reports.list(query);
  }

  @Post('HideReportedItem')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "Hides the report's item (vacancy and review rejected, company page hidden) and resolves its open reports; audited",
  })
  @ApiEnvelope(AdminReport)
  hideReportedItem(@CurrentSession() staff: AuthSession, @Query() query: ReportIdQuery) {
    return this.reports.hideItem(staff, query.reportId);
  }

  @Post('DismissReport')
  @HttpCode(200)
  @ApiOperation({ summary: "Dismisses the open reports of the report's item; audited" })
  @ApiEnvelope(AdminReport)
  dismissReport(@CurrentSession() staff: AuthSession, @Query() query: ReportIdQuery) {
    return this.reports.dismiss(staff, query.reportId);
  }

  @Post('BlockReportedAccount')
  @HttpCode(200)
  @ApiOperation({
    summary: "Blocks the account behind the report's item with a reason and resolves its open reports; audited",
  })
  @ApiEnvelope(AdminReport)
  blockReportedAccount(
    @CurrentSession() staff: AuthSession,
    @Query() query: ReportIdQuery,
    @Body() body: AdminReasonBody,
  ) {
    return this.reports.blockAccount(staff, query.reportId, body.reason);
  }

  @Post('SuspendReportedInvitations')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "An invitation's report: takes the inviting company's right to invite talents with a reason and resolves the invitation's open reports; audited",
  })
  @ApiEnvelope(AdminReport)
  suspendReportedInvitations(
    @CurrentSession() staff: AuthSession,
    @Query() query: ReportIdQuery,
    @Body() body: AdminReasonBody,
  ) {
    return this.reports.suspendInvitations(staff, query.reportId, body.reason);
  }
}
