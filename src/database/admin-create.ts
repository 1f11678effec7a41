import 'reflect-metadata';
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config.js';
import { createOrPromoteStaff } from '../modules/account/staff/staff-accounts.js';
import { buildDataSourceOptions } from './data-source-options.js';

/** `npm run admin:create -- <email>`: a staff account with the Admin role. The password comes from
 *  ADMIN_PASSWORD or is asked for without echo; an existing account keeps its password unless one is given. */
async function main(): Promise<void> {
  const email = process.argv[2];
  if (!email || !/^[^@\s]+@[^@\s]+$/.test(email)) throw new Error('Usage: npm run admin:create -- <email>');
  const config = AppConfig.fromProcessEnv();
  const dataSource = new DataSource(buildDataSourceOptions(config));
  await dataSource.initialize();
  try {
    await dataSource.runMigrations({ transaction: 'each' });
    const exists = (await dataSource.query('SELECT 1 FROM account WHERE lower(email) = lower($1)', [email])).length > 0;
    const password =
      process.env.ADMIN_PASSWORD ?? (exists ? null : await askHidden('Password for the new staff account: '));
    const result = await dataSource.transaction((manager) => createOrPromoteStaff(manager, email, password));
    console.log(result === 'created' ? `Staff account ${email} created` : `${email} now has the Admin role`);
  } finally {
    await dataSource.destroy();
  }
}

function askHidden(question: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk, encoding, done) {
      if (!muted) process.stdout.write(chunk, encoding);
      done();
    },
  });
  const reader = createInterface({ input: process.stdin, output, terminal: true });
  return new Promise((resolve) => {
    reader.question(question, (answer) => {
      reader.close();
      process.stdout.write('\n');
      resolve(answer);
    });
    muted = true;
  });
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
