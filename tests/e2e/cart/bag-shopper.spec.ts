// The bag of a signed-in shopper in a real browser: a line moves to the wishlist, and reward
// points (credited through the development route) come off the total, with and without JavaScript.
import { test, expect, type APIRequestContext, type Page } from '@playwright/test';
import { products, register, uniqueEmail, type Item } from '../shoppers';

const lines = (page: Page) => page.getByTestId('bag-line');
const totalRow = (page: Page) => page.getByTestId('bag-summary').locator('[data-testid^=breakup-]').last();
const rupees = async (page: Page) => Number((await totalRow(page).locator('dd').innerText()).replace(/[^\d.]/g, ''));

/** The signed-in shopper's id, asked with the page's own cookies. */
async function userId(page: Page): Promise<string> {
  const answer = await page.request.get('/api/service/application/user/authentication/v1.0/session');
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { user: { user_id: string } }).user.user_id;
}

async function credit(request: APIRequestContext, user: string, points: number) {
  const answer = await request.post('/dev/rewards/credit', {
    data: { user_id: user, points, reason: 'Browser test bonus' },
  });
  expect(answer.status()).toBe(200);
}

/** Adds each product through the API with the page's cookies (the product page's own form is tested in bag.spec.ts). */
async function fill(page: Page, items: Item[]) {
  for (const item of items) {
    const sizes = await page.request.get(`/api/service/application/catalog/v1.0/products/${item.slug}/sizes/`);
    const size = ((await sizes.json()) as { sizes: { value: string; is_available: boolean }[] }).sizes.find(
      (s) => s.is_available,
    )!.value;
    const answer = await page.request.post('/api/service/application/cart/v1.0/detail', {
      data: { items: [{ item_id: item.uid, item_size: size, quantity: 1 }] },
    });
    expect(answer.status()).toBe(200);
  }
}

async function shopperWithBag(page: Page, request: APIRequestContext, count: number) {
  await register(page, request, uniqueEmail());
  const items = await products(request, count, 4);
  await fill(page, items);
  await credit(request, await userId(page), 120);
  await page.goto('/cart/bag/');
  await expect(lines(page)).toHaveCount(count);
  return items;
}

test('a signed-in shopper moves a line to the wishlist and uses reward points', async ({ page, request }) => {
  const items = await shopperWithBag(page, request, 2);

  const moved = lines(page).first();
  const uid = Number(await moved.getAttribute('data-item'));
  await moved.getByTestId('line-wishlist').click();
  await expect(lines(page)).toHaveCount(1);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.goto('/wishlist/');
  const name = items.find((i) => i.uid === uid)!.name;
  await expect(page.getByRole('main').getByText(name).first()).toBeVisible();

  await page.goto('/cart/bag/');
  const before = await rupees(page);
  await expect(page.getByTestId('breakup-loyalty_points')).toHaveCount(0);
  await page.getByTestId('points').click();
  await expect(page.getByTestId('breakup-loyalty_points')).toBeVisible();
  await expect(page.getByTestId('points')).toHaveText('Stop using points');
  await expect.poll(() => rupees(page)).toBeLessThan(before);
  // The points are kept on the cart, not in the page.
  await page.reload();
  await expect(page.getByTestId('breakup-loyalty_points')).toBeVisible();
  await page.getByTestId('points').click();
  await expect(page.getByTestId('breakup-loyalty_points')).toHaveCount(0);
  await expect.poll(() => rupees(page)).toBe(before);
});

test.describe('without JavaScript', () => {
  test('points and move to wishlist are forms that come back to the bag', async ({ browser, request }) => {
    // Registration needs the page's script; the bag afterwards is used with it switched off.
    const signUp = await browser.newContext();
    const page = await signUp.newPage();
    await shopperWithBag(page, request, 2);
    const state = await signUp.storageState();
    await signUp.close();

    const plain = await browser.newContext({ javaScriptEnabled: false, storageState: state });
    const bag = await plain.newPage();
    await bag.goto('/cart/bag/');
    await expect(lines(bag)).toHaveCount(2);
    const before = await rupees(bag);
    await bag.getByTestId('points').click();
    await expect(bag).toHaveURL(/\/cart\/bag\/$/);
    await expect(bag.getByTestId('breakup-loyalty_points')).toBeVisible();
    expect(await rupees(bag)).toBeLessThan(before);

    await lines(bag).first().getByTestId('line-wishlist').click();
    await expect(bag).toHaveURL(/\/cart\/bag\/$/);
    await expect(lines(bag)).toHaveCount(1);
    await plain.close();
  });
});
