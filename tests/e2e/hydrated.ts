// Waits until React has hydrated an element (it then carries React's props): a click before that
// submits the plain form (the no-JavaScript path, which works but shows no toast), which on a
// slow machine made tests that expect the scripted answer flaky.
import type { Locator, Page } from '@playwright/test';

export async function hydrated(locator: Locator): Promise<Locator> {
  await locator.evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        const ready = () => Object.keys(element).some((key) => key.startsWith('__reactProps$'));
        if (ready()) return resolve();
        const timer = setInterval(() => ready() && (clearInterval(timer), resolve()), 25);
      }),
  );
  return locator;
}

/**
 * Holds the page's scripts (not its stylesheets, which would hold the first paint) until the
 * returned function is called: a shopper on a slow phone, typing while they load.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_next\/static\/.*\.js(\?|$)/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
