// Every way to run the shop is safe. `npm start` (server/main.ts) is what every other browser
// test runs (security-headers.spec.ts checks its headers). `next start` alone would skip the
// server's headers and guards, so it refuses to start; `npm run dev` (`next dev`) serves the fixed
// headers and a development policy, checked here in Chromium on a dev server of its own (port
// E2E_PORT + 6, a fresh demo shop without images).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { FIXED_HEADERS } from '../../../server/fixed-headers';
import { NEXT_START_REFUSED, SHOP_SERVER_ENV } from '../../../server/run-mode';
import { ALLOWED_EDITOR } from '../editor-server';

const port = Number(process.env.E2E_PORT ?? 3100) + 6;
const base = `http://127.0.0.1:${port}`;
const nextBin = require.resolve('next/dist/bin/next');

/** Next's CLI in its own process group, so it and the server it forks stop together. */
function runNext(args: string[], env: Record<string, string | undefined>): ChildProcess & { output: () => string } {
  const child = spawn(process.execPath, [nextBin, ...args], {
    env: env as NodeJS.ProcessEnv,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  return Object.assign(child, { output: () => output });
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  process.kill(-child.pid!, 'SIGTERM');
  await exited;
}

const withoutServerMark = () =>
  Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== SHOP_SERVER_ENV));

test('next start in production refuses to start, naming npm start', async () => {
  test.setTimeout(120_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-next-start-'));
  const child = runNext(['start', '-p', String(port), '-H', '127.0.0.1'], {
    ...withoutServerMark(),
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
  });
  try {
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(child.output()).toContain(NEXT_START_REFUSED);
    expect(NEXT_START_REFUSED).toContain('npm start');
    // Nothing listens.
    expect(
      await fetch(`${base}/`).then(
        () => 'answered',
        () => 'refused',
      ),
    ).toBe('refused');
  } finally {
    await stop(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

test.describe('npm run dev', () => {
  let dev: ReturnType<typeof runNext> | undefined;
  let dataDir = '';

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-dev-'));
    dev = runNext(['dev', '-p', String(port), '-H', '127.0.0.1'], {
      ...withoutServerMark(),
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_IMAGES: '0',
      EDITOR_ORIGINS: ALLOWED_EDITOR,
      PAYMENT_SANDBOX: '',
    });
    for (;;) {
      expect(dev.exitCode, `next dev stopped while starting:\n${dev.output()}`).toBeNull();
      if (
        await fetch(`${base}/favicon.ico`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      await new Promise((r) => setTimeout(r, 500));
    }
  });

  test.afterAll(async () => {
    if (dev) await stop(dev);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test('a page carries the fixed headers and the development policy, and runs under it without a violation', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Refused to|Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const answer = await page.goto(`${base}/`, { timeout: 200_000 });
    expect(answer!.status()).toBe(200);
    const headers = answer!.headers();
    for (const [name, value] of Object.entries(FIXED_HEADERS))
      expect({ name, value: headers[name] }).toEqual({ name, value });
    const policy = headers['content-security-policy'] ?? '';
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'self'");
    expect(policy).toContain("form-action 'self'");
    expect(policy).toContain(`frame-ancestors 'self' ${ALLOWED_EDITOR}`);
    // The page shows, and its scripts load and run, without a violation.
    await expect(page.locator('header')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);

    // Whatever the API answers through Next's routes in development carries the fixed headers too.
    const api = await page.request.get(`${base}/api/service/application/catalog/v1.0/products/?page_size=1`);
    expect(api.headers()['x-content-type-options']).toBe('nosniff');
    expect(api.headers()['referrer-policy']).toBe(FIXED_HEADERS['referrer-policy']);
  });
});
