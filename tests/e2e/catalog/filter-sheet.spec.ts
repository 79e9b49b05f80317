// Listings on a phone: the products start on the first screen, the filters open as a sheet whose
// Apply counts what it will show, applied filters show as chips that remove them, and without
// JavaScript the same form and chips still filter.
import { test, expect, type APIRequestContext, type Page } from '@playwright/test';

test.use({ viewport: { width: 390, height: 844 } });

/** A price range that holds some products but not all: a slice of the listing's own range. */
const someRange = async (request: APIRequestContext) => {
  const response = await request.get('/api/service/application/catalog/v1.0/products/?page_size=1');
  const body = (await response.json()) as {
    filters: { key: { name: string }; values: { min: number; max: number }[] }[];
  };
  const range = body.filters.find((f) => f.key.name === 'min_price_effective')!.values[0];
  return {
    lo: Math.round(range.min + (range.max - range.min) / 10),
    hi: Math.round(range.min + (range.max - range.min) / 3),
  };
};

const countOf = async (page: Page) =>
  Number((await page.getByTestId('result-count').textContent())!.replace(/\D/g, ''));

const shownPrices = async (page: Page) =>
  (await page.getByTestId('product-card').allTextContents()).map((text) =>
    Number(/₹\s?([\d,]+(?:\.\d+)?)/.exec(text)![1].replace(/,/g, '')),
  );

test('on a phone the sheet counts a price range before Apply, and its chip takes it off again', async ({
  page,
  request,
}) => {
  const { lo, hi } = await someRange(request);
  await page.goto('/products/');
  // The sheet's code loads on demand; until it runs, its links and form apply at once.
  await expect(page.getByTestId('filters')).toHaveAttribute('data-sheet-ready', 'true');
  const firstCard = await page.getByTestId('product-card').first().boundingBox();
  expect(firstCard!.y).toBeLessThan(844);
  const header = await page.locator('body > header').boundingBox();
  expect(header!.height).toBeLessThanOrEqual(90);
  // The menu runs past the screen's edge, and that edge fades to say so.
  const menu = page.getByRole('navigation', { name: 'Main' });
  expect(await menu.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  expect(await menu.evaluate((el) => getComputedStyle(el).maskImage)).toContain('gradient');
  const before = await countOf(page);

  const toggle = page.getByTestId('filters').locator('summary').first();
  await toggle.click();
  const apply = page.getByTestId('filter-apply');
  await expect(apply).toBeInViewport();
  await expect(apply).toHaveText(`Show ${before} products`);
  const facet = page.getByTestId('price-facet');
  await facet.locator('summary').click();
  await facet.getByLabel('Min').fill(String(lo));
  await facet.getByLabel('Max').fill(String(hi));
  // The count for the range, asked for as it was typed; nothing is applied yet.
  await expect(apply).toHaveText(/^Show \d+ products?$/);
  await expect(apply).not.toHaveText(`Show ${before} products`);
  const counted = Number((await apply.textContent())!.replace(/\D/g, ''));
  expect(await countOf(page)).toBe(before);
  await page.screenshot({ path: '/tmp/price-shots/sheet-phone.png' });

  // Escape closes the sheet and forgets the picks; reopened, the same range counts again.
  await page.keyboard.press('Escape');
  await expect(apply).toBeHidden();
  await toggle.click();
  await expect(apply).toHaveText(`Show ${before} products`);
  await facet.getByLabel('Min').fill(String(lo));
  await facet.getByLabel('Max').fill(String(hi));
  await expect(apply).toHaveText(`Show ${counted} products`);
  await apply.click();

  await expect(page.getByTestId('result-count')).toHaveText(`${counted} products`);
  await expect(apply).toBeHidden();
  const prices = await shownPrices(page);
  expect(prices.length).toBeGreaterThan(0);
  expect(prices.every((p) => p >= lo && p <= hi)).toBe(true);
  // Reopened on the filtered page, the sheet starts from what it shows.
  await toggle.click();
  await expect(apply).toHaveText(`Show ${counted} products`);
  await page.keyboard.press('Escape');
  const chip = page.getByTestId('filter-chip');
  await expect(chip).toHaveText(`₹${lo.toLocaleString('en-IN')} – ₹${hi.toLocaleString('en-IN')}`);
  await chip.click();
  await expect(page.getByTestId('result-count')).toHaveText(`${before} products`);
  await expect(page.getByTestId('filter-chip')).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the sheet is still a form that filters, and the chip still removes the filter', async ({ page, request }) => {
    const { lo, hi } = await someRange(request);
    await page.goto('/products/');
    const before = await countOf(page);
    await page.getByTestId('filters').locator('summary').first().click();
    const facet = page.getByTestId('price-facet');
    await facet.locator('summary').click();
    await facet.getByLabel('Min').fill(String(lo));
    await facet.getByLabel('Max').fill(String(hi));
    await facet.getByRole('button', { name: 'Apply' }).click();

    await expect(page).toHaveURL(/max_price=/);
    expect(await countOf(page)).toBeLessThan(before);
    expect((await shownPrices(page)).every((p) => p >= lo && p <= hi)).toBe(true);
    await page.getByTestId('filter-chip').click();
    expect(await countOf(page)).toBe(before);
    await expect(page.getByTestId('filter-chip')).toHaveCount(0);
  });
});
