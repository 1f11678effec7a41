import argon2 from 'argon2';

/** argon2id with OWASP's first recommended setting (19 MiB, 2 passes, 1 lane): strong against
 *  guessing, and cheap enough (about 40 ms of one core) that sign-ins under load do not starve
 *  every other request on a two-core server. See docs/decisions.md, "Password hashing cost". */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const passwordHasher = {
  hash: (password: string): Promise<string> => argon2.hash(password, OPTIONS),
  verify: async (hash: string | null, password: string): Promise<boolean> => {
    if (!hash) return false;
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  },
  /** A hash made with other settings (an older or a stronger default) is replaced at the next sign-in. */
  needsRehash: (hash: string): boolean => {
    try {
      return argon2.needsRehash(hash, OPTIONS);
    } catch {
      return false;
    }
  },
};
