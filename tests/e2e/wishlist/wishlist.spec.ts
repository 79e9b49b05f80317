// The wishlist in the browser: the heart on cards and the product page (signed-in shoppers; an
// anonymous one is sent to sign in and back, the product then in the wishlist), /wishlist/ listing
// and removing, the analytics events, and the heart and page without JavaScript.
import { test, expect, type Locator, type Page } from '@playwright/test';
import { events, products, register, signIn, uniqueEmail, type Item } from '../shoppers';
import { hydrated } from '../hydrated';

// Product names repeat across brands: find a card by its link, the product page's heart by its text.
const card = (scope: Page | Locator, item: Item) => {
  const page = 'page' in scope && typeof scope.page === 'function' ? scope.page() : (scope as Page);
  return scope
    .getByTestId('product-card')
    .filter({ has: page.locator(`a[href="/product/${item.slug}/"]`) })
    .first();
};
const heartOf = (scope: Page | Locator, item: Item, state: 'Add' | 'Remove') =>
  card(scope, item).getByRole('button', {
    name: state === 'Add' ? `Add ${item.name} to wishlist` : `Remove ${item.name} from wishlist`,
  });
const pageHeart = (page: Page) =>
  page.getByTestId('wishlist-toggle').filter({ hasText: /Add to wishlist|In your wishlist/ });
/** The sign-in page a heart tapped while signed out on the product's page leads to. */
const heartSignIn = (slug: string) =>
  new RegExp(
    `/auth/login/\\?redirectUrl=${encodeURIComponent(`/wishlist/resume/?return_to=${encodeURIComponent(`/product/${slug}/`)}`)}$`,
  );

test('heart a product on a listing and on its page, see both on /wishlist/, remove them', async ({ page, request }) => {
  const [a, b] = await products(request, 2);
  await register(page, request, uniqueEmail());

  await page.goto('/products/');
  const heartA = heartOf(page, a, 'Add');
  // Hydrated first: a tap before that is the plain form (it works, but sends no analytics event).
  await (await hydrated(heartA)).click();
  const filledA = heartOf(page, a, 'Remove');
  await expect(filledA).toHaveAttribute('aria-pressed', 'true');
  // Off and on again: both events, with the product.
  await filledA.click();
  await expect(heartA).toHaveAttribute('aria-pressed', 'false');
  await heartA.click();
  await expect(filledA).toBeVisible();
  // The heart turns at once; its event follows the platform's answer.
  const wishlistEvents = async () => (await events(page)).filter((e) => e.name.startsWith('wishlist.'));
  await expect
    .poll(async () => (await wishlistEvents()).map((e) => e.name))
    .toEqual(['wishlist.add', 'wishlist.remove', 'wishlist.add']);
  const listingEvents = await wishlistEvents();
  expect(listingEvents[0].payload).toMatchObject({ product_id: a.uid, slug: a.slug });

  await page.goto(`/product/${b.slug}/`);
  await expect(pageHeart(page)).toContainText('Add to wishlist');
  await pageHeart(page).click();
  await expect(pageHeart(page)).toContainText('In your wishlist');
  await expect(pageHeart(page)).toHaveAttribute('aria-pressed', 'true');

  // The listing's hearts show the shopper's wishlist after a fresh load.
  await page.goto('/products/');
  await expect(heartOf(page, a, 'Remove')).toHaveAttribute('aria-pressed', 'true');

  // The header links a signed-in shopper to the wishlist.
  await page.getByRole('banner').getByRole('link', { name: 'Wishlist' }).click();
  await expect(page).toHaveURL(/\/wishlist\/$/);
  const items = page.getByTestId('wishlist-items');
  await expect(items.getByTestId('product-card')).toHaveCount(2);
  // Newest first.
  await expect(
    items.getByTestId('product-card').first().locator(`a[href="/product/${b.slug}/"]`).first(),
  ).toBeAttached();
  await expect(page.getByText('2 products')).toBeVisible();

  await heartOf(items, b, 'Remove').click();
  await expect(items.getByTestId('product-card')).toHaveCount(1);
  await expect(page.getByText('1 product', { exact: true })).toBeVisible();
  await heartOf(items, a, 'Remove').click();
  await expect(page.getByTestId('wishlist-empty')).toContainText('Your wishlist is empty');
});

