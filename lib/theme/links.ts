// The page-type to path table, both directions (the link rules are in
// link-rules.ts). Navigation entries and theme link props carry actions ({type: 'page', page:
// {type, params, query}}); pages render them as hrefs, and a pasted URL becomes an action again.
import { isSitePath, parseAbsolute, parseQuery, safeDecode, splitOnce } from './url-parts';

/** Path parameters and query values as actions carry them (the platform sends lists). */
export type ActionValues = Readonly<Record<string, string | readonly string[] | undefined>>;

export type PageAction = {
  type: 'page';
  page: { type: string; params?: ActionValues; query?: ActionValues };
};

/** Any action as the platform stores it (navigation entries, banners); only page actions link. */
export type LinkAction = {
  type?: string;
  page?: { type?: string; params?: ActionValues; query?: ActionValues } | null;
};

/** What urlToAction gives: always lists, as the platform stores navigation actions. */
export type ParsedPageAction = {
  type: 'page';
  page: { type: PageType; params: Record<string, string[]>; query: Record<string, string[]> };
};

type LinkRow = { path: string; optional?: readonly string[]; requiredQuery?: string };

/**
 * `:name` is a path parameter, required unless listed in `optional`.
 * The paths keep the table's trailing slashes.
 */
export const PAGE_LINKS = {
  'about-us': { path: '/about-us' },
  addresses: { path: '/profile/address' },
  blog: { path: '/blog/:slug', optional: ['slug'] },
  brands: { path: '/brands/:department', optional: ['department'] },
  cards: { path: '/profile/my-cards' },
  cart: { path: '/cart/bag/' },
  categories: { path: '/categories/:department', optional: ['department'] },
  brand: { path: '/brand/:slug' },
  category: { path: '/category/:slug' },
  collection: { path: '/collection/:slug' },
  collections: { path: '/collections/' },
  'contact-us': { path: '/contact-us/' },
  external: { path: '/external/', requiredQuery: 'url' },
  custom: { path: '/c/', requiredQuery: 'url' },
  faq: { path: '/faq' },
  freshchat: { path: '/freshchat' },
  home: { path: '/' },
  'notification-settings': { path: '/notification-settings' },
  orders: { path: '/profile/orders' },
  page: { path: '/page/:slug' },
  policy: { path: '/privacy-policy' },
  product: { path: '/product/:slug' },
  'product-request': { path: '/product-request/' },
  products: { path: '/products/' },
  profile: { path: '/profile' },
  'profile-order-shipment': { path: '/profile/orders/shipment/:shipmentid' },
  'profile-basic': { path: '/profile/details' },
  'profile-company': { path: '/profile/company' },
  'profile-emails': { path: '/profile/email' },
  'profile-phones': { path: '/profile/phone' },
  'rate-us': { path: '/rate-us' },
  'refer-earn': { path: '/profile/refer-earn' },
  settings: { path: '/setting/currency' },
  'shared-cart': { path: '/shared-cart/:token' },
  tnc: { path: '/terms-and-conditions' },
  'track-order': { path: '/order-tracking/:orderId', optional: ['orderId'] },
  wishlist: { path: '/wishlist/' },
  sections: { path: '/sections/:group' },
  form: { path: '/form/:slug' },
  'cart-delivery': { path: '/cart/delivery' },
  'cart-payment': { path: '/cart/payment-info' },
  'cart-review': { path: '/cart/order-review' },
  login: { path: '/auth/login' },
  register: { path: '/auth/register' },
  'shipping-policy': { path: '/shipping-policy' },
  'return-policy': { path: '/return-policy' },
  'order-status': { path: '/cart/order-status' },
  'locate-us': { path: '/locate-us' },
} as const satisfies Record<string, LinkRow>;

export type PageType = keyof typeof PAGE_LINKS;

/**
 * The page types of the table this shop has pages for. Menus leave out entries to any other type,
 * so no menu links to a page that answers 404; a type joins this list with its route. 'custom'
 * names a path of the shop chosen by the merchant, and passes.
 */
export const SERVED_PAGE_TYPES: ReadonlySet<PageType> = new Set<PageType>([
  'home',
  'products',
  'product',
  'brand',
  'brands',
  'category',
  'categories',
  'collection',
  'collections',
  'sections',
  'page',
  'custom',
  'about-us',
  'policy',
  'tnc',
  'shipping-policy',
  'return-policy',
  'login',
  'register',
  'profile',
  'profile-basic',
  'profile-emails',
  'profile-phones',
  'wishlist',
  'cart',
  'shared-cart',
  'orders',
  'profile-order-shipment',
  'track-order',
  'order-status',
]);

/** Several values of one path parameter share a segment, as the platform joins them. */
export const PARAM_VALUE_SEPARATOR = ':::';

const ROWS: Readonly<Record<string, LinkRow>> = PAGE_LINKS;

export function isPageType(type: unknown): type is PageType {
  return typeof type === 'string' && Object.prototype.hasOwnProperty.call(PAGE_LINKS, type);
}

/**
 * An action's href: the path parameters filled in and the query appended after '/?'
 * (`/products/?q=shirt`, `/?q=x` for home). For 'custom' the path is the `url` query value,
 * which must be a path on this site. Returns undefined, rather than throwing, when the action
 * cannot be a link: not a page action, an unknown page type, a required path parameter or the
 * required `url` query missing. A navigation menu skips such an entry instead of failing the page.
 * Empty query values are left out; a list repeats its key.
 */
