// Placing an order whose answer is lost on the way back: the shop placed it, the browser never
// heard. The page sends the same attempt again (the same key, naming the same cart), which the
// platform answers with the order the first try placed: the shopper lands on its confirmation,
// and there is one order.
import { test, expect } from '@playwright/test';
import { register, uniqueEmail } from '../shoppers';
import { fillBag, toPaymentStep } from './helpers';

const API = '/api/service/application';

test('a lost answer to Place order lands on the order the first try placed, and only one exists', async ({
  page,
  request,
}) => {
  await register(page, request, uniqueEmail());
  await fillBag(page, 14);
  await toPaymentStep(page);
  await page.getByLabel('Cash on delivery').check();
  await page.getByTestId('review-order').click();
  await expect(page).toHaveURL(/\/cart\/order-review\/\?.*payment_mode=/);
  // The review page names the cart, as a shared or buy-now checkout does.
  const cartId = ((await (await page.request.get(`${API}/cart/v1.0/detail`)).json()) as { id: string }).id;
  await page.goto(`${page.url()}&id=${encodeURIComponent(cartId)}`);

  let lost = 0;
  await page.route(
    (url) => url.pathname.startsWith('/cart/order-review'),
    async (route) => {
      if (route.request().method() !== 'POST' || lost > 0) return route.fallback();
      lost += 1;
      // The shop receives the order and places it; its answer never reaches the browser.
      await route.fetch();
      await route.abort('failed');
    },
  );
  await page.getByTestId('place-order').click();

  await expect(page).toHaveURL(/\/cart\/order-status\/\?success=true&order_id=FY/);
  await expect(page.getByTestId('order-placed')).toContainText('Thank you! Your order is placed.');
  expect(lost).toBe(1);
  const orderId = new URL(page.url()).searchParams.get('order_id');
  const orders = (await (await page.request.get(`${API}/order/v1.0/orders`)).json()) as {
    items: { order_id: string }[];
  };
  expect(orders.items.map((o) => o.order_id)).toEqual([orderId]);
});
