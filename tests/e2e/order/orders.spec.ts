// Orders in a real browser: the orders list shows an order placed at checkout; a shipment is
// cancelled from its page; a delivered one is returned with a reason that needs photos (uploaded
// through the file storage calls) without JavaScript; anyone with the order id and phone tracks it;
// a returned cash-on-delivery shipment's refund goes to a UPI id given on the refund page.
import { test, expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { products, register, uniqueEmail, events } from '../shoppers';
import { fillBag, reviewAndPlace, toPaymentStep } from '../checkout/helpers';
import { latestCode } from '../outbox';

const API = '/api/service/application';

/** A COD order of the page's shopper through the API, to a phone of its own: its ids. */
async function codOrder(page: Page, offset: number): Promise<{ orderId: string; shipmentId: string; phone: string }> {
  await fillBag(page, offset);
  const phone = `9${String(Date.now()).slice(-9)}`;
  const saved = await page.request.post(`${API}/cart/v1.0/address`, {
    data: {
      name: 'Asha Verma',
      phone,
      address: 'Flat 4B',
      area: 'Hill Road',
      area_code: '400050',
      city: 'Mumbai',
      state: 'Maharashtra',
    },
  });
  expect(saved.status()).toBe(200);
  const placed = await page.request.post(`${API}/cart/v1.0/checkout`, {
    data: { payment_mode: 'COD', address_id: ((await saved.json()) as { id: string }).id },
  });
  expect(placed.status()).toBe(200);
  const orderId = ((await placed.json()) as { order_id: string }).order_id;
  const order = (await (await page.request.get(`${API}/order/v1.0/orders/${orderId}`)).json()) as {
    order: { shipments: { shipment_id: string }[] };
  };
  return { orderId, shipmentId: order.order.shipments[0].shipment_id, phone };
}

/** The shop moves the shipment on (the development route the demo lifecycle's steps also take). */
async function advance(page: Page, shipmentId: string, steps: number) {
  const moved = await page.request.post('/dev/orders/advance', { data: { shipment_id: shipmentId, steps } });
  expect(moved.status()).toBe(200);
}

test('the orders list shows the order placed at checkout; cancelling its shipment shows the new status', async ({
  page,
  request,
}) => {
  await register(page, request, uniqueEmail());
  await fillBag(page, 14);
  await toPaymentStep(page);
  await page.getByLabel('Cash on delivery').check();
  await reviewAndPlace(page);
  await expect(page).toHaveURL(/\/cart\/order-status\/\?success=true&order_id=FY/);
  const orderId = await page.getByTestId('order-id').innerText();

  await page.goto('/profile/orders/');
  const card = page.getByTestId('order-card');
  await expect(card).toHaveCount(1);
  await expect(card).toHaveAttribute('data-order-id', orderId);
  await expect(card.getByTestId('shipment-status').first()).toHaveText('Placed');

  await card.getByTestId('order-shipment').first().click();
  await expect(page).toHaveURL(/\/profile\/orders\/shipment\/FY[0-9A-Z]+-\d\/$/);
  await expect(page.getByTestId('timeline').locator('li[aria-current="step"]')).toContainText('Placed');
  await expect.poll(async () => (await events(page)).map((e) => e.name)).toContain('order.shipment');

  await expect(page.getByRole('link', { name: 'Invoice', exact: true })).toBeVisible();
  await page.getByTestId('cancel-link').click();
  await expect(page.getByRole('heading', { name: 'Cancel items' })).toBeVisible();
  // Without a reason the platform's words come back, and nothing is cancelled.
  await page.getByTestId('update-submit').click();
  await expect(page.getByTestId('notice')).toHaveText('Choose a reason');
  await page.getByLabel('Reason', { exact: true }).selectOption({ label: 'Ordered by mistake' });
  await page.getByTestId('update-submit').click();
  await expect(page.getByTestId('notice')).toHaveText('Your cancellation is done.');
  await expect(page.getByTestId('shipment-status')).toHaveText('Cancelled');
  await expect(page.getByTestId('cancel-link')).toHaveCount(0);
  // Cash on delivery cancelled before delivery: nothing is owed, and the amount says so.
  await expect(page.locator('dt', { hasText: 'Not charged' })).toBeVisible();
  // ...and was never charged, so no invoice is offered for it.
  await expect(page.getByRole('link', { name: 'Invoice', exact: true })).toHaveCount(0);
  await expect(page.locator('dt', { hasText: 'Amount to pay' })).toHaveCount(0);

  await page.goto('/profile/orders/?status=4');
  await expect(page.getByTestId('order-card')).toHaveAttribute('data-order-id', orderId);
  await page.goto('/profile/orders/?status=3');
  await expect(page.getByTestId('orders-empty')).toBeVisible();
  await expect(page.getByLabel('Status')).toHaveValue('3');
});

test.describe('without JavaScript', () => {
  test('a delivered shipment is returned with a reason that needs photos, uploaded with the form', async ({
    browser,
    request,
  }) => {
    const setup = await browser.newContext();
    const first = await setup.newPage();
    await register(first, request, uniqueEmail());
    const { shipmentId } = await codOrder(first, 16);
    await advance(first, shipmentId, 4);
    // On a phone: the form (its long reasons among them) fits the screen, with no sideways scroll.
    const context = await browser.newContext({
      javaScriptEnabled: false,
      storageState: await setup.storageState(),
      viewport: { width: 390, height: 844 },
    });
    await setup.close();
    const page = await context.newPage();
    await page.goto(`/profile/orders/shipment/${shipmentId}/`);
    await expect(page.getByTestId('shipment-status')).toHaveText('Delivered');
    await page.getByTestId('return-link').click();
    await expect(page.getByRole('heading', { name: 'Return items' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page
      .getByLabel('Reason', { exact: true })
      .selectOption({ label: 'Product is damaged or defective (photos needed)' });
    // No photo: refused in words.
    await page.getByTestId('update-submit').click();
    await expect(page.getByTestId('notice')).toHaveText('Add photos of the product: the reason you chose needs them');

    // Three phone-sized photos, 12 MB together: more than Next copies for proxy.ts by default
    // (10 MB), which once cut the form short on /profile/ pages.
    const photos = await Promise.all(
      [1, 2, 3].map(() =>
        sharp({
          create: {
            width: 1180,
            height: 1180,
            channels: 3,
            background: '#c0392b',
            noise: { type: 'gaussian', mean: 128, sigma: 80 },
          },
        })
          .png()
          .toBuffer(),
      ),
    );
    expect(photos.reduce((sum, p) => sum + p.length, 0)).toBeGreaterThan(10 * 1024 * 1024);
    await page
      .getByLabel('Reason', { exact: true })
      .selectOption({ label: 'Product is damaged or defective (photos needed)' });
    await page
      .getByTestId('photos')
      .setInputFiles(photos.map((buffer, i) => ({ name: `torn-seam-${i + 1}.png`, mimeType: 'image/png', buffer })));
    await page.getByTestId('update-submit').click();
    await expect(page.getByTestId('notice')).toHaveText(
      'Your return is requested. We will check your photos, then arrange the pickup.',
    );
    await expect(page.getByTestId('shipment-status')).toHaveText('Return requested: photos in review');
    const sent = page.getByRole('img', { name: 'A photo you sent' });
    await expect(sent).toHaveCount(3);
    const served: Buffer[] = [];
    for (const src of await sent.evaluateAll((images) => images.map((i) => i.getAttribute('src')!))) {
      expect(src).toMatch(/^\/media\/upload-[0-9a-f]{32}\.png$/);
      const answer = await page.request.get(src);
      expect(answer.headers()['content-type']).toBe('image/png');
      served.push(await answer.body());
    }
    const key = (b: Buffer) => b.toString('base64');
    expect(served.map(key).sort()).toEqual(photos.map(key).sort());
    await context.close();
  });
});

test('anyone with the order id and its phone number tracks it; a wrong number is refused', async ({
  page,
  request,
  browser,
}) => {
  await register(page, request, uniqueEmail());
  const { orderId, shipmentId, phone } = await codOrder(page, 18);
  await advance(page, shipmentId, 2);
  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto('/order-tracking/');
  await visitor.getByLabel('Order number').fill(orderId);
  await visitor.getByLabel('Phone number or email').fill('9000000001');
  await visitor.getByRole('button', { name: 'Track' }).click();
  await expect(visitor.getByTestId('notice')).toHaveText('No order with that id for that phone number or email');
  await visitor.getByLabel('Order number').fill(orderId.toLowerCase());
  await visitor.getByLabel('Phone number or email').fill(phone);
  await visitor.getByRole('button', { name: 'Track' }).click();
  await expect(visitor).toHaveURL(new RegExp(`/order-tracking/${orderId}/$`));
  await expect(visitor.getByTestId('shipment-status').first()).toHaveText('Shipped');
  await expect(visitor.getByTestId('timeline').first().locator('li[aria-current="step"]')).toContainText('Shipped');
  await expect(visitor.getByText('Flat 4B')).toHaveCount(0);
  await expect(visitor.getByTestId('cancel-link')).toHaveCount(0);
  await expect.poll(async () => (await events(visitor)).map((e) => e.name)).toContain('order.tracking');
  await visitor.goto(`/order-tracking/${orderId}/${shipmentId}/`);
  await expect(visitor.getByTestId('shipment-status')).toHaveText('Shipped');
  await context.close();
});

test('a returned cash-on-delivery shipment is refunded to a UPI id given on the refund page', async ({
  page,
  request,
}) => {
  const email = uniqueEmail();
  await register(page, request, email);
  const { orderId, shipmentId } = await codOrder(page, 20);
  await advance(page, shipmentId, 4);
  const returned = await page.request.put(`${API}/order/v1.0/orders/shipments/${shipmentId}/status`, {
    data: {
      statuses: [
        {
          status: 'return_initiated',
          shipments: [{ identifier: shipmentId, reasons: { entities: [{ filters: [], data: { reason_id: 15 } }] } }],
        },
      ],
    },
  });
  expect(returned.status()).toBe(200);
  await advance(page, shipmentId, 2);
  await page.goto(`/profile/orders/shipment/${shipmentId}/`);
  await expect(page.getByTestId('shipment-status')).toHaveText('Returned');
  await expect(page.getByTestId('refund')).toHaveAttribute('data-status', 'awaiting_beneficiary');
  await page.getByTestId('refund-account-link').click();
  await expect(page).toHaveURL(new RegExp(`/refund/order/${orderId}/shipment/${shipmentId}`));
  const form = page.getByTestId('refund-upi-form');
  await form.getByLabel('UPI ID', { exact: true }).fill('asha@okhdfcbank');
  await form.getByRole('button', { name: 'Send OTP' }).click();
  const otpForm = page.getByTestId('refund-upi-otp-form');
  await expect(otpForm.getByRole('status')).toBeVisible();
  await otpForm.getByLabel('OTP').fill(await latestCode(request, email));
  await otpForm.getByRole('button', { name: 'Verify and add account' }).click();
  await expect(page.getByTestId('refund-account')).toContainText('asha@okhdfcbank');
  await page.goto(`/profile/orders/shipment/${shipmentId}/`);
  await expect(page.getByTestId('refund')).toHaveAttribute('data-status', 'refunded');
  await expect(page.getByTestId('refund')).toContainText('Refunded');
  await expect(page.getByTestId('refund-account-link')).toHaveCount(0);
  await expect
    .poll(async () => (await events(page)).filter((e) => e.name === 'refund.success').map((e) => e.payload?.method))
    .toEqual(['beneficiary']);
});

test('a free gift comes with its product: the shipment page shows it as one', async ({ page, request }) => {
  await register(page, request, uniqueEmail());
  // The demo seed gives a free gift with every 17th product.
  const giver = (await products(page.request, 100)).find((p) => p.uid % 17 === 2);
  expect(giver).toBeDefined();
  const sizes = await page.request.get(`${API}/catalog/v1.0/products/${giver!.slug}/sizes/`);
  const size = (
    (await sizes.json()) as { sizes: { value: string; is_available: boolean; quantity: number }[] }
  ).sizes.find((s) => s.is_available && s.quantity > 0);
  expect(
    (
      await page.request.post(`${API}/cart/v1.0/detail`, {
        data: { items: [{ item_id: giver!.uid, item_size: size!.value, quantity: 1 }] },
      })
    ).status(),
  ).toBe(200);
  const saved = await page.request.post(`${API}/cart/v1.0/address`, {
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
  const placed = await page.request.post(`${API}/cart/v1.0/checkout`, {
    data: { payment_mode: 'COD', address_id: ((await saved.json()) as { id: string }).id },
  });
  expect(placed.status()).toBe(200);
  const orderId = ((await placed.json()) as { order_id: string }).order_id;
  type Shipment = { shipment_id: string; bags: { prices: { price_marked: number; price_effective: number } }[] };
  const order = (await (await page.request.get(`${API}/order/v1.0/orders/${orderId}`)).json()) as {
    order: { shipments: Shipment[] };
  };
  const withGift = order.order.shipments.find((s) =>
    s.bags.some((b) => b.prices.price_marked === 0 && b.prices.price_effective === 0),
  );
  expect(withGift).toBeDefined();

  await page.goto(`/profile/orders/shipment/${withGift!.shipment_id}/`);
  await expect(page.getByTestId('shipment-bag').filter({ hasText: 'Free gift' })).toHaveCount(1);
});
