// The themed listing pages: /products/ filters and paging, brand, category and collection
// listings with their headers, the brands, categories and collections landing pages, and "Load
// more" with and without JavaScript.
import { test, expect, type APIRequestContext } from '@playwright/test';
import { hydrated } from '../hydrated';

type Listing = {
  items: { name: string; slug: string; brand: { slug: string } }[];
  page: { item_total: number; has_next: boolean };
};

const api = async <T>(request: APIRequestContext, path: string): Promise<T> => {
  const response = await request.get(`/api/service/application/catalog${path}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as T;
};

const firstBrand = async (request: APIRequestContext) =>
  (await api<{ items: { name: string; slug: string }[] }>(request, '/v1.0/brands/?page_size=1')).items[0];

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a filter link narrows the results, resets page_no and keeps page_size', async ({ page }) => {
    await page.goto('/products/?page_no=2&page_size=12');
    const count = page.getByTestId('result-count');
    const before = await count.textContent();
    const filter = page.getByRole('navigation', { name: 'Filters' }).locator('a[href*="f=brand"]').first();
    const href = await filter.getAttribute('href');
    expect(href).toContain('page_size=12');
    expect(href).not.toContain('page_no=');
    await filter.click();
    await expect(page).toHaveURL(/f=brand(%3A|:)/);
    expect(page.url()).toContain('page_size=12');
    expect(page.url()).not.toContain('page_no=');
    await expect(count).not.toHaveText(before ?? '');
    await expect(page.getByRole('navigation', { name: 'Filters' }).locator('a[aria-current="true"]')).toHaveCount(1);
  });

  test('on a phone the first products and the chosen sort are on the first screen, every sort in sight once the menu opens; a search with no results offers none', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/products/?sort_on=price_asc');
    const chosen = page.locator('summary', { hasText: 'Sort by:' });
    await expect(chosen).toContainText('Price Low to High');
    expect((await chosen.boundingBox())!.y + 40).toBeLessThan(844);
    const firstCard = page.getByTestId('product-card').first();
    expect((await firstCard.boundingBox())!.y).toBeLessThan(844 - 200);
    await chosen.click();
    const sorts = page.getByRole('list', { name: 'Sort by' }).getByRole('link');
    expect(await sorts.count()).toBeGreaterThan(3);
    for (const link of await sorts.all()) {
      const box = (await link.boundingBox())!;
      expect(box.x >= 0 && box.x + box.width <= 390).toBe(true);
    }
    await expect(page.getByRole('list', { name: 'Sort by' }).locator('a[aria-current="true"]')).toHaveCount(1);
    await page.goto('/products/?q=zzqqxx');
    await expect(page.getByText('No products match.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Sort by' })).toHaveCount(0);
  });

  test("a brand page shows the brand's header and only its products; its own filter is not a toggle", async ({
    page,
    request,
  }) => {
    const brand = await firstBrand(request);
    const listing = await api<Listing>(request, `/v1.0/products/?f=brand:${brand.slug}&page_size=12&sort_on=popular`);
    await page.goto(`/brand/${brand.slug}/`);
    await expect(page.getByTestId('listing-banner').getByRole('heading', { level: 1 })).toHaveText(brand.name);
    await expect(page.getByTestId('result-count')).toContainText(String(listing.page.item_total));
    const cards = page.locator('[data-testid="product-card"]');
    await expect(cards.first()).toBeVisible();
    const shown = await cards
      .locator('a[href^="/product/"]:not([aria-hidden])')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    const ours = new Set(listing.items.map((p) => `/product/${p.slug}/`));
    expect(shown.length).toBe(listing.items.length);
    for (const href of shown) expect(ours.has(href ?? '')).toBe(true);
    const facets = page.getByRole('navigation', { name: 'Filters' });
    await expect(facets.locator('[data-locked="true"]')).toHaveText(
      new RegExp(brand.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    );
    await expect(facets.locator(`a[href*="brand%3A${brand.slug}"], a[href*="brand:${brand.slug}"]`)).toHaveCount(0);
  });

  test('category and collection pages list their items', async ({ page, request }) => {
    const categories = await api<{
      data: { items: { slug: string; childs: { slug: string; childs: { slug: string; name: string }[] }[] }[] }[];
    }>(request, '/v1.0/categories/');
    const leaf = categories.data[0].items[0].childs[0].childs[0];
    await page.goto(`/category/${leaf.slug}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(leaf.name);
    await expect(page.locator('[data-testid="product-card"]').first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Filters' }).locator('[data-locked="true"]')).toHaveCount(1);

    const collections = await api<{ items: { slug: string; name: string }[] }>(
      request,
      '/v1.0/collections/?page_size=1',
    );
    const collection = collections.items[0];
    await page.goto(`/collection/${collection.slug}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(collection.name);
    await expect(page.locator('[data-testid="product-card"]').first()).toBeVisible();
  });

  test('the brands, categories and collections pages link to their listings', async ({ page }) => {
    for (const [path, testId, prefix] of [
      ['/brands/', 'brand-card', '/brand/'],
      ['/categories/', 'category-card', '/category/'],
      ['/collections/', 'collection-card', '/collection/'],
    ] as const) {
      await page.goto(path);
      const cards = page.getByTestId(testId);
      expect(await cards.count()).toBeGreaterThan(0);
      const href = await cards.first().getAttribute('href');
      expect(href?.startsWith(prefix)).toBe(true);
      const response = await page.request.get(href!);
      expect(response.status()).toBe(200);
    }
    await page.goto('/brands/');
    await page.getByRole('navigation', { name: 'Brands by department' }).getByRole('link', { name: 'Women' }).click();
    await expect(page).toHaveURL(/\/brands\/women\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Women');
  });

  test('"Load more" tells a screen reader how many come next: what is left, not a whole page', async ({
    page,
    request,
  }) => {
    const brands = (await api<{ items: { slug: string }[] }>(request, '/v1.0/brands/?page_size=100')).items;
    const totals = await Promise.all(
      brands.map(async (b) => ({
        slug: b.slug,
        total: (await api<Listing>(request, `/v1.0/products/?f=brand:${b.slug}&page_size=1`)).page.item_total,
      })),
    );
    // The page size the brand page's section uses: the cards of its largest brand's first page.
    await page.goto(`/brand/${totals.reduce((a, b) => (b.total > a.total ? b : a)).slug}/`);
    const pageSize = await page.locator('[data-testid="product-card"]').count();
    const brand = totals.find((b) => b.total > pageSize && b.total % pageSize !== 0 && b.total < 2 * pageSize);
    expect(
      brand,
      `a brand with more than ${pageSize} products but fewer than ${2 * pageSize}, not a multiple`,
    ).toBeDefined();
    await page.goto(`/brand/${brand!.slug}/`);
    const left = brand!.total - pageSize;
    await expect(page.getByTestId('load-more')).toHaveAccessibleName(
      `Load more (next ${left} ${left === 1 ? 'product' : 'products'})`,
    );
  });

  test('"Load more" is a link to the next page', async ({ page }) => {
    await page.goto('/collection/new-arrivals/');
    const more = page.getByTestId('load-more');
    await expect(more).toHaveAttribute('href', /page_no=2/);
    const first = await page
      .locator('[data-testid="product-card"] a[href^="/product/"]:not([aria-hidden])')
      .first()
      .getAttribute('href');
    await more.click();
    await expect(page).toHaveURL(/page_no=2/);
    await expect(page.locator('[data-testid="product-card"]').first()).toBeVisible();
    await expect(page.locator(`[data-testid="product-card"] a[href="${first}"]`)).toHaveCount(0);
  });
});

test('a filtered /products/ page is named after what it is filtered to, in its heading and title', async ({
  page,
  request,
}) => {
  const departments = await api<{ items: { name: string; slug: string }[] }>(request, '/v1.0/departments/');
  const [first, second] = departments.items;
  await page.goto(`/products/?department=${first.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.name);
  await expect(page).toHaveTitle(new RegExp(`^${first.name} \\|`));
  // With a category as well (the header's links and the category facet make such pages).
  const listing = await api<{ filters: { key: { name: string }; values: { value: string; display: string }[] }[] }>(
    request,
    `/v1.0/products/?f=department:${first.slug}&filters=true&page_size=1`,
  );
  const category = listing.filters.find((g) => g.key.name === 'category')!.values[0];
  const meta = await api<{ name: string }>(request, `/v1.0/categories/${category.value}/`);
  await page.goto(`/products/?department=${first.slug}&f=category:${category.value}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${first.name} · ${meta.name}`);
  // Two departments, or a slug nobody knows, are all products again.
  await page.goto(`/products/?department=${first.slug}&department=${second.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('All products');
  await page.goto('/products/?department=no-such-department');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('All products');
  await expect(page).toHaveTitle(/^All products \|/);
});

test('an unknown brand, category or collection is a 404', async ({ request }) => {
  for (const path of [
    '/brand/no-such-brand-here/',
    '/category/no-such-category/',
    '/collection/no-such-collection/',
    '/brands/no-such-department/',
  ]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});

test("the first card's image is the listing's largest paint: eager, high priority and preloaded; the next three eager behind it at low priority; the rest lazy", async ({
  request,
}) => {
  const response = await request.get('/products/');
  const html = await response.text();
  const cards = [...html.matchAll(/<article[^>]*data-testid="product-card"[^>]*>.*?<img ([^>]*)>/gs)].map((m) => m[1]);
  expect(cards.length, 'a full first page').toBeGreaterThan(4);
  const src = /\bsrc="([^"]+)"/.exec(cards[0])?.[1];
  expect(cards[0]).toContain('loading="eager"');
  expect(cards[0]).toMatch(/fetchPriority="high"/i);
  // One image preloaded: the others would share its bandwidth before the first paint. With its
  // srcset (contract/media.ts) React preloads it with a <link> in the HTML's head, not a header.
  const links = (response.headers()['link'] ?? '').split(/,(?=\s*<)/).filter((l) => /as="image"/.test(l));
  const tags = [...html.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map(
    (m) => /imageSrcSet="([^"]+)"/.exec(m[0])?.[1] ?? /href="([^"]+)"/.exec(m[0])?.[1] ?? '',
  );
  const preloaded = [...links.map((l) => /<([^>]+)>/.exec(l)?.[1] ?? ''), ...tags];
  expect(preloaded).toHaveLength(1);
  expect(preloaded[0]).toContain(src);
  for (const img of cards.slice(1, 4)) {
    expect(img).toContain('loading="eager"');
    expect(img).toMatch(/fetchPriority="low"/i);
  }
  for (const img of cards.slice(4)) {
    expect(img).toContain('loading="lazy"');
    expect(img).not.toMatch(/fetchPriority="(high|low)"/i);
  }
});

test('with JavaScript, "Load more" appends the next page in place', async ({ page }) => {
  await page.goto('/collection/new-arrivals/');
  const cards = page.locator('[data-testid="listing-items"] > li');
  const before = await cards.count();
  expect(before).toBeGreaterThan(0);
  // The island loads on demand: a click before it has hydrated follows the plain link.
  await (await hydrated(page.getByTestId('load-more'))).click();
  await expect.poll(() => cards.count()).toBeGreaterThan(before);
  expect(page.url()).not.toContain('page_no=');
});

test('with JavaScript, infinite scroll adds products when the end comes near', async ({ page }) => {
  await page.goto('/products/');
  const cards = page.locator('[data-testid="listing-items"] > li');
  const before = await cards.count();
  await page.getByTestId('load-more').scrollIntoViewIfNeeded();
  await expect.poll(() => cards.count(), { timeout: 15_000 }).toBeGreaterThan(before);
  expect(page.url()).not.toContain('page_no=');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

  test("a listing fetches neither the cards' hover images nor the pages it links to in advance", async ({ page }) => {
    const prefetches: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('_rsc=')) prefetches.push(r.url());
    });
    await page.goto('/products/');
    const card = page.getByTestId('product-card').first();
    await expect(card).toBeVisible();
    // A hover image is in the markup (a desktop shows it on hover), but a touch screen neither
    // displays nor loads it: the browser skips a lazy image that is not displayed.
    const hover = card.locator('img').nth(1);
    await expect(hover).toHaveAttribute('src', /.+/);
    // Idle network: the page's own loading is over, so any prefetch would have started.
    await page.waitForLoadState('networkidle');
    expect(await hover.evaluate((img) => getComputedStyle(img).display)).toBe('none');
    expect(await hover.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(0);
    // Links are fetched when tapped, not for every card that scrolls past.
    expect(prefetches).toEqual([]);
  });
});

test('on a desktop, hovering a card shows its second image', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/products/');
  const card = page.getByTestId('product-card').first();
  const hover = card.locator('img').nth(1);
  await card.hover();
  await expect(hover).toBeVisible();
  await expect.poll(() => hover.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  await expect.poll(() => hover.evaluate((img) => Number(getComputedStyle(img).opacity))).toBe(1);
});

test('on a desktop, a brand banner is shown whole and its card sits below the printed words', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const brand = await firstBrand(request);
  await page.goto(`/brand/${brand.slug}/`);
  const banner = page.getByTestId('listing-banner');
  const img = banner.locator('img').first();
  await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  const { shown, natural, overlap } = await img.evaluate((el) => {
    const image = el as HTMLImageElement;
    const box = image.getBoundingClientRect();
    const card = image
      .closest('[data-testid="listing-banner"]')!
      .querySelector('h1')!
      .closest('div[class]')!
      .parentElement!.getBoundingClientRect();
    return {
      shown: box.width / box.height,
      natural: image.naturalWidth / image.naturalHeight,
      overlap: box.bottom - card.top,
    };
  });
  expect(Math.abs(shown - natural) / natural).toBeLessThan(0.02);
  // The card may tuck under the banner's edge, not over its lower band where banners print words.
  expect(overlap).toBeLessThanOrEqual(32);
});
