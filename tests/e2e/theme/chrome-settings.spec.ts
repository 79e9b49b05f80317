// The default theme's header draws the header settings of the theme a page renders with: the
// applied theme's (sticky, one row, the announcement bar in its colours) and, once the themeId
// cookie switches to the seeded Night Market theme (header_layout 'double', its own announcement
// colours), that theme's.
import { test, expect, type Page } from '@playwright/test';
import { objectId } from '../../../platform/theme/ids';

const NIGHT_MARKET = objectId('theme', 'night-market');

const header = (page: Page) => page.locator('body > header');
const bar = (page: Page) => page.getByRole('region', { name: 'Announcements' });
const style = (page: Page, selector: string, property: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);

test("the applied theme's header settings: sticky, one row, the announcement bar in its colours", async ({
  page,
  request,
}) => {
  const theme = await (await request.get('/api/service/application/theme/v2.0/applied-theme')).json();
  const current = theme.config.list.find((c: { name: string }) => c.name === theme.config.current);
  const saved = current.global_config.custom.props;
  expect(saved.sticky_header).toBe(true);
  expect(saved.header_layout).toBe('single');

  await page.goto('/');
  await expect(header(page)).toHaveAttribute('data-layout', 'single');
  expect(await style(page, 'body > header', 'position')).toBe('sticky');
  await expect(bar(page)).toContainText('Free delivery');
  expect(await style(page, '[aria-label="Announcements"]', 'background-color')).toBe('rgb(47, 62, 92)');
  expect(await style(page, '[aria-label="Announcements"]', 'color')).toBe('rgb(255, 255, 255)');
  // Sticky: still on screen after scrolling down.
  await page.evaluate(() => window.scrollTo(0, 1500));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  expect(await header(page).evaluate((el) => el.getBoundingClientRect().top)).toBe(0);
});

test("another theme's header settings show once it renders the page", async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'themeId', value: NIGHT_MARKET, url: baseURL! }]);
  await page.goto('/');
  await expect(page.getByText("You're previewing:")).toBeVisible();
  await expect(header(page)).toHaveAttribute('data-layout', 'double');
  // The logo centred on a row of its own, above the search box.
  const [logo, search] = await Promise.all([
    header(page).getByRole('link').first().boundingBox(),
    header(page).locator('input[type="search"]').first().boundingBox(),
  ]);
  const width = page.viewportSize()!.width;
  expect(Math.abs(logo!.x + logo!.width / 2 - width / 2)).toBeLessThan(40);
  expect(logo!.y + logo!.height).toBeLessThanOrEqual(search!.y + 1);
  expect(await style(page, '[aria-label="Announcements"]', 'background-color')).toBe('rgb(233, 161, 59)');
  expect(await style(page, '[aria-label="Announcements"]', 'color')).toBe('rgb(22, 20, 31)');
});
