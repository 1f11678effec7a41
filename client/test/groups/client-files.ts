import { jest } from '@jest/globals';
import type { FileGroupOptions } from '../../../test/support/file-group.js';
import fileSeconds from '../../../test/groups/file-seconds.json' with { type: 'json' };

const seconds: Record<string, number> = fileSeconds;

/** The client's test files, shared out over `client-<n>.group.ts` (test/support/file-group.ts) by
 *  how long their tests took in the last measured run (`scripts/test-file-seconds.mjs`), or, for a
 *  file not in it yet, by their size. They share one jsdom, so each file starts on an empty document,
 *  storage and cookie jar, at `/`, with real timers, as it would alone. */
export const clientFiles: FileGroupOptions = {
  roots: ['client/src'],
  pattern: /\.test\.tsx?$/,
  weight: (file, bytes) => seconds[file] ?? bytes / 5_000,
  beforeFile: () => {
    jest.useRealTimers();
    localStorage.clear();
    sessionStorage.clear();
    for (const cookie of document.cookie.split(';')) {
      const name = cookie.split('=')[0]?.trim();
      if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    }
    document.head.replaceChildren();
    document.body.replaceChildren();
    for (const { name } of [...document.documentElement.attributes]) document.documentElement.removeAttribute(name);
    document.title = '';
    window.history.replaceState(null, '', '/');
  },
};
