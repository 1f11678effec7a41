import { createHash, randomBytes } from 'node:crypto';

/** A random URL-safe secret (256 bits) and the hash we store in its place. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
