import { PAGE_SLUGS, THEME_PAGE_IDENTIFIERS, resolvePageSlug } from '@/lib/theme/page-slug';

const SYSTEM: Array<[string, string, Record<string, string>]> = [
  ['/', 'home', {}],
  ['/about-us', 'about-us', {}],
  ['/blog/', 'blog', {}],
  ['/blog/summer-looks', 'blog-detail', { slug: 'summer-looks' }],
  ['/brands/', 'brands', {}],
  ['/brands/men', 'brands', { department: 'men' }],
  ['/categories/', 'categories', {}],
  ['/categories/women/', 'categories', { department: 'women' }],
  ['/collections/', 'collections', {}],
  ['/brand/nike', 'brand-listing', { slug: 'nike' }],
  ['/category/running-shoes/', 'category-listing', { slug: 'running-shoes' }],
  ['/collection/summer-sale', 'collection-listing', { slug: 'summer-sale' }],
  ['/products/', 'product-listing', {}],
  ['/product/indigo-kurta', 'product-description', { slug: 'indigo-kurta' }],
  ['/product/indigo-kurta/reviews', 'product-reviews', { slug: 'indigo-kurta' }],
  ['/product/indigo-kurta/add-review', 'add-product-review', { slug: 'indigo-kurta' }],
  ['/compare/', 'compare-products', {}],
  ['/contact-us/', 'contact-us', {}],
  ['/faq/', 'faq', {}],
  ['/faq/returns', 'faq', { slug: 'returns' }],
  ['/locate-us', 'locate-us', {}],
  ['/wishlist/', 'wishlist', {}],
  ['/shared-cart/Xy12', 'shared-cart', { token: 'Xy12' }],
  ['/cart/bag/', 'cart-landing', {}],
  ['/cart/delivery', 'cart-delivery', {}],
  ['/cart/order-review', 'cart-review', {}],
  ['/cart/payment-info', 'cart-payment', {}],
  ['/cart/checkout', 'single-page-checkout', {}],
  ['/cart/available-coupons/', 'coupons', {}],
  ['/cart/order-status/', 'order-status', {}],
  ['/order-tracking/', 'order-tracking', {}],
  ['/order-tracking/FY1/', 'order-tracking-details', { orderId: 'FY1' }],
  ['/order-tracking/FY1/SH9', 'order-tracking-details', { orderId: 'FY1', shipmentId: 'SH9' }],
  ['/profile', 'profile', {}],
  ['/profile/profile-tabs/', 'profile', {}],
  ['/profile/details/', 'profile-details', {}],
  ['/profile/phone/', 'profile-details', {}],
  ['/profile/email/', 'profile-details', {}],
  ['/profile/address/', 'profile-address', {}],
  ['/profile/orders/', 'orders-list', {}],
  ['/profile/orders/shipment/16712345/', 'shipment-details', { shipmentId: '16712345' }],
  ['/profile/orders/shipment/update/16712345/cancel/', 'shipment-details', { shipmentId: '16712345', type: 'cancel' }],
  ['/profile/refer-earn/', 'profile', {}],
  ['/profile/refer-earn-credit/', 'profile', {}],
  ['/profile/my-cards/', 'profile', {}],
  ['/auth/login/', 'login', {}],
  ['/auth/register/', 'register', {}],
  ['/auth/forgot-password/', 'forgot-password', {}],
  ['/auth/set-password/', 'set-password', {}],
  ['/auth/edit-profile/', 'edit-profile', {}],
  ['/auth/verify-mobile/', 'verify-mobile', {}],
  ['/auth/verify-email/', 'verify-email', {}],
  ['/auth/verify-email-link/', 'verify-email-link', {}],
  ['/auth/account-locked/', 'account-locked', {}],
  ['/privacy-policy/', 'privacy-policy', {}],
  ['/shipping-policy/', 'shipping-policy', {}],
  ['/return-policy/', 'return-policy', {}],
  ['/terms-and-conditions/', 'tnc', {}],
];

