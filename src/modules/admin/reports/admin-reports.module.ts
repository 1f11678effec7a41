import { Module } from '@nestjs/common';
import { CompanyModule } from '../../company/company.module.js';
import { TalentsModule } from '../../talents/talents.module.js';
import { VacancyManagementModule } from '../../vacancy/management/vacancy-management.module.js';
import { AdminAccountsModule } from '../accounts/admin-accounts.module.js';
import { AdminReportsController } from './admin-reports.controller.js';
import { AdminReportsService } from './admin-reports.service.js';

/** The back office's reports queue (Admin/GetReports, HideReportedItem, DismissReport,
 *  BlockReportedAccount, SuspendReportedInvitations). */
@Module({
  imports: [AdminAccountsModule, CompanyModule, TalentsModule, VacancyManagementModule],
  controllers: [AdminReportsController],
  providers: [AdminReportsService],
})
export class AdminReportsModule {}
