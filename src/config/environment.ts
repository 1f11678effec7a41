import { plainToInstance, Transform } from 'class-transformer';
import { isIP } from 'node:net';
import {
  IsEmail,
  IsEnum,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Max,
  Min,
  MinLength,
  Validate,
  ValidatorConstraint,
  type ValidatorConstraintInterface,
  validateSync,
} from 'class-validator';

export enum NodeEnvironment {
  Development = 'development',
  Production = 'production',
  Test = 'test',
}

const toInt = ({ value }: { value: unknown }) => (value === undefined || value === '' ? undefined : Number(value));
const emptyToUndefined = ({ value }: { value: unknown }) => (value === '' ? undefined : value);

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** One entry of a TRUST_PROXY list: a name Express knows, an address, or an address with a prefix length or netmask. */
function isTrustedProxy(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = '', range, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (range === undefined) return true;
  if (/^\d{1,3}$/.test(range)) return Number(range) <= (family === 4 ? 32 : 128);
  return family === 4 && isIP(range) === 4;
}

@ValidatorConstraint({ name: 'trustProxy' })
class IsTrustProxy implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    if (typeof value !== 'string' || value.trim() === '') return false;
    if (/^\d{1,2}$/.test(value.trim())) return true;
    return value.split(',').every((entry) => isTrustedProxy(entry.trim()));
  }

  defaultMessage(): string {
    return 'must be a hop count (0, 1, 2 …) or a comma-separated list of addresses, CIDR ranges, loopback, linklocal or uniquelocal';
  }
}

/** Every environment variable the server reads, with its default. `.env.example` mirrors this list. */
export class Environment {
  @IsEnum(NodeEnvironment)
  NODE_ENV: NodeEnvironment = NodeEnvironment.Development;

  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(65535)
  PORT = 3000;

