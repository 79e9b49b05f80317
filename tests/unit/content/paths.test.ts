import fs from 'node:fs';
import path from 'node:path';
import {
  CUSTOM_PAGE_ROUTES,
  POLICY_KINDS,
  POLICY_PAGES,
  customPagePath,
  withoutRepeatedTitle,
} from '@/lib/content/paths';
import { PAGE_LINKS, SERVED_PAGE_TYPES, actionToUrl } from '@/lib/theme/links';
import { menuItems } from '@/lib/content/menus';
import { demoNavigations } from '@/platform/content/demo-navigation';
import type { NavigationEntry } from '@/contract/types/content';

const APP = path.join(__dirname, '../../../app');

/** Whether app/ has a page for a path: literal segments by name, a parameter by any [dynamic] folder. */
function hasPage(urlPath: string): boolean {
  let dirs = [APP];
  for (const segment of urlPath.split('/').filter(Boolean)) {
    dirs = dirs.flatMap((dir) => {
      const children = fs.readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory());
      const catchAll = children.filter((d) => d.name.startsWith('[...')).map((d) => path.join(dir, d.name));
      if (catchAll.length) return catchAll;
      const matches = children.filter((d) =>
        segment.startsWith(':') ? /^\[[^.].*\]$/.test(d.name) : d.name === segment,
      );
      return matches.map((d) => path.join(dir, d.name));
    });
  }
  return dirs.some((dir) => fs.existsSync(path.join(dir, 'page.tsx')));
}

describe('content page paths', () => {
  test('the policy pages are the paths of the page-type table, each with its legal field', () => {
    const type = {
      'privacy-policy': 'policy',
      'shipping-policy': 'shipping-policy',
      'return-policy': 'return-policy',
      'terms-and-conditions': 'tnc',
    } as const;
    for (const kind of POLICY_KINDS) {
      const href = actionToUrl({ type: 'page', page: { type: type[kind] } });
      expect(`${href}/`).toBe(POLICY_PAGES[kind].path);
      expect(hasPage(POLICY_PAGES[kind].path)).toBe(true);
    }
    expect(POLICY_KINDS.map((k) => POLICY_PAGES[k].legalKey).sort()).toEqual(['policy', 'returns', 'shipping', 'tnc']);
  });

  test('custom pages with a route of their own are canonical there; the others under /page/', () => {
    expect(customPagePath('about-us')).toBe('/about-us');
    expect(customPagePath('card-tokenisation')).toBe('/help/card-tokenisation');
    expect(customPagePath('size-guide')).toBe('/page/size-guide/');
    expect(customPagePath('toString')).toBe('/page/toString/');
    for (const route of Object.values(CUSTOM_PAGE_ROUTES)) expect(hasPage(route)).toBe(true);
  });

  test('a first heading that repeats the title is dropped, any other heading stays', () => {
    expect(withoutRepeatedTitle('<h2>Privacy policy</h2>\n<p>We care.</p>', 'Privacy policy')).toBe('<p>We care.</p>');
    expect(
      withoutRepeatedTitle('<h2 class="x"> Terms &amp; <em>conditions</em></h2><p>a</p>', 'Terms & conditions'),
    ).toBe('<p>a</p>');
    expect(withoutRepeatedTitle('<h2>What we collect</h2><p>a</p>', 'Privacy policy')).toBe(
      '<h2>What we collect</h2><p>a</p>',
    );
    expect(withoutRepeatedTitle('<p>a</p><h2>Privacy policy</h2>', 'Privacy policy')).toBe(
      '<p>a</p><h2>Privacy policy</h2>',
    );
  });
});

describe('served page types', () => {
  test('every page type the menus may link to has a page in app/', () => {
    // 'custom' links to the path in its url query, which the merchant chose.
    const missing = [...SERVED_PAGE_TYPES].filter((type) => type !== 'custom' && !hasPage(PAGE_LINKS[type].path));
    expect(missing).toEqual([]);
  });

  test('the types the shop has no page for yet are not served', () => {
    for (const type of ['contact-us', 'faq', 'blog', 'refer-earn'] as const) {
      expect(SERVED_PAGE_TYPES.has(type)).toBe(false);
      expect(hasPage(PAGE_LINKS[type].path)).toBe(false);
    }
  });

  test('the demo menus link only to pages the shop serves', () => {
    const walk = (entries: NavigationEntry[]): NavigationEntry[] =>
      entries.flatMap((e) => [e, ...walk(e.sub_navigation ?? [])]);
    for (const nav of demoNavigations().filter((n) => (n.platform as string[]).includes('web'))) {
      const entries = walk(nav.navigation as unknown as NavigationEntry[]).filter(
        (e) => e.active && e.action.type === 'page',
      );
      const types = entries.map((e) => (e.action as { page: { type: string } }).page.type);
      expect(types.filter((t) => !SERVED_PAGE_TYPES.has(t as never))).toEqual([]);
      // Nothing is dropped on the way to the page.
      const shown = (items: ReturnType<typeof menuItems>): number =>
        items.reduce((n, i) => n + 1 + shown(i.children), 0);
      expect(shown(menuItems(nav.navigation as unknown as NavigationEntry[]))).toBe(entries.length);
    }
  });
});
