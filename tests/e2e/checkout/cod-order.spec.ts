// Checkout in a real browser: from the bag through the address step (adding an address with the
// pincode lookup) and the payment step to a COD order on /cart/order-status, with the checkout
// events; the same order placed with JavaScript switched off.
import { test, expect } from '@playwright/test';
import { products, register, uniqueEmail, events } from '../shoppers';
import { addAddress, fillBag, plainShopper, reviewAndPlace, total } from './helpers';

test('bag → address → payment → a COD order, with the checkout events and an empty bag after', async ({
  page,
  request,
}) => {
  await register(page, request, uniqueEmail());
  await fillBag(page, 6);
  await page.goto('/cart/bag/');
  const bagTotal = await total(page, 'bag-summary');
  await page.getByTestId('checkout').click();

  await expect(page).toHaveURL(/\/cart\/delivery\/?$/);
  await expect
    .poll(async () => (await events(page)).map((e) => e.name))
    .toEqual(expect.arrayContaining(['begin_checkout', 'order.checkout']));
  await addAddress(page, true);
  await expect(page.getByTestId('delivery-address')).toHaveCount(1);
  await page.getByRole('button', { name: 'Deliver here' }).click();

  await expect(page).toHaveURL(/\/cart\/payment-info\/\?address_id=/);
  await expect(page.getByTestId('payment-address')).toContainText('400050');
  // A store the shopper was ordering from (cleared once the order is placed).
  await page
    .context()
    .addCookies([{ name: 'ordering_store', value: '1', domain: new URL(page.url()).hostname, path: '/' }]);
  await page.getByLabel('Cash on delivery').check();
  await expect(page.getByLabel('Cash on delivery')).toBeChecked();
  expect(await total(page, 'order-summary')).toBe(bagTotal);
  await reviewAndPlace(page);

  await expect(page).toHaveURL(/\/cart\/order-status\/\?success=true&order_id=FY/);
  await expect(page.getByTestId('order-placed')).toContainText('Thank you! Your order is placed.');
  expect(await total(page, 'order-total')).toBe(bagTotal);
  await expect(page.getByTestId('cart-count')).toHaveCount(0);
  await expect
    .poll(async () => (await events(page)).map((e) => e.name))
    .toEqual(expect.arrayContaining(['order.processed', 'order.checkedout']));
  await expect.poll(async () => (await page.context().cookies()).some((c) => c.name === 'ordering_store')).toBe(false);

  // The bag is empty now, and the order page shows nothing to another shopper.
  await page.goto('/cart/bag/');
  await expect(page.getByTestId('bag-line')).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test('the address step and a COD order are plain forms', async ({ browser, request }) => {
    const { context: plain, page } = await plainShopper(browser, request, 8);
    // One more piece from a product page: the bag says "Added to bag", and the checkout steps after it do not.
    let sized: { slug: string; size: string } | undefined;
    for (const item of await products(page.request, 10, 40)) {
      const sizes = (await (
        await page.request.get(`/api/service/application/catalog/v1.0/products/${item.slug}/sizes/`)
      ).json()) as { sizes: { value: string; is_available: boolean }[] };
      const size = sizes.sizes.find((s) => s.is_available)?.value;
      if (size) {
        sized = { slug: item.slug, size };
        break;
      }
    }
    if (!sized) throw new Error('no product in stock');
    await page.goto(`/product/${sized.slug}/?size=${encodeURIComponent(sized.size)}`);
    await page.getByTestId('add-to-bag-page').getByRole('button', { name: 'Add to bag' }).click();
    await expect(page.getByTestId('bag-notice')).toHaveText('Added to bag');
    await page.goto('/cart/delivery/');
    await expect(page.getByText('Added to bag')).toHaveCount(0);
    await addAddress(page, false);
    await page.getByRole('button', { name: 'Deliver here' }).click();
    await expect(page).toHaveURL(/\/cart\/payment-info\/\?address_id=/);
    await page.getByLabel('Cash on delivery').check();
    await reviewAndPlace(page);
    await expect(page).toHaveURL(/\/cart\/order-status\/\?success=true&order_id=FY/);
    await expect(page.getByTestId('order-id')).toHaveText(/^FY/);
    await plain.close();
  });
});

test('another shopper opening an order-status link sees no order', async ({ page, request, browser }) => {
  await register(page, request, uniqueEmail());
  await fillBag(page, 10);
  const saved = await page.request.post('/api/service/application/cart/v1.0/address', {
    data: {
      name: 'Asha Verma',
      phone: '9876543210',
      address: 'Flat 4B',
      area: 'Hill Road',
      area_code: '400050',
      city: 'Mumbai',
      state: 'Maharashtra',
    },
  });
  const placed = await page.request.post('/api/service/application/cart/v1.0/checkout', {
    data: { payment_mode: 'COD', address_id: ((await saved.json()) as { id: string }).id },
  });
  const link = ((await placed.json()) as { callback_url: string }).callback_url;
  await page.goto(link);
  await expect(page.getByTestId('order-placed')).toBeVisible();

  const other = await browser.newContext();
  const stranger = await other.newPage();
  await register(stranger, request, uniqueEmail());
  await stranger.goto(link);
  await expect(stranger.getByTestId('order-failed')).toBeVisible();
  await expect(stranger.getByTestId('order-placed')).toHaveCount(0);
  await other.close();
});
