import { Module } from '@nestjs/common';
import { AccountModule } from '../account/account.module.js';
import { AdminController } from './admin.controller.js';
import { AdminAccountsModule } from './accounts/admin-accounts.module.js';
import { AdminCompaniesModule } from './companies/admin-companies.module.js';
import { AdminContentModule } from './content/admin-content.module.js';
import { AdminDashboardModule } from './dashboard/admin-dashboard.module.js';
import { AdminModerationModule } from './moderation/admin-moderation.module.js';
import { AdminReportsModule } from './reports/admin-reports.module.js';
import { AdminSalariesModule } from './salaries/admin-salaries.module.js';
import { AdminSupportModule } from './support/admin-support.module.js';

@Module({
  imports: [
    AccountModule,
    AdminAccountsModule,
    AdminCompaniesModule,
    AdminContentModule,
    AdminDashboardModule,
    AdminModerationModule,
    AdminReportsModule,
    AdminSalariesModule,
    AdminSupportModule,
  ],
  controllers: [AdminController],
})
export class AdminModule {}
