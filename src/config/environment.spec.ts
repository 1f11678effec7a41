import { availableParallelism } from 'node:os';
import { AppConfig } from './app-config.js';
import { ConfigurationError, parseEnvironment } from './environment.js';

describe('configuration', () => {
  it('has working defaults', () => {
    const config = new AppConfig(parseEnvironment({}));
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ kind: 'pglite', dataDir: './data/db', templateFile: null });
    expect(config.defaultLanguage).toBe('EN');
  });

  it('uses PostgreSQL when DATABASE_URL is set and keeps PGlite in memory on request', () => {
    expect(new AppConfig(parseEnvironment({ DATABASE_URL: 'postgres://u@h/db' })).database).toEqual({
      kind: 'postgres',
      url: 'postgres://u@h/db',
    });
    expect(new AppConfig(parseEnvironment({ PGLITE_DATA_DIR: 'memory' })).database).toEqual({ kind: 'pglite', dataDir: null, templateFile: null });
  });

  it('runs one server process, one per core in production on PostgreSQL, or WEB_CONCURRENCY', () => {
    const postgres = { DATABASE_URL: 'postgres://u@h/db', JWT_SECRET: 'x'.repeat(32) };
    expect(new AppConfig(parseEnvironment({})).webConcurrency).toBe(1);
    expect(new AppConfig(parseEnvironment({ NODE_ENV: 'production' })).webConcurrency).toBe(1);
    expect(new AppConfig(parseEnvironment({ NODE_ENV: 'production', ...postgres })).webConcurrency).toBe(availableParallelism());
    expect(new AppConfig(parseEnvironment({ NODE_ENV: 'production', ...postgres, WEB_CONCURRENCY: '3' })).webConcurrency).toBe(3);
    expect(new AppConfig(parseEnvironment({ ...postgres, WEB_CONCURRENCY: '2' })).webConcurrency).toBe(2);
    // The embedded database serves one process.
    expect(() => parseEnvironment({ WEB_CONCURRENCY: '2' })).toThrow('WEB_CONCURRENCY: more than one process needs DATABASE_URL');
    for (const value of ['0', '65', 'many', '1.5']) expect(() => parseEnvironment({ ...postgres, WEB_CONCURRENCY: value })).toThrow(ConfigurationError);
  });

  it('takes TRUST_PROXY as a hop count or a list of proxies (loopback by default)', () => {
    expect(new AppConfig(parseEnvironment({})).trustProxy).toEqual(['loopback']);
    expect(new AppConfig(parseEnvironment({ TRUST_PROXY: '2' })).trustProxy).toBe(2);
    expect(new AppConfig(parseEnvironment({ TRUST_PROXY: 'loopback, 10.0.0.0/8,fd00::/8, 192.168.0.0/255.255.0.0' })).trustProxy).toEqual([
      'loopback',
      '10.0.0.0/8',
      'fd00::/8',
      '192.168.0.0/255.255.0.0',
    ]);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['DEFAULT_LANGUAGE', 'FR'],
    ['NODE_ENV', 'staging'],
    ['PUBLIC_URL', 'not a url'],
    ['TRUST_PROXY', 'true'],
    ['TRUST_PROXY', 'loopback, bogus'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['TRUST_PROXY', ''],
  ])('refuses %s=%s naming the variable', (name, value) => {
    expect(() => parseEnvironment({ [name]: value })).toThrow(ConfigurationError);
    expect(() => parseEnvironment({ [name]: value })).toThrow(new RegExp(`${name}=`));
  });
});
