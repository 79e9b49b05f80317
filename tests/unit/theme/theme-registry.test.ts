// The code themes are received, never named: only themes/ names a theme folder, and the registries
// list every folder under themes/ (sections, header and footer, data, each under the same slugs).
jest.mock('server-only', () => ({}));
jest.mock('@/lib/sdk/server', () => ({ serverSdk: jest.fn() }));

import fs from 'node:fs';
import path from 'node:path';
import { SHOP_THEME, themeData } from '@/themes/registry-data';
import { themeSections } from '@/themes/registry';
import { themeChrome } from '@/themes/chrome-registry';
import { homeIslandsByTheme } from '@/themes/route-islands-home';
import { listingIslandsByTheme } from '@/themes/route-islands-listing';
import { productIslandsByTheme } from '@/themes/route-islands-product';

const root = path.join(__dirname, '../../..');
const folders = fs
  .readdirSync(path.join(root, 'themes'), { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name)
  .sort();

// Docs describe the default theme and tests exercise its own sections; neither is the shop's code.
const SKIPPED = new Set(['.data', '.git', 'themes', 'docs', 'tests']);
// Packages and build output (bench/empty-next/.next) are no one's source.
const ANYWHERE_SKIPPED = new Set(['node_modules', '.next']);
const SOURCE = /\.(ts|tsx|js|mjs|cjs|json|css)$/;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return (dir === root && SKIPPED.has(entry.name)) || ANYWHERE_SKIPPED.has(entry.name) ? [] : sourceFiles(full);
    return SOURCE.test(entry.name) && entry.name !== 'package-lock.json' ? [full] : [];
  });
}

test('every folder under themes/ is a registered theme, in each registry', () => {
  expect(folders.length).toBeGreaterThan(0);
  expect(Object.keys(themeData).sort()).toEqual(folders);
  expect(Object.keys(themeSections).sort()).toEqual(folders);
  expect(Object.keys(themeChrome).sort()).toEqual(folders);
  for (const byTheme of [homeIslandsByTheme, listingIslandsByTheme, productIslandsByTheme]) {
    expect(Object.keys(byTheme).sort()).toEqual(folders);
  }
  expect(folders).toContain(SHOP_THEME);
});

test('each registered theme has sections, a header, a footer and its data', () => {
  for (const slug of folders as Array<keyof typeof themeData>) {
    expect(Object.keys(themeSections[slug]).length).toBeGreaterThan(0);
    expect(typeof themeChrome[slug].Header).toBe('function');
    expect(typeof themeChrome[slug].Footer).toBe('function');
    expect(themeData[slug].sections.map((s) => s.name)).toEqual(Object.keys(themeSections[slug]));
  }
});

test('no file outside themes/ names a theme folder', () => {
  const named = new RegExp(`themes/(${folders.join('|')})(/|['"\`])`);
  const offenders = sourceFiles(root)
    .filter((file) => named.test(fs.readFileSync(file, 'utf8')))
    .map((file) => path.relative(root, file));
  expect(offenders).toEqual([]);
});
