import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config.js';
import { LocalDiskFileStorage } from '../core/files/local-disk-file-storage.js';
import { S3FileStorage } from '../core/files/s3-file-storage.js';
import { buildDataSourceOptions } from './data-source-options.js';
import { seedDemoApplications } from './seed/demo-applications.seeder.js';
import { seedDemoData } from './seed/demo-data.seeder.js';
import { announceDemoStaffLogin, demoStaffPassword } from './seed/demo-staff-login.js';
import { seedReferenceData } from './seed/reference-data.seeder.js';

/** `npm run migrate` runs pending migrations and the reference seed; `npm run seed:demo` also
 *  loads the demo content into a database that has no companies yet. */
async function main(): Promise<void> {
  const withDemo = process.argv.includes('--demo');
  const config = AppConfig.fromProcessEnv();
  const dataSource = new DataSource(buildDataSourceOptions(config));
  await dataSource.initialize();
  try {
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    console.log(`Migrations applied: ${applied.map((m) => m.name).join(', ') || 'none pending'}`);
    await dataSource.transaction((db) => seedReferenceData(db));
    console.log('Reference data seeded');
    if (withDemo) {
      // The demo CVs go where the app reads its files (the bucket, or FILES_DIR; `memory` has no folder to keep them in).
      const files = config.objectStorage
        ? new S3FileStorage(config.objectStorage)
        : new LocalDiskFileStorage(config.filesDir ?? './data/files');
      const staffPassword = demoStaffPassword(config);
      const loaded = await dataSource.transaction(async (db) => {
        const fresh = await seedDemoData(db, staffPassword);
        if (fresh) await seedDemoApplications(db, files);
        return fresh;
      });
      console.log(loaded ? 'Demo content loaded' : 'Demo content skipped: the database already has companies');
      if (loaded) announceDemoStaffLogin(config, staffPassword, (message) => console.log(message));
    }
  } finally {
    await dataSource.destroy();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
