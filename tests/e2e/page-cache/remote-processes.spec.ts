// Two storefront processes on a remote platform, behind a load balancer, with one Redis: the
// platform's webhook is sent to the balancer's address, so it reaches one process (here B, the
// only one listed in CHANGE_WEBHOOK_URLS), and B passes the change on to C through Redis
// (lib/page-cache/change-relay.ts). C had kept the product page in its own memory; it shows a
// price changed on the platform within a second, as B does. Process A is the embedded platform on
// PGlite; ports E2E_PORT + 8 (A), + 9 (B) and + 10 (C). Skipped where no Redis answers.
import type { ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { redisAnswers, startShopServer, stopShopServers, throughBalancer } from './shop-server';

const REDIS_URL = process.env.E2E_REDIS_URL ?? 'redis://127.0.0.1:6379/0';
const basePort = Number(process.env.E2E_PORT ?? 3100);
const [platformPort, ...shopPorts] = [basePort + 8, basePort + 9, basePort + 10];
const platform = `http://127.0.0.1:${platformPort}`;
// What shoppers and the platform know the shop by: the balancer's address (B's port stands for it).
const publicHost = `127.0.0.1:${shopPorts[0]}`;
const secret = crypto.randomBytes(32).toString('base64url');
const credentials = {
  APPLICATION_ID: crypto.randomBytes(12).toString('hex'),
  APPLICATION_TOKEN: crypto.randomBytes(24).toString('base64url'),
  SESSION_SECRET: crypto.randomBytes(32).toString('base64url'),
};
const servers: ChildProcess[] = [];
const dataDirs: string[] = [];
let missing = '';

const start = (port: number, env: Record<string, string>) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-remote-processes-'));
  dataDirs.push(dir);
  return startShopServer(servers, port, { ...credentials, DATABASE_URL: '', SEED_IMAGES: '0', DATA_DIR: dir, ...env });
};

test.beforeAll(async () => {
  test.setTimeout(600_000);
  if (!(await redisAnswers(REDIS_URL))) {
    missing = `no Redis at ${REDIS_URL}`;
    return;
  }
  await start(platformPort, {
    SHOP_HOST: publicHost,
    DEV_OUTBOX: '1',
    REDIS_URL: '',
    CHANGE_WEBHOOK_URLS: `http://${publicHost}/api/revalidate`,
    REVALIDATE_SECRET: secret,
  });
  for (const port of shopPorts) await start(port, { PLATFORM_URL: platform, REVALIDATE_SECRET: secret, REDIS_URL });
});

test.afterAll(async () => {
  await stopShopServers(servers);
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** A path through storefront process i, as the balancer passes it on (with the shop's public Host). */
const via = (i: number, path: string) => throughBalancer(shopPorts[i], publicHost, path);

test('a change the webhook told one process of is shown by the other within a second', async () => {
  test.skip(Boolean(missing), missing);
  const listing = JSON.parse(
    (await via(1, '/api/service/application/catalog/v1.0/products/?page_size=12&page_no=3')).body,
  ) as { items: { slug: string; name: string }[] };
  const product = listing.items[0];
  const page = `/product/${product.slug}/`;
  // C keeps the page in its own memory; B holds it too (from Redis or its own render).
  await expect.poll(async () => (await via(1, page)).cache).toBe('HIT');
  await expect.poll(async () => (await via(0, page)).cache).toBe('HIT');
  expect((await via(1, page)).body).toContain(product.name);

  const price = await fetch(`${platform}/dev/catalog/products/${product.slug}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ price_effective: 876_500 }),
  });
  expect(price.status).toBe(200);
  const changedAt = Date.now();
  // Measured to the start of the first request answered with the new price, on each process.
  for (const i of [1, 0]) {
    let askedAt = 0;
    await expect
      .poll(
        async () => {
          askedAt = Date.now();
          return (await via(i, page)).body;
        },
        { timeout: 5000, intervals: [50] },
      )
      .toContain('₹8,765');
    expect(askedAt - changedAt, `process ${i ? 'C' : 'B'}`).toBeLessThan(1000);
  }
});
