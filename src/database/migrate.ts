import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config.js';
import { buildDataSourceOptions } from './data-source-options.js';
import { seedDemoData } from './seed/demo-data.seeder.js';
import { seedReferenceData } from './seed/reference-data.seeder.js';

/** `npm run migrate` runs pending migrations and the reference seed; `npm run seed:demo` also
 *  loads the demo content into a database that has no companies yet. */
async function main(): Promise<void> {
  const withDemo = process.argv.includes('--demo');
  const dataSource = new DataSource(buildDataSourceOptions(AppConfig.fromProcessEnv()));
  await dataSource.initialize();
  try {
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    console.log(`Migrations applied: ${applied.map((m) => m.name).join(', ') || 'none pending'}`);
    await dataSource.transaction((db) => seedReferenceData(db));
    console.log('Reference data seeded');
    if (withDemo) {
      const loaded = await dataSource.transaction((db) => seedDemoData(db));
      console.log(loaded ? 'Demo content loaded' : 'Demo content skipped: the database already has companies');
    }
  } finally {
    await dataSource.destroy();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
