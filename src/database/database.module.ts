import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../config/app-config.js';
import { buildDataSourceOptions } from './data-source-options.js';
import { DatabaseSeeder } from './database.seeder.js';

/** The data source (migrated at start-up) and the reference/demo seeding. */
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        ...buildDataSourceOptions(config),
        autoLoadEntities: true,
        migrationsRun: true,
      }),
    }),
  ],
  providers: [DatabaseSeeder],
})
export class DatabaseModule {}
