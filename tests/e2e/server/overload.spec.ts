// Overload sheds pages, not the API: the production server (server/main.ts, what npm start
// runs) with room for one page render and no queue answers a burst of page requests partly 503
// with Retry-After, while API calls made meanwhile still answer. It runs its own server (port
// E2E_PORT + 2, a fresh demo shop without images) because the limits are read at start.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, expect } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100) + 2;
const base = `http://127.0.0.1:${port}`;
let server: ChildProcess | undefined;
let dataDir = '';

test.beforeAll(async () => {
  test.setTimeout(600_000);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-overload-'));
  server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      SHOP_HOST: `127.0.0.1:${port}`,
      NODE_ENV: 'production',
      DATABASE_URL: '',
      SEED_IMAGES: '0',
      MAX_PAGE_RENDERS: '1',
      PAGE_QUEUE_SIZE: '0',
    },
    stdio: 'ignore',
  });
  for (;;) {
    expect(server.exitCode, 'the server stopped while starting').toBeNull();
    const up = await fetch(`${base}/products/`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    await new Promise((r) => setTimeout(r, 500));
  }
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((r) => server!.once('exit', r));
    server.kill('SIGTERM');
    await exited;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('a burst of page requests is partly refused with 503 and Retry-After while the API answers', async () => {
  // A listing with a query asked once renders (a kept page would be answered without a render).
  const pages = Array.from({ length: 12 }, (_, i) => fetch(`${base}/products/?q=shirt${i}`));
  const api = fetch(`${base}/api/service/application/configuration/v1.0/application`);
  const answers = await Promise.all(pages);
  const refused = answers.filter((r) => r.status === 503);
  expect(refused.length).toBeGreaterThan(0);
  expect(answers.every((r) => r.status === 200 || r.status === 503)).toBe(true);
  for (const r of refused) {
    expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(r.headers.get('cache-control')).toBe('no-store');
    expect(await r.text()).toContain('The shop is busy');
  }
  expect((await api).status).toBe(200);
  // Nothing is left over: once the burst is done, a page renders again.
  expect((await fetch(`${base}/products/?q=shirts`)).status).toBe(200);
});
