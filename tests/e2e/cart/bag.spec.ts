// The bag in a real browser (storefront half): add to bag with a size on the product
// page, quantities, coupons (the seed's demo coupons), the merge at sign-in, the same without
// JavaScript, a shared cart opened in another browser, buy-now, and a theme with disable_cart.
import { test, expect, type Page } from '@playwright/test';
import { objectId } from '../../../platform/theme/ids';
import { holdScripts, hydrated } from '../hydrated';
import { register } from '../shoppers';

const LOOKBOOK = objectId('theme', 'lookbook');
const uniqueEmail = () => `bag.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 7)}@example.com`;

type Event = { name: string; payload?: Record<string, unknown> };
const events = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { storefrontEvents?: Event[] }).storefrontEvents ?? []).map((e) => e.name),
  );

/** Product pages with at least three sizes (clothing), from the listing. */
async function sizedProducts(page: Page, n: number): Promise<string[]> {
  await page.goto('/products/?department=women');
  const hrefs = await page
    .locator('[data-testid=product-card] h2 a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
  const found: string[] = [];
  for (const href of hrefs) {
    await page.goto(href);
    if ((await page.getByTestId('size-option').count()) >= 3) found.push(href);
    if (found.length === n) return found;
  }
  throw new Error('not enough products with sizes');
}

/** Taps the product page's nth size chip (from 1), a link to that size's page, and waits for it. */
async function chooseSize(page: Page, n: number) {
  await page
    .getByTestId('size-option')
    .nth(n - 1)
    .click();
  await expect(page).toHaveURL(/[?&]size=/);
  await expect(page.getByTestId('add-to-bag-page').locator('input[name=item_size]')).toHaveCount(1);
}

/** With JavaScript, waits for the platform's answer ("Added to bag" naming the item); without, the form posts. */
async function addToBag(page: Page, href: string, sizeIndex: number, javaScript = true) {
  await page.goto(href);
  const form = page.getByTestId('add-to-bag-page');
  await chooseSize(page, sizeIndex);
  const button = form.getByRole('button', { name: 'Add to bag' });
  if (javaScript) await hydrated(button);
  await button.click();
  if (javaScript) await expect(addedPopover(page).getByRole('heading')).toHaveText('Added to bag');
}

const addedPopover = (page: Page) => page.getByRole('dialog', { name: 'Added to bag' });

const lines = (page: Page) => page.getByTestId('bag-line');
const total = (page: Page) =>
  page.getByTestId('bag-summary').locator('[data-testid^=breakup-]').last().locator('dd').innerText();
const toast = (page: Page) => page.getByTestId('toast').last();

test('anonymous bag: two products in two sizes, quantities, a refused and an applied coupon, kept at sign-in', async ({
  page,
  request,
}) => {
  const [first, second] = await sizedProducts(page, 2);
  await addToBag(page, first, 1);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await expect.poll(() => events(page)).toEqual(expect.arrayContaining(['add_to_bag', 'cart.newProduct']));
  await addToBag(page, first, 2);
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  await addToBag(page, second, 3);
  await expect(page.getByTestId('cart-count')).toHaveText('3');

  await page.goto('/cart/bag/');
  await expect(lines(page)).toHaveCount(3);
  await expect.poll(() => events(page)).toContain('cart.view');
  const sizes = await lines(page).getByTestId('line-size').allInnerTexts();
  expect(new Set(sizes).size).toBeGreaterThanOrEqual(2);

  const before = await total(page);
  const line = lines(page).first();
  await line.getByTestId('qty-plus').click();
  await expect(line.getByTestId('line-quantity')).toHaveText('2');
  await expect.poll(() => total(page)).not.toBe(before);
  await expect.poll(() => events(page)).toEqual(expect.arrayContaining(['quantity_add', 'cart.update']));
  await line.getByTestId('qty-minus').click();
  await expect(line.getByTestId('line-quantity')).toHaveText('1');
  await expect.poll(() => total(page)).toBe(before);
  await expect.poll(() => events(page)).toContain('quantity_remove');

  // A refused coupon: the platform's message in a toast and beside the field, where it stays after
  // the toast has gone; nothing applied.
  await page.getByTestId('coupon-drawer').click();
  await page.getByTestId('coupon-input').fill('NO-SUCH-COUPON');
  await page.getByTestId('apply-coupon').click();
  await expect(toast(page)).toHaveText('Coupon not found');
  await expect(page.getByTestId('coupon-refusal')).toHaveText('Coupon not found');
  await expect(page.getByTestId('toast')).toHaveCount(0, { timeout: 10_000 });
  await expect(page.getByTestId('coupon-refusal')).toHaveText('Coupon not found');
  await expect(page.getByTestId('applied-coupon')).toHaveCount(0);
  await expect.poll(() => events(page)).toContain('coupon_denied');
  // The seed's SAVE10: 10% off a bag of ₹499 or more.
  await page.getByTestId('coupon-input').fill('SAVE10');
  await page.getByTestId('apply-coupon').click();
  await expect(page.getByTestId('applied-coupon')).toContainText('SAVE10');
  await expect(toast(page)).toHaveText('Coupon SAVE10 applied');
  await expect(page.getByTestId('coupon-refusal')).toHaveCount(0);
  await expect.poll(() => events(page)).toContain('coupon_applied');
  await expect.poll(() => total(page)).not.toBe(before);

  await lines(page).last().getByTestId('line-remove').click();
  await expect(lines(page)).toHaveCount(2);
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  await expect.poll(() => events(page)).toEqual(expect.arrayContaining(['article_remove', 'cart.remove']));

  // The wishlist needs a shopper: moving a line there signs in first, back to the bag.
  await lines(page).first().getByTestId('line-wishlist').click();
  await expect(page).toHaveURL(/\/auth\/login\/\?redirectUrl=%2Fcart%2Fbag%2F$/);

  // Signing in keeps the bag: the anonymous cart joins the shopper's.
  await register(page, request, uniqueEmail(), { redirectUrl: '/cart/bag/', greeted: false });
  await expect(page).toHaveURL(/\/cart\/bag\/$/);
  await page.reload();
  await expect(lines(page)).toHaveCount(2);
  await expect(page.getByTestId('cart-count')).toHaveText('2');

  // Buy now when signed in: the buy-now cart, then the delivery step; the bag stays as it was.
  await page.goto(second);
  const form = page.getByTestId('add-to-bag-page');
  await chooseSize(page, 1);
  const delivery = page.waitForRequest((r) => /\/cart\/delivery\?buy_now=true&id=/.test(r.url()));
  await (await hydrated(form.getByRole('button', { name: 'Buy now' }))).click();
  await delivery;
  await page.goto('/cart/bag/');
  await expect(lines(page)).toHaveCount(2);
});

test('a coupon that stops applying when a line goes down stays on the bag with its reason, and applies again over its minimum', async ({
  page,
  request,
}) => {
  // A product of ₹250 to ₹498 with sizes: one piece is under SAVE10's ₹499, two are over it.
  type Listed = { slug: string; price: { effective: { min: number; max: number } } };
  const listing = (await (
    await request.get('/api/service/application/catalog/v1.0/products/?page_size=100&f=department%3Awomen')
  ).json()) as { items: Listed[] };
  let href: string | undefined;
  for (const item of listing.items.filter((i) => i.price.effective.min >= 250 && i.price.effective.max <= 498)) {
    await page.goto(`/product/${item.slug}/`);
    if ((await page.getByTestId('size-option').count()) >= 1) {
      href = `/product/${item.slug}/`;
      break;
    }
  }
  if (!href) throw new Error('no sized product of ₹250 to ₹498');
  await addToBag(page, href, 1);
  await page.goto('/cart/bag/');
  const line = lines(page).first();
  // One piece is under SAVE10's minimum: the list says so, and says otherwise once the bag passes it.
  await page.getByTestId('coupon-drawer').click();
  const listed = page.getByTestId('bag-coupons').locator('li').filter({ hasText: 'SAVE10' });
  await expect(listed.getByRole('button', { name: 'Apply' })).toBeDisabled();
  await (await hydrated(line.getByTestId('qty-plus'))).click();
  await expect(line.getByTestId('line-quantity')).toHaveText('2');
  await expect(listed.getByRole('button', { name: 'Apply' })).toBeEnabled();
  // Items are lines, as the header counts them; the pieces are said beside them.
  await expect(page.getByRole('heading', { name: /^Your bag/ })).toHaveText('Your bag (1 item, 2 pieces)');
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.getByTestId('coupon-input').fill('SAVE10');
  await page.getByTestId('apply-coupon').click();
  await expect(page.getByTestId('applied-coupon')).toContainText('SAVE10');

  await line.getByTestId('qty-minus').click();
  await expect(line.getByTestId('line-quantity')).toHaveText('1');
  await expect(toast(page)).toHaveText(/^SAVE10 does not apply now: .+/);
  await expect(page.getByTestId('held-coupon')).toHaveText(/^SAVE10 does not apply now: .+/);
  await expect(page.getByTestId('applied-coupon')).toHaveCount(0);
  // Applying closed the list; opened again, it says the coupon does not apply now.
  await expect(listed).toBeHidden();
  await page.getByTestId('coupon-drawer').click();
  await expect(listed.getByRole('button', { name: 'Apply' })).toBeDisabled();

  await line.getByTestId('qty-plus').click();
  await expect(page.getByTestId('applied-coupon')).toContainText('SAVE10');
  await expect(page.getByTestId('held-coupon')).toHaveCount(0);
  await expect(listed.getByRole('button', { name: 'Applied' })).toBeDisabled();
});

test('a product with a free gift names the gift on its bag line', async ({ page, request }) => {
  // The demo shop's free-gift promotions are on products whose uid is 2 more than a multiple of 17.
  const listing = (await (
    await request.get('/api/service/application/catalog/v1.0/products/?page_size=100')
  ).json()) as { items: { uid: number; slug: string }[] };
  const giver = listing.items.find((i) => i.uid % 17 === 2);
  if (!giver) throw new Error('no product with a free gift on the first page');
  const promotions = (await (
    await request.get(`/api/service/application/cart/v1.0/available-promotions?slug=${giver.slug}`)
  ).json()) as { available_promotions: { free_gift_items?: { item_name: string }[] }[] };
  const giftName = promotions.available_promotions.flatMap((p) => p.free_gift_items ?? [])[0]?.item_name;
  expect(giftName).toBeTruthy();
  const sizes = (await (
    await request.get(`/api/service/application/catalog/v1.0/products/${giver.slug}/sizes/`)
  ).json()) as { sizes: { value: string; is_available: boolean }[] };
  const size = sizes.sizes.find((s) => s.is_available)!.value;
  expect(
    (
      await page.request.post('/api/service/application/cart/v1.0/detail', {
        data: { items: [{ item_id: giver.uid, item_size: size, quantity: 1 }] },
      })
    ).status(),
  ).toBe(200);
  await page.goto('/cart/bag/');
  await expect(lines(page).first().getByTestId('line-gift')).toHaveText(`Free gift with this product: ${giftName}`);
});

test("Add to bag without a size asks for one in the shop's words and puts the shopper on the size chips, the one size picker", async ({
  page,
}) => {
  const [href] = await sizedProducts(page, 1);
  await page.goto(href);
  const form = page.getByTestId('add-to-bag-page');
  await expect(form.getByRole('combobox')).toHaveCount(0);
  await expect(page.getByTestId('sticky-bar').getByRole('combobox')).toHaveCount(0);
  await (await hydrated(form.getByRole('button', { name: 'Add to bag' }))).click();
  await expect(toast(page)).toHaveText('Please select a size');
  await expect(page.getByTestId('size-option').first()).toBeFocused();
  await expect(page.getByTestId('cart-count')).toHaveCount(0);
});

test('a size tapped while its page is on its way is the one added, at once', async ({ page }) => {
  const [href] = await sizedProducts(page, 1);
  await page.goto(href);
  const form = page.getByTestId('add-to-bag-page');
  await hydrated(form.getByRole('button', { name: 'Add to bag' }));
  // The size's page held back: the chip shows as chosen and Add to bag takes that size.
  let releasePage!: () => void;
  const held = new Promise<void>((resolve) => (releasePage = resolve));
  await page.route(/[?&]size=/, async (route) => {
    await held;
    await route.continue();
  });
  const second = page.getByTestId('size-option').nth(1);
  const size = (await second.innerText()).trim();
  await second.click();
  await expect(second).toHaveAttribute('data-tapped', '');
  await form.getByRole('button', { name: 'Add to bag' }).click();
  // Not asked for a size: the bag counts it at once (the action itself follows the navigation).
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  releasePage();
  await expect(addedPopover(page).getByTestId('added-size')).toHaveText(size);
  await page.goto('/cart/bag/');
  await expect(lines(page).first().getByTestId('line-size')).toContainText(size);
});

test("Add to bag sent before the page's scripts ran, without a size, comes back to the sizes, which ask for one", async ({
  page,
}) => {
  const [href] = await sizedProducts(page, 1);
  const release = await holdScripts(page);
  await page.goto(href, { waitUntil: 'commit' });
  await page.getByTestId('add-to-bag-page').getByRole('button', { name: 'Add to bag' }).click();
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}#sizes$`));
  release();
  await expect(page.locator('#sizes').getByText('Please select a size')).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveCount(0);
});

