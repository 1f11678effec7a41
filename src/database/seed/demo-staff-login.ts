import { writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig } from '../../config/app-config.js';
import { generatePassword } from '../../modules/account/staff/generated-password.js';
import { demoLogins } from './demo-accounts.js';

/** The demo staff member's password: DEMO_STAFF_PASSWORD when set (browser tests), else a new random one. */
export function demoStaffPassword(config: AppConfig): string {
  return config.demoStaffPassword ?? generatePassword();
}

/**
 * Tells whoever loaded the demo content how to sign in as its staff member, once: in the log, and
 * for a database that outlives the process in `demo-staff-login.txt` beside it (mode 0600), so the
 * newcomer who missed the console still finds it. A password the operator chose is not repeated.
 */
export function announceDemoStaffLogin(config: AppConfig, password: string, log: (message: string) => void): void {
  const { email } = demoLogins.admin;
  if (config.demoStaffPassword) {
    log(`Demo staff sign-in for the back office (/admin): ${email} with the password in DEMO_STAFF_PASSWORD`);
    return;
  }
  const persistent = config.database.kind === 'postgres' || config.database.dataDir !== null;
  let kept = '';
  if (persistent) {
    const file = join(config.stateDir, 'demo-staff-login.txt');
    mkdirSync(config.stateDir, { recursive: true, mode: 0o700 });
    writeFileSync(
      file,
      `Demo staff sign-in for the back office (/admin), made when the demo content was loaded on ${new Date().toISOString()}:\n` +
        `e-mail:   ${email}\npassword: ${password}\n` +
        'Your own staff account: npm run admin:create -- <email>.\n',
      { mode: 0o600 },
    );
    kept = ` (also kept in ${file})`;
  }
  log(`Demo staff sign-in for the back office (/admin): ${email} / ${password}${kept}`);
}
