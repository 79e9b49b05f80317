// Shared steps of the checkout and payment browser tests: a bag with two products, an address
// added on the delivery step, the order summary's total.
import { expect, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { products, register, uniqueEmail } from '../shoppers';

export const total = (page: Page, testId: string) => page.getByTestId(testId).locator('dd').last().innerText();

/** Two products in the bag, through the API with the page's cookies (the add-to-bag UI is tested in cart/). */
export async function fillBag(page: Page, offset: number) {
  let added = 0;
  for (const item of await products(page.request, 12, offset)) {
    const sizes = await page.request.get(`/api/service/application/catalog/v1.0/products/${item.slug}/sizes/`);
    const size = (
      (await sizes.json()) as { sizes: { value: string; is_available: boolean; quantity: number }[] }
    ).sizes.find((s) => s.is_available && s.quantity > 0);
    if (!size) continue;
    expect(
      (
        await page.request.post('/api/service/application/cart/v1.0/detail', {
          data: { items: [{ item_id: item.uid, item_size: size.value, quantity: 1 }] },
        })
      ).status(),
    ).toBe(200);
    if (++added === 2) return;
  }
  throw new Error('not enough products in stock');
}

export async function addAddress(page: Page, lookup: boolean) {
  const form = page.getByTestId('address-form');
  await form.getByLabel('Full Name').fill('Asha Verma');
  await form.getByLabel('Mobile Number').fill('9876543210');
  await form.getByLabel('Flat, House no., Building, Company, Apartment').fill('Flat 4B, Sea View Apartments');
  await form.getByLabel('Area, Street, Sector, Village').fill('Hill Road, Bandra West');
  await form.getByLabel('Pincode').fill('400050');
  if (lookup) await expect(form.getByLabel('City')).toHaveValue('Mumbai');
  else {
    await form.getByLabel('City').fill('Mumbai');
    await form.getByLabel('State').selectOption('Maharashtra');
  }
  await form.getByRole('button', { name: 'Save and continue' }).click();
}

/** An address saved through the API and chosen on the delivery step: the shopper is on /cart/payment-info. */
export async function toPaymentStep(page: Page) {
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
  expect(saved.status()).toBe(200);
  await page.goto('/cart/delivery/');
  await page.getByRole('button', { name: 'Deliver here' }).first().click();
  await expect(page).toHaveURL(/\/cart\/payment-info\/\?address_id=/);
}

/** From the payment step: 'Review order', then 'Place order' on /cart/order-review. */
export async function reviewAndPlace(page: Page) {
  await page.getByTestId('review-order').click();
  await expect(page).toHaveURL(/\/cart\/order-review\/\?.*payment_mode=/);
  await page.getByTestId('place-order').click();
}

/** A signed-up shopper with a two-product bag (made with JavaScript), then a browser without it: its context and page. */
export async function plainShopper(
  browser: Browser,
  request: APIRequestContext,
  offset: number,
): Promise<{ context: BrowserContext; page: Page }> {
  const signUp = await browser.newContext();
  const first = await signUp.newPage();
  await register(first, request, uniqueEmail());
  await fillBag(first, offset);
  const state = await signUp.storageState();
  await signUp.close();
  const context = await browser.newContext({ javaScriptEnabled: false, storageState: state });
  return { context, page: await context.newPage() };
}

/**
 * A COD order of the shopper whose cookies `request` carries, placed through the API (an address
 * saved, then checkout) at `api` (another process's, say): its order id.
 */
export async function placeCodOrder(request: APIRequestContext, api = '/api/service/application'): Promise<string> {
  const saved = await request.post(`${api}/cart/v1.0/address`, {
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
  expect(saved.status()).toBe(200);
  const placed = await request.post(`${api}/cart/v1.0/checkout`, {
    data: { payment_mode: 'COD', address_id: ((await saved.json()) as { id: string }).id },
  });
  expect(placed.status()).toBe(200);
  return ((await placed.json()) as { order_id: string }).order_id;
}