  @IsString()
  HOST = '0.0.0.0';

  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^postgres(ql)?:\/\/.+/, { message: 'must be a postgres:// connection URL' })
  DATABASE_URL?: string = undefined;

  /** Folder of the embedded PGlite database; `memory` keeps it in memory (tests). */
  @IsString()
  PGLITE_DATA_DIR = './data/db';

  /** A dump (PGlite `dumpDataDir`, .tar.gz) an in-memory embedded database starts from instead of
   *  an empty one: the tests' migrated and seeded database, made once. Its reference data is taken
   *  as it is (no seed at start-up). Unset: start empty. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  PGLITE_TEMPLATE?: string = undefined;

  /** `on`: start-up adds the reference data the database lacks (idempotent); `off` takes it as it is:
   *  the tests' PostgreSQL databases, copies of a template seeded once (test/support/postgres-template.ts). */
  @IsIn(['on', 'off'])
  REFERENCE_SEED: 'on' | 'off' = 'on';

  /** `auto`: load demo content into an empty embedded database, never in production; `always`
   *  (also in production, on request); `never`. */
  @IsIn(['auto', 'always', 'never'])
  DEMO_DATA: 'auto' | 'always' | 'never' = 'auto';

  /** The demo staff member's password when the demo content is loaded (browser tests). Unset: a
   *  random one, printed once and kept beside the database. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  @MinLength(8)
  DEMO_STAFF_PASSWORD?: string = undefined;

  /** Which proxies in front of the server are trusted to say the client's address (X-Forwarded-For),
   *  the address rate limits and visit counts use: a hop count (`1`: the one proxy in front; `0`:
   *  none), or a comma-separated list of addresses, CIDR ranges and the names `loopback`,
   *  `linklocal`, `uniquelocal`. */
  @Validate(IsTrustProxy)
  TRUST_PROXY = 'loopback';

  /** The public address of the site, used in canonical links, sitemap and mail. Unset: this
   *  machine at the port the server listens on (`http://localhost:${PORT}`, see AppConfig). */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true })
  PUBLIC_URL?: string = undefined;

  /** What `GET /api/Account/GetDefaultLanguage` answers: `EN` or `GE`. */
  @IsIn(['EN', 'GE'])
  DEFAULT_LANGUAGE: 'EN' | 'GE' = 'EN';

  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL = 'info';

  /** Secret that signs access tokens (HS256) and keys the signed mail links; the same in every
   *  process. Unset: random keys are made on first start and kept in SECRETS_FILE, except in
   *  production on PostgreSQL, where it is required. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @MinLength(32)
  JWT_SECRET?: string = undefined;

  /** Where keys made on first start are kept (mode 0600) when JWT_SECRET is unset. Unset: beside
   *  the embedded database (`secrets.json` in PGLITE_DATA_DIR's parent folder, `./data` by default). */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  SECRETS_FILE?: string = undefined;

  /** Folder for uploaded files (profile images, covers, CVs); `memory` keeps them in a temp dir (tests).
   *  Unused when S3_BUCKET is set. */
  @IsString()
  FILES_DIR = './data/files';

  /** A bucket of S3 or an S3-compatible server to keep the uploaded files in instead of FILES_DIR,
   *  shared by every process on every machine. Unset: FILES_DIR. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
    message: 'must be a bucket name (3 to 63 lower-case letters, digits, dots and hyphens)',
  })
  S3_BUCKET?: string = undefined;

  /** The address of an S3-compatible server (MinIO, Ceph, a cloud's object storage), reached with
   *  path-style addresses (`<endpoint>/<bucket>/<key>`). Unset: Amazon S3 itself. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] })
  S3_ENDPOINT?: string = undefined;

  @Matches(/^[a-z0-9-]+$/, { message: 'must be a region name like us-east-1' })
  S3_REGION = 'us-east-1';

  /** The key pair of the bucket's user; both or none. None: the AWS SDK's own lookup (AWS_*
   *  variables, a profile, the role of the machine or container). */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  S3_ACCESS_KEY_ID?: string = undefined;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  S3_SECRET_ACCESS_KEY?: string = undefined;

  /** A folder in the bucket for this site's files (`techboard/`), when the bucket is shared. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*\/?$/, {
    message: 'must be a folder like techboard/ (letters, digits, _, - and ., separated by /)',
  })
  S3_PREFIX?: string = undefined;

  /** SMTP server for outgoing mail, e.g. smtp://user:pass@host:587. Empty: mail is written to MAIL_DIR. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^smtps?:\/\/.+/, { message: 'must be an smtp:// or smtps:// URL' })
  SMTP_URL?: string = undefined;

  /** Sender of every mail. */
  @IsString()
  MAIL_FROM = 'TechBoard.ge <no-reply@techboard.ge>';

  /** Where mail goes as .eml files when SMTP_URL is empty. */
  @IsString()
  MAIL_DIR = './data/outbox';

  /** How often the outbox sender looks for mail to send, in milliseconds. */
  @Transform(toInt)
  @IsInt()
  @Min(50)
  MAIL_POLL_MS = 2000;

  /** `on`: this process runs the scheduled work (ending vacancies past their deadline). Safe with
   *  several processes; `off` leaves it to others (tests call the jobs' methods themselves). */
  @IsIn(['on', 'off'])
  SCHEDULER: 'on' | 'off' = 'on';

  /** For benchmarks and trials only: every scheduled job runs on this cron expression (5 fields, or 6
   *  with seconds first, e.g. `*\/10 * * * * *`) instead of its own time. Unset: each job's schedule. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^\S+( \S+){4,5}$/, { message: 'must be a cron expression of 5 or 6 fields' })
  SCHEDULER_CRON?: string = undefined;

  /** Anti-bot check on sign-up, sign-in after failures and password recovery. */
  @IsIn(['altcha', 'recaptcha', 'off'])
  BOT_CHECK: 'altcha' | 'recaptcha' | 'off' = 'altcha';

  /** HMAC key of altcha challenges; defaults to one derived from JWT_SECRET. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @MinLength(16)
  ALTCHA_HMAC_KEY?: string = undefined;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  RECAPTCHA_SECRET?: string = undefined;

  @IsUrl({ require_tld: false, require_protocol: true })
  RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

  /** Redis for rate-limit counters shared between processes; empty keeps them in memory. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^rediss?:\/\/.+/, { message: 'must be a redis:// URL' })
  REDIS_URL?: string = undefined;

  /** Requests per minute per client on sign-in, sign-up, e-mail checks and password recovery. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  AUTH_RATE_LIMIT_PER_MINUTE = 20;

  /** How long answers that are the same for every visitor (landing page, dictionaries) are kept
   *  in memory; 0 turns the cache off. */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  READ_CACHE_SECONDS = 30;

  /** `off`: the finished public API answers are not kept (PublicResponseCache), while the read
   *  cache's shared figures still are; for a CDN that keeps them itself, and for the search benchmark. */
  @IsIn(['on', 'off'])
  PUBLIC_ANSWER_CACHE: 'on' | 'off' = 'on';

  /** Server processes sharing the port (issue 21): unset, one per core in production on
   *  PostgreSQL, else one. More than one needs DATABASE_URL (the embedded database serves one process). */
  @Transform(toInt)
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(64)
  WEB_CONCURRENCY?: number = undefined;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  GOOGLE_CLIENT_ID?: string = undefined;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  GOOGLE_CLIENT_SECRET?: string = undefined;

  @IsUrl({ require_tld: false, require_protocol: true })
  GOOGLE_AUTHORIZATION_URL = 'https://accounts.google.com/o/oauth2/v2/auth';

  @IsUrl({ require_tld: false, require_protocol: true })
  GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token';

  @IsUrl({ require_tld: false, require_protocol: true })
  GOOGLE_USERINFO_URL = 'https://openidconnect.googleapis.com/v1/userinfo';

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  LINKEDIN_CLIENT_ID?: string = undefined;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  LINKEDIN_CLIENT_SECRET?: string = undefined;

  @IsUrl({ require_tld: false, require_protocol: true })
  LINKEDIN_AUTHORIZATION_URL = 'https://www.linkedin.com/oauth/v2/authorization';

  @IsUrl({ require_tld: false, require_protocol: true })
  LINKEDIN_TOKEN_URL = 'https://www.linkedin.com/oauth/v2/accessToken';

  @IsUrl({ require_tld: false, require_protocol: true })
  LINKEDIN_USERINFO_URL = 'https://api.linkedin.com/v2/userinfo';

  /** Where support tickets go, and the address shown to visitors (footer, partners page). */
  @IsEmail()
  SUPPORT_EMAIL = 'support@techboard.ge';

  /** The support phone number shown to visitors. */
  @IsString()
  @MinLength(3)
  SUPPORT_PHONE = '+995 32 2 00 00 00';

  /** Google Tag Manager container, loaded only after a visitor accepts cookies. Unset: none. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^GTM-[A-Z0-9]{4,12}$/, { message: 'must be a container id like GTM-ABC1234' })
  GTM_ID?: string = undefined;

  /** Google Ads conversion id (AW-…) and label for the sign-up conversion; both or none. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^AW-\d{4,15}$/, { message: 'must be a conversion id like AW-123456789' })
  ADS_CONVERSION_ID?: string = undefined;

  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^[A-Za-z0-9_-]{1,64}$/, { message: 'must be a conversion label (letters, digits, _ and -)' })
  ADS_CONVERSION_LABEL?: string = undefined;

  /** A third-party support chat script (https), loaded when a visitor opens the chat. Unset: none. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['https'] })
  CHAT_SCRIPT_URL?: string = undefined;

  /** A Strapi-compatible content API for the blog (its base address, e.g. https://cms.example.com).
   *  With BLOG_API_TOKEN set too, the blog is read from it; otherwise from the blog_post table. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] })
  BLOG_API_URL?: string = undefined;

  /** The content API's bearer token (read-only is enough). Kept on the server, never sent to browsers. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  BLOG_API_TOKEN?: string = undefined;

  /** How long one call to the content API may take before the blog answers 'failed to fetch'. */
  @Transform(toInt)
  @IsInt()
  @Min(100)
  @Max(60000)
  BLOG_API_TIMEOUT_MS = 5000;

  /** A file the server appends every SQL statement to (one JSON line each); for the search
   *  benchmark. Unset: no trace. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  SQL_TRACE_FILE?: string = undefined;
}

export class ConfigurationError extends Error {}

/** Parses and validates the environment once; throws naming every bad variable. */
export function parseEnvironment(source: Record<string, string | undefined>): Environment {
  const known = Object.keys(new Environment());
  const defined = Object.fromEntries(
    Object.entries(source).filter(([key, value]) => known.includes(key) && value !== undefined),
  );
  const environment = plainToInstance(Environment, defined, { exposeDefaultValues: true });
  const errors = validateSync(environment, { whitelist: false });
  if (errors.length > 0) {
    const lines = errors.map((error) => {
      const reasons = Object.values(error.constraints ?? {}).join('; ');
      return `${error.property}=${JSON.stringify(source[error.property])}: ${reasons}`;
    });
    throw new ConfigurationError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  if (environment.NODE_ENV === NodeEnvironment.Production && environment.DATABASE_URL && !environment.JWT_SECRET) {
    throw new ConfigurationError(
      'Invalid configuration:\n  JWT_SECRET: required in production on PostgreSQL (at least 32 characters, the same in every process)',
    );
  }
  if ((environment.WEB_CONCURRENCY ?? 1) > 1 && !environment.DATABASE_URL) {
    throw new ConfigurationError(
      'Invalid configuration:\n  WEB_CONCURRENCY: more than one process needs DATABASE_URL (the embedded database serves one process)',
    );
  }
  const storageProblems = objectStorageProblems(environment);
  if (storageProblems.length > 0)
    throw new ConfigurationError(`Invalid configuration:\n  ${storageProblems.join('\n  ')}`);
  return environment;
}

/** The object storage settings that make no sense together: any of them without the bucket (files
 *  would stay on this machine's disk unnoticed), half a key pair. */
function objectStorageProblems(environment: Environment): string[] {
  const problems: string[] = [];
  if (!environment.S3_BUCKET) {
    const orphans = (['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PREFIX'] as const).filter(
      (name) => environment[name],
    );
    if (orphans.length > 0)
      problems.push(`S3_BUCKET: required when ${orphans.join(', ')} ${orphans.length > 1 ? 'are' : 'is'} set`);
  }
  if (!environment.S3_ACCESS_KEY_ID !== !environment.S3_SECRET_ACCESS_KEY) {
    problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both or neither');
  }
  return problems;
}
