import { test, expect } from '@playwright/test';
import { objectId } from '../../../platform/theme/ids';

const NIGHT_MARKET = objectId('theme', 'night-market');

test('home renders the applied theme: 4 sections first, more as the shopper scrolls', async ({ page, request }) => {
  const theme = await (await request.get('/api/service/application/theme/v2.0/applied-theme')).json();
  const home = await (await request.get(`/api/service/application/theme/v1.0/${theme._id}/home?filters=true`)).json();
  const anonymousVisible = home.sections.filter(
    (s: { predicate?: { route?: { selected?: string } } }) => (s.predicate?.route?.selected ?? 'none') === 'none',
  );
  expect(anonymousVisible.length).toBeGreaterThan(4);

  await page.goto('/');
  const sections = page.locator('[data-section]');
  await expect(sections).toHaveCount(4);
  await expect(sections.first()).toHaveAttribute('data-section', home.sections[0].name);

  await page.locator('[data-testid="more-sections"]').scrollIntoViewIfNeeded();
  await expect(sections).toHaveCount(7, { timeout: 10_000 });
  for (let i = 0; i < 10 && (await page.locator('[data-testid="more-sections"]').count()) > 0; i++) {
    await page.locator('[data-testid="more-sections"]').scrollIntoViewIfNeeded();
    await page.waitForTimeout(600);
  }
  await expect(sections).toHaveCount(anonymousVisible.length);
});

test("the hero slideshow's dots are drawn in its controls' white, legible on their dark bar", async ({ page }) => {
  await page.goto('/');
  const dot = page.getByRole('button', { name: /^Show slide 1 of \d+$/ });
  await expect(dot).toBeVisible();
  const colours = await dot.evaluate((el) => [
    getComputedStyle(el.closest('[class*="overlay"]')!).color,
    getComputedStyle(el, '::before').backgroundColor,
  ]);
  expect(colours).toEqual(['rgb(255, 255, 255)', 'rgb(255, 255, 255)']);
});

test.describe('on a phone', () => {
  // The phone's slide image is the <img>'s own src (the wide one is a <source> above 768 px).
  test.use({ viewport: { width: 412, height: 823 } });
  test("the slideshow's other slides fetch their images only once the first slide's has arrived", async ({
    page,
    request,
  }) => {
    // The first slide's image is held back a while: the others must wait for it, not race it.
    const html = await (await request.get('/')).text();
    const firstUrl = /<img src="(\/media\/[^"]+)"[^>]*fetchPriority="high"/.exec(html)?.[1];
    expect(firstUrl).toBeTruthy();
    await page.route(`**${firstUrl}`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    const events: string[] = [];
    page.on('request', (r) => r.url().includes('/media/') && events.push(`start ${new URL(r.url()).pathname}`));
    page.on('requestfinished', (r) => r.url().includes('/media/') && events.push(`end ${new URL(r.url()).pathname}`));
    await page.goto('/');
    const second = page.locator('[aria-roledescription="slide"]').nth(1).locator('img');
    // It is fetched without anyone swiping to it, and shows once swiped to.
    await expect
      .poll(() => second.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 10_000 })
      .toBe(true);
    const secondUrl = await second.evaluate((el: HTMLImageElement) => new URL(el.currentSrc).pathname);
    expect(events).toContain(`end ${firstUrl}`);
    expect(events.indexOf(`start ${secondUrl}`)).toBeGreaterThan(events.indexOf(`end ${firstUrl}`));
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test("every slide's image is there without JavaScript", async ({ page }) => {
    await page.goto('/');
    const slides = page.locator('[aria-roledescription="slide"]');
    expect(await slides.count()).toBeGreaterThan(1);
    for (const img of await slides.locator('img[src]').all())
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    await expect(slides.locator('img[src]')).toHaveCount(await slides.count());
    // Arrows and dots need JavaScript: none shows that would do nothing.
    await expect(page.getByRole('button', { name: /^Show slide 1 of \d+$/ })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Next slide' })).toBeHidden();
    // One image shows per slide (not the deferred one beside its copy), each as tall as the first.
    await expect(slides.locator('img:visible')).toHaveCount(await slides.count());
    const heights = await slides.evaluateAll((items) =>
      items.map((li) => Math.round(li.getBoundingClientRect().height)),
    );
    expect(new Set(heights).size).toBe(1);
  });

  test('the rest of the page is one link away', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('[data-section]')).toHaveCount(4);
    await page.getByRole('link', { name: 'Show the rest of this page' }).click();
    await expect(page).toHaveURL(/sections=all/);
    // The click returns once the next page starts arriving; it streams, so count when it is all there.
    await expect.poll(() => page.locator('[data-section]').count()).toBeGreaterThan(4);
  });
});

