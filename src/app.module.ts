import { type DynamicModule, Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import type { AppConfig } from './config/app-config.js';
import { ConfigModule } from './config/config.module.js';
import { CoreModule } from './core/core.module.js';
import { BotCheckModule } from './core/bot-check/bot-check.module.js';
import { FilesModule } from './core/files/files.module.js';
import { MailModule } from './core/mail/mail.module.js';
import { RateLimitModule } from './core/rate-limit/rate-limit.module.js';
import { DatabaseModule } from './database/database.module.js';
import { AccountModule } from './modules/account/account.module.js';
import { AdminBlogModule } from './modules/admin/blog/admin-blog.module.js';
import { AdminModule } from './modules/admin/admin.module.js';
import { BlogModule } from './modules/blog/blog.module.js';
import { BlogSubscriptionModule } from './modules/blog/subscription/blog-subscription.module.js';
import { CommonModule } from './modules/common/common.module.js';
import { CompanyModule } from './modules/company/company.module.js';
import { HealthModule } from './modules/health/health.module.js';
import { ReportsModule } from './modules/reports/reports.module.js';
import { SalariesModule } from './modules/salaries/salaries.module.js';
import { SalaryInsightsJobModule } from './modules/salaries/salary-insights-job.module.js';
import { SearchModule } from './modules/search/search.module.js';
import { StaticModule } from './modules/static/static.module.js';
import { TalentsModule } from './modules/talents/talents.module.js';
import { UsersModule } from './modules/users/users.module.js';
import { VacancyModule } from './modules/vacancy/vacancy.module.js';
import { WebModule } from './web/web.module.js';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        // Scheduled jobs (@Cron) run only where the scheduler is on.
        ...(config.schedulerEnabled ? [ScheduleModule.forRoot()] : []),
        CoreModule,
        DatabaseModule,
        FilesModule,
        MailModule,
        BotCheckModule,
        RateLimitModule,
        HealthModule,
        AccountModule,
        UsersModule,
        CommonModule,
        CompanyModule,
        VacancyModule,
        SearchModule,
        StaticModule,
        BlogModule,
        BlogSubscriptionModule,
        ReportsModule,
        TalentsModule,
        SalariesModule,
        AdminModule,
        AdminBlogModule,
        WebModule,
        // Last: its start-up run comes after the demo data's seeding (SalaryInsightsJobModule).
        SalaryInsightsJobModule,
      ],
    };
  }
}
