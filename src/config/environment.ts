import { plainToInstance, Transform } from 'class-transformer';
import { IsEnum, IsIn, IsInt, IsOptional, IsString, IsUrl, Matches, Max, Min, validateSync } from 'class-validator';

export enum NodeEnvironment {
  Development = 'development',
  Production = 'production',
  Test = 'test',
}

const toInt = ({ value }: { value: unknown }) => (value === undefined || value === '' ? undefined : Number(value));
const emptyToUndefined = ({ value }: { value: unknown }) => (value === '' ? undefined : value);

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
  DATABASE_URL?: string;

  /** Folder of the embedded PGlite database; `memory` keeps it in memory (tests). */
  @IsString()
  PGLITE_DATA_DIR = './data/db';

  /** `auto`: load demo content into an empty embedded database only; `always`; `never`. */
  @IsIn(['auto', 'always', 'never'])
  DEMO_DATA: 'auto' | 'always' | 'never' = 'auto';

  /** The public address of the site, used in canonical links, sitemap and mail. */
  @IsUrl({ require_tld: false, require_protocol: true })
  PUBLIC_URL = 'http://localhost:3000';

  /** What `GET /api/Account/GetDefaultLanguage` answers: `EN` or `GE`. */
  @IsIn(['EN', 'GE'])
  DEFAULT_LANGUAGE: 'EN' | 'GE' = 'EN';

  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL = 'info';

}

export class ConfigurationError extends Error {}

/** Parses and validates the environment once; throws naming every bad variable. */
export function parseEnvironment(source: Record<string, string | undefined>): Environment {
  const known = Object.keys(new Environment());
  const defined = Object.fromEntries(
    Object.entries(source).filter(([key, value]) => (known.includes(key) || key === 'DATABASE_URL') && value !== undefined),
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
  return environment;
}