test('a section with a route predicate shows only on its URL', async ({ page }) => {
  await page.goto('/?sections=all');
  const without = await page.locator('[data-section]').count();
  await page.goto('/?sections=all&utm_source=newsletter');
  await expect(page.locator('[data-section]')).toHaveCount(without + 1);
});

test('the themeId cookie previews another theme; Close preview clears it', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'themeId', value: NIGHT_MARKET, url: baseURL! }]);
  await page.goto('/');
  await expect(page.getByText("You're previewing:")).toBeVisible();
  await expect(page.getByRole('region', { name: 'Theme preview' })).toContainText('Night Market');
  // Preview shows every section at once.
  expect(await page.locator('[data-section]').count()).toBeGreaterThan(4);
  await page.getByRole('button', { name: 'Close preview' }).click();
  await expect(page.getByText("You're previewing:")).toHaveCount(0);
  expect((await context.cookies()).find((c) => c.name === 'themeId')).toBeUndefined();
});

test('Hide bar hides the preview bar but keeps previewing', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'themeId', value: NIGHT_MARKET, url: baseURL! }]);
  await page.goto('/');
  await page.getByRole('button', { name: 'Hide bar' }).click();
  await expect(page.getByText("You're previewing:")).toHaveCount(0);
  expect((await context.cookies()).find((c) => c.name === 'themeId')?.value).toBe(NIGHT_MARKET);
});

test('an unknown themeId falls back to the applied theme without a preview bar', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'themeId', value: 'ffffffffffffffffffffffff', url: baseURL! }]);
  await page.goto('/');
  await expect(page.locator('[data-section]').first()).toBeVisible();
  await expect(page.getByText("You're previewing:")).toHaveCount(0);
});

test('the palette becomes CSS custom properties', async ({ page }) => {
  await page.goto('/');
  const primary = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
  );
  expect(primary).toMatch(/^#[0-9a-f]{6}$/i);
});

test('a custom-HTML section runs sandboxed: its script cannot read the shop cookies or page', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'shop_secret', value: 'do-not-leak', url: baseURL! }]);
  await page.goto('/?sections=all');
  const frame = page.locator('[data-section="custom-html"] iframe').first();
  await expect(frame).toHaveAttribute('sandbox', /allow-scripts/);
  expect(await frame.getAttribute('sandbox')).not.toContain('allow-same-origin');
  const handle = await frame.elementHandle();
  const inner = await handle!.contentFrame();
  const probe = await inner!.evaluate(() => {
    let cookie = 'unreadable';
    try {
      cookie = document.cookie;
    } catch {
      /* a sandboxed document without allow-same-origin throws here */
    }
    let parent = 'unreachable';
    try {
      parent = window.parent.document.title;
    } catch {
      /* cross-origin */
    }
    return { cookie, parent };
  });
  expect(probe.cookie).not.toContain('do-not-leak');
  expect(probe.parent).toBe('unreachable');
});

test('injected tags: on the pages they name, removed after navigating away', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-home-tag', 'loaded');
  const injected = page.locator('[data-injected-tag]');
  const onHome = await injected.count();
  expect(onHome).toBeGreaterThanOrEqual(2);
  await page.locator('header').getByRole('link', { name: 'Women', exact: true }).click();
  await expect(page).toHaveURL(/\/products\/\?department=women/);
  await expect(injected).toHaveCount(onHome - 1);
  await expect(page.locator('style[data-injected-tag], link[data-injected-tag]')).not.toHaveCount(0);
  // Sign-in pages (codes and reset links in their URLs) get none, not even the all-pages ones.
  await page.locator('header').getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/auth\/login\/$/);
  await expect(injected).toHaveCount(0);
});

test("an extension section is drawn by its own script, fetched without the shop's cookies", async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'themeId', value: NIGHT_MARKET, url: baseURL! }]);
  const assets: { url: string; cookie?: string }[] = [];
  page.on('request', async (r) => {
    if (r.url().includes('/extensions/sale-countdown/'))
      assets.push({ url: r.url(), cookie: (await r.allHeaders()).cookie });
  });
  await page.goto('/');
  const section = page.locator('[data-extension-section="sale-countdown"]');
  await expect(section.getByText('The Night Market sale ends in')).toBeVisible();
  await expect(section.getByRole('timer')).toHaveText(/^\d+d \d\dh \d\dm \d\ds$/);
  await expect(section.getByRole('link', { name: 'Shop the sale' })).toHaveAttribute(
    'href',
    '/collection/festive-edit/',
  );
  // Its CSS applied too (the section lays out as a flex row).
  expect(await section.locator('section').evaluate((el) => getComputedStyle(el).display)).toBe('flex');
  expect(assets.map((a) => new URL(a.url).pathname).sort()).toEqual([
    '/extensions/sale-countdown/section.css',
    '/extensions/sale-countdown/section.js',
  ]);
  expect(assets.every((a) => a.cookie === undefined)).toBe(true);
});
