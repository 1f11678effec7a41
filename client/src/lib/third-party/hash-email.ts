/** The e-mail as advertising platforms hash it: trimmed and lower-cased. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/** Lower-case hex SHA-256 of the normalised e-mail (Web Crypto); the e-mail itself never leaves. */
export async function sha256EmailHex(email: string, subtle: SubtleCrypto): Promise<string> {
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(normalizeEmail(email)));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
