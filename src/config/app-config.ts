import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { type Environment, NodeEnvironment, parseEnvironment } from './environment.js';
import {
  loadOrCreateSecretsFile,
  type SecretsOrigin,
  type ServerSecrets,
  secretsForThisProcess,
} from './server-secrets.js';

export interface OAuthProviderConfig {
  clientId: string;
  clientSecret: string;
  authorizationUrl: string;
  tokenUrl: string;
  userInfoUrl: string;
}

function oauthProvider(
  clientId: string | undefined,
  clientSecret: string | undefined,
  urls: Pick<OAuthProviderConfig, 'authorizationUrl' | 'tokenUrl' | 'userInfoUrl'>,
): OAuthProviderConfig | null {
  return clientId && clientSecret ? { clientId, clientSecret, ...urls } : null;
}

/** S3 or an S3-compatible server keeping the uploaded files (S3_*). */
export interface ObjectStorageConfig {
  bucket: string;
  /** An S3-compatible server's address, reached with path-style addresses; null: Amazon S3. */
  endpoint: string | null;
  region: string;
  /** null: the AWS SDK finds credentials itself (AWS_* variables, a profile, the machine's role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  /** Put before every key: '' or a folder ending in '/'. */
  prefix: string;
}

function objectStorage(env: Environment): ObjectStorageConfig | null {
  if (!env.S3_BUCKET) return null;
  return {
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT ?? null,
    region: env.S3_REGION,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : null,
    prefix: env.S3_PREFIX ? `${env.S3_PREFIX.replace(/\/$/, '')}/` : '',
  };
}

/** Typed configuration, read once from the environment. The only place that reads process.env. */
export class AppConfig {
  readonly environment: NodeEnvironment;
  readonly port: number;
  readonly host: string;
  readonly database:
    { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string | null; templateFile: string | null };
  /** REFERENCE_SEED: whether start-up seeds the reference data (always, unless the database is a
   *  copy of a seeded template: PGLITE_TEMPLATE, or REFERENCE_SEED=off). */
  readonly seedReferenceData: boolean;
  readonly demoData: Environment['DEMO_DATA'];
  /** DEMO_STAFF_PASSWORD; null: the demo staff member gets a random password. */
  readonly demoStaffPassword: string | null;
  /** PUBLIC_URL without a trailing slash; unset, `http://localhost:${PORT}`. */
  readonly publicUrl: string;
  /** Express' `trust proxy`: a hop count or the list of trusted proxy addresses (TRUST_PROXY). */
  readonly trustProxy: number | string[];
  readonly defaultLanguage: Environment['DEFAULT_LANGUAGE'];
  readonly logLevel: string;
  readonly jwtSecret: string;
  /** Where the signing keys came from (logged at start). */
  readonly secretsOrigin: SecretsOrigin;
  /** The folder of what this instance keeps beside its database: made keys, the demo staff login. */
  readonly stateDir: string;
  readonly filesDir: string | null;
  /** S3_BUCKET and the rest: files go there instead of filesDir; null: filesDir. */
  readonly objectStorage: ObjectStorageConfig | null;
  readonly mail: { smtpUrl: string | null; from: string; dir: string; pollMs: number };
  /** This process runs the scheduled jobs (SCHEDULER=on). */
  readonly schedulerEnabled: boolean;
  /** SCHEDULER_CRON: one cron expression every scheduled job runs on instead of its own (benchmarks); null: their own. */
  readonly schedulerCron: string | null;
  readonly botCheck: {
    kind: Environment['BOT_CHECK'];
    altchaHmacKey: string;
    recaptchaSecret: string | null;
    recaptchaVerifyUrl: string;
  };
  readonly redisUrl: string | null;
  readonly authRateLimitPerMinute: number;
  /** READ_CACHE_SECONDS: see ReadCache; 0 off. */
  readonly readCacheSeconds: number;
  /** How long finished public API answers are kept (READ_CACHE_SECONDS unless PUBLIC_ANSWER_CACHE=off); 0 off. */
  readonly publicAnswerSeconds: number;
  /** Server processes to run (WEB_CONCURRENCY; see src/server-processes.ts). */
  readonly webConcurrency: number;
  readonly google: OAuthProviderConfig | null;
  readonly linkedIn: OAuthProviderConfig | null;
  /** SQL_TRACE_FILE: where every SQL statement is appended (the search benchmark); null: off. */
  readonly sqlTraceFile: string | null;
  /** BLOG_API_URL + BLOG_API_TOKEN (both set): the blog's external content API; null: the blog_post table. */
  readonly blogApi: { url: string; token: string; timeoutMs: number } | null;
  /** SUPPORT_EMAIL / SUPPORT_PHONE: shown to visitors; support tickets are mailed to the e-mail. */
  readonly support: { email: string; phone: string };
  /** Third-party scripts, each null when not configured: GTM_ID, ADS_CONVERSION_ID/LABEL, CHAT_SCRIPT_URL. */
  readonly thirdParty: {
    tagManagerId: string | null;
    adsConversionId: string | null;
    adsConversionLabel: string | null;
    chatScriptUrl: string | null;
  };

