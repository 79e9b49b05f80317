// Pictures as a shopper gets them: a phone's card fetches a card-sized copy, and a product page's
// picture opens a larger one in a dialog (a plain link to the whole image without JavaScript).
import { test, expect, type Page } from '@playwright/test';
import { hydrated } from '../hydrated';

/** The width a loaded image was fetched at: its ?w=, or the whole image's own width. */
async function fetchedWidth(page: Page, selector: string): Promise<{ src: string; width: number }> {
  const img = page.locator(selector).first();
  await expect(img).toHaveJSProperty('complete', true);
  const { src, natural } = await img.evaluate((el: HTMLImageElement) => ({
    src: el.currentSrc,
    natural: el.naturalWidth,
  }));
  return { src, width: Number(new URL(src).searchParams.get('w') ?? natural) };
}

async function firstProductPath(page: Page): Promise<string> {
  await page.goto('/products/');
  const href = await page
    .getByTestId('product-card')
    .first()
    .getByRole('heading')
    .getByRole('link')
    .getAttribute('href');
  return href!;
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a listing's card loads a card-sized picture, not the whole one", async ({ page }) => {
    await page.goto('/products/');
    const { src, width } = await fetchedWidth(page, '[data-testid="product-card"] img');
    expect(src).toMatch(/\/media\/[a-z0-9-]+\.webp\?w=\d+$/);
    expect(width).toBeLessThanOrEqual(480);
  });
});

test.describe('zoom', () => {
  test('a click opens the larger picture, Escape closes it and focus returns; Enter and Space open it', async ({
    page,
  }) => {
    await page.goto(await firstProductPath(page));
    const gallery = page.getByTestId('product-gallery');
    const link = gallery.locator('a[data-zoom]').first();
    const shown = await fetchedWidth(page, '[data-testid="product-gallery"] a[data-zoom] img');
    await hydrated(page.locator('dialog[aria-label="Larger picture"]'));

    await link.click();
    const dialog = page.getByRole('dialog', { name: 'Larger picture' });
    await expect(dialog).toBeVisible();
    const large = dialog.locator('img');
    await expect(large).toHaveJSProperty('complete', true);
    expect(await large.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(shown.width);
    // + zooms in; the buttons say how far it can go.
    await dialog.getByRole('region').press('+');
    await expect(large).toHaveAttribute('data-scale', '1.5');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(link).toBeFocused();

    await link.press('Enter');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(link).toBeFocused();
    await link.press(' ');
    await expect(dialog).toBeVisible();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the picture is a link to the whole image', async ({ page, request }) => {
      await page.goto(await firstProductPath(page));
      const href = await page.getByTestId('product-gallery').locator('a[data-zoom]').first().getAttribute('href');
      expect(href).toMatch(/^\/media\/[a-z0-9-]+\.webp$/);
      const image = await request.get(href!);
      expect([image.status(), image.headers()['content-type']]).toEqual([200, 'image/webp']);
    });
  });
});
