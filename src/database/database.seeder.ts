import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config.js';
import { FILE_STORAGE, type FileStorage } from '../core/files/file-storage.js';
import { seedDemoApplications } from './seed/demo-applications.seeder.js';
import { seedDemoData } from './seed/demo-data.seeder.js';
import { announceDemoStaffLogin, demoStaffPassword } from './seed/demo-staff-login.js';
import { seedReferenceData } from './seed/reference-data.seeder.js';

/** At start-up, after the migrations: reference data always (idempotent), demo content when the
 *  configuration asks for it (by default only into an empty embedded database). */
@Injectable()
export class DatabaseSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger(DatabaseSeeder.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly config: AppConfig,
    @Inject(FILE_STORAGE) private readonly files: FileStorage,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    // A database started from a template (the tests') holds the reference data it was made with.
    if (this.config.seedReferenceData) await this.dataSource.transaction((db) => seedReferenceData(db));
    if (this.shouldLoadDemo()) {
      const staffPassword = demoStaffPassword(this.config);
      const loaded = await this.dataSource.transaction(async (db) => {
        const fresh = await seedDemoData(db, staffPassword);
        if (fresh) await seedDemoApplications(db, this.files);
        return fresh;
      });
      if (loaded) {
        this.logger.log('Demo content loaded into the empty database');
        announceDemoStaffLogin(this.config, staffPassword, (message) => this.logger.warn(message));
      }
    }
  }

  /** Production never gets demo content (and its staff login) unless DEMO_DATA=always asks for it. */
  private shouldLoadDemo(): boolean {
    if (this.config.demoData === 'always') return true;
    return this.config.demoData === 'auto' && this.config.database.kind === 'pglite' && !this.config.isProduction;
  }
}
