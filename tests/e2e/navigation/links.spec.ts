// The shop's links (components/ui/link.tsx) are plain anchors; one handler
// (components/navigation/link-navigator.tsx) makes a plain click a client-side navigation. Without
// JavaScript, or with a modifier key, they are ordinary links.
import { test, expect } from '@playwright/test';

const cardLink = (page: import('@playwright/test').Page) =>
  page.getByTestId('product-card').first().getByRole('heading').getByRole('link');

test('a click on a product card moves within the page: the document, and what it holds, stays', async ({ page }) => {
  await page.goto('/products/');
  await page.waitForLoadState('networkidle');
  const link = cardLink(page);
  const name = (await link.innerText()).trim();
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/product\/[^/]+\/$/);
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  // Back returns to the listing, in the same document too.
  await page.goBack();
  await expect(page).toHaveURL(/\/products\/$/);
  await expect(cardLink(page)).toHaveText(name);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test("a click with a modifier is the browser's: this page stays where it is", async ({ page, context }) => {
  await page.goto('/products/');
  await page.waitForLoadState('networkidle');
  const opened = context.waitForEvent('page');
  await cardLink(page).click({ modifiers: ['ControlOrMeta'] });
  const tab = await opened;
  await tab.waitForLoadState();
  expect(tab.url()).toMatch(/\/product\/[^/]+\/$/);
  await expect(page).toHaveURL(/\/products\/$/);
  await tab.close();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a product card link is a plain link to the product page', async ({ page }) => {
    await page.goto('/products/');
    const link = cardLink(page);
    const name = (await link.innerText()).trim();
    await link.click();
    await expect(page).toHaveURL(/\/product\/[^/]+\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  });
});
