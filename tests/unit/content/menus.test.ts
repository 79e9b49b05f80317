import { DEFAULT_HEADER_MENU, menuItems, splitMenus } from '@/lib/content/menus';
import type { Navigation, NavigationEntry } from '@/contract/types/content';

const entry = (
  display: string,
  sort: number,
  page: { type: string; params?: Record<string, string[]> },
  extra: Partial<NavigationEntry> = {},
): NavigationEntry => ({
  display,
  action: { type: 'page', page } as NavigationEntry['action'],
  tags: [],
  active: true,
  sort_order: sort,
  sub_navigation: [],
  ...extra,
});

const nav = (slug: string, platform: string[], bottom: boolean, navigation: NavigationEntry[]): Navigation =>
  ({
    _id: slug,
    application: 'a',
    archived: false,
    name: slug,
    slug,
    platform,
    orientation: { landscape: bottom ? ['bottom'] : ['top'], portrait: [] },
    version: 1,
    navigation,
    created_by: { id: 'x' },
    date_meta: {},
  }) as unknown as Navigation;

describe('menus', () => {
  test('only active page entries, by sort_order, with their sub-navigation and links from the page table', () => {
    const items = menuItems([
      entry(
        'Women',
        2,
        { type: 'products' },
        { sub_navigation: [entry('Dresses', 1, { type: 'category', params: { slug: ['women-dresses'] } })] },
      ),
      entry('New in', 1, { type: 'collection', params: { slug: ['new-arrivals'] } }),
      entry('Hidden', 0, { type: 'home' }, { active: false }),
      { ...entry('Popup', 3, { type: 'home' }), action: { type: 'popup' } as NavigationEntry['action'] },
    ]);
    expect(items.map((i) => [i.label, i.href])).toEqual([
      ['New in', '/collection/new-arrivals'],
      ['Women', '/products/'],
    ]);
    expect(items[1].children).toEqual([
      { label: 'Dresses', href: '/category/women-dresses', image: undefined, children: [] },
    ]);
  });

  test('web menus only; the bottom one is the footer; the header falls back to the default entries', () => {
    const menus = splitMenus([
      nav('app', ['ios'], false, [entry('App only', 1, { type: 'orders' })]),
      nav('footer', ['web'], true, [entry('About', 1, { type: 'about-us' })]),
    ]);
    expect(menus.header).toEqual(DEFAULT_HEADER_MENU);
    expect(menus.header.map((i) => i.href)).toEqual(['/', '/brands/', '/categories/', '/collections/']);
    expect(menus.footer.map((i) => i.label)).toEqual(['About']);
  });

  test('entries to pages the shop does not serve are left out; a heading whose page is not served links to its first entry', () => {
    const items = menuItems([
      entry('Contact us', 1, { type: 'contact-us' }),
      entry(
        'Help',
        2,
        { type: 'faq' },
        {
          sub_navigation: [
            entry('Blog', 1, { type: 'blog' }),
            entry('Returns', 2, { type: 'return-policy' }),
            entry('Terms', 3, { type: 'tnc' }),
          ],
        },
      ),
      entry(
        'Support',
        3,
        { type: 'contact-us' },
        { sub_navigation: [entry('Refer and earn', 1, { type: 'refer-earn' })] },
      ),
      entry('Unknown', 4, { type: 'no-such-type' }),
      entry('About', 5, { type: 'about-us' }),
    ]);
    expect(items.map((i) => [i.label, i.href])).toEqual([
      ['Help', '/return-policy'],
      ['About', '/about-us'],
    ]);
    expect(items[0].children.map((i) => i.href)).toEqual(['/return-policy', '/terms-and-conditions']);
  });
});
