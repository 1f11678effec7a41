import { appendFileSync } from 'node:fs';
import { AdvancedConsoleLogger, type Logger, type LoggerOptions, type QueryRunner } from 'typeorm';

/** JSON cannot hold a bigint; the trace keeps it as its digits. */
const jsonValue = (_key: string, value: unknown) => (typeof value === 'bigint' ? value.toString() : value);

/**
 * SQL_TRACE_FILE: appends every statement the server sends to PostgreSQL, with its parameters, as
 * one JSON line `{"sql": ..., "parameters": [...]}`, so the search benchmark can replay exactly what
 * a request ran. Written synchronously, before the statement runs, so the lines keep the order of
 * the statements. Errors and warnings go to the console logger as they do without tracing.
 */
export class SqlTraceLogger implements Logger {
  private readonly console: AdvancedConsoleLogger;

  constructor(
    private readonly path: string,
    logging: LoggerOptions,
  ) {
    this.console = new AdvancedConsoleLogger(logging);
  }

  logQuery(query: string, parameters?: unknown[] | object): void {
    appendFileSync(this.path, `${JSON.stringify({ sql: query, parameters: parameters ?? [] }, jsonValue)}\n`);
  }

  logQueryError(error: string | Error, query: string, parameters?: unknown[], queryRunner?: QueryRunner): void {
    // Typed as a string there, but TypeORM hands every logger the Error itself, as it does without tracing.
    this.console.logQueryError(error as string, query, parameters, queryRunner);
  }

  logQuerySlow(time: number, query: string, parameters?: unknown[], queryRunner?: QueryRunner): void {
    this.console.logQuerySlow(time, query, parameters, queryRunner);
  }

  logSchemaBuild(message: string, queryRunner?: QueryRunner): void {
    this.console.logSchemaBuild(message, queryRunner);
  }

  logMigration(message: string, queryRunner?: QueryRunner): void {
    this.console.logMigration(message, queryRunner);
  }

  log(level: 'log' | 'info' | 'warn', message: unknown, queryRunner?: QueryRunner): void {
    this.console.log(level, message, queryRunner);
  }
}
