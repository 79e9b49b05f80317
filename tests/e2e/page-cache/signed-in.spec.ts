// Catalogue pages for signed-in shoppers (server/page-visitor.ts): one kept copy per
// visitor class, shared by every shopper of the class. The copy names nobody: each browser greets
// its own shopper (components/user/account-entry.tsx). A section shown to anonymous shoppers only
// never reaches a signed-in one, and the copy kept for them never reaches a guest.
import { test, expect, type Page } from '@playwright/test';
import { products, register, uniqueEmail } from '../shoppers';

// The default theme's home shows this banner to anonymous shoppers only (themes/default/preset.json).
const ANONYMOUS_BANNER = 'New here? Take 10% off your first order';

/** The page's cumulative layout shift so far (shifts right after input do not count). */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!entry.hadRecentInput) sum += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(sum), 300);
      }),
  );
}

test('signed-in shoppers are answered from one kept copy that names nobody, without the guests-only sections', async ({
  browser,
  request,
}) => {
  const [item] = await products(request, 1, 44);
  const path = `/product/${item.slug}/`;
  // A guest's home with every section, asked until kept: it holds the banner.
  await expect.poll(async () => (await request.get('/?sections=all')).headers()['x-page-cache']).toBe('HIT');
  expect(await (await request.get('/?sections=all')).text()).toContain(ANONYMOUS_BANNER);

  const firstContext = await browser.newContext();
  const secondContext = await browser.newContext();
  try {
    const first = await firstContext.newPage();
    await register(first, request, uniqueEmail());
    expect((await first.goto(path))?.headers()['x-page-cache']).toBe('MISS');
    await expect(first.getByRole('link', { name: 'Hi, Asha' })).toBeVisible();
    await expect.poll(async () => (await first.request.get(path)).headers()['x-page-cache']).toBe('HIT');
    const kept = await (await first.request.get(path)).text();
    expect(kept).toContain('Your account');
    expect(kept).not.toContain('Hi, Asha');
    await expect.poll(async () => (await first.request.get('/?sections=all')).headers()['x-page-cache']).toBe('HIT');
    const memberHome = await (await first.request.get('/?sections=all')).text();
    expect(memberHome).not.toContain(ANONYMOUS_BANNER);
    expect(memberHome).toContain('data-signed-in="true"');

    // Another shopper, whose browser has not stored a name: the same kept page, their own greeting
    // (asked of the platform), and no guests-only banner.
    const second = await secondContext.newPage();
    await register(second, request, uniqueEmail());
    await second.evaluate(() => localStorage.removeItem('m_shopper_name'));
    expect((await second.goto(path))?.headers()['x-page-cache']).toBe('HIT');
    await expect(second.getByRole('heading', { level: 1 })).toHaveText(item.name);
    await expect(second.getByRole('link', { name: 'Hi, Asha' })).toBeVisible();
    // Nothing moved while the greeting and the profile prompt's button arrived.
    await expect(second.getByRole('complementary', { name: 'Complete your profile' })).toBeVisible();
    expect(await layoutShift(second)).toBe(0);
    expect((await second.goto('/?sections=all'))?.headers()['x-page-cache']).toBe('HIT');
    await expect(second.locator('[data-section]').first()).toBeVisible();
    await expect(second.getByText(ANONYMOUS_BANNER)).toHaveCount(0);

    // A session cookie that is no session is a guest's: the guests' copy, banner and all.
    const forged = await request.get('/?sections=all', { headers: { cookie: 'f.session=not-a-session' } });
    expect(forged.headers()['x-page-cache']).toBe('HIT');
    expect(await forged.text()).toContain(ANONYMOUS_BANNER);
  } finally {
    await firstContext.close();
    await secondContext.close();
  }
});
