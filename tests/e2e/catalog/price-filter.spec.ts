// The price range filter on a phone, with and without JavaScript, and the category facet of a
// category page, which offers only the categories within that page's own.
import { test, expect, type APIRequestContext, type Page } from '@playwright/test';

type Node = { slug: string; childs: Node[] };

const api = async <T>(request: APIRequestContext, path: string): Promise<T> => {
  const response = await request.get(`/api/service/application/catalog${path}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as T;
};

/** The selling price of each card shown: the first amount on it (the marked price comes after). */
const shownPrices = async (page: Page) =>
  (await page.getByTestId('product-card').allTextContents()).map((text) =>
    Number(/₹\s?([\d,]+(?:\.\d+)?)/.exec(text)![1].replace(/,/g, '')),
  );

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled, viewport: { width: 390, height: 844 } });

    test('a price range narrows the listing, shows as an applied filter and is removed like one', async ({
      page,
      request,
    }) => {
      const all = await api<{ filters: { key: { name: string }; values: { min: number; max: number }[] }[] }>(
        request,
        '/v1.0/products/?page_size=1',
      );
      const range = all.filters.find((f) => f.key.name === 'min_price_effective')!.values[0];
      const lo = Math.round(range.min + (range.max - range.min) / 10);
      const hi = Math.round(range.min + (range.max - range.min) / 3);

      await page.goto('/products/?sort_on=price_dsc');
      const count = page.getByTestId('result-count');
      const before = (await count.textContent())!;
      if (javaScriptEnabled) await expect(page.getByTestId('filters')).toHaveAttribute('data-sheet-ready', 'true');
      await page.getByTestId('filters').locator('summary').first().click();
      const facet = page.getByTestId('price-facet');
      await facet.locator('summary').click();
      await facet.getByLabel('Min').fill(String(lo));
      await facet.getByLabel('Max').fill(String(hi));
      if (javaScriptEnabled) await page.screenshot({ path: '/tmp/price-shots/phone-form.png', fullPage: false });
      await facet.getByRole('button', { name: 'Apply' }).click();

      // Without JavaScript the form's own fields travel; in the sheet, Apply folds them into f.
      await expect(page).toHaveURL(javaScriptEnabled ? /min_price_effective/ : /max_price=/);
      await expect(count).not.toHaveText(before);
      // The sort travelled along; the dearest shown is within the range, and so is every one.
      expect(page.url()).toContain('sort_on=price_dsc');
      const prices = await shownPrices(page);
      expect(prices.length).toBeGreaterThan(0);
      expect(prices.every((p) => p >= lo && p <= hi)).toBe(true);

      if (!(await page.getByTestId('price-facet').isVisible()))
        await page.getByTestId('filters').locator('summary').first().click();
      const applied = page.getByTestId('applied-price');
      await expect(applied).toContainText(`₹${lo.toLocaleString('en-IN')} – ₹${hi.toLocaleString('en-IN')}`);
      await expect(page.getByTestId('filters').locator('summary').first()).toContainText('1');
      if (javaScriptEnabled) await page.screenshot({ path: '/tmp/price-shots/phone-applied.png', fullPage: true });
      await applied.click();
      // In the sheet a pick is staged until Apply; without JavaScript it applies at once.
      if (javaScriptEnabled) await page.getByTestId('filter-apply').click();
      await expect(count).toHaveText(before);
      await expect(page.getByTestId('applied-price')).toHaveCount(0);
      expect(page.url()).not.toMatch(/min_price|max_price|min_price_effective/);
    });
  });
}

test('on a wide screen the price range sits in the filter column', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/products/?f=min_price_effective%3A%5B500%20TO%202000%5D');
  await expect(page.getByTestId('applied-price')).toBeVisible();
  await page.screenshot({ path: '/tmp/price-shots/desktop-applied.png', fullPage: false });
  await page.getByTestId('price-facet').screenshot({ path: '/tmp/price-shots/desktop-price-facet.png' });
});

test("a category page offers only the categories within its own; a leaf's offers none to pick", async ({
  page,
  request,
}) => {
  const tree = await api<{ data: { items: Node[] }[] }>(request, '/v1.0/categories/');
  const parent = tree.data.flatMap((d) => d.items.flatMap((l1) => l1.childs)).find((c) => c.childs.length > 1)!;
  const leaves = new Set(parent.childs.map((c) => c.slug));
  const picked = (hrefs: (string | null)[]) =>
    hrefs.map((h) => new URL(h!, 'http://x').searchParams.get('f') ?? '').filter((f) => f.startsWith('category:'));

  await page.goto(`/category/${parent.slug}/`);
  const links = page.getByRole('navigation', { name: 'Filters' }).locator('a[href*="f=category"]');
  const offered = picked(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href'))));
  expect(offered.length).toBeGreaterThan(1);
  expect(offered.every((f) => leaves.has(f.slice('category:'.length)))).toBe(true);

  // Picking one narrows the page to it.
  const count = page.getByTestId('result-count');
  const before = (await count.textContent())!;
  await links.first().click();
  await expect(count).not.toHaveText(before);

  const leaf = parent.childs[0];
  await page.goto(`/category/${leaf.slug}/?f=${encodeURIComponent('category:' + [...leaves][1])}`);
  await expect(page.getByRole('navigation', { name: 'Filters' }).locator('a[href*="f=category"]')).toHaveCount(0);
  await expect(page.locator('[data-locked="true"]')).toHaveCount(1);
});
