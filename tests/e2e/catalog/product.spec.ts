// The product page as the theme's product-description section draws it: sizes and delivery
// checks live in the URL without JavaScript, and run in place with it.
import { test, expect, type APIRequestContext } from '@playwright/test';
import { holdScripts, hydrated } from '../hydrated';

type Item = { slug: string; name: string; sizes: string[] };

/** A product with more than one size in stock, from the API the browser uses. */
async function productWithSizes(
  request: APIRequestContext,
): Promise<{ slug: string; name: string; sizes: { value: string; display: string; is_available: boolean }[] }> {
  const listing = (await (
    await request.get('/api/service/application/catalog/v1.0/products/?page_size=24')
  ).json()) as { items: Item[] };
  for (const item of listing.items) {
    const sizes = (await (
      await request.get(`/api/service/application/catalog/v1.0/products/${item.slug}/sizes/`)
    ).json()) as {
      sellable: boolean;
      sizes: { value: string; display: string; is_available: boolean }[];
    };
    if (sizes.sellable && sizes.sizes.filter((s) => s.is_available).length > 1)
      return { slug: item.slug, name: item.name, sizes: sizes.sizes };
  }
  throw new Error('no product with two sizes in stock among the first 24');
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a size is a link that shows its price and seller; the delivery form answers for a pincode', async ({
    page,
    request,
  }) => {
    const product = await productWithSizes(request);
    const size = product.sizes.filter((s) => s.is_available)[1];
    await page.goto(`/product/${product.slug}/`);
    await page.getByRole('list', { name: 'Sizes' }).getByRole('link', { name: size.display, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]size=${encodeURIComponent(size.value)}`));
    await expect(page.getByRole('list', { name: 'Sizes' }).locator('[aria-current="true"]')).toHaveText(size.display);
    await expect(page.getByText(/Sold by /)).toBeVisible();

    const form = page.getByTestId('delivery-check');
    await form.getByLabel('Check delivery').fill('110001');
    await form.getByRole('button', { name: 'Check' }).click();
    await expect(page).toHaveURL(/pincode=110001/);
    await expect(page.getByTestId('delivery-check').getByRole('status')).toContainText(
      /Delivery (by|between) .+ to New Delhi/,
    );

    await page.goto(`/product/${product.slug}/?pincode=12`);
    await expect(page.getByTestId('delivery-check').getByRole('status')).toHaveText('Enter Valid Pincode');
  });
});

test('with JavaScript the delivery check runs as the shopper types, and the pincode is remembered', async ({
  page,
  request,
}) => {
  const product = await productWithSizes(request);
  await page.goto(`/product/${product.slug}/`);
  const form = page.getByTestId('delivery-check');
  const status = form.getByRole('status');
  const input = form.getByLabel('Check delivery');

  await input.fill('999999');
  await expect(status).toHaveText('Pincode not serviceable');
  await input.fill('560001');
  await expect(status).toContainText('to Bengaluru');
  await expect(page).toHaveURL(new RegExp(`/product/${product.slug}/$`)); // checked in place, no navigation
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('m_user_pincode') ?? 'null')?.value)).toBe('560001');

  await input.fill('');
  await form.getByRole('button', { name: 'Check' }).click();
  await expect(status).toHaveText('Pincode is required');

  await page.reload();
  await expect(page.getByTestId('delivery-check').getByLabel('Check delivery')).toHaveValue('560001');
  await expect(page.getByTestId('delivery-check').getByRole('status')).toContainText('to Bengaluru');
});

test('a pincode typed while the scripts load is the one checked, and Check checks it', async ({ page, request }) => {
  const product = await productWithSizes(request);
  const release = await holdScripts(page);
  await page.goto(`/product/${product.slug}/`, { waitUntil: 'commit' });
  const form = page.getByTestId('delivery-check');
  await form.getByLabel('Check delivery').fill('110001');
  release();
  await (await hydrated(form.getByRole('button', { name: 'Check' }))).click();
  await expect(form.getByRole('status')).toContainText('to New Delhi');
  await expect(form.getByLabel('Check delivery')).toHaveValue('110001');
  await expect(page).toHaveURL(new RegExp(`/product/${product.slug}/$`));
});

test('the product page shows similar products (not itself) and the product JSON-LD', async ({ page, request }) => {
  const product = await productWithSizes(request);
  await page.goto(`/product/${product.slug}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  const similar = page.getByTestId('similar-products');
  await expect(similar.getByRole('heading', { level: 2 })).toHaveText('You may also like');
  await expect(similar.locator('a[href^="/product/"]').first()).toBeVisible();
  await expect(similar.locator(`a[href="/product/${product.slug}/"]`)).toHaveCount(0);
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(ld.map((t) => JSON.parse(t)).some((d) => d['@type'] === 'Product' && d.name === product.name)).toBe(true);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });

  test("the first gallery image is the page's largest paint: eager, high priority and preloaded; the others lazy and low", async ({
    page,
    request,
  }) => {
    const listing = (await (
      await request.get('/api/service/application/catalog/v1.0/products/?page_size=1')
    ).json()) as { items: Item[] };
    const path = `/product/${listing.items[0].slug}/`;
    const response = await request.get(path);
    // React sends the eager, high-priority image as a preload Link header before the HTML.
    const html = await response.text();
    const first = /<figure id="product-image-1"[^>]*>.*?<img ([^>]*)>/s.exec(html)?.[1] ?? '';
    const src = /\bsrc="([^"]+)"/.exec(first)?.[1];
    expect(src, 'the first gallery image').toBeTruthy();
    expect(first).toContain('loading="eager"');
    expect(first).toMatch(/fetchPriority="high"/i);
    // With a srcset (narrower copies, contract/media.ts) React preloads the set: in the Link
    // header, or as a <link rel="preload" imageSrcSet> at the top of the HTML.
    const escaped = src!.replace(/[.?]/g, '\\$&');
    const header = new RegExp(
      `<${escaped}>; rel=preload; as="image"[^,]*fetchpriority="high"|rel=preload; as="image"; fetchpriority="high"; imagesrcset="${escaped}\\?w=`,
      'i',
    );
    const tag = new RegExp(
      `<link rel="preload"[^>]*as="image"[^>]*imageSrcSet="${escaped}\\?w=[^>]*fetchPriority="high"`,
      'i',
    );
    expect(header.test(response.headers()['link'] ?? '') || tag.test(html), 'the first image is preloaded').toBe(true);
    const others = [...html.matchAll(/<figure id="product-image-([2-9]|\d\d+)"[^>]*>.*?<img ([^>]*)>/gs)].map(
      (m) => m[2],
    );
    expect(others.length, 'a product with more than one image').toBeGreaterThan(0);
    for (const img of others) {
      expect(img).toContain('loading="lazy"');
      expect(img).toMatch(/fetchPriority="low"/i);
    }

    await page.goto(path);
    const lcp = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries() as (PerformanceEntry & { element?: Element | null })[];
            const last = entries.at(-1);
            resolve(last?.element?.closest('figure')?.id ?? last?.element?.tagName ?? 'none');
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    expect(lcp).toBe('product-image-1');
  });
});