test('bare /cart and unknown cart paths go to the bag; an empty bag says so', async ({ page }) => {
  await page.goto('/cart');
  await expect(page).toHaveURL(/\/cart\/bag\/$/);
  await page.goto('/cart/no-such-step/');
  await expect(page).toHaveURL(/\/cart\/bag\/$/);
  await expect(page.getByTestId('bag-empty')).toContainText('Your bag is empty');
  await expect(page.getByTestId('bag-empty').getByRole('link', { name: 'Continue shopping' })).toHaveAttribute(
    'href',
    '/products/',
  );
});

test('buy now while signed out goes to sign-in and back to the product', async ({ page }) => {
  const [href] = await sizedProducts(page, 1);
  await page.goto(href);
  const form = page.getByTestId('add-to-bag-page');
  await chooseSize(page, 1);
  await form.getByRole('button', { name: 'Buy now' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/auth/login/\\?redirectUrl=${encodeURIComponent(href).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
  );
});

test('a shared bag opens in another browser, offering only the ways to take it that differ', async ({
  page,
  browser,
}) => {
  const [href] = await sizedProducts(page, 1);
  await addToBag(page, href, 2);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.goto('/cart/bag/');
  await page.getByTestId('share-cart').click();
  const link = await page.getByTestId('share-link').inputValue();
  expect(link).toMatch(/\/shared-cart\/[\w-]+$/);

  const other = await browser.newContext();
  const visitor = await other.newPage();
  const choices = () => visitor.getByTestId(/^shared-(add|merge|replace)$/);
  await visitor.goto(link);
  await expect(visitor.getByTestId('shared-line')).toHaveCount(1);
  // An empty bag: merging or replacing would do the same as adding, so adding alone is offered.
  await expect(choices()).toHaveText(['Add to my bag']);

  // Another size in the bag (nothing in common): merging would add the same, so add or replace.
  await addToBag(visitor, href, 1);
  await visitor.goto(link);
  await expect(choices()).toHaveText(['Add to my bag', 'Replace my bag']);
  await visitor.getByTestId('shared-add').click();
  await expect(visitor).toHaveURL(/\/cart\/bag\/$/);
  await expect(visitor.getByTestId('bag-line')).toHaveCount(2);
  await expect(visitor.getByTestId('cart-count')).toHaveText('2');

  // The shared line now in the bag too: all three differ; merging keeps its quantity.
  await visitor.goto(link);
  await expect(choices()).toHaveText(['Add to my bag', 'Merge with my bag', 'Replace my bag']);
  await visitor.getByTestId('shared-merge').click();
  await expect(visitor).toHaveURL(/\/cart\/bag\/$/);
  await expect(lines(visitor)).toHaveCount(2);
  await expect(lines(visitor).getByTestId('line-quantity')).toHaveText(['1', '1']);
  await other.close();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('add to bag, change the quantity and remove post forms and come back to the bag', async ({ page }) => {
    const [href] = await sizedProducts(page, 1);
    await addToBag(page, href, 1, false);
    await expect(page).toHaveURL(/\/cart\/bag\/$/);
    await expect(page.getByTestId('bag-notice')).toHaveText('Added to bag');
    await expect(lines(page)).toHaveCount(1);
    await lines(page).first().getByTestId('qty-plus').click();
    await expect(page).toHaveURL(/\/cart\/bag\/$/);
    await expect(lines(page).first().getByTestId('line-quantity')).toHaveText('2');
    await lines(page).first().getByTestId('line-remove').click();
    await expect(page.getByTestId('bag-empty')).toBeVisible();
  });
});

test('with disable_cart in the theme, cart routes go home and no add-to-bag is drawn', async ({
  page,
  context,
  baseURL,
}) => {
  const [href] = await sizedProducts(page, 1);
  await context.addCookies([{ name: 'themeId', value: LOOKBOOK, url: baseURL! }]);
  for (const path of ['/cart/bag/', '/cart', '/cart/available-coupons/', '/shared-cart/anything']) {
    await page.goto(path);
    await expect(page).toHaveURL(`${baseURL}/`);
  }
  await page.goto(href);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('add-to-bag-page')).toHaveCount(0);
  await expect(page.getByTestId('cart-link')).toHaveCount(0);
});
