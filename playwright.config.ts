// Browser tests: the production build, served on its own port and data folder, in Debian's Chromium.
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { ALLOWED_EDITOR } from './tests/e2e/editor-server';
import { MAIL_PORTS } from './tests/e2e/mail';

const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `storefront-e2e-${port}`);

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  retries: process.env.CI ? 1 : 0,
  workers: 1,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      // The mail server the shop delivers to over SMTP; tests read what it received.
      command: 'node tests/e2e/mail-server.js',
      url: `http://127.0.0.1:${MAIL_PORTS.http}/smtp/messages`,
      reuseExistingServer: false,
      env: { SMTP_SINK_PORT: String(MAIL_PORTS.smtp), SMTP_SINK_HTTP_PORT: String(MAIL_PORTS.http) },
    },
    {
      // A fresh shop every run: the seed (themes included) is written only into an empty database.
      command: `node -e "require('fs').rmSync(process.env.DATA_DIR, { recursive: true, force: true })" && node scripts/start.mjs`,
      url: `http://127.0.0.1:${port}/products/`,
      timeout: 900_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      // The stand-in editor of tests/e2e/theme/editor.spec.ts (port + 1) may drive the shop in its frame.
      // Every browser test signs up from 127.0.0.1: the per-address sign-up and OTP limits are raised.
      // A production server offers the payment sandbox only when told to.
      env: {
        PAYMENT_SANDBOX: '1',
        PORT: String(port),
        DATA_DIR: dataDir,
        SHOP_HOST: `127.0.0.1:${port}`,
        DEV_OUTBOX: '1',
        EDITOR_ORIGINS: ALLOWED_EDITOR,
        REGISTRATIONS_PER_ADDRESS: '500',
        OTP_SENDS_PER_ADDRESS: '1000',
        GOOGLE_MAPS_API_KEY: 'e2e-maps-browser-key',
        // Emails also leave by SMTP, to the mail server above; the dev outbox keeps every message too.
        SMTP_URL: `smtp://127.0.0.1:${MAIL_PORTS.smtp}`,
      },
    },
  ],
});