test('signed out: /wishlist/ sends to sign-in; a heart tapped is in the wishlist after signing in', async ({
  page,
  request,
}) => {
  const [a] = await products(request, 1);
  const email = uniqueEmail();
  await register(page, request, email);
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());

  await page.goto('/wishlist/');
  await expect(page).toHaveURL(/\/auth\/login\/\?redirectUrl=%2Fwishlist%2F$/);

  await page.goto(`/product/${a.slug}/`);
  await pageHeart(page).click();
  await expect(page).toHaveURL(heartSignIn(a.slug));
  await signIn(page, email);
  // Back on the product, which is now in the wishlist without a second tap.
  await expect(page).toHaveURL(new RegExp(`/product/${a.slug}/$`));
  await expect(pageHeart(page)).toContainText('In your wishlist');
  await page.goto('/wishlist/');
  await expect(card(page.getByTestId('wishlist-items'), a)).toBeVisible();
  // The intent is used once: opening the resume path again adds nothing and just goes back.
  await heartOf(page.getByTestId('wishlist-items'), a, 'Remove').click();
  await expect(page.getByTestId('wishlist-empty')).toBeVisible();
  await page.goto(`/wishlist/resume/?return_to=${encodeURIComponent(`/product/${a.slug}/`)}`);
  await expect(page).toHaveURL(new RegExp(`/product/${a.slug}/$`));
  await expect(pageHeart(page)).toContainText('Add to wishlist');
  // Never away from the shop.
  await page.goto('/wishlist/resume/?return_to=https%3A%2F%2Fevil.example%2F');
  await expect(page).toHaveURL(/\/wishlist\/$/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the heart is a form: it adds, and on /wishlist/ it removes', async ({ browser, request }) => {
    const [a] = await products(request, 1, 5);
    // Register with JavaScript, then carry the session into a context without it.
    const withJs = await browser.newContext({ javaScriptEnabled: true });
    const setup = await withJs.newPage();
    await register(setup, request, uniqueEmail());
    const context = await browser.newContext({ javaScriptEnabled: false, storageState: await withJs.storageState() });
    await withJs.close();
    const page = await context.newPage();

    await page.goto(`/product/${a.slug}/`);
    await pageHeart(page).click();
    await expect(page).toHaveURL(new RegExp(`/product/${a.slug}/$`));
    await page.goto('/wishlist/');
    const items = page.getByTestId('wishlist-items');
    await expect(items.getByTestId('product-card')).toHaveCount(1);
    await heartOf(items, a, 'Remove').click();
    await expect(page).toHaveURL(/\/wishlist\/$/);
    await expect(page.getByTestId('wishlist-empty')).toBeVisible();
    await context.close();
  });

  test('an anonymous heart goes to sign-in, and the product is in the wishlist after signing in', async ({
    page,
    request,
    browser,
  }) => {
    const [a] = await products(request, 1, 7);
    const email = uniqueEmail();
    const withJs = await browser.newContext({ javaScriptEnabled: true });
    await register(await withJs.newPage(), request, email);
    await withJs.close();

    await page.goto(`/product/${a.slug}/`);
    await pageHeart(page).click();
    await expect(page).toHaveURL(heartSignIn(a.slug));
    await signIn(page, email);
    await expect(page).toHaveURL(new RegExp(`/product/${a.slug}/$`));
    await page.goto('/wishlist/');
    await expect(page.getByTestId('wishlist-items').getByTestId('product-card')).toHaveCount(1);
    await expect(card(page.getByTestId('wishlist-items'), a)).toBeVisible();
  });
});
