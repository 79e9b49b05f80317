// Route path -> theme page slug. The slug names the theme page whose sections
// a route renders, and the pages injected tags are meant for.
import { actionToUrl, type LinkAction } from './links';
import { safeDecode } from './url-parts';

/** The theme page identifiers. */
export const THEME_PAGE_IDENTIFIERS = [
  'home',
  'brands',
  'categories',
  'collections',
  'product-listing',
  'brand-listing',
  'category-listing',
  'collection-listing',
  'product-description',
  'cart-landing',
] as const;

/** The theme's page slugs. */
export const PAGE_SLUGS = [
  'about-us',
  'blog',
  'blog-detail',
  'brands',
  'cart-landing',
  'cart-delivery',
  'cart-review',
  'cart-payment',
  'categories',
  'collections',
  'collection-listing',
  'compare-products',
  'contact-us',
  'faq',
  'home',
  'locate-us',
  'order-status',
  'order-tracking',
  'order-tracking-details',
  'orders-list',
  'product-description',
  'product-listing',
  'product-reviews',
  'add-product-review',
  'profile',
  'profile-address',
  'profile-details',
  'shipment-details',
  'shared-cart',
  'wishlist',
  'section-page',
  'login',
  'register',
  'forgot-password',
  'set-password',
  'edit-profile',
  'verify-mobile',
  'verify-email',
  'verify-email-link',
  'account-locked',
  'coupons',
  'single-page-checkout',
  'shipping-policy',
  'return-policy',
  'tnc',
  'privacy-policy',
] as const;

export type SystemPageSlug = (typeof PAGE_SLUGS)[number] | (typeof THEME_PAGE_IDENTIFIERS)[number];

/**
 * What a route renders. `system`: a theme page of the lists above. `sections`: a section page,
 * whose slug is the route's group. `custom-page`: /page/:slug, content from the platform (its
 * slug is the 2.2 page type 'page'). `custom-template`: a theme's runtime template under /c/.
 */
export type PageSlugMatch =
  | { kind: 'system'; slug: SystemPageSlug; params: Record<string, string> }
  | { kind: 'sections'; slug: string; params: { group: string } }
  | { kind: 'custom-page'; slug: 'page'; params: { slug: string } }
  | { kind: 'custom-template'; slug: 'custom'; params: { path: string } };

/**
 * Route patterns of the storefront with their slugs. Paths no theme page is named for (team,
 * form, settings, the cart's upi step, refund, payment link) are absent. Where the spec lists a
 * slug without a path we follow the usual theme routes (product reviews); the profile's phone
 * and email pages belong to profile-details, its tab pages (refer-earn, my-cards) to profile.
 */
const SYSTEM_ROUTES: ReadonlyArray<readonly [string, SystemPageSlug]> = [
  ['/', 'home'],
  ['/about-us', 'about-us'],
  ['/blog', 'blog'],
  ['/blog/:slug', 'blog-detail'],
  ['/brands', 'brands'],
  ['/brands/:department', 'brands'],
  ['/categories', 'categories'],
  ['/categories/:department', 'categories'],
  ['/collections', 'collections'],
  ['/brand/:slug', 'brand-listing'],
  ['/category/:slug', 'category-listing'],
  ['/collection/:slug', 'collection-listing'],
  ['/products', 'product-listing'],
  ['/product/:slug', 'product-description'],
  ['/product/:slug/reviews', 'product-reviews'],
  ['/product/:slug/add-review', 'add-product-review'],
  ['/compare', 'compare-products'],
  ['/contact-us', 'contact-us'],
  ['/faq', 'faq'],
  ['/faq/:slug', 'faq'],
  ['/locate-us', 'locate-us'],
  ['/wishlist', 'wishlist'],
  ['/shared-cart/:token', 'shared-cart'],
  ['/cart/bag', 'cart-landing'],
  ['/cart/delivery', 'cart-delivery'],
  ['/cart/order-review', 'cart-review'],
  ['/cart/payment-info', 'cart-payment'],
  ['/cart/checkout', 'single-page-checkout'],
  ['/cart/available-coupons', 'coupons'],
  ['/cart/order-status', 'order-status'],
  ['/order-tracking', 'order-tracking'],
  ['/order-tracking/:orderId', 'order-tracking-details'],
  ['/order-tracking/:orderId/:shipmentId', 'order-tracking-details'],
  ['/profile', 'profile'],
  ['/profile/profile-tabs', 'profile'],
  ['/profile/details', 'profile-details'],
  ['/profile/phone', 'profile-details'],
  ['/profile/email', 'profile-details'],
  ['/profile/address', 'profile-address'],
  ['/profile/orders', 'orders-list'],
  ['/profile/orders/shipment/:shipmentId', 'shipment-details'],
  ['/profile/orders/shipment/update/:shipmentId/:type', 'shipment-details'],
  ['/profile/refer-earn', 'profile'],
  ['/profile/refer-earn-credit', 'profile'],
  ['/profile/my-cards', 'profile'],
  ['/auth/login', 'login'],
  ['/auth/register', 'register'],
  ['/auth/forgot-password', 'forgot-password'],
  ['/auth/set-password', 'set-password'],
  ['/auth/edit-profile', 'edit-profile'],
  ['/auth/verify-mobile', 'verify-mobile'],
  ['/auth/verify-email', 'verify-email'],
  ['/auth/verify-email-link', 'verify-email-link'],
  ['/auth/account-locked', 'account-locked'],
  ['/privacy-policy', 'privacy-policy'],
  ['/shipping-policy', 'shipping-policy'],
  ['/return-policy', 'return-policy'],
  ['/terms-and-conditions', 'tnc'],
];

const COMPILED = SYSTEM_ROUTES.map(([pattern, slug]) => ({ segments: pattern.split('/').filter(Boolean), slug }));

/**
 * The page a route path renders, with its parameters (decoded). Query, hash and trailing slashes
 * are ignored. On the root path a landing-page action, when given, picks the page (its target's
 * slug, e.g. product-listing for a 'products' action). An unknown path gives undefined.
 */
export function resolvePageSlug(
  path: string,
  options: { landingAction?: LinkAction | null } = {},
): PageSlugMatch | undefined {
  const segments = path.split(/[?#]/)[0].split('/').filter(Boolean).map(safeDecode);
  if (segments.length === 0 && options.landingAction) {
    const target = actionToUrl(options.landingAction);
    const targetPath = target?.split(/[?#]/)[0] ?? '/';
    if (targetPath.split('/').some(Boolean)) {
      const landed = resolvePageSlug(targetPath);
      if (landed) return landed;
    }
  }
  if (segments[0] === 'sections' && segments.length === 2) {
    return { kind: 'sections', slug: segments[1], params: { group: segments[1] } };
  }
  if (segments[0] === 'page' && segments.length === 2) {
    return { kind: 'custom-page', slug: 'page', params: { slug: segments[1] } };
  }
  if (segments[0] === 'c' && segments.length > 1) {
    return { kind: 'custom-template', slug: 'custom', params: { path: segments.slice(1).join('/') } };
  }
  for (const route of COMPILED) {
    if (route.segments.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = route.segments.every((s, i) => {
      if (s.startsWith(':')) {
        params[s.slice(1)] = segments[i];
        return true;
      }
      return s === segments[i];
    });
    if (matches) return { kind: 'system', slug: route.slug, params };
  }
  return undefined;
}
