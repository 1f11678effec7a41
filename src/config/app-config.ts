import { Environment, NodeEnvironment, parseEnvironment } from './environment.js';

/** Typed configuration, read once from the environment. The only place that reads process.env. */
export class AppConfig {
  readonly environment: NodeEnvironment;
  readonly port: number;
  readonly host: string;
  readonly database: { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string | null };
  readonly demoData: Environment['DEMO_DATA'];
  readonly publicUrl: string;
  readonly defaultLanguage: Environment['DEFAULT_LANGUAGE'];
  readonly logLevel: string;

  constructor(env: Environment) {
    this.environment = env.NODE_ENV;
    this.port = env.PORT;
    this.host = env.HOST;
    this.database = env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dataDir: env.PGLITE_DATA_DIR === 'memory' ? null : env.PGLITE_DATA_DIR };
    this.demoData = env.DEMO_DATA;
    this.publicUrl = env.PUBLIC_URL.replace(/\/+$/, '');
    this.defaultLanguage = env.DEFAULT_LANGUAGE;
    this.logLevel = env.LOG_LEVEL;
  }

  get isProduction(): boolean {
    return this.environment === NodeEnvironment.Production;
  }

  static fromProcessEnv(overrides: Record<string, string | undefined> = {}): AppConfig {
    return new AppConfig(parseEnvironment({ ...process.env, ...overrides }));
  }
}
