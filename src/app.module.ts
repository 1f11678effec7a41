import { type DynamicModule, Module } from '@nestjs/common';
import type { AppConfig } from './config/app-config.js';
import { ConfigModule } from './config/config.module.js';
import { CoreModule } from './core/core.module.js';
import { DatabaseModule } from './database/database.module.js';
import { AccountModule } from './modules/account/account.module.js';
import { CommonModule } from './modules/common/common.module.js';
import { CompanyModule } from './modules/company/company.module.js';
import { HealthModule } from './modules/health/health.module.js';
import { StaticModule } from './modules/static/static.module.js';
import { VacancyModule } from './modules/vacancy/vacancy.module.js';
import { WebModule } from './web/web.module.js';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        CoreModule,
        DatabaseModule,
        HealthModule,
        AccountModule,
        CommonModule,
        CompanyModule,
        VacancyModule,
        StaticModule,
        WebModule,
      ],
    };
  }
}
