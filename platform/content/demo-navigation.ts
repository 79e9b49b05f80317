// The demo shop's menus (Navigation entry): the header menu, the footer menu and an
// app-only menu the web storefront must ignore. Entries link by action (page
// types); params and query values are lists, as the platform sends them. A few entries are
// inactive or not of action type 'page', and sort_order does not follow insertion order, so a
// storefront that filters and orders them by these rules shows a visible difference.
import type { navigations } from './schema';
import type { NavigationEntry } from '../../contract/types/content';
import { objectId } from '../theme';

type Entry = {
  display: string;
  sort_order: number;
  action: NavigationEntry['action'];
  image?: string;
  tags?: string[];
  active?: boolean;
  sub_navigation?: Entry[];
};

const page = (type: string, params?: Record<string, string[]>, query?: Record<string, string[]>) => ({
  type: 'page',
  page: { type, ...(params ? { params } : {}), ...(query ? { query } : {}) },
});

function entry(e: Entry): NavigationEntry {
  return { acl: ['all'], tags: [], active: true, ...e, sub_navigation: (e.sub_navigation ?? []).map(entry) };
}

const leaf = (
  display: string,
  sort_order: number,
  action: NavigationEntry['action'],
  extra: Partial<Entry> = {},
): Entry => ({ display, sort_order, action, ...extra });
const category = (display: string, slug: string, sort_order: number) =>
  leaf(display, sort_order, page('category', { slug: [slug] }));
const department = (slug: string) => page('products', undefined, { department: [slug] });

const MAIN: Entry[] = [
  leaf('New In', 1, page('collection', { slug: ['new-arrivals'] }), { tags: ['new'] }),
  leaf('Women', 2, department('women'), {
    sub_navigation: [
      category('Kurtas', 'women-kurtas', 1),
      category('Dresses', 'women-dresses', 2),
      category('Tops', 'women-tops', 3),
      category('Jeans', 'women-jeans', 4),
      category('Heels', 'women-heels', 5),
      category('Handbags', 'women-handbags', 6),
      leaf('All women', 7, department('women')),
    ],
  }),
  leaf('Men', 3, department('men'), {
    sub_navigation: [
      category('Shirts', 'men-shirts', 1),
      category('T-Shirts', 'men-t-shirts', 2),
      category('Kurtas', 'men-kurtas', 3),
      category('Jeans', 'men-jeans', 4),
      category('Sneakers', 'men-sneakers', 5),
      leaf('All men', 6, department('men')),
    ],
  }),
  leaf('Kids', 4, department('kids'), {
    sub_navigation: [
      category('Boys T-Shirts', 'kids-boys-t-shirts', 1),
      category('Girls Dresses', 'kids-girls-dresses', 2),
      category('Kids Sneakers', 'kids-sneakers', 3),
      leaf('All kids', 4, department('kids')),
    ],
  }),
  leaf('Accessories', 5, department('accessories'), {
    sub_navigation: [
      category('Watches', 'accessories-analog-watches', 1),
      category('Sunglasses', 'accessories-sunglasses', 2),
      category('Backpacks', 'accessories-backpacks', 3),
      category('Caps', 'accessories-caps', 4),
    ],
  }),
  leaf('Home & Living', 6, department('home-living'), {
    sub_navigation: [
      category('Cushion Covers', 'home-living-cushion-covers', 1),
      category('Table Lamps', 'home-living-table-lamps', 2),
      category('Mugs', 'home-living-mugs', 3),
    ],
  }),
  leaf('Sale', 9, page('collection', { slug: ['big-sale'] }), { tags: ['highlight'] }),
  // Listed before Sale but sorted after Home & Living: the menu follows sort_order.
  leaf('Brands', 7, page('brands')),
  leaf('Collections', 8, page('collections')),
  // Not shown: a draft entry, switched off.
  leaf('Gift Cards', 10, page('page', { slug: ['gift-cards'] }), { active: false }),
];

const FOOTER: Entry[] = [
  leaf('Shop', 1, page('products'), {
    sub_navigation: [
      leaf('New arrivals', 1, page('collection', { slug: ['new-arrivals'] })),
      leaf('Bestsellers', 2, page('collection', { slug: ['bestsellers'] })),
      leaf('All brands', 3, page('brands')),
      leaf('All categories', 4, page('categories')),
      leaf('Collections', 5, page('collections')),
    ],
  }),
  // Every entry leads to a page the shop serves: "Contact us" and "Track an order" join this menu
  // when their pages are built.
  leaf('Help', 2, page('shipping-policy'), {
    sub_navigation: [
      leaf('Shipping policy', 3, page('shipping-policy')),
      leaf('Return policy', 4, page('return-policy')),
      leaf('Size guide', 5, page('page', { slug: ['size-guide'] })),
      // A path of the shop without a page type of its own ('custom').
      leaf('Card tokenisation', 6, page('custom', undefined, { url: ['/help/card-tokenisation'] })),
    ],
  }),
  leaf('Company', 3, page('about-us'), {
    sub_navigation: [
      leaf('About us', 1, page('about-us')),
      leaf('Festive lookbook', 2, page('sections', { group: ['festive-lookbook'] })),
      leaf('Privacy policy', 4, page('policy')),
      leaf('Terms and conditions', 3, page('tnc')),
      // Not shown: not of action type page.
      leaf('Chat with us', 5, { type: 'popup', popup: { type: 'freshchat' } }),
      // Not shown: inactive.
      leaf('Careers', 6, page('page', { slug: ['careers'] }), { active: false }),
    ],
  }),
];

const APP_ONLY: Entry[] = [leaf('Scan and shop', 1, page('products')), leaf('My orders', 2, page('orders'))];

type NavigationRow = typeof navigations.$inferInsert;

export function demoNavigations(): NavigationRow[] {
  const row = (
    slug: string,
    name: string,
    platform: string[],
    orientation: NavigationRow['orientation'],
    list: Entry[],
    sort: number,
  ): NavigationRow => ({
    id: objectId('navigation', slug),
    name,
    slug,
    platform,
    orientation,
    navigation: list.map(entry) as unknown as Array<Record<string, unknown>>,
    version: 1,
    sort,
  });
  return [
    row('main-menu', 'Main menu', ['web', 'ios', 'android'], { landscape: ['top'], portrait: ['left'] }, MAIN, 1),
    row('footer-menu', 'Footer menu', ['web'], { landscape: ['bottom'], portrait: ['bottom'] }, FOOTER, 2),
    row('app-menu', 'App tab bar', ['ios', 'android'], { landscape: [], portrait: ['bottom'] }, APP_ONLY, 3),
  ];
}
