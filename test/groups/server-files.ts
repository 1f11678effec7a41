import type { FileGroupOptions } from '../support/file-group.js';
import fileSeconds from './file-seconds.json' with { type: 'json' };

const seconds: Record<string, number> = fileSeconds;

/** The server's test files, shared out over `server-<n>.group.ts` (test/support/file-group.ts) by
 *  how long their tests took in the last measured run (`scripts/test-file-seconds.mjs`); a file
 *  that is not in it yet is guessed from its size. An API file also boots the app, about a second. */
export const serverFiles: FileGroupOptions = {
  roots: ['src', 'test'],
  pattern: /\.spec\.ts$/,
  weight: (file, bytes) => {
    const api = file.endsWith('.api.spec.ts');
    return (seconds[file] ?? (api ? bytes / 5_000 : 0.1)) + (api ? 1 : 0);
  },
};
