// Compare, section pages, custom pages, runtime templates, lazy images and route-change scroll,
// in the production build.
import { test, expect, type Page } from '@playwright/test';
import { hydrated } from '../hydrated';

type Item = { name: string; slug: string; brand: { name: string } };

async function products(request: import('@playwright/test').APIRequestContext, count: number): Promise<Item[]> {
  const answer = await request.get(`/api/service/application/catalog/v1.0/products/?page_size=${count}`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { items: Item[] }).items;
}

const compareTable = (page: Page) => page.getByTestId('compare-table');

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/compare/?id=a,b shows both products, and a remove link works as a plain link', async ({ page, request }) => {
    const [a, b] = await products(request, 2);
    await page.goto(`/compare/?id=${a.slug},${b.slug}`);
    await expect(compareTable(page).getByText(a.name, { exact: true })).toBeVisible();
    await expect(compareTable(page).getByText(b.name, { exact: true })).toBeVisible();
    await expect(compareTable(page).getByRole('rowheader', { name: 'Price' })).toBeVisible();
    await page.getByRole('link', { name: `Remove ${a.name} from the comparison` }).click();
    await expect(page).toHaveURL(new RegExp(`/compare/\\?id=${b.slug}$`));
    await expect(compareTable(page).getByText(b.name, { exact: true })).toBeVisible();
    await expect(compareTable(page).getByText(a.name, { exact: true })).toHaveCount(0);
  });

  test('a repeated id query is read as a list too', async ({ page, request }) => {
    const [a, b] = await products(request, 2);
    await page.goto(`/compare/?id=${a.slug}&id=${b.slug}`);
    await expect(compareTable(page).locator('thead th')).toHaveCount(2);
  });

  test('an empty comparison explains itself and links to the products', async ({ page }) => {
    const response = await page.goto('/compare/');
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId('compare-empty')).toContainText('No Product Slugs present');
    await expect(page.getByTestId('compare-empty').getByRole('link', { name: 'Browse products' })).toHaveAttribute(
      'href',
      '/products/',
    );
  });

  test('the add form works without JavaScript', async ({ page, request }) => {
    const [a] = await products(request, 1);
    await page.goto(`/compare/?id=${a.slug}&q=`);
    const add = page.getByRole('region', { name: 'Search results' }).getByRole('link').first();
    await expect(add).toHaveAttribute('href', new RegExp(`^/compare/\\?id=${a.slug},`));
    await add.click();
    await expect(compareTable(page).locator('thead th')).toHaveCount(2);
  });

  test('/sections/festive-lookbook renders its sections on the server', async ({ page }) => {
    const response = await page.goto('/sections/festive-lookbook');
    expect(response?.status()).toBe(200);
    await expect(page.locator('.theme-page[data-page="festive-lookbook"]')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Dressed for every celebration' })).toBeVisible();
    await expect(page).toHaveTitle(/festive lookbook/i);
  });

  test('/page/about-us carries its text for crawlers in a noscript', async ({ page, request }) => {
    const html = await (await request.get('/page/about-us')).text();
    const noscript = html.match(/<noscript>([\s\S]*?)<\/noscript>/g)?.join('') ?? '';
    expect(noscript).toContain('Slow-made, for every day');
    expect(noscript).not.toMatch(/<script/i);
    // (Playwright's javaScriptEnabled: false does not make Chromium render <noscript>, so the
    // rendering itself is not checked here; a browser with scripting off shows it.)
    expect(noscript).toContain('.custom-page-frame{display:none');
    await page.goto('/page/about-us');
    await expect(page).toHaveTitle(/About us/);
  });
});

