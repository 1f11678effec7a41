import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppConfig } from '../../config/app-config.js';
import { announceDemoStaffLogin, demoStaffPassword } from './demo-staff-login.js';

const PASSWORD_RULE = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9]).{8,128}$/;

function configFor(env: Record<string, string>): AppConfig {
  return AppConfig.fromProcessEnv({
    NODE_ENV: 'test',
    JWT_SECRET: 'j'.repeat(40),
    DATABASE_URL: '',
    DEMO_STAFF_PASSWORD: '',
    ...env,
  });
}

describe('the demo staff login', () => {
  it('is a new random password each time, within the password rule', () => {
    const config = configFor({ PGLITE_DATA_DIR: 'memory' });
    const passwords = new Set(Array.from({ length: 20 }, () => demoStaffPassword(config)));
    expect(passwords.size).toBe(20);
    for (const password of passwords) expect(password).toMatch(PASSWORD_RULE);
  });

  it('on a database that outlives the process: printed once and kept beside it, readable by its owner only', () => {
    const folder = mkdtempSync(join(tmpdir(), 'techboard-demo-'));
    const config = configFor({ PGLITE_DATA_DIR: join(folder, 'db') });
    const logged: string[] = [];
    announceDemoStaffLogin(config, 'Random#Pass123', (message) => logged.push(message));
    const file = join(folder, 'demo-staff-login.txt');
    expect(logged).toEqual([
      `Demo staff sign-in for the back office (/admin): admin@demo.techboard.ge / Random#Pass123 (also kept in ${file})`,
    ]);
    expect(readFileSync(file, 'utf8')).toContain('password: Random#Pass123');
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('on an in-memory database: printed only', () => {
    const folder = mkdtempSync(join(tmpdir(), 'techboard-demo-'));
    const config = configFor({ PGLITE_DATA_DIR: 'memory', SECRETS_FILE: join(folder, 'secrets.json') });
    const logged: string[] = [];
    announceDemoStaffLogin(config, 'Random#Pass123', (message) => logged.push(message));
    expect(logged).toEqual([
      'Demo staff sign-in for the back office (/admin): admin@demo.techboard.ge / Random#Pass123',
    ]);
    expect(() => statSync(join(folder, 'demo-staff-login.txt'))).toThrow();
  });

  it('DEMO_STAFF_PASSWORD is used as it is, and neither printed nor kept', () => {
    const folder = mkdtempSync(join(tmpdir(), 'techboard-demo-'));
    const config = configFor({ PGLITE_DATA_DIR: join(folder, 'db'), DEMO_STAFF_PASSWORD: 'Chosen#Staff1' });
    expect(demoStaffPassword(config)).toBe('Chosen#Staff1');
    const logged: string[] = [];
    announceDemoStaffLogin(config, 'Chosen#Staff1', (message) => logged.push(message));
    expect(logged).toEqual([
      'Demo staff sign-in for the back office (/admin): admin@demo.techboard.ge with the password in DEMO_STAFF_PASSWORD',
    ]);
    expect(() => statSync(join(folder, 'demo-staff-login.txt'))).toThrow();
  });
});
