import { defineConfig } from '@playwright/test';
import { demoLogins } from './support/demo-logins.js';

const port = Number(process.env.E2E_PORT ?? 3999);
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 4025);
const mailPort = Number(process.env.E2E_MAIL_PORT ?? 4026);
const oauthPort = Number(process.env.E2E_OAUTH_PORT ?? 4027);
const oauth = `http://127.0.0.1:${oauthPort}`;

/** Browser tests drive Debian's Chromium against the built app (npm run build first). They run
 *  on DATABASE_URL when set (demo data loaded into it), else on an in-memory PGlite. Mail goes to
 *  a real SMTP server started beside the app (e2e/support/mail-catcher.mjs). */
export default defineConfig({
  testDir: '.',
  timeout: 30_000,
  retries: 0,
  workers: 1,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    screenshot: 'only-on-failure',
  },
  webServer: [
    {
      command: 'node e2e/support/mail-catcher.mjs',
      cwd: '..',
      url: `http://127.0.0.1:${mailPort}/health`,
      timeout: 20_000,
      reuseExistingServer: false,
      env: { E2E_SMTP_PORT: String(smtpPort), E2E_MAIL_PORT: String(mailPort) },
    },
    {
      command: 'node e2e/support/oauth-provider.mjs',
      cwd: '..',
      url: `${oauth}/.well-known/openid-configuration`,
      timeout: 20_000,
      reuseExistingServer: false,
      env: { E2E_OAUTH_PORT: String(oauthPort) },
    },
    {
      command: 'node dist/src/main.js',
      cwd: '..',
      url: `http://127.0.0.1:${port}/api/health`,
      timeout: 60_000,
      reuseExistingServer: false,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DEMO_DATA: 'always',
        DEMO_STAFF_PASSWORD: demoLogins.staff.password,
        PGLITE_DATA_DIR: 'memory',
        FILES_DIR: 'memory',
        LOG_LEVEL: 'warn',
        DEFAULT_LANGUAGE: 'EN',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        MAIL_POLL_MS: '200',
        BOT_CHECK: 'off',
        // Consent-gated scripts and the chat provider: e2e/chat-and-consent.spec.ts answers these
        // hosts itself (page.route); elsewhere the requests just fail, which the page ignores.
        GTM_ID: 'GTM-E2ETEST',
        ADS_CONVERSION_ID: 'AW-1234567890',
        ADS_CONVERSION_LABEL: 'e2eSignUp',
        CHAT_SCRIPT_URL: 'https://chat.e2e-provider.test/widget.js',
        // Google sign-in against the provider started above (e2e/support/oauth-provider.mjs).
        GOOGLE_CLIENT_ID: 'e2e-google-client',
        GOOGLE_CLIENT_SECRET: 'e2e-secret',
        GOOGLE_AUTHORIZATION_URL: `${oauth}/authorize`,
        GOOGLE_TOKEN_URL: `${oauth}/token`,
        GOOGLE_USERINFO_URL: `${oauth}/userinfo`,
      },
    },
  ],
});
