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
