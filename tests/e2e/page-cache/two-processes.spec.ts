// Two shop processes on one PostgreSQL and one Redis, as behind a load balancer: a page one
// renders the other answers from Redis without rendering; a price changed through one is shown by
// the other within a second (each process follows the database's change feed); a shopper's cart,
// session and order work through both. Each runs its own production server (ports E2E_PORT + 4
// and + 5) on a fresh database; skipped where no PostgreSQL or Redis answers.
import type { ChildProcess } from 'node:child_process';
import { redisAnswers, startShopServer, stopShopServers, throughBalancer } from './shop-server';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createClient } from 'redis';
import { test, expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { register, uniqueEmail } from '../shoppers';
import { fillBag, placeCodOrder } from '../checkout/helpers';

const ADMIN_URL = process.env.E2E_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
// Kept pages are namespaced by build in Redis, so runs of other builds on the same Redis do not meet.
const REDIS_URL = process.env.E2E_REDIS_URL ?? 'redis://127.0.0.1:6379/0';
const basePort = Number(process.env.E2E_PORT ?? 3100);
const ports = [basePort + 4, basePort + 5];
const database = `storefront_e2e_two_${basePort}`;
const databaseUrl = (() => {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${database}`;
  return url.toString();
})();
// One shop: the same application and session secret in both processes.
const shared = {
  APPLICATION_ID: crypto.randomBytes(12).toString('hex'),
  APPLICATION_TOKEN: crypto.randomBytes(24).toString('base64url'),
  SESSION_SECRET: crypto.randomBytes(32).toString('base64url'),
};
const servers: ChildProcess[] = [];
const dataDirs: string[] = [];
let available = true;
let missing = '';

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
  await startShopServer(servers, port, {
    ...shared,
    DATA_DIR: dataDir,
    SHOP_HOST: `127.0.0.1:${ports[0]}`,
    DATABASE_URL: databaseUrl,
    REDIS_URL,
    SEED_IMAGES: '0',
    DEV_OUTBOX: '1',
  });
}

test.beforeAll(async () => {
  test.setTimeout(600_000);
  try {
    await admin(`DROP DATABASE IF EXISTS ${database}`);
    await admin(`CREATE DATABASE ${database}`);
  } catch {
    available = false;
    missing = `no PostgreSQL at ${ADMIN_URL}`;
    return;
  }
  if (!(await redisAnswers(REDIS_URL))) {
    available = false;
    missing = `no Redis at ${REDIS_URL}`;
    return;
  }
  // One after the other: the first creates, migrates and seeds the database.
  for (const port of ports) await start(port);
});

test.afterAll(async () => {
  await stopShopServers(servers);
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  if (available) await admin(`DROP DATABASE IF EXISTS ${database}`).catch(() => undefined);
});

const shop = (i: number) => `http://127.0.0.1:${ports[i]}`;

/** Whether Redis holds the page as kept for guests, for the shop's public Host, uncompressed. */
async function keptInRedis(path: string): Promise<boolean> {
  const redis = createClient({ url: REDIS_URL });
  await redis.connect();
  try {
    // Keyed by the origin the page is written for (server/page-cache.ts pageCacheKey).
    return (await redis.keys(`storefront:pages:*:guest|identity|http://127.0.0.1:${ports[0]}|${path}`)).length > 0;
  } finally {
    await redis.disconnect();
  }
}

/** A page through process i as a load balancer passes it on: with the shop's one public Host. */
const viaBalancer = (i: number, path: string) => throughBalancer(ports[i], `127.0.0.1:${ports[0]}`, path);

async function inStockProduct(api: APIRequestContext): Promise<{ slug: string; articleId: string }> {
  const listing = (await (
    await api.get(`${shop(0)}/api/service/application/catalog/v1.0/products/?page_size=12&page_no=2`)
  ).json()) as { items: { slug: string }[] };
  for (const { slug } of listing.items) {
    const sizes = (await (
      await api.get(`${shop(0)}/api/service/application/catalog/v1.0/products/${slug}/sizes/`)
    ).json()) as { sizes: { value: string; quantity: number }[] };
    const size = sizes.sizes.find((s) => s.quantity >= 3);
    if (!size) continue;
    const price = (await (
      await api.get(
        `${shop(0)}/api/service/application/catalog/v1.0/products/${slug}/sizes/${encodeURIComponent(size.value)}/price/`,
      )
    ).json()) as { article_id: string };
    return { slug, articleId: price.article_id };
  }
  throw new Error('no product in stock on the second page');
}

test('a page rendered by one process is answered by the other; a price changed through one shows on the other within a second; a cart works on both', async () => {
  test.skip(!available, missing);
  const api = await playwrightRequest.newContext();
  try {
    const product = await inStockProduct(api);
    const path = `/product/${product.slug}/`;
    const first = await viaBalancer(0, path);
    expect(first.cache).toBe('MISS');
    // Rendered once, by the first process, which offers it to Redis as it finishes: the second
    // answers it from there, then from its own copy.
    await expect.poll(() => keptInRedis(path)).toBe(true);
    expect((await viaBalancer(1, path)).cache).toBe('SHARED');
    const again = await viaBalancer(1, path);
    expect(again.cache).toBe('HIT');
    expect(again.body).toBe(first.body);

    expect(
      (
        await api.post(`${shop(0)}/dev/catalog/products/${product.slug}`, { data: { price_effective: 876_500 } })
      ).status(),
    ).toBe(200);
    const changedAt = Date.now();
    await expect
      .poll(async () => (await viaBalancer(1, path)).body, { timeout: 1000, intervals: [50] })
      .toContain('₹8,765');
    expect(Date.now() - changedAt).toBeLessThan(1000);
    expect((await viaBalancer(0, path)).body).toContain('₹8,765');

    // Cookies ignore the port: the cart made through one process is the cart the other answers.
    const added = await api.post(`${shop(0)}/api/service/application/cart/v1.0/detail`, {
      data: { items: [{ article_id: product.articleId, quantity: 2 }] },
    });
    expect(added.status()).toBe(200);
    const bag = (await (await api.get(`${shop(1)}/api/service/application/cart/v1.0/detail`)).json()) as {
      id: string;
      items: { quantity: number; article: { uid: string } }[];
    };
    expect(bag.id).toBe(((await added.json()) as { cart: { id: string } }).cart.id);
    expect(bag.items.map((i) => [i.article.uid, i.quantity])).toEqual([[product.articleId, 2]]);
  } finally {
    await api.dispose();
  }
});

test('a shopper registered through one process orders through the other and sees the order on the first', async ({
  browser,
}) => {
  test.skip(!available, missing);
  const outbox = await playwrightRequest.newContext({ baseURL: shop(0) });
  const context = await browser.newContext({ baseURL: shop(0) });
  try {
    const page = await context.newPage();
    await register(page, outbox, uniqueEmail());
    await fillBag(page, 20);
    // The same cookies (they ignore the port) through the second process: address and order.
    const orderId = await placeCodOrder(page.request, `${shop(1)}/api/service/application`);
    // Through the first process: the order, and the shopper's orders page listing it.
    const order = await page.request.get(`${shop(0)}/api/service/application/order/v1.0/orders/${orderId}`);
    expect(order.status()).toBe(200);
    expect(((await order.json()) as { order: { order_id: string } }).order.order_id).toBe(orderId);
    await page.goto(`${shop(0)}/profile/orders/`);
    await expect(page.locator(`[data-testid="order-card"][data-order-id="${orderId}"]`)).toBeVisible();
  } finally {
    await context.close();
    await outbox.dispose();
  }
});