describe('route path to page slug', () => {
  test.each(SYSTEM)('%s renders %s', (path, slug, params) => {
    expect(resolvePageSlug(path)).toEqual({ kind: 'system', slug, params });
  });

  test('every slug a route resolves to is one of the spec lists', () => {
    const known = new Set<string>([...PAGE_SLUGS, ...THEME_PAGE_IDENTIFIERS]);
    for (const [, slug] of SYSTEM) expect([slug, known.has(slug)]).toEqual([slug, true]);
  });

  test('every theme page identifier has a route', () => {
    const resolved = new Set(SYSTEM.map(([, slug]) => slug));
    for (const id of THEME_PAGE_IDENTIFIERS) expect([id, resolved.has(id)]).toEqual([id, true]);
  });

  test('query, hash and trailing slash are ignored; parameters are decoded', () => {
    expect(resolvePageSlug('/products/?q=shirt&page_no=2#grid')).toMatchObject({ slug: 'product-listing' });
    expect(resolvePageSlug('/product/kurta?size=M')).toEqual({
      kind: 'system',
      slug: 'product-description',
      params: { slug: 'kurta' },
    });
    expect(resolvePageSlug('/brand/h%26m')).toMatchObject({ params: { slug: 'h&m' } });
    expect(resolvePageSlug('/brand/%E0%A4')).toMatchObject({ params: { slug: '%E0%A4' } });
    expect(resolvePageSlug('//products//')).toMatchObject({ slug: 'product-listing' });
  });

  test('a section page takes its slug from the group', () => {
    expect(resolvePageSlug('/sections/festive-sale/')).toEqual({
      kind: 'sections',
      slug: 'festive-sale',
      params: { group: 'festive-sale' },
    });
    expect(resolvePageSlug('/sections')).toBeUndefined();
    expect(resolvePageSlug('/sections/a/b')).toBeUndefined();
  });

  test('custom pages and runtime templates', () => {
    expect(resolvePageSlug('/page/our-story/')).toEqual({
      kind: 'custom-page',
      slug: 'page',
      params: { slug: 'our-story' },
    });
    expect(resolvePageSlug('/c/lookbook/spring/')).toEqual({
      kind: 'custom-template',
      slug: 'custom',
      params: { path: 'lookbook/spring' },
    });
    expect(resolvePageSlug('/c/')).toBeUndefined();
  });

  test('unknown paths have no slug', () => {
    for (const path of [
      '/nope',
      '/product',
      '/product/a/b/c',
      '/cart',
      '/cart/upi',
      '/setting/currency',
      '/team/',
      '/brands/a/b',
      '/profile/x',
    ]) {
      expect([path, resolvePageSlug(path)]).toEqual([path, undefined]);
    }
  });

  test('on the root path the landing-page action picks the page', () => {
    const landingAction = { type: 'page' as const, page: { type: 'collection', params: { slug: ['new-in'] } } };
    expect(resolvePageSlug('/', { landingAction })).toEqual({
      kind: 'system',
      slug: 'collection-listing',
      params: { slug: 'new-in' },
    });
    expect(
      resolvePageSlug('/?utm=x', { landingAction: { type: 'page', page: { type: 'products', query: { q: 'x' } } } }),
    ).toMatchObject({ slug: 'product-listing' });
    expect(
      resolvePageSlug('/', {
        landingAction: { type: 'page', page: { type: 'sections', params: { group: 'home-v2' } } },
      }),
    ).toEqual({
      kind: 'sections',
      slug: 'home-v2',
      params: { group: 'home-v2' },
    });
  });

  test('a landing action that is home, broken or unknown leaves home', () => {
    expect(resolvePageSlug('/', { landingAction: { type: 'page', page: { type: 'home' } } })).toMatchObject({
      slug: 'home',
    });
    expect(resolvePageSlug('/', { landingAction: { type: 'page', page: { type: 'product' } } })).toMatchObject({
      slug: 'home',
    });
    expect(resolvePageSlug('/', { landingAction: { type: 'page', page: { type: 'freshchat' } } })).toMatchObject({
      slug: 'home',
    });
    expect(resolvePageSlug('/brands/', { landingAction: { type: 'page', page: { type: 'products' } } })).toMatchObject({
      slug: 'brands',
    });
  });
});
