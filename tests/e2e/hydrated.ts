// Waits until React has hydrated an element (it then carries React's props): a click before that
// submits the plain form (the no-JavaScript path, which works but shows no toast), which on a
// slow machine made tests that expect the scripted answer flaky.
import type { Locator } from '@playwright/test';

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