test('/sections redirects home; an unknown group, custom page or template is not found', async ({ page, request }) => {
  await page.goto('/sections');
  await expect(page).toHaveURL(/\/$/);
  for (const path of [
    '/sections/no-such-group',
    '/page/no-such-page',
    '/page/gift-cards',
    '/c/lookbook',
    '/c/lookbook/summer',
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toContain('Page Not Found.');
  }
});

test('/page/about-us runs its HTML, CSS and JS in a sandboxed frame sized to its content', async ({ page }) => {
  await page.goto('/page/about-us');
  await expect(page).toHaveTitle(/About us/);
  const frame = page.frameLocator('[data-testid="custom-page-frame"]');
  await expect(frame.getByRole('heading', { name: 'Slow-made, for every day' })).toBeVisible();
  // Its script ran (it rewrites the years).
  await expect(frame.locator('#ll-years')).toContainText('for');
  await expect(page.getByTestId('custom-page-frame')).toHaveAttribute('sandbox', /allow-scripts/);
  await expect(page.getByTestId('custom-page-frame')).not.toHaveAttribute('sandbox', /allow-same-origin/);
  // Auto height: the frame grows to its document, so it does not scroll inside.
  await expect
    .poll(async () =>
      page.getByTestId('custom-page-frame').evaluate((el) => (el as HTMLIFrameElement).getBoundingClientRect().height),
    )
    .toBeGreaterThan(700);
  // The frame's origin is opaque: its scripts cannot read the shop's cookies.
  const inner = page.frames().find((f) => f !== page.mainFrame());
  const cookieRead = await inner!.evaluate(() => {
    try {
      return `read:${document.cookie}`;
    } catch (e) {
      return `blocked:${(e as Error).name}`;
    }
  });
  expect(cookieRead).toBe('blocked:SecurityError');
});

test('a product image that fails 3 times ends in the error state', async ({ page, request }) => {
  const [a] = await products(request, 1);
  const tries = new Map<string, number>();
  await page.route('**/media/**', (route) => {
    const url = new URL(route.request().url());
    tries.set(url.pathname, (tries.get(url.pathname) ?? 0) + 1);
    return route.abort();
  });
  await page.goto(`/product/${a.slug}/`);
  const first = page.locator('[data-state]').first();
  await expect(first).toHaveAttribute('data-state', 'error', { timeout: 10_000 });
  await expect(first).toHaveAttribute('data-attempts', '3');
  await page.waitForTimeout(1000); // and no fourth attempt follows
  const counts = [...tries.values()];
  expect(Math.max(...counts)).toBe(3);
});

test('images that load end in the loaded state', async ({ page, request }) => {
  const [a] = await products(request, 1);
  await page.goto(`/product/${a.slug}/`);
  await expect(page.locator('[data-state]').first()).toHaveAttribute('data-state', 'loaded');
});

test('"Add to compare" keeps slugs in local storage and opens the comparison', async ({ page, request }) => {
  const [a, b] = await products(request, 2);
  await page.goto(`/product/${a.slug}/`);
  await page.getByRole('button', { name: 'Add to compare' }).click();
  await expect(page.getByRole('link', { name: 'Compare (1)' })).toBeVisible();
  await page.goto(`/product/${b.slug}/`);
  await page.getByRole('button', { name: 'Add to compare' }).click();
  const stored = await page.evaluate(
    () => JSON.parse(localStorage.getItem('m_compare_slugs') ?? 'null') as { value: string[] },
  );
  expect(stored.value).toEqual([a.slug, b.slug]);
  await page.getByRole('link', { name: 'Compare (2)' }).click();
  await expect(page).toHaveURL(new RegExp(`/compare/\\?id=${a.slug},${b.slug}$`));
  await expect(compareTable(page).getByText(b.name, { exact: true })).toBeVisible();
  // Removing with JavaScript also updates the stored list.
  await page.getByRole('link', { name: `Remove ${a.name} from the comparison` }).click();
  await expect(page).toHaveURL(new RegExp(`/compare/\\?id=${b.slug}$`));
  await expect
    .poll(() =>
      page.evaluate(() => (JSON.parse(localStorage.getItem('m_compare_slugs') ?? 'null') as { value: string[] }).value),
    )
    .toEqual([b.slug]);
});

test('the compare search suggests 5 products on focus and adds the chosen one', async ({ page, request }) => {
  const [a] = await products(request, 1);
  await page.goto(`/compare/?id=${a.slug}`);
  await page.getByRole('combobox', { name: 'Search a product to add' }).focus();
  const options = page.getByRole('listbox', { name: 'Products to add' }).getByRole('option');
  await expect(options).toHaveCount(5);
  await options.first().getByRole('button').click();
  await expect(page).toHaveURL(new RegExp(`/compare/\\?id=${a.slug},`));
  await expect(compareTable(page).locator('thead th')).toHaveCount(2);
});

test.describe('scroll on route changes', () => {
  type NextWindow = Window & { next: { router: { push: (href: string) => void } } };

  test('a new path starts at the top', async ({ page, request }) => {
    const [a] = await products(request, 1);
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto('/products/');
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await page.evaluate((href) => (window as unknown as NextWindow).next.router.push(href), `/product/${a.slug}/`);
    await expect(page).toHaveURL(new RegExp(`/product/${a.slug}/$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(a.name);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a query-only change on a listing keeps the position', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto('/products/');
    // Scroll down, then click a filter link that is in view there.
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400);
    const links = page.locator('nav[aria-label="Filters"] a[href*="f="]');
    const index = await links.evaluateAll((els) =>
      els.findIndex((el) => {
        const r = el.getBoundingClientRect();
        return r.top > 80 && r.bottom < window.innerHeight - 20;
      }),
    );
    expect(index).toBeGreaterThanOrEqual(0);
    // Hydrated first: a click before that is a whole page load, which starts at the top.
    const filter = await hydrated(links.nth(index));
    await filter.click();
    await expect(page).toHaveURL(/[?&]f=/);
    await page.waitForTimeout(800);
    // Not sent back to the top (the new results may be shorter, so the exact offset can shrink).
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  });

  test('a query-only change elsewhere goes to the top', async ({ page, request }) => {
    const [a] = await products(request, 1);
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto(`/compare/?id=${a.slug}`);
    await page.evaluate(() => document.body.style.setProperty('min-height', '4000px'));
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);
    await page.evaluate(() => (window as unknown as NextWindow).next.router.push('/compare/?id='));
    await expect(page).toHaveURL(/id=$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
