import argon2 from 'argon2';

/** argon2id with the library's defaults (64 MiB, 3 passes), as OWASP recommends. */
export const passwordHasher = {
  hash: (password: string): Promise<string> => argon2.hash(password, { type: argon2.argon2id }),
  verify: async (hash: string | null, password: string): Promise<boolean> => {
    if (!hash) return false;
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  },
};
