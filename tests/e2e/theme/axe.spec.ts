// Every seeded theme passes axe's WCAG 2 A and AA rules (colour contrast included) on home, a
// listing and a product page, on a phone and a laptop. Each theme is previewed with the themeId
// cookie; home is asked for whole (?sections=all), as without JavaScript.
import fs from 'node:fs';
import { test, expect } from '@playwright/test';
import { objectId } from '../../../platform/theme/ids';
import { DEMO_THEMES } from '../../../platform/seed/theme-content';

const AXE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
type Violation = { id: string; help: string; nodes: { target: string[]; failureSummary?: string }[] };

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1280, height: 800 },
];

for (const theme of DEMO_THEMES) {
  for (const viewport of VIEWPORTS) {
    test(`${theme.name} passes axe on home, a listing and a product page (${viewport.name})`, async ({
      browser,
      request,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      const listing = await (await request.get('/api/service/application/catalog/v1.0/products/?page_size=1')).json();
      const paths = ['/?sections=all', '/products/', `/product/${listing.items[0].slug}/`];
      // The shop's CSP allows no inline script: axe is injected past it, as a browser extension would be.
      const context = await browser.newContext({ viewport, bypassCSP: true });
      await context.addCookies([{ name: 'themeId', value: objectId('theme', theme.slug), url: baseURL! }]);
      const page = await context.newPage();
      const found: string[] = [];
      for (const path of paths) {
        await page.goto(path, { waitUntil: 'networkidle' });
        await page.addScriptTag({ content: AXE });
        const violations = (await page.evaluate(() =>
          (window as unknown as { axe: { run: (c: Document, o: object) => Promise<{ violations: unknown }> } }).axe
            .run(document, { runOnly: ['wcag2a', 'wcag2aa'] })
            .then((r) => r.violations),
        )) as Violation[];
        for (const v of violations)
          found.push(
            `${path} ${v.id} (${v.nodes.length}): ${v.help}\n    ${v.nodes[0]?.target.join(' ')}: ${v.nodes[0]?.failureSummary}`,
          );
      }
      await context.close();
      expect(found, found.join('\n')).toEqual([]);
    });
  }
}
