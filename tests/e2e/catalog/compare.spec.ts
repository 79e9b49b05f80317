// "Add to compare" on the product page stays on the page and says what it did each time (added,
// then removed when pressed again), a press while the scripts load never jumps to a one-product
// comparison, the no-JavaScript link still compares, and on a phone the compare table's labels
// stay in view while the products scroll sideways.
import { test, expect, type Page } from '@playwright/test';
import { products } from '../shoppers';
import { holdScripts } from '../hydrated';

const control = (page: Page) => page.getByTestId('add-to-compare');

test('Add to compare stays on the page, offers Compare (n), and a second press removes it', async ({
  page,
  request,
}) => {
  const [a, b] = await products(request, 2, 30);
  await page.goto(`/product/${a.slug}/`);
  await control(page).getByRole('button', { name: 'Add to compare' }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${a.slug}/$`));
  await expect(control(page).getByRole('status')).toHaveText('Added to compare');
  await expect(control(page).getByRole('link', { name: 'Compare (1)' })).toBeVisible();

  // Pressed again: taken out, said so, and the link is gone with the empty list.
  await control(page).getByRole('button', { name: 'Remove from compare' }).click();
  await expect(control(page).getByRole('status')).toHaveText('Removed from compare');
  await expect(control(page).getByRole('link', { name: /^Compare \(/ })).toHaveCount(0);
  await control(page).getByRole('button', { name: 'Add to compare' }).click();

  // Another product: the list grows, still without leaving the page.
  await page.goto(`/product/${b.slug}/`);
  await expect(control(page).getByRole('link', { name: 'Compare (1)' })).toBeVisible();
  await control(page).getByRole('button', { name: 'Add to compare' }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${b.slug}/$`));
  await control(page).getByRole('link', { name: 'Compare (2)' }).click();
  await expect(page).toHaveURL(new RegExp(`/compare/\\?id=${a.slug},${b.slug}$`));
});

test('a press while the page scripts load does not jump to the comparison', async ({ page, request }) => {
  const [a] = await products(request, 1, 31);
  const release = await holdScripts(page);
  await page.goto(`/product/${a.slug}/`, { waitUntil: 'commit' });
  const add = control(page).getByRole('button', { name: 'Add to compare' });
  await expect(add).toBeDisabled();
  await add.click({ force: true });
  release();
  await add.click();
  await expect(control(page).getByRole('status')).toHaveText('Added to compare');
  await expect(page).toHaveURL(new RegExp(`/product/${a.slug}/$`));
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the compare table's labels stay in view while the products scroll sideways", async ({ page, request }) => {
    const [a, b, c] = await products(request, 3, 32);
    await page.goto(`/compare/?id=${a.slug},${b.slug},${c.slug}`);
    const scroller = page.getByRole('region', { name: 'Comparison table' });
    const label = page.getByTestId('compare-table').getByRole('rowheader', { name: 'Price' });
    const before = await label.boundingBox();
    await scroller.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    await expect.poll(() => scroller.evaluate((element) => element.scrollLeft)).toBeGreaterThan(100);
    const after = await label.boundingBox();
    expect(after?.x).toBe(before?.x);
    await expect(label).toBeInViewport();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('Add to compare is a link to the comparison of this product', async ({ page, request }) => {
    const [a] = await products(request, 1, 33);
    await page.goto(`/product/${a.slug}/`);
    await expect(control(page).getByRole('button')).toBeHidden();
    await control(page).getByRole('link', { name: 'Add to compare' }).click();
    await expect(page).toHaveURL(new RegExp(`/compare/\\?id=${a.slug}$`));
    await expect(page.getByTestId('compare-table').locator('thead th')).toHaveCount(1);
  });
});
