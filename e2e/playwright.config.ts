import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3999);

/** Browser tests drive Debian's Chromium against the built app (npm run build first). They run
 *  on DATABASE_URL when set (demo data loaded into it), else on an in-memory PGlite. */
export default defineConfig({
  testDir: '.',
  timeout: 30_000,
  retries: 0,
  workers: 1,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'node dist/src/main.js',
    cwd: '..',
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 60_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO_DATA: 'always',
      PGLITE_DATA_DIR: 'memory',
      LOG_LEVEL: 'warn',
      DEFAULT_LANGUAGE: 'EN',
    },
  },
});
