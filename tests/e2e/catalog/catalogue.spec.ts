import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { holdScripts, hydrated } from '../hydrated';

const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `storefront-e2e-${process.env.E2E_PORT ?? 3100}`);
const secrets = () =>
  JSON.parse(fs.readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')) as {
    applicationId: string;
    applicationToken: string;
  };

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/products/ is rendered on the server with the seeded products and real links', async ({ page, request }) => {
    // What the browser API (through proxy.ts) says is on the first page…
    const api = await request.get('/api/service/application/catalog/v1.0/products/?page_size=12');
    expect(api.status()).toBe(200);
    const listing = (await api.json()) as { items: { name: string; slug: string }[]; page: { item_total: number } };
    expect(listing.page.item_total).toBeGreaterThanOrEqual(300);

    // …is what the server-rendered page shows, with links that work without scripts.
    await page.goto('/products/');
    for (const item of listing.items.slice(0, 6)) {
      const link = page.locator(`a[href="/product/${item.slug}/"]`).filter({ hasText: item.name });
      await expect(link).toBeVisible();
    }
    const next = page.getByRole('link', { name: /next/i });
    await expect(next).toHaveAttribute('href', /page_no=2/);
    await next.click();
    await expect(page).toHaveURL(/page_no=2/);
    await expect(page.locator('[data-testid="product-card"]').first()).toBeVisible();
    await expect(page.locator(`a[href="/product/${listing.items[0].slug}/"]`)).toHaveCount(0);
  });

  test('a product card leads to its page with price, sizes and details', async ({ page, request }) => {
    const listing = (await (
      await request.get('/api/service/application/catalog/v1.0/products/?page_size=1')
    ).json()) as { items: { name: string; slug: string; brand: { name: string } }[] };
    const [item] = listing.items;
    await page.goto('/products/?page_size=1');
    await page.locator(`a[href="/product/${item.slug}/"]`).filter({ hasText: item.name }).click();
    await expect(page).toHaveURL(new RegExp(`/product/${item.slug}/$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.name);
    await expect(page.getByText(item.brand.name).first()).toBeVisible();
    await expect(page.getByText(/₹[\d,]+/).first()).toBeVisible();
    await expect(page.getByRole('list', { name: 'Sizes' })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(item.name));
  });

  test('a search narrows the listing', async ({ page }) => {
    await page.goto('/products/?q=kurta');
    const names = await page
      .locator('[data-testid="product-card"] h2, [data-testid="product-card"] h3')
      .allTextContents();
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((n) => /kurta/i.test(n))).toBe(true);
  });
});

test('the application token reaches no page, script or API answer', async ({ page, request }) => {
  const { applicationToken } = secrets();
  const bodies: string[] = [];
  page.on('response', async (response) => {
    try {
      bodies.push(await response.text());
    } catch {
      /* redirects and aborted responses have no body */
    }
  });
  await page.goto('/products/');
  await page.waitForTimeout(1500); // let prefetches and images land
  bodies.push(await (await request.get('/api/service/application/configuration/v1.0/application/')).text());
  expect(bodies.length).toBeGreaterThan(2);
  for (const body of bodies) expect(body).not.toContain(applicationToken);
});

test('browser API calls need no credentials of their own, and a forged one is replaced', async ({ request }) => {
  const forged = await request.get('/api/service/application/catalog/v1.0/departments/', {
    headers: { authorization: `Bearer ${Buffer.from('someone:else-entirely').toString('base64')}` },
  });
  expect(forged.status()).toBe(200);
  const direct = await request.get('/service/application/catalog/v1.0/departments/');
  expect(direct.status()).toBe(401);
});

// Next 16 answers a page's notFound() with status 404 but draws the not-found screen in the
// browser (vercel/next.js#62228), so this one needs JavaScript; crawlers still get the 404.
test('an unknown product is a 404 with the not-found screen', async ({ page }) => {
  const response = await page.goto('/product/no-such-product-anywhere/');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Page Not Found.')).toBeVisible();
});

test('unknown pages show the not-found screen', async ({ page }) => {
  const response = await page.goto('/no-such-page-here');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Page Not Found.')).toBeVisible();
});

test("a search's results show what was searched in the box, back and forward too", async ({ page }) => {
  await page.goto('/products/?q=silk%20kurta');
  const box = page.getByRole('combobox', { name: 'Search products' });
  await expect(box).toHaveValue('silk kurta');
  await box.fill('sneakers');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/products\/\?q=sneakers/);
  await expect(box).toHaveValue('sneakers');
  await page.goBack();
  await expect(page).toHaveURL(/\?q=silk%20kurta/);
  await expect(box).toHaveValue('silk kurta');
  await page.goto('/products/');
  await expect(box).toHaveValue('');
});

test('words typed into the search box while the scripts load are kept after hydration and searched for', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  const box = page.getByRole('combobox', { name: 'Search products' });
  await box.fill('linen shirt');
  release();
  await hydrated(box);
  await box.click(); // re-renders the box (it opens its list)
  await expect(box).toHaveValue('linen shirt');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/products\/\?q=linen%20shirt$/);
});

test('search suggests while typing and remembers previous searches', async ({ page }) => {
  await page.goto('/products/');
  const box = page.getByRole('combobox', { name: 'Search products' });
  await box.fill('kurt');
  const list = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(list).toBeVisible();
  const first = list.getByRole('option').first().getByRole('link');
  await expect(first).toHaveAttribute('href', /utm_medium=search&utm_content=kurt_1/);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/products\/\?q=kurt/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('kurt');
  await box.fill('');
  await box.click();
  await expect(page.getByRole('listbox', { name: 'Previous searches' })).toContainText('kurt');
});
