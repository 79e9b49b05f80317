// A storefront on a remote platform (PLATFORM_URL) keeps pages too, told of changes by the
// platform's signed webhook: process A is the embedded platform on PGlite posting its change feed
// to B's /api/revalidate (CHANGE_WEBHOOK_URLS, REVALIDATE_SECRET); process B is a storefront with
// PLATFORM_URL at A and the same secret. B keeps a product page, shows a price changed on A within
// a second, keeps a separate copy for signed-in shoppers (their class read through A's API), and
// opens no database of its own. Ports E2E_PORT + 6 (A) and + 7 (B).
import type { ChildProcess } from 'node:child_process';
import { startShopServer, stopShopServers } from './shop-server';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { register, uniqueEmail } from '../shoppers';

const basePort = Number(process.env.E2E_PORT ?? 3100);
const [platformPort, shopPort] = [basePort + 6, basePort + 7];
const platform = `http://127.0.0.1:${platformPort}`;
const shop = `http://127.0.0.1:${shopPort}`;
const secret = crypto.randomBytes(32).toString('base64url');
const credentials = {
  APPLICATION_ID: crypto.randomBytes(12).toString('hex'),
  APPLICATION_TOKEN: crypto.randomBytes(24).toString('base64url'),
  SESSION_SECRET: crypto.randomBytes(32).toString('base64url'),
};
const servers: ChildProcess[] = [];
const dataDirs: Record<'platform' | 'shop', string> = { platform: '', shop: '' };

const start = (port: number, env: Record<string, string>) =>
  startShopServer(servers, port, { ...credentials, ...env, DATABASE_URL: '', REDIS_URL: '', SEED_IMAGES: '0' });

test.beforeAll(async () => {
  test.setTimeout(600_000);
  dataDirs.platform = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-remote-platform-'));
  dataDirs.shop = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-remote-shop-'));
  await start(platformPort, {
    DATA_DIR: dataDirs.platform,
    SHOP_HOST: `127.0.0.1:${shopPort}`,
    DEV_OUTBOX: '1',
    REGISTRATIONS_PER_ADDRESS: '500',
    OTP_SENDS_PER_ADDRESS: '1000',
    CHANGE_WEBHOOK_URLS: `${shop}/api/revalidate`,
    REVALIDATE_SECRET: secret,
  });
  await start(shopPort, { DATA_DIR: dataDirs.shop, PLATFORM_URL: platform, REVALIDATE_SECRET: secret });
});

test.afterAll(async () => {
  await stopShopServers(servers);
  for (const dir of Object.values(dataDirs)) if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

/** An in-stock product of the listing's second page, through the storefront's API (forwarded to A). */
async function inStockProduct(api: APIRequestContext): Promise<{ slug: string; name: string }> {
  const listing = (await (
    await api.get(`${shop}/api/service/application/catalog/v1.0/products/?page_size=12&page_no=2`)
  ).json()) as { items: { slug: string; name: string }[] };
  for (const item of listing.items) {
    const sizes = (await (
      await api.get(`${shop}/api/service/application/catalog/v1.0/products/${item.slug}/sizes/`)
    ).json()) as { sellable: boolean };
    if (sizes.sellable) return item;
  }
  throw new Error('no product in stock on the second page');
}

test('the storefront keeps a product page and shows a price changed on the remote platform within a second', async () => {
  const api = await playwrightRequest.newContext();
  try {
    // The storefront opened no database: its data folder is as it was made.
    expect(fs.readdirSync(dataDirs.shop)).toEqual([]);
    const product = await inStockProduct(api);
    const page = `${shop}/product/${product.slug}/`;
    const first = await api.get(page);
    expect(first.status()).toBe(200);
    expect(first.headers()['x-page-cache']).toBe('MISS');
    await expect.poll(async () => (await api.get(page)).headers()['x-page-cache']).toBe('HIT');
    const kept = await (await api.get(page)).text();
    expect(kept).toContain(product.name);
    // The platform's paths (here the page's first image) are forwarded to the platform, not
    // answered by a platform of the storefront's own.
    const image = /href="(\/media\/[^"]+)"/.exec(kept)?.[1];
    expect(image).toBeDefined();
    const fromPlatform = await api.get(`${platform}${image}`);
    expect(fromPlatform.status()).toBe(200);
    const throughShop = await api.get(`${shop}${image}`);
    expect(throughShop.status()).toBe(200);
    expect(await throughShop.body()).toEqual(await fromPlatform.body());

    expect(
      (
        await api.post(`${platform}/dev/catalog/products/${product.slug}`, { data: { price_effective: 765_400 } })
      ).status(),
    ).toBe(200);
    const changedAt = Date.now();
    // Within a second of the change the storefront asks for the new price: measured to the start
    // of the first request answered with it, so a slow render on a busy machine does not count.
    let askedAt = 0;
    await expect
      .poll(
        async () => {
          askedAt = Date.now();
          return (await api.get(page)).text();
        },
        { timeout: 5000, intervals: [50] },
      )
      .toContain('₹7,654');
    expect(askedAt - changedAt).toBeLessThan(1000);
    // Rendered afresh and kept again.
    await expect.poll(async () => (await api.get(page)).headers()['x-page-cache']).toBe('HIT');
  } finally {
    await api.dispose();
  }
});

test('a signed-in shopper on the storefront gets the kept copy for members, not the guests’ one', async ({
  browser,
}) => {
  const outbox = await playwrightRequest.newContext({ baseURL: platform });
  const guest = await playwrightRequest.newContext();
  const context = await browser.newContext({ baseURL: shop });
  try {
    const product = await inStockProduct(guest);
    const path = `/product/${product.slug}/`;
    await expect.poll(async () => (await guest.get(`${shop}${path}`)).headers()['x-page-cache']).toBe('HIT');
    const guestCopy = await (await guest.get(`${shop}${path}`)).text();
    expect(guestCopy).toContain('data-signed-in="false"');

    const page = await context.newPage();
    await register(page, outbox, uniqueEmail());
    expect((await page.goto(path))?.headers()['x-page-cache']).toBe('MISS');
    await expect(page.getByRole('link', { name: 'Hi, Asha' })).toBeVisible();
    await expect.poll(async () => (await page.request.get(path)).headers()['x-page-cache']).toBe('HIT');
    const memberCopy = await (await page.request.get(path)).text();
    expect(memberCopy).toContain('data-signed-in="true"');
    expect(memberCopy).not.toContain('Hi, Asha');
    // The guests' copy is still theirs; a cookie that is no session gets it too.
    const guestAgain = await guest.get(`${shop}${path}`);
    expect(guestAgain.headers()['x-page-cache']).toBe('HIT');
    expect(await guestAgain.text()).toContain('data-signed-in="false"');
    const forged = await guest.get(`${shop}${path}`, { headers: { cookie: 'f.session=not-a-session' } });
    expect(forged.headers()['x-page-cache']).toBe('HIT');
    expect(await forged.text()).toContain('data-signed-in="false"');
  } finally {
    await context.close();
    await guest.dispose();
    await outbox.dispose();
  }
});
