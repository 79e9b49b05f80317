// Two shop processes on one PostgreSQL, as behind a load balancer: a price changed through one is
// shown by the other's kept page within a second (each process follows the database's change
// feed), and a shopper's cart and session work on both. Each runs its own production server
// (ports E2E_PORT + 4 and + 5) on a fresh database; skipped where no PostgreSQL answers.
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { test, expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';

const ADMIN_URL = process.env.E2E_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const basePort = Number(process.env.E2E_PORT ?? 3100);
const ports = [basePort + 4, basePort + 5];
const database = `storefront_e2e_two_${basePort}`;
const databaseUrl = (() => {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${database}`;
  return url.toString();
})();
// One shop: the same application and session secret in both processes.
const shared = { APPLICATION_ID: crypto.randomBytes(12).toString('hex'), APPLICATION_TOKEN: crypto.randomBytes(24).toString('base64url'), SESSION_SECRET: crypto.randomBytes(32).toString('base64url') };
const servers: ChildProcess[] = [];
const dataDirs: string[] = [];
let available = true;

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function start(port: number) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-two-'));
  dataDirs.push(dataDir);
  const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/server.ts'], {
    env: { ...process.env, ...shared, PORT: String(port), DATA_DIR: dataDir, SHOP_HOST: `127.0.0.1:${ports[0]}`, NODE_ENV: 'production', DATABASE_URL: databaseUrl, SEED_IMAGES: '0', DEV_OUTBOX: '1' },
    stdio: 'ignore',
  });
  servers.push(server);
  for (;;) {
    expect(server.exitCode, `the server on ${port} stopped while starting`).toBeNull();
    if (await fetch(`http://127.0.0.1:${port}/products/`).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 500));
  }
}

test.beforeAll(async () => {
  test.setTimeout(600_000);
  try {
    await admin(`DROP DATABASE IF EXISTS ${database}`);
    await admin(`CREATE DATABASE ${database}`);
  } catch {
    available = false;
    return;
  }
  // One after the other: the first creates, migrates and seeds the database.
  for (const port of ports) await start(port);
});

test.afterAll(async () => {
  for (const server of servers) {
    if (server.exitCode !== null) continue;
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await exited;
  }
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  if (available) await admin(`DROP DATABASE IF EXISTS ${database}`).catch(() => undefined);
});

const shop = (i: number) => `http://127.0.0.1:${ports[i]}`;

async function inStockProduct(api: APIRequestContext): Promise<{ slug: string; articleId: string }> {
  const listing = (await (await api.get(`${shop(0)}/api/service/application/catalog/v1.0/products/?page_size=12&page_no=2`)).json()) as { items: { slug: string }[] };
  for (const { slug } of listing.items) {
    const sizes = (await (await api.get(`${shop(0)}/api/service/application/catalog/v1.0/products/${slug}/sizes/`)).json()) as { sizes: { value: string; quantity: number }[] };
    const size = sizes.sizes.find((s) => s.quantity >= 3);
    if (!size) continue;
    const price = (await (await api.get(`${shop(0)}/api/service/application/catalog/v1.0/products/${slug}/sizes/${encodeURIComponent(size.value)}/price/`)).json()) as { article_id: string };
    return { slug, articleId: price.article_id };
  }
  throw new Error('no product in stock on the second page');
}

test('a price changed through one process shows on the other within a second; a cart works on both', async () => {
  test.skip(!available, `no PostgreSQL at ${ADMIN_URL}`);
  const api = await playwrightRequest.newContext();
  try {
    const product = await inStockProduct(api);
    const page = `${shop(1)}/product/${product.slug}/`;
    await api.get(page, { headers: { cookie: '' } });
    await expect.poll(async () => (await api.get(page)).headers()['x-page-cache']).toBe('HIT');

    expect((await api.post(`${shop(0)}/dev/catalog/products/${product.slug}`, { data: { price_effective: 876_500 } })).status()).toBe(200);
    const changedAt = Date.now();
    await expect.poll(async () => (await api.get(page)).text(), { timeout: 1000, intervals: [50] }).toContain('₹8,765');
    expect(Date.now() - changedAt).toBeLessThan(1000);

    // Cookies ignore the port: the cart made through one process is the cart the other answers.
    const added = await api.post(`${shop(0)}/api/service/application/cart/v1.0/detail`, { data: { items: [{ article_id: product.articleId, quantity: 2 }] } });
    expect(added.status()).toBe(200);
    const bag = (await (await api.get(`${shop(1)}/api/service/application/cart/v1.0/detail`)).json()) as { id: string; items: { quantity: number; article: { uid: string } }[] };
    expect(bag.id).toBe(((await added.json()) as { cart: { id: string } }).cart.id);
    expect(bag.items.map((i) => [i.article.uid, i.quantity])).toEqual([[product.articleId, 2]]);
  } finally {
    await api.dispose();
  }
});