  /** `secrets` as resolved by fromProcessEnv; without them (unit tests) this process's random ones. */
  constructor(env: Environment, resolved: { secrets: ServerSecrets; origin: SecretsOrigin } = processSecrets('test')) {
    this.environment = env.NODE_ENV;
    this.port = env.PORT;
    this.host = env.HOST;
    this.database = env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : {
          kind: 'pglite',
          dataDir: env.PGLITE_DATA_DIR === 'memory' ? null : env.PGLITE_DATA_DIR,
          templateFile: env.PGLITE_TEMPLATE ?? null,
        };
    this.seedReferenceData =
      env.REFERENCE_SEED === 'on' && !(this.database.kind === 'pglite' && this.database.templateFile);
    this.demoData = env.DEMO_DATA;
    this.demoStaffPassword = env.DEMO_STAFF_PASSWORD ?? null;
    this.publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
    this.trustProxy = /^\d+$/.test(env.TRUST_PROXY.trim())
      ? Number(env.TRUST_PROXY)
      : env.TRUST_PROXY.split(',').map((entry) => entry.trim());
    this.defaultLanguage = env.DEFAULT_LANGUAGE;
    this.logLevel = env.LOG_LEVEL;
    this.jwtSecret = resolved.secrets.jwtSecret;
    this.secretsOrigin = resolved.origin;
    this.stateDir = dirname(secretsFilePath(env));
    this.filesDir = env.FILES_DIR === 'memory' ? null : env.FILES_DIR;
    this.objectStorage = objectStorage(env);
    this.mail = { smtpUrl: env.SMTP_URL ?? null, from: env.MAIL_FROM, dir: env.MAIL_DIR, pollMs: env.MAIL_POLL_MS };
    this.schedulerEnabled = env.SCHEDULER === 'on';
    this.schedulerCron = env.SCHEDULER_CRON ?? null;
    this.botCheck = {
      kind: env.BOT_CHECK,
      altchaHmacKey: env.ALTCHA_HMAC_KEY ?? resolved.secrets.altchaHmacKey,
      recaptchaSecret: env.RECAPTCHA_SECRET ?? null,
      recaptchaVerifyUrl: env.RECAPTCHA_VERIFY_URL,
    };
    this.redisUrl = env.REDIS_URL ?? null;
    this.authRateLimitPerMinute = env.AUTH_RATE_LIMIT_PER_MINUTE;
    this.readCacheSeconds = env.READ_CACHE_SECONDS;
    this.publicAnswerSeconds = env.PUBLIC_ANSWER_CACHE === 'on' ? env.READ_CACHE_SECONDS : 0;
    this.webConcurrency =
      env.WEB_CONCURRENCY ??
      (env.NODE_ENV === NodeEnvironment.Production && env.DATABASE_URL ? availableParallelism() : 1);
    this.google = oauthProvider(env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET, {
      authorizationUrl: env.GOOGLE_AUTHORIZATION_URL,
      tokenUrl: env.GOOGLE_TOKEN_URL,
      userInfoUrl: env.GOOGLE_USERINFO_URL,
    });
    this.linkedIn = oauthProvider(env.LINKEDIN_CLIENT_ID, env.LINKEDIN_CLIENT_SECRET, {
      authorizationUrl: env.LINKEDIN_AUTHORIZATION_URL,
      tokenUrl: env.LINKEDIN_TOKEN_URL,
      userInfoUrl: env.LINKEDIN_USERINFO_URL,
    });
    this.sqlTraceFile = env.SQL_TRACE_FILE ?? null;
    this.blogApi =
      env.BLOG_API_URL && env.BLOG_API_TOKEN
        ? { url: env.BLOG_API_URL.replace(/\/+$/, ''), token: env.BLOG_API_TOKEN, timeoutMs: env.BLOG_API_TIMEOUT_MS }
        : null;
    this.support = { email: env.SUPPORT_EMAIL, phone: env.SUPPORT_PHONE };
    this.thirdParty = {
      tagManagerId: env.GTM_ID ?? null,
      adsConversionId: env.ADS_CONVERSION_ID ?? null,
      adsConversionLabel: env.ADS_CONVERSION_LABEL ?? null,
      chatScriptUrl: env.CHAT_SCRIPT_URL ?? null,
    };
  }

  get isProduction(): boolean {
    return this.environment === NodeEnvironment.Production;
  }

  static fromProcessEnv(overrides: Record<string, string | undefined> = {}): AppConfig {
    const env = parseEnvironment({ ...process.env, ...overrides });
    return new AppConfig(env, resolveSecrets(env));
  }
}

/** SECRETS_FILE, or `secrets.json` beside the embedded database (in `./data` when it is in memory or on PostgreSQL). */
function secretsFilePath(env: Environment): string {
  if (env.SECRETS_FILE) return env.SECRETS_FILE;
  return join(env.PGLITE_DATA_DIR === 'memory' ? './data' : dirname(env.PGLITE_DATA_DIR), 'secrets.json');
}

function processSecrets(reason: 'memory' | 'test'): { secrets: ServerSecrets; origin: SecretsOrigin } {
  return { secrets: secretsForThisProcess(), origin: { kind: 'process', reason } };
}

/**
 * No key is ever a constant of the source: JWT_SECRET when configured; else random keys, kept in a
 * file when the data outlives the process (an embedded database on disk, or PostgreSQL outside
 * production, which parseEnvironment requires JWT_SECRET for), or only in this process when it
 * does not (in-memory database, tests).
 */
function resolveSecrets(env: Environment): { secrets: ServerSecrets; origin: SecretsOrigin } {
  if (env.JWT_SECRET) {
    return {
      secrets: { jwtSecret: env.JWT_SECRET, altchaHmacKey: `altcha:${env.JWT_SECRET}` },
      origin: { kind: 'environment' },
    };
  }
  if (env.NODE_ENV === NodeEnvironment.Test && !env.SECRETS_FILE) return processSecrets('test');
  if (!env.DATABASE_URL && env.PGLITE_DATA_DIR === 'memory') return processSecrets('memory');
  const path = secretsFilePath(env);
  const { secrets, created } = loadOrCreateSecretsFile(path);
  return { secrets, origin: { kind: 'file', path, created } };
}
