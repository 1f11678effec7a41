import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config.js';
import { buildDataSourceOptions } from './data-source-options.js';
import { SqlTraceLogger } from './sql-trace-logger.js';

describe('SQL trace (SQL_TRACE_FILE)', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'sql-trace-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is off unless SQL_TRACE_FILE is set', () => {
    expect(
      buildDataSourceOptions(AppConfig.fromProcessEnv({ PGLITE_DATA_DIR: 'memory', SQL_TRACE_FILE: '' })).logger,
    ).toBeUndefined();
  });

  it('appends each statement the data source runs as one JSON line with its parameters, in order', async () => {
    const file = join(dir, 'trace.jsonl');
    const options = buildDataSourceOptions(
      AppConfig.fromProcessEnv({ PGLITE_DATA_DIR: 'memory', SQL_TRACE_FILE: file }),
    );
    expect(options.logger).toBeInstanceOf(SqlTraceLogger);
    const db = new DataSource(options);
    await db.initialize();
    try {
      await db.query('SELECT $1::int + 1 AS n, $2::text[] AS tags', [41, ['a', 'ბ']]);
      await db.query('SELECT 2');
    } finally {
      await db.destroy();
    }
    const lines = readFileSync(file, 'utf8')
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as { sql: string; parameters: unknown[] });
    expect(lines.slice(-2)).toEqual([
      { sql: 'SELECT $1::int + 1 AS n, $2::text[] AS tags', parameters: [41, ['a', 'ბ']] },
      { sql: 'SELECT 2', parameters: [] },
    ]);
  });
});