export function actionToUrl(action: LinkAction | null | undefined): string | undefined {
  if (!action || action.type !== 'page' || !action.page || !isPageType(action.page.type)) return undefined;
  const type = action.page.type;
  const row = ROWS[type];
  let query: Record<string, readonly string[]> = normaliseValues(action.page.query);
  if (row.requiredQuery && !query[row.requiredQuery]?.[0]) return undefined;

  let path: string | undefined;
  if (type === 'custom') {
    const { url, ...rest } = query;
    const target = url[0];
    if (!isSitePath(target)) return undefined;
    // A url that brought its own query keeps it, ahead of the action's other query values.
    const [targetPath, targetSearch = ''] = target.split('#')[0].split('?');
    path = targetPath;
    query = { ...parseQuery(targetSearch), ...rest };
  } else {
    path = fillPath(row, normaliseValues(action.page.params));
  }
  if (path === undefined) return undefined;
  const search = queryString(query);
  return search ? `${path.replace(/\/+$/, '')}/?${search}` : path;
}

/**
 * The action a URL (a path, or an absolute URL whose origin is ignored) points to: the longest
 * path of the table that matches, falling back to home. A path with an optional parameter also
 * matches without it. Paths without parameters match as a prefix on whole segments (so
 * `/c/any/nested/page` is custom and `/profile/orders/x` is orders); paths with parameters must
 * match every segment. Parameter values are decoded and split at ':::'. For a custom page the
 * matched path goes into the `url` query, so actionToUrl gives it back.
 */
export function urlToAction(url: string | null | undefined): ParsedPageAction {
  const home: ParsedPageAction = { type: 'page', page: { type: 'home', params: {}, query: {} } };
  if (typeof url !== 'string' || !url.trim()) return home;
  const { pathname, search } = splitUrl(url.trim());
  const query = parseQuery(search);
  const segments = pathname.split('/').filter(Boolean);

  let best: { type: PageType; params: Record<string, string[]>; score: number } | undefined;
  for (const type of Object.keys(PAGE_LINKS) as PageType[]) {
    for (const pattern of patternsOf(ROWS[type])) {
      const params = matchPattern(pattern, segments);
      if (!params) continue;
      const literals = pattern.filter((s) => !s.startsWith(':')).join('/').length;
      const score = pattern.length * 1000 + literals;
      if (!best || score > best.score) best = { type, params, score };
    }
  }
  if (!best) return { ...home, page: { ...home.page, query } };
  if (best.type === 'custom') {
    return { type: 'page', page: { type: 'custom', params: {}, query: { ...query, url: [pathname] } } };
  }
  return { type: 'page', page: { type: best.type, params: best.params, query } };
}

function normaliseValues(values: ActionValues | undefined): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(values ?? {})) {
    if (!key) continue;
    const list = (typeof value === 'string' ? [value] : Array.isArray(value) ? value : []).filter(
      (v): v is string => typeof v === 'string' && v !== '',
    );
    if (list.length) out[key] = list;
  }
  return out;
}

function fillPath(row: LinkRow, params: Record<string, string[]>): string | undefined {
  const out: string[] = [];
  for (const segment of row.path.split('/')) {
    if (!segment.startsWith(':')) {
      out.push(segment);
      continue;
    }
    const name = segment.slice(1);
    const values = params[name];
    if (values?.length) out.push(values.map(encodeURIComponent).join(PARAM_VALUE_SEPARATOR));
    else if (row.optional?.includes(name)) out.push('');
    else return undefined;
  }
  return out.join('/');
}

function queryString(query: Record<string, readonly string[]>): string {
  return Object.entries(query)
    .flatMap(([key, values]) => values.map((v) => `${encodeURIComponent(key)}=${encodeURIComponent(v)}`))
    .join('&');
}

function splitUrl(text: string): { pathname: string; search: string } {
  const absolute = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) || text.startsWith('//') ? parseAbsolute(text) : undefined;
  if (absolute) return { pathname: absolute.pathname, search: absolute.search };
  const [beforeHash] = splitOnce(text, '#');
  const [pathname, search = ''] = splitOnce(beforeHash, '?');
  return { pathname: pathname.startsWith('/') ? pathname : `/${pathname}`, search };
}

/** The row's path as segments, plus the variant without its optional parameters. */
function patternsOf(row: LinkRow): string[][] {
  const full = row.path.split('/').filter(Boolean);
  if (!row.optional?.length) return [full];
  return [full, full.filter((s) => !(s.startsWith(':') && row.optional?.includes(s.slice(1))))];
}

function matchPattern(pattern: string[], segments: string[]): Record<string, string[]> | undefined {
  const hasParams = pattern.some((s) => s.startsWith(':'));
  if (hasParams ? pattern.length !== segments.length : pattern.length > segments.length) return undefined;
  const params: Record<string, string[]> = {};
  for (let i = 0; i < pattern.length; i++) {
    const p = pattern[i];
    if (p.startsWith(':')) params[p.slice(1)] = segments[i].split(PARAM_VALUE_SEPARATOR).map(safeDecode);
    else if (p !== segments[i]) return undefined;
  }
  return params;
}

/** Where a catalogue entity links: its platform action through the table above, else the conventional path. */
export function entityHref(
  kind: 'brand' | 'category' | 'collection' | 'product',
  entity: { slug: string; action?: LinkAction | null },
): string {
  return actionToUrl(entity.action) ?? `/${kind}/${encodeURIComponent(entity.slug)}/`;
}
