import { chmodSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppConfig } from './app-config.js';
import { ConfigurationError } from './environment.js';
import { describeSecretsOrigin, loadOrCreateSecretsFile, SecretsFileError } from './server-secrets.js';

const folder = () => mkdtempSync(join(tmpdir(), 'techboard-secrets-'));
const modeOf = (path: string) => statSync(path).mode & 0o777;

describe('secrets kept in a file', () => {
  it('are made at random on first use, kept with mode 0600, and read back the next time', () => {
    const path = join(folder(), 'state', 'secrets.json');
    const first = loadOrCreateSecretsFile(path);
    expect(first.created).toBe(true);
    expect(first.secrets.jwtSecret).toMatch(/^[A-Za-z0-9_-]{64}$/);
    expect(first.secrets.altchaHmacKey).not.toBe(first.secrets.jwtSecret);
    expect(modeOf(path)).toBe(0o600);
    expect(loadOrCreateSecretsFile(path)).toEqual({ secrets: first.secrets, created: false });
    expect(loadOrCreateSecretsFile(join(folder(), 'secrets.json')).secrets.jwtSecret).not.toBe(first.secrets.jwtSecret);
  });

  it('narrows a file another program made readable to others back to 0600', () => {
    const path = join(folder(), 'secrets.json');
    loadOrCreateSecretsFile(path);
    chmodSync(path, 0o644);
    loadOrCreateSecretsFile(path);
    expect(modeOf(path)).toBe(0o600);
  });

  it('refuses a file it did not write instead of replacing it', () => {
    const path = join(folder(), 'secrets.json');
    writeFileSync(path, '{"jwtSecret":"short"}');
    expect(() => loadOrCreateSecretsFile(path)).toThrow(SecretsFileError);
    writeFileSync(path, 'not json');
    expect(() => loadOrCreateSecretsFile(path)).toThrow(/not a secrets file/);
    expect(readFileSync(path, 'utf8')).toBe('not json');
  });
});

describe('where the signing keys come from', () => {
  const removedConstant = 'development-only-secret-do-not-use-in-production-0123456789';

  it('an embedded database on disk keeps its keys beside it, in development and production alike', () => {
    const dataDir = join(folder(), 'db');
    for (const NODE_ENV of ['development', 'production']) {
      const config = AppConfig.fromProcessEnv({
        NODE_ENV,
        PGLITE_DATA_DIR: dataDir,
        JWT_SECRET: '',
        SECRETS_FILE: '',
        DATABASE_URL: '',
      });
      expect(config.secretsOrigin).toMatchObject({ kind: 'file', path: join(dataDir, '..', 'secrets.json') });
      expect(config.jwtSecret).not.toBe(removedConstant);
      expect(config.botCheck.altchaHmacKey).not.toContain(config.jwtSecret);
    }
    const again = AppConfig.fromProcessEnv({
      NODE_ENV: 'development',
      PGLITE_DATA_DIR: dataDir,
      JWT_SECRET: '',
      SECRETS_FILE: '',
      DATABASE_URL: '',
    });
    expect(again.secretsOrigin).toMatchObject({ created: false });
    expect(describeSecretsOrigin(again.secretsOrigin)).not.toContain(again.jwtSecret);
  });

  it('PostgreSQL without JWT_SECRET: production refuses to start, development makes and keeps keys', () => {
    const DATABASE_URL = 'postgres://u@h/db';
    expect(() => AppConfig.fromProcessEnv({ NODE_ENV: 'production', DATABASE_URL, JWT_SECRET: '' })).toThrow(
      ConfigurationError,
    );
    expect(() => AppConfig.fromProcessEnv({ NODE_ENV: 'production', DATABASE_URL, JWT_SECRET: '' })).toThrow(
      /JWT_SECRET: required in production/,
    );
    const SECRETS_FILE = join(folder(), 'secrets.json');
    const development = AppConfig.fromProcessEnv({
      NODE_ENV: 'development',
      DATABASE_URL,
      JWT_SECRET: '',
      SECRETS_FILE,
    });
    expect(development.secretsOrigin).toEqual({ kind: 'file', path: SECRETS_FILE, created: true });
    expect(development.stateDir).toBe(join(SECRETS_FILE, '..'));
  });

  it('JWT_SECRET wins; an in-memory database or a test run keeps random keys in the process only', () => {
    const configured = AppConfig.fromProcessEnv({
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      DATABASE_URL: 'postgres://u@h/db',
    });
    expect(configured.secretsOrigin).toEqual({ kind: 'environment' });
    expect(configured.jwtSecret).toBe('x'.repeat(40));
    const memory = AppConfig.fromProcessEnv({
      NODE_ENV: 'development',
      PGLITE_DATA_DIR: 'memory',
      JWT_SECRET: '',
      DATABASE_URL: '',
      SECRETS_FILE: '',
    });
    expect(memory.secretsOrigin).toEqual({ kind: 'process', reason: 'memory' });
    expect(memory.jwtSecret).toHaveLength(64);
    expect(memory.jwtSecret).not.toBe(removedConstant);
  });
});
