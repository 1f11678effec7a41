import { randomBytes } from 'node:crypto';
import { chmodSync, linkSync, mkdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { ConfigurationError } from './environment.js';

/** The keys the server signs and checks with: access tokens (JWT_SECRET, which also keys the signed
 *  mail links and the visitor keys, each under its own purpose) and altcha challenges. */
export interface ServerSecrets {
  jwtSecret: string;
  altchaHmacKey: string;
}

/** Where the secrets came from; said in the log at start, never the secrets themselves. */
export type SecretsOrigin =
  | { kind: 'environment' }
  | { kind: 'file'; path: string; created: boolean }
  | { kind: 'process'; reason: 'memory' | 'test' };

export class SecretsFileError extends ConfigurationError {}

const newKey = () => randomBytes(48).toString('base64url');

let processSecrets: ServerSecrets | null = null;

/** Random secrets made once per process, for a database that does not outlive the process (the
 *  in-memory embedded database, tests): nothing signed with them needs to survive a restart. */
export function secretsForThisProcess(): ServerSecrets {
  processSecrets ??= { jwtSecret: newKey(), altchaHmacKey: newKey() };
  return processSecrets;
}

/**
 * The secrets kept in a file (JSON, mode 0600), made with strong random values on first use so that
 * tokens and mailed links survive restarts. Several processes starting at once agree: the file is
 * written under a temporary name and linked into place, which only one of them can do.
 */
export function loadOrCreateSecretsFile(path: string): { secrets: ServerSecrets; created: boolean } {
  const existing = readSecretsFile(path);
  if (existing) return { secrets: existing, created: false };
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  const secrets: ServerSecrets = { jwtSecret: newKey(), altchaHmacKey: newKey() };
  const temporary = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(temporary, `${JSON.stringify({ ...secrets, createdAt: new Date().toISOString() }, null, 2)}\n`, {
    mode: 0o600,
  });
  try {
    linkSync(temporary, path);
    return { secrets, created: true };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    // Another process was first: use its secrets.
    return { secrets: readSecretsFile(path)!, created: false };
  } finally {
    unlinkSync(temporary);
  }
}

function readSecretsFile(path: string): ServerSecrets | null {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  // Kept private even when a copy or an editor widened it.
  if ((statSync(path).mode & 0o077) !== 0) chmodSync(path, 0o600);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = null;
  }
  const { jwtSecret, altchaHmacKey } = (parsed ?? {}) as Partial<ServerSecrets>;
  if (
    typeof jwtSecret !== 'string' ||
    jwtSecret.length < 32 ||
    typeof altchaHmacKey !== 'string' ||
    altchaHmacKey.length < 16
  ) {
    throw new SecretsFileError(
      `${path} is not a secrets file this server wrote (JSON with jwtSecret and altchaHmacKey). ` +
        'Restore it from a backup, or delete it to make new secrets (every session and mailed link then ends).',
    );
  }
  return { jwtSecret, altchaHmacKey };
}

/** One line for the start-up log. */
export function describeSecretsOrigin(origin: SecretsOrigin): string {
  switch (origin.kind) {
    case 'environment':
      return 'Signing keys: from JWT_SECRET';
    case 'file':
      return origin.created
        ? `Signing keys: none configured, so new random ones were made and kept in ${origin.path} (mode 0600)`
        : `Signing keys: none configured, read from ${origin.path}`;
    case 'process':
      return origin.reason === 'memory'
        ? 'Signing keys: none configured, random ones made for this process (in-memory database; sessions end at restart)'
        : 'Signing keys: random ones made for this test process';
  }
}
