// After Add to bag: a popover names what was added (name, size, price) with "View bag" and
// "Checkout", takes the focus and gives it back, closes on Escape and leaves the header's bag icon
// in view. On the bag, a phone keeps the total and Checkout at the foot of the screen, and the
// coupon list closes once a coupon is applied. Phone (390x844) and desktop.
import { test, expect, type Page } from '@playwright/test';
import { hydrated } from '../hydrated';

type Listed = { uid: number; slug: string; name: string };
type Size = { value: string; display: string; is_available: boolean };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** Products of the women's department with an available size, as the API lists them. */
async function sizedProducts(page: Page, count: number): Promise<(Listed & { size: Size })[]> {
  const listing = await page.request.get(
    '/api/service/application/catalog/v1.0/products/?page_size=40&f=department%3Awomen&filters=false',
  );
  expect(listing.status()).toBe(200);
  const found: (Listed & { size: Size })[] = [];
  for (const item of ((await listing.json()) as { items: Listed[] }).items) {
    const answer = await page.request.get(`/api/service/application/catalog/v1.0/products/${item.slug}/sizes/`);
    const size = ((await answer.json()) as { sizes?: Size[] }).sizes?.find((s) => s.is_available);
    if (size) found.push({ ...item, size });
    if (found.length === count) return found;
  }
  throw new Error('not enough products with sizes');
}

/** Adds from the product page with its size chosen; answers the popover. */
async function addFromPage(page: Page, product: Listed & { size: Size }) {
  await page.goto(`/product/${product.slug}/?size=${encodeURIComponent(product.size.value)}`);
  const button = page.getByTestId('add-to-bag-page').getByRole('button', { name: 'Add to bag' });
  await (await hydrated(button)).click();
  const popover = page.getByRole('dialog', { name: 'Added to bag' });
  await expect(popover).toBeVisible();
  return { popover, button };
}

/** Fills the bag through the API with the page's own cookies. */
async function fill(page: Page, products: (Listed & { size: Size })[]) {
  for (const p of products) {
    const answer = await page.request.post('/api/service/application/cart/v1.0/detail', {
      data: { items: [{ item_id: p.uid, item_size: p.size.value, quantity: 1 }] },
    });
    expect(answer.status()).toBe(200);
  }
}

const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const [screen, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test.describe(`on a ${screen}`, () => {
    test.use({ viewport });

    test('Add to bag opens a popover naming the item, which takes the focus, gives it back on Escape and leaves the bag icon in view', async ({
      page,
    }) => {
      const [product] = await sizedProducts(page, 1);
      const { popover, button } = await addFromPage(page, product);
      await expect(popover.getByRole('heading')).toHaveText('Added to bag');
      await expect(popover.getByTestId('added-item')).toContainText(product.name);
      await expect(popover.getByTestId('added-size')).toHaveText(product.size.display);
      await expect(popover.getByTestId('added-price')).toHaveText(/^₹\s?[\d,]+(\.\d\d)?$/);
      await expect(popover).toBeFocused();
      await expect(page.getByTestId('cart-count')).toHaveText('1');
      const icon = (await page.getByTestId('cart-link').boundingBox())!;
      expect(overlap(icon, (await popover.boundingBox())!)).toBe(false);
      await page.screenshot({ path: `/tmp/bag-shots/added-${screen}.png` });

      await page.keyboard.press('Escape');
      await expect(popover).toHaveCount(0);
      await expect(button).toBeFocused();

      // The close button does the same.
      await button.click();
      await expect(popover).toBeVisible();
      await popover.getByRole('button', { name: 'Close' }).click();
      await expect(popover).toHaveCount(0);
      await expect(button).toBeFocused();
    });

    test('"View bag" leads to the bag with the item, "Checkout" on to checkout (sign-in first for a guest)', async ({
      page,
    }) => {
      const [product] = await sizedProducts(page, 1);
      const first = await addFromPage(page, product);
      await first.popover.getByRole('link', { name: 'View bag' }).click();
      await expect(page).toHaveURL(/\/cart\/bag\/$/);
      await expect(first.popover).toHaveCount(0);
      await expect(page.getByTestId('bag-line')).toHaveCount(1);
      await expect(page.getByTestId('bag-line')).toContainText(product.name);

      const again = await addFromPage(page, product);
      await again.popover.getByRole('link', { name: 'Checkout' }).click();
      await expect(page).toHaveURL(/\/cart\/delivery|\/auth\/login\/\?redirectUrl=%2Fcart%2Fdelivery/);
    });
  });
}

test.describe('the bag on a phone', () => {
  test.use({ viewport: PHONE });

  test('Checkout and the total are in view at first paint and after a coupon from the list is applied, which closes the list', async ({
    page,
  }) => {
    await page.goto('/');
    await fill(page, await sizedProducts(page, 4));
    await page.goto('/cart/bag/');
    await expect(page.getByTestId('bag-line')).toHaveCount(4);
    const bar = page.getByTestId('bag-checkout-bar');
    const total = () =>
      page.getByTestId('bag-summary').locator('[data-testid^=breakup-]').last().locator('dd').innerText();
    await expect(bar.getByRole('link', { name: 'Checkout' })).toBeInViewport();
    await expect(bar.getByTestId('bar-total')).toHaveText(await total());
    await page.screenshot({ path: '/tmp/bag-shots/bag-phone.png' });

    const drawer = page.getByTestId('bag-coupons').locator('details');
    await page.getByTestId('coupon-drawer').click();
    await expect(drawer).toHaveAttribute('open', '');
    await page.getByTestId('coupon-input').fill('SAVE10');
    await (await hydrated(page.getByTestId('apply-coupon'))).click();
    await expect(page.getByTestId('applied-coupon')).toContainText('SAVE10');
    await expect(drawer).not.toHaveAttribute('open');
    await expect(bar.getByRole('link', { name: 'Checkout' })).toBeInViewport();
    await expect(bar.getByTestId('bar-total')).toHaveText(await total());
    await page.screenshot({ path: '/tmp/bag-shots/bag-phone-coupon.png' });

    // Removing closes it too; and nothing at the foot of the bag is hidden under the bar.
    await page.getByTestId('coupon-drawer').click();
    await page.getByTestId('remove-coupon').click();
    await expect(page.getByTestId('applied-coupon')).toHaveCount(0);
    await expect(drawer).not.toHaveAttribute('open');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const share = (await page.getByTestId('share-cart').boundingBox())!;
    expect(overlap(share, (await bar.boundingBox())!)).toBe(false);
  });

  test('the bar is the phone’s alone: a desktop has the summary’s Checkout beside the lines', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    await fill(page, await sizedProducts(page, 1));
    await page.goto('/cart/bag/');
    await expect(page.getByTestId('bag-checkout-bar')).toBeHidden();
    await expect(page.getByTestId('checkout')).toBeInViewport();
    await page.screenshot({ path: '/tmp/bag-shots/bag-desktop.png' });
  });
});
