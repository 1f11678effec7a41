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
    expect(new AppConfig(parseEnvironment({ PGLITE_DATA_DIR: 'memory' })).database).toEqual({
      kind: 'pglite',
      dataDir: null,
      templateFile: null,
    });
  });

  it('runs one server process, one per core in production on PostgreSQL, or WEB_CONCURRENCY', () => {
    const postgres = { DATABASE_URL: 'postgres://u@h/db', JWT_SECRET: 'x'.repeat(32) };
    expect(new AppConfig(parseEnvironment({})).webConcurrency).toBe(1);
    expect(new AppConfig(parseEnvironment({ NODE_ENV: 'production' })).webConcurrency).toBe(1);
    expect(new AppConfig(parseEnvironment({ NODE_ENV: 'production', ...postgres })).webConcurrency).toBe(
      availableParallelism(),
    );
    expect(
      new AppConfig(parseEnvironment({ NODE_ENV: 'production', ...postgres, WEB_CONCURRENCY: '3' })).webConcurrency,
    ).toBe(3);
    expect(new AppConfig(parseEnvironment({ ...postgres, WEB_CONCURRENCY: '2' })).webConcurrency).toBe(2);
    // The embedded database serves one process.
    expect(() => parseEnvironment({ WEB_CONCURRENCY: '2' })).toThrow(
      'WEB_CONCURRENCY: more than one process needs DATABASE_URL',
    );
    for (const value of ['0', '65', 'many', '1.5'])
      expect(() => parseEnvironment({ ...postgres, WEB_CONCURRENCY: value })).toThrow(ConfigurationError);
  });

  it('takes TRUST_PROXY as a hop count or a list of proxies (loopback by default)', () => {
    expect(new AppConfig(parseEnvironment({})).trustProxy).toEqual(['loopback']);
    expect(new AppConfig(parseEnvironment({ TRUST_PROXY: '2' })).trustProxy).toBe(2);
    expect(
      new AppConfig(parseEnvironment({ TRUST_PROXY: 'loopback, 10.0.0.0/8,fd00::/8, 192.168.0.0/255.255.0.0' }))
        .trustProxy,
    ).toEqual(['loopback', '10.0.0.0/8', 'fd00::/8', '192.168.0.0/255.255.0.0']);
  });

  it('keeps files on the local disk unless S3_BUCKET is set', () => {
    expect(new AppConfig(parseEnvironment({ FILES_DIR: '/srv/files' }))).toMatchObject({
      filesDir: '/srv/files',
      objectStorage: null,
    });
    expect(new AppConfig(parseEnvironment({ S3_BUCKET: 'techboard-files' })).objectStorage).toEqual({
      bucket: 'techboard-files',
      endpoint: null,
      region: 'us-east-1',
      credentials: null,
      prefix: '',
    });
  });

  it('reads an S3-compatible server, its key pair and a prefix as a folder', () => {
    const env = {
      S3_BUCKET: 'techboard',
      S3_ENDPOINT: 'http://minio.internal:9000',
      S3_REGION: 'eu-central-1',
      S3_ACCESS_KEY_ID: 'techboard-app',
      S3_SECRET_ACCESS_KEY: 'a-long-secret',
    };
    expect(new AppConfig(parseEnvironment({ ...env, S3_PREFIX: 'sites/techboard' })).objectStorage).toEqual({
      bucket: 'techboard',
      endpoint: 'http://minio.internal:9000',
      region: 'eu-central-1',
      credentials: { accessKeyId: 'techboard-app', secretAccessKey: 'a-long-secret' },
      prefix: 'sites/techboard/',
    });
    expect(new AppConfig(parseEnvironment({ ...env, S3_PREFIX: 'techboard/' })).objectStorage!.prefix).toBe(
      'techboard/',
    );
  });

  it.each([
    [{ S3_ENDPOINT: 'http://minio:9000' }, /S3_BUCKET: required when S3_ENDPOINT is set/],
    [
      { S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret', S3_PREFIX: 'x' },
      /S3_BUCKET: required when S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_PREFIX are set/,
    ],
    [
      { S3_BUCKET: 'techboard', S3_ACCESS_KEY_ID: 'id' },
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both or neither/,
    ],
    [
      { S3_BUCKET: 'techboard', S3_SECRET_ACCESS_KEY: 'secret' },
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both or neither/,
    ],
  ])('refuses object storage settings that do not go together: %j', (env, message) => {
    expect(() => parseEnvironment(env)).toThrow(ConfigurationError);
    expect(() => parseEnvironment(env)).toThrow(message);
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
    ['S3_BUCKET', 'My_Bucket'],
    ['S3_ENDPOINT', 'minio:9000'],
    ['S3_REGION', ''],
    ['S3_PREFIX', '../elsewhere'],
  ])('refuses %s=%s naming the variable', (name, value) => {
    expect(() => parseEnvironment({ [name]: value })).toThrow(ConfigurationError);
    expect(() => parseEnvironment({ [name]: value })).toThrow(new RegExp(`${name}=`));
  });
});