test('a colour variant links to the product in that colour', async ({ page, request }) => {
  const listing = (await (
    await request.get('/api/service/application/catalog/v1.0/products/?page_size=24')
  ).json()) as { items: Item[] };
  let found: { slug: string; other: { slug: string; color_name: string } } | undefined;
  for (const item of listing.items) {
    const answer = (await (
      await request.get(`/api/service/application/catalog/v1.0/products/${item.slug}/variants/`)
    ).json()) as {
      variants: { display_type: string; items: { slug: string; color_name: string }[] }[];
    };
    const colours = answer.variants.find((g) => g.display_type === 'color' && g.items.length > 1);
    const other = colours?.items.find((v) => v.slug !== item.slug);
    if (other) {
      found = { slug: item.slug, other };
      break;
    }
  }
  expect(found, 'a product with colour variants among the first 24').toBeDefined();
  await page.goto(`/product/${found!.slug}/`);
  await page.getByRole('link', { name: found!.other.color_name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${found!.other.slug}/$`));
  await expect(page.getByRole('link', { name: found!.other.color_name, exact: true })).toHaveAttribute(
    'aria-current',
    'true',
  );
  // Named as the choice it is, beside the colour shown.
  await expect(page.getByRole('paragraph').filter({ hasText: `Colour: ${found!.other.color_name}` })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a product with a ladder offer shows its price steps; one without shows no offers', async ({
    page,
    request,
  }) => {
    const listing = (await (
      await request.get('/api/service/application/catalog/v1.0/products/?page_size=60')
    ).json()) as { items: { slug: string }[] };
    let withOffer: { slug: string; steps: { offer_price: number }[] } | undefined;
    let without: string | undefined;
    for (const { slug } of listing.items) {
      const answer = (await (
        await request.get(`/api/service/application/cart/v1.0/available-ladder-prices?slug=${slug}`)
      ).json()) as {
        available_offers: { offer_prices: { price: { offer_price: number } }[] }[];
      };
      const bulk = (await (await request.get(`/api/service/application/cart/v1.0/bulk-price?slug=${slug}`)).json()) as {
        data: unknown[];
      };
      if (!withOffer && answer.available_offers.length)
        withOffer = { slug, steps: answer.available_offers[0].offer_prices.map((s) => s.price) };
      if (!without && !answer.available_offers.length && !bulk.data.length) without = slug;
      if (withOffer && without) break;
    }
    expect(withOffer && without).toBeTruthy();
    await page.goto(`/product/${withOffer!.slug}/`);
    const offers = page.getByTestId('product-offers');
    await expect(offers.getByRole('heading', { name: 'Offers' })).toBeVisible();
    await expect(offers.getByText('Buy more, save more')).toBeVisible();
    await expect(offers.getByRole('listitem')).toHaveCount(withOffer!.steps.length);
    await expect(offers.getByRole('listitem').first()).toContainText(/Buy 2–3.*₹[\d,.]+ each · 5% off/);
    await page.goto(`/product/${without}/`);
    await expect(page.getByTestId('product-offers')).toHaveCount(0);
  });
});
