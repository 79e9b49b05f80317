// Catalogue pages are answered from the page store for shoppers without a session
// (server/page-cache.ts), and a change in the database reaches the page within a second
// (migration 0013's change feed): a new price, a product sold out, and back. A listing with a
// query is kept from its second request. Signed-in shoppers: signed-in.spec.ts.
import { test, expect, type APIRequestContext } from '@playwright/test';

type Item = { slug: string; name: string };

// An in-stock product from the listing's third page, which the other tests do not use; it keeps
// the price and stock this test gives it.
async function quietProduct(request: APIRequestContext): Promise<Item> {
  const listing = (await (
    await request.get('/api/service/application/catalog/v1.0/products/?page_size=12&page_no=3')
  ).json()) as { items: Item[] };
  for (const item of listing.items.slice(6)) {
    const sizes = (await (
      await request.get(`/api/service/application/catalog/v1.0/products/${item.slug}/sizes/`)
    ).json()) as { sellable: boolean };
    if (sizes.sellable) return item;
  }
  throw new Error('no product in stock on the third page');
}

const change = (request: APIRequestContext, slug: string, data: { price_effective?: number; quantity?: number }) =>
  request.post(`/dev/catalog/products/${encodeURIComponent(slug)}`, { data });

test('a product page is kept, and a price or stock change shows within a second', async ({ page, request }) => {
  const item = await quietProduct(request);
  const path = `/product/${item.slug}/`;
  await request.get(path);
  await expect.poll(async () => (await request.get(path)).headers()['x-page-cache']).toBe('HIT');

  const stock = 5;
  try {
    expect((await change(request, item.slug, { price_effective: 987_600 })).status()).toBe(200);
    const changedAt = Date.now();
    await expect
      .poll(async () => (await request.get(path)).text(), { timeout: 1000, intervals: [50] })
      .toContain('₹9,876');
    expect(Date.now() - changedAt).toBeLessThan(1000);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.name);
    await expect(page.getByText('₹9,876').first()).toBeVisible();

    expect((await change(request, item.slug, { quantity: 0 })).status()).toBe(200);
    await expect
      .poll(async () => (await request.get(path)).text(), { timeout: 1000, intervals: [50] })
      .toContain('This product is sold out.');
    expect((await change(request, item.slug, { quantity: stock })).status()).toBe(200);
    await expect
      .poll(async () => (await request.get(path)).text(), { timeout: 1000, intervals: [50] })
      .not.toContain('This product is sold out.');
  } finally {
    await change(request, item.slug, { quantity: stock });
  }
});

test('the theme editor and a previewed theme always render', async ({ request }) => {
  const item = await quietProduct(request);
  const path = `/product/${item.slug}/`;
  await request.get(path);
  expect((await request.get(path)).headers()['x-page-cache']).toBe('HIT');
  for (const asked of [`${path}?isPreview=true`, `${path}?isEdit=true`]) {
    const answer = await request.get(asked);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['x-page-cache']).toBeUndefined();
  }
  expect(
    (await request.get(path, { headers: { cookie: 'themeId=0123456789abcdef01234567' } })).headers()['x-page-cache'],
  ).toBeUndefined();
});

test('a listing with a query is kept once asked again, whatever the order of its parameters, and follows changes', async ({
  request,
}) => {
  const item = await quietProduct(request);
  const brand = (
    (await (await request.get(`/api/service/application/catalog/v1.0/products/${item.slug}/`)).json()) as {
      brand: { name: string };
    }
  ).brand.name;
  // A query no other test asks: a search for the product's brand, dearest first.
  const query = { q: brand, sort_on: 'price_dsc', page_size: '12' };
  const url = (order: string[]) =>
    `/products/?${order.map((k) => `${k}=${encodeURIComponent(query[k as keyof typeof query])}`).join('&')}`;
  const cache = async (path: string) => (await request.get(path)).headers()['x-page-cache'];
  expect(await cache(url(['q', 'sort_on', 'page_size']))).toBe('MISS');
  expect(await cache(url(['q', 'sort_on', 'page_size']))).toBe('MISS');
  await expect.poll(() => cache(url(['page_size', 'q', 'sort_on']))).toBe('HIT');
  const kept = await (await request.get(url(['sort_on', 'page_size', 'q']))).text();
  expect(kept).toContain(item.name);

  try {
    // The dearest of its brand now, so first on the kept page once it is dropped and rendered again.
    expect((await change(request, item.slug, { price_effective: 9_876_500 })).status()).toBe(200);
    await expect
      .poll(async () => (await request.get(url(['q', 'sort_on', 'page_size']))).text(), {
        timeout: 1000,
        intervals: [50],
      })
      .toContain('₹98,765');
  } finally {
    await change(request, item.slug, { price_effective: 99_900 });
  }
});

test('the legal pages, custom pages and sitemaps are kept too', async ({ request }) => {
  for (const path of ['/about-us/', '/sitemap.xml', '/sitemaps/products-1.xml']) {
    const first = await request.get(path);
    expect([path, first.status()]).toEqual([path, 200]);
    await expect.poll(async () => (await request.get(path)).headers()['x-page-cache']).toBe('HIT');
    expect(await (await request.get(path)).text()).toBe(await first.text());
  }
});

test("requests naming made-up hosts share the copy kept for the shop's domain instead of each rendering one", async ({
  request,
}) => {
  const path = '/brands/';
  const madeUp = () => ({ host: `junk${Math.random().toString(36).slice(2, 9)}.example` });
  await request.get(path, { headers: madeUp() });
  await expect.poll(async () => (await request.get(path, { headers: madeUp() })).headers()['x-page-cache']).toBe('HIT');
  // Each new made-up host is answered from that one copy, whose links are the shop's own.
  for (let i = 0; i < 3; i++) {
    const answer = await request.get(path, { headers: madeUp() });
    expect(answer.headers()['x-page-cache']).toBe('HIT');
    expect(await answer.text()).not.toContain('.example');
  }
});

test('the change route refuses an unsigned or stale change', async ({ request }) => {
  expect((await request.post('/api/revalidate', { data: { tags: ['catalogue'] } })).status()).toBe(401);
  const stale = `t=${Math.floor(Date.now() / 1000) - 3600},v1=${'0'.repeat(64)}`;
  expect(
    (
      await request.post('/api/revalidate', {
        data: { tags: ['catalogue'] },
        headers: { 'x-storefront-signature': stale },
      })
    ).status(),
  ).toBe(401);
});
